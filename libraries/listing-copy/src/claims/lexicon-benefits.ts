import type { CategoryPack } from '../data/pack-types';
import type { FeatureEntry } from '../data/feature-lexicon';
import { forbiddenWordsIn } from '../guard';
import { shuffled } from '../language/seed';
import { claimCheckFor, type ClaimCheck } from './grounding';

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

/**
 * The lexicon entry's benefit sentences that may speak for one feature line, in a seeded order
 * (`{app}` left in): those the brief supports, without a word the category forbids, and naming
 * something of the line itself. An entry matched on a trigger word ("GPS", "forecast") would
 * otherwise describe another kind of app ("Every run or ride is logged"; "A clear forecast tells
 * you what to wear"). See docs/text-generation.md, "The claim check".
 */
export function groundedLexiconSentences(line: string, entry: FeatureEntry, options: LexiconBenefitOptions): string[] {
  const ownLine = claimCheckFor([line]);
  return shuffled(entry.benefits, options.seed, options.salt).filter(
    (sentence) => suitsPack(sentence, options.pack) && options.claims.supports(sentence) && ownLine.anchors(sentence).length > 0,
  );
}
