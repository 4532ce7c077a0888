import type { AppTarget } from './app-target';
import type { CheckedKeyword, KeywordCheck } from './check-keyword';
import { mean } from './estimate-scale';
import { compactCount, failureText, listOf, PLACEMENT, quote, shortDate } from './insight-wording';
import type { Store } from './store-client';

export interface KeywordOutcome {
  keyword: string;
  check: KeywordCheck;
  previous: { position: number | null; observedAt: Date } | undefined;
}

export interface InsightContext {
  store: Store;
  storeLabel: string;
  depth: number;
  target: AppTarget;
  /** The store country the ranks were read in (ISO code). */
  country: string;
}

/** A rank move of one or two places is day-to-day noise (iOS moves ±3–5 within a day). */
const NOTABLE_MOVE = 3;
const CROWDED_DIFFICULTY = 60;
const LOW_DEMAND = 15;

type Checked = KeywordOutcome & { check: CheckedKeyword };

function movement({ keyword, check, previous }: Checked, context: InsightContext): string | undefined {
  if (!previous) return undefined;
  const since = shortDate(previous.observedAt);
  const [before, now] = [previous.position, check.position];
  if (before !== null && now === null)
    return `${quote(keyword)} dropped out of the top ${context.depth} (it was #${before} on ${since}): put it back in your ${PLACEMENT[context.store].secondary} or check whether your last update removed it.`;
  if (before === null && now !== null)
    return `${quote(keyword)} entered the results at #${now} since ${since}: keep the metadata change that did it.`;
  if (before === null || now === null || Math.abs(before - now) < NOTABLE_MOVE) return undefined;
  if (now < before)
    return `${quote(keyword)} rose ${before - now} places since ${since} (#${before} → #${now}): keep the metadata change that did it.`;
  return `${quote(keyword)} fell from #${before} to #${now} since ${since}: check whether a competitor changed its title or your last update dropped the keyword.`;
}

function standing({ keyword, check }: Checked, context: InsightContext, others: Checked[]): string {
  const place = PLACEMENT[context.store];
  const position = check.position;
  if (position !== null && position <= 3)
    return `${quote(keyword)} ranks #${position}: protect it by keeping the exact phrase in your ${place.prominent}.`;
  if (position !== null && position <= 10)
    return `${quote(keyword)} ranks #${position}, on the first screen of results: move it to the start of your ${place.prominent} or ${place.secondary} to reach the top 3.`;
  if (position !== null && position <= 30)
    return `${quote(keyword)} ranks #${position}: close to the first screen; put the exact phrase in your ${place.secondary}.`;
  if (position !== null)
    return `${quote(keyword)} ranks #${position}, too deep to bring many installs: use the exact phrase in your ${place.secondary} or favour an easier keyword.`;
  const absent = notAmong(check, context);
  if (check.searchVolume < LOW_DEMAND) {
    return `${quote(keyword)} shows little search demand (estimated popularity ${check.searchVolume}/100) and ${absent}: spend the space on a more searched keyword.`;
  }
  const longer = check.autocomplete?.longerSearches[0];
  if (check.difficulty >= CROWDED_DIFFICULTY) {
    const size = check.topRatingCount === null ? '' : `: its top 10 apps average ${compactCount(check.topRatingCount)} ratings`;
    const alternative = longer ? `a longer search such as ${quote(longer)}` : 'a longer, more specific phrase';
    return `${quote(keyword)} is crowded (difficulty ${check.difficulty}${size}) and ${absent}: target ${alternative} first.`;
  }
  const othersDifficulty = mean(others.map((other) => other.check.difficulty));
  if (othersDifficulty !== undefined && check.difficulty < othersDifficulty) {
    return `${quote(keyword)} is easier than your other keywords (difficulty ${check.difficulty} vs. ${Math.round(othersDifficulty)} on average) and ${absent}: add it to your ${place.secondary}.`;
  }
  return `${quote(keyword)}: ${absent}; add it to your ${place.quiet} to start ranking.`;
}

/** "you don't rank in the top 200", or, when the store shows fewer apps, "you are not among its 24 results". */
function notAmong(check: CheckedKeyword, context: InsightContext): string {
  const shown = check.listings.length;
  if (shown === 0) return `${context.storeLabel} shows no apps for it`;
  return shown < context.depth ? `you are not among its ${shown} results` : `you don't rank in the top ${context.depth}`;
}

/** Specific, actionable lines: what to protect, what to fix, where the easy wins are. */
export function buildInsights(outcomes: readonly KeywordOutcome[], context: InsightContext): string[] {
  const checked = outcomes.filter((outcome): outcome is Checked => outcome.check.status === 'checked');
  const insights: string[] = [];

  const unavailable = outcomes.flatMap((outcome) => (outcome.check.status === 'unavailable' ? [outcome] : []));
  if (unavailable.length > 0) {
    const reasons = [
      ...new Set(
        unavailable.map((outcome) =>
          outcome.check.status === 'unavailable' ? failureText(outcome.check.failure, context.storeLabel) : '',
        ),
      ),
    ];
    const shown = unavailable.length === 1 ? 'its last known rank is shown' : 'their last known ranks are shown';
    insights.push(
      `${listOf(unavailable.map((outcome) => quote(outcome.keyword)))} could not be checked this time (${listOf(reasons)}): ${shown}. Try again in a minute.`,
    );
  }

  // Found nowhere now and never before: most likely the name does not match the store listing.
  if (
    checked.length > 0 &&
    checked.every((outcome) => outcome.check.position === null && (outcome.previous?.position ?? null) === null)
  ) {
    insights.push(
      context.target.name !== null && context.target.id === null
        ? `Your app was not found in the top ${context.depth} for any keyword in the ${context.country.toUpperCase()} ${context.storeLabel}. If this is not its exact store name, paste its ${context.storeLabel} link for an exact match.`
        : `The app was not found in the top ${context.depth} for any keyword in the ${context.country.toUpperCase()} ${context.storeLabel}: it may not be available there, or it ranks lower for these keywords.`,
    );
  }

  for (const outcome of checked) {
    const others = checked.filter((other) => other !== outcome);
    insights.push(movement(outcome, context) ?? standing(outcome, context, others));
  }
  return insights;
}
