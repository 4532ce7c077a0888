import type { CategoryPack } from '../data/pack-types';
import type { FeatureEntry } from '../data/feature-lexicon';
import { forbiddenWordsIn } from '../guard';
import { readPhrase } from '../language/feature-phrases';
import { shuffled } from '../language/seed';
import { singular, STOP_WORDS } from '@aiapp/text';
import { lineCoverage } from '../features';
import { claimCheckFor, type ClaimCheck } from './grounding';
import { CLAIM_WORDS } from './neutral-words';

const suitsByPack = new Map<string, Map<string, boolean>>();

/** Whether a lexicon sentence avoids the pack's forbidden words; both are fixed data, so each pair is worked out once. */
function suitsPack(sentence: string, pack: CategoryPack): boolean {
  let suits = suitsByPack.get(pack.id);
  if (!suits) {
    suits = new Map();
    suitsByPack.set(pack.id, suits);
  }
  let known = suits.get(sentence);
  if (known === undefined) {
    known = forbiddenWordsIn(sentence, pack).length === 0;
    suits.set(sentence, known);
  }
  return known;
}

export interface LexiconBenefitOptions {
  /** The claim check of the whole brief. */
  claims: ClaimCheck;
  /** The category pack whose tone rules apply (its forbidden words). */
  pack: CategoryPack;
  seed: number;
  salt: number;
}

/** An entry whose match covers this much of a line is about that line, not matched on a trigger word. */
const CONFIDENT_COVERAGE = 0.6;

/**
 * "Filter by use" matches the photo-filter entry on "filter", but as the verb that opens the
 * line: an entry about the noun (filters, maps, timers) is then not plainly about the line.
 */
function matchedOnItsVerb(entry: FeatureEntry, line: string): boolean {
  const verb = readPhrase(line)?.action?.split(/\s+/)[0];
  return verb !== undefined && entry.matches.some((match) => singular(match.toLowerCase()) === verb);
}

const contentWords = (line: string) =>
  line.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !STOP_WORDS.has(word.toLowerCase())).length;

/**
 * Words of a longer line a sentence must name when the entry was matched on one word of it: one
 * was a trigger ("Booking takes a few taps" for a hut app that only sends requests, "Posting a
 * moment takes seconds" for a post-game summary).
 */
const MIN_ANCHORS = 2;

const makesClaim = (word: string) => CLAIM_WORDS.has(word) || CLAIM_WORDS.has(singular(word));

/**
 * The lexicon entry's benefit sentences that may speak for one feature line, in a seeded order
 * (`{app}` left in), without a word the category forbids. When the entry is plainly about the
 * line ("Dark mode"), its sentences may use the entry's own words ("easy on the eyes at night")
 * but no claim of their own ("free", "pay", "automatically") the brief does not make. Otherwise
 * each must be supported by the brief and name two words of the line itself: an entry matched on
 * a trigger word ("GPS", "forecast") would otherwise describe another kind of app ("Every run or
 * ride is logged"; "A clear forecast tells you what to wear"). See docs/text-generation.md, "The
 * claim check".
 */
export function groundedLexiconSentences(line: string, entry: FeatureEntry, options: LexiconBenefitOptions): string[] {
  const ownLine = claimCheckFor([line]);
  const confident = lineCoverage(entry, line) >= CONFIDENT_COVERAGE && !matchedOnItsVerb(entry, line);
  // A line of a word or two ("Offline mode") is the feature's name; a longer one holds trigger words.
  const anchorsNeeded = contentWords(line) > 2 ? MIN_ANCHORS : 1;
  const grounded = (sentence: string) =>
    confident
      ? !options.claims.unsupported(sentence).some(makesClaim)
      : options.claims.supports(sentence) && ownLine.anchors(sentence).length >= anchorsNeeded;
  return shuffled(entry.benefits, options.seed, options.salt).filter(
    (sentence) => suitsPack(sentence, options.pack) && grounded(sentence),
  );
}
