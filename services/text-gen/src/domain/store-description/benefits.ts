import { featureCore, groundedLexiconSentences, isNegation, matchFeature, type Phrase } from '@aiapp/listing-copy';
import type { ListingFacts } from './listing-facts';

/** One line the visitor typed, with the sentences that say what it does for the user. */
export interface Benefit {
  phrase: Phrase;
  /** The lexicon entry's id, or null when the line matched none. */
  entry: string | null;
  /** Distinct benefit sentences in the order to use them; the first two go to Google Play. */
  sentences: string[];
}

/**
 * Each feature and selling point turned into benefit sentences: from the feature lexicon when
 * what the line names (its core, without the detail after a colon or bracket) matches an entry (each entry used once per listing, sentences that break the
 * category's tone rules or make a claim the brief does not support skipped), otherwise none; none
 * for a negation either.
 */
export function benefitsOf(facts: ListingFacts, phrases: readonly Phrase[], taken: Set<string>, salt: number): Benefit[] {
  return phrases.map((phrase, index) => {
    // "No ads", "No loot boxes": a negation reads as it stands; "No ads: The screen is yours…" promises more than it says.
    if (isNegation(phrase.bullet)) return { phrase, entry: null, sentences: [] };
    const core = featureCore(phrase.bullet);
    const entry = matchFeature(core, taken);
    if (entry) taken.add(entry.id);
    // A line the lexicon does not know stands on its own: a sentence in the visitor's words would
    // only paste the bullet a second time.
    const sentences = entry
      ? groundedLexiconSentences(core, entry, {
          claims: facts.claims,
          pack: facts.pack,
          seed: facts.seed,
          salt: salt + index,
        }).map((sentence) => sentence.replaceAll('{app}', facts.app))
      : [];
    // "No ads: No ads interrupt you" echoes the line; such sentences go last.
    const echoes = (sentence: string) => opening(sentence) === opening(phrase.bullet);
    const ordered = [...sentences.filter((sentence) => !echoes(sentence)), ...sentences.filter(echoes)];
    return { phrase, entry: entry?.id ?? null, sentences: [...new Set(ordered)] };
  });
}

const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
