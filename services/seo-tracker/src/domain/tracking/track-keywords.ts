import { rankQuality, type KeywordRanking, type KeywordTrackingRequest, type KeywordTrackingResponse } from '@aiapp/contracts';
import { AppError, type Database } from '@aiapp/kit';
import {
  insertObservation,
  recentObservations,
  type SeriesKey,
  type StoredPoint,
} from '../../data-access/observation-repository';
import { normalizeText } from '@aiapp/text';
import { parseAppTarget } from './app-target';
import { checkKeyword, type KeywordCheck } from './check-keyword';
import { failureText } from './insight-wording';
import { buildInsights, type KeywordOutcome } from './insights';
import { rankChange } from './rank-change';
import type { Store, StoreClient } from './store-client';

export interface TrackingDeps {
  db: Database;
  stores: Record<Store, StoreClient>;
  /** How long one call may spend on store requests before it reports the rest as unavailable. */
  budgetMs: number;
  now?: () => Date;
}

/** Points in the rank-history line, this observation included. */
const HISTORY_POINTS = 30;

/** Keywords compared without case, accents or punctuation; the first spelling typed is kept. */
function distinctKeywords(keywords: readonly string[]): { typed: string; key: string }[] {
  const seen = new Map<string, string>();
  for (const typed of keywords) {
    const key = normalizeText(typed);
    if (!key) throw new AppError('validation_failed', 400, `The keyword '${typed}' has no letters or digits`);
    if (!seen.has(key)) seen.set(key, typed);
  }
  return [...seen].map(([key, typed]) => ({ typed, key }));
}

function storeDown(checks: KeywordCheck[], store: StoreClient): AppError {
  const failures = checks.flatMap((check) => (check.status === 'unavailable' ? [check.failure] : []));
  const limited = failures.every((failure) => failure === 'rate_limited');
  const code = limited ? 'store_rate_limited' : 'store_unavailable';
  const message = `${failureText(failures[0] ?? 'store_unreachable', store.label)}, so no keyword could be checked. Please try again in a few minutes.`;
  return new AppError(code, 503, message, undefined, { 'Retry-After': limited ? '60' : '30' });
}

/** Reads each keyword's rank from the store, stores it, and compares it with the stored history. */
export async function trackKeywords(request: KeywordTrackingRequest, deps: TrackingDeps): Promise<KeywordTrackingResponse> {
  const store = deps.stores[request.app_store];
  const target = parseAppTarget(request.app_name, request.app_store);
  const keywords = distinctKeywords(request.keywords);
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const deadline = Date.now() + deps.budgetMs;

  const checks = await Promise.all(
    keywords.map(({ typed }) => checkKeyword(typed, target, store, { country: request.country, deadline, now: startedAt })),
  );
  if (checks.every((check) => check.status === 'unavailable')) throw storeDown(checks, store);

  const checkedAt = now();
  const histories = await deps.db.withTransaction(async (tx) => {
    const result: StoredPoint[][] = [];
    for (const [index, { typed, key }] of keywords.entries()) {
      const series: SeriesKey = { store: request.app_store, country: request.country, appKey: target.key, keyword: key };
      const check = checks[index]!;
      if (check.status === 'checked') {
        await insertObservation(tx, {
          ...series,
          keywordAsTyped: typed,
          position: check.position,
          resultsChecked: check.listings.length,
          matchedAppId: check.matched?.id ?? null,
          matchedAppTitle: check.matched?.title ?? null,
          difficulty: check.difficulty,
          searchVolume: check.searchVolume,
          observedAt: checkedAt,
        });
      }
      result.push(await recentObservations(tx, series, HISTORY_POINTS));
    }
    return result;
  });

  const outcomes: KeywordOutcome[] = keywords.map(({ typed }, index) => {
    const history = histories[index]!;
    const check = checks[index]!;
    return { keyword: typed, check, previous: check.status === 'checked' ? history.at(-2) : history.at(-1) };
  });
  const rankings: Record<string, KeywordRanking> = {};
  outcomes.forEach((outcome, index) => {
    rankings[outcome.keyword] = toRanking(outcome, histories[index]!);
  });
  const matched = outcomes.flatMap((outcome) =>
    outcome.check.status === 'checked' && outcome.check.matched ? [outcome.check.matched] : [],
  );
  return {
    rankings,
    insights: buildInsights(outcomes, {
      store: request.app_store,
      storeLabel: store.label,
      depth: store.depth,
      target,
      country: request.country,
    }),
    app_store: request.app_store,
    country: request.country,
    checked_at: checkedAt.toISOString(),
    matched_app: matched[0] ? { id: matched[0].id, title: matched[0].title, url: matched[0].url } : null,
  };
}

function toRanking({ check, previous }: KeywordOutcome, history: StoredPoint[]): KeywordRanking {
  const common = {
    previous_position: previous?.position ?? null,
    previous_checked_at: previous?.observedAt.toISOString() ?? null,
    history: history.map((point) => ({ checked_at: point.observedAt.toISOString(), position: point.position })),
  };
  if (check.status === 'unavailable') {
    return {
      ...common,
      current_position: null,
      change: 'unknown',
      position_change: null,
      difficulty: null,
      search_volume: null,
      status: 'unavailable',
      failure: check.failure,
      rank_class: null,
      results_checked: 0,
      volume_basis: null,
      top_results: [],
      suggestions: [],
    };
  }
  const { change, positionChange } = rankChange(previous, check.position);
  return {
    ...common,
    current_position: check.position,
    change,
    position_change: positionChange,
    difficulty: check.difficulty,
    search_volume: check.searchVolume,
    status: check.position === null ? 'not_ranked' : 'ranked',
    failure: null,
    // Not in the results at all is below every class boundary (docs/product.md §9: "otherwise poor").
    rank_class: rankQuality(check.position ?? Number.POSITIVE_INFINITY),
    results_checked: check.listings.length,
    volume_basis: check.autocomplete === null ? 'results_only' : 'autocomplete_and_results',
    top_results: check.listings.slice(0, 3).map(({ id, title, url }) => ({ id, title, url })),
    suggestions: check.autocomplete?.longerSearches ?? [],
  };
}
