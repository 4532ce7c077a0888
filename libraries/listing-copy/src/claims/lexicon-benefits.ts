import type { CategoryPack } from '../data/pack-types';
import type { FeatureEntry } from '../data/feature-lexicon';
import { forbiddenWordsIn } from '../guard';
import { shuffled } from '../language/seed';
import { claimCheckFor, type ClaimCheck } from './grounding';

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
    (sentence) =>
      forbiddenWordsIn(sentence, options.pack).length === 0 &&
      options.claims.supports(sentence) &&
      ownLine.anchors(sentence).length > 0,
  );
}
