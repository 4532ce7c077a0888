import {
  claimCheckFor,
  featureCore,
  groundedLexiconSentences,
  matchFeature,
  pick,
  seedOf,
  supportedLines,
  UNIVERSAL_CTAS,
  type CategoryPack,
} from '@aiapp/listing-copy';
import { characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { joinWithAnd, tidy } from '../text/title-case';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters } from './fit';
import { freshTerms } from './fresh-terms';
import { BULLET } from './listing-terms';
import { titleTerms } from './title-suggestions';

/** Both stores' full description limit. */
export const DESCRIPTION_MAX = Math.min(STORE_TEXT_LIMITS.appStoreDescription.max, STORE_TEXT_LIMITS.playFullDescription.max);
/** Roughly what both stores show before "more": the keywords and the hook must be in here. */
export const VISIBLE_OPENING = 170;
/** A line this short without a full stop is a feature name, not a sentence. */
const FEATURE_LINE_MAX = 60;

export interface RewrittenDescription {
  text: string;
  /** What changed and why, before → after, for the page to show. */
  changes: string[];
  /** True when the visitor's text had to be cut at a sentence end to stay within 4000 characters. */
  shortened: boolean;
}

const CALL_TO_ACTION = /\b(download|install|get|try|start)\b/i;

/**
 * The description rewritten for both stores: an opening that carries the main keywords within
 * the visible 170 characters (no category line: it can describe another kind of app), feature lines turned into benefits, repeated
 * sentences removed, a call to action at the end; the visitor's other sentences kept as written.
 */
export function rewriteDescription(
  brand: string,
  plain: string,
  keywords: readonly KeywordCandidate[],
  pack: CategoryPack,
): RewrittenDescription {
  const changes: string[] = [];
  const seed = seedOf(brand, plain);
  // Only what the visitor's own name and text support is added (docs/text-generation.md, "The claim check").
  const check = claimCheckFor([brand, plain]);

  // The listing's own phrases (those that recur or open a line), as the titles use: "home" and "widget" alone said nothing.
  const main = freshTerms(brand, titleTerms(keywords, null), 2, false, 1).map((term, index) =>
    index === 0 ? term : term.toLocaleLowerCase('en'),
  );
  const openingText = main.length ? `${tidy(brand)}: ${joinWithAnd(main)}.` : '';
  const before = plain.slice(0, VISIBLE_OPENING).replace(/\s+/g, ' ').trim();
  changes.push(
    `Opening: the first ${VISIBLE_OPENING} characters (what both stores show before "more") now ${
      main.length ? `name ${main.map((term) => `'${term}'`).join(' and ')} and ` : ''
    }open with what the app is. Before: "${before}${plain.length > VISIBLE_OPENING ? '…' : ''}"`,
  );

  // Feature lines become "Feature: what it does for you"; each lexicon benefit is used once.
  const taken = new Set<string>();
  const explained: string[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  const lines = plain.split('\n').map((line) => {
    const bare = line.replace(BULLET, '').trim();
    const isFeature = bare && (BULLET.test(line) || (characterCount(bare) <= FEATURE_LINE_MAX && !/[.!?:]$/.test(bare)));
    if (isFeature) {
      const entry = matchFeature(featureCore(bare), taken);
      const benefits = entry
        ? groundedLexiconSentences(featureCore(bare), entry, { claims: check, pack, seed, salt: explained.length }).map(
            (sentence) => sentence.replaceAll('{app}', brand),
          )
        : [];
      if (!entry || benefits.length === 0) return BULLET.test(line) ? `• ${bare}` : line;
      taken.add(entry.id);
      explained.push(bare);
      return `• ${bare.replace(/[.!?]$/, '')}: ${benefits[0]}`;
    }
    // A sentence said twice reads as filler (and as stuffing to Google Play): the repeat goes.
    const sentences = line.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [line];
    const kept = sentences.filter((sentence) => {
      const key = sentence.trim().toLowerCase();
      if (key.split(/\s+/).length < 4) return true;
      if (seen.has(key)) {
        repeats += 1;
        return false;
      }
      seen.add(key);
      return true;
    });
    return kept.join('').trimEnd();
  });
  if (explained.length) {
    changes.push(
      `Features: ${explained.length} feature ${explained.length === 1 ? 'line now says' : 'lines now say'} what ${
        explained.length === 1 ? 'it does' : 'each does'
      } for the user (${explained
        .slice(0, 3)
        .map((line) => `'${line}'`)
        .join(', ')}${explained.length > 3 ? ', …' : ''}).`,
    );
  }
  if (repeats) changes.push(`Repeats: ${repeats} repeated ${repeats === 1 ? 'sentence was' : 'sentences were'} removed.`);

  let body = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const paragraphs = body.split(/\n\s*\n/);
  const ending = paragraphs[paragraphs.length - 1] ?? '';
  const cta = CALL_TO_ACTION.test(ending) ? null : pick(supportedLines(UNIVERSAL_CTAS, check, brand), seed, 9);
  if (cta) changes.push(`Call to action: added "${cta}" at the end.`);

  const room = DESCRIPTION_MAX - characterCount(openingText) - (cta ? characterCount(cta) + 2 : 0) - 2;
  const cut = cutToFit(body, room);
  const shortened = cut !== body;
  body = cut;
  return { text: [openingText, body, cta].filter(Boolean).join('\n\n'), changes, shortened };
}

/** Cuts at the last sentence or line end that fits, never mid-word. */
function cutToFit(text: string, max: number): string {
  if (fitsCharacters(text, max)) return text;
  const head = text.slice(0, max);
  const end = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('.\n'),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('\n'),
  );
  return (end > 0 ? head.slice(0, end + 1) : head.slice(0, head.lastIndexOf(' '))).trim();
}
