import { forbiddenWordsIn, isPluralPhrase, matchFeature, shuffled, capitalizeFirst, type Phrase } from '@aiapp/listing-copy';
import type { ListingFacts } from './listing-facts';

/** One line the visitor typed, with the sentences that say what it does for the user. */
export interface Benefit {
  phrase: Phrase;
  /** The lexicon entry's id, or null when the line matched none. */
  entry: string | null;
  /** Distinct benefit sentences in the order to use them; the first two go to Google Play. */
  sentences: string[];
}

const withApp = (sentence: string, app: string) => sentence.replaceAll('{app}', app);

/**
 * Each feature and selling point turned into benefit sentences: from the feature lexicon when
 * the line matches an entry (each entry used once per listing, sentences that break the
 * category's tone rules skipped), otherwise plain sentences built from the visitor's own words.
 */
export function benefitsOf(
  facts: ListingFacts,
  phrases: readonly Phrase[],
  taken: Set<string>,
  salt: number,
  { ownWordsToo = true } = {},
): Benefit[] {
  return phrases.map((phrase, index) => {
    const entry = matchFeature(phrase.bullet, taken);
    if (entry) taken.add(entry.id);
    const fromLexicon = entry
      ? shuffled(entry.benefits, facts.seed, salt + index).filter(
          (sentence) => forbiddenWordsIn(sentence, facts.pack).length === 0,
        )
      : [];
    // A line the lexicon does not know gets one plain sentence in the visitor's words: more
    // would only restate the bullet ("Timesheets are part of…", "…comes with timesheets").
    const own = ownWordsToo && fromLexicon.length === 0 ? ownWords(facts, phrase, index + salt).slice(0, 1) : [];
    const sentences = [...fromLexicon, ...own].map((sentence) => withApp(sentence, facts.app));
    // "No ads: No ads interrupt you" echoes the line; such sentences go last.
    const echoes = (sentence: string) => opening(sentence) === opening(phrase.bullet);
    const ordered = [...sentences.filter((sentence) => !echoes(sentence)), ...sentences.filter(echoes)];
    return { phrase, entry: entry?.id ?? null, sentences: [...new Set(ordered)] };
  });
}

const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 2).join(' ');

/** Sentences from the visitor's own wording, for lines the lexicon does not know. */
function ownWords(facts: ListingFacts, phrase: Phrase, salt: number): string[] {
  if (phrase.action) {
    const action = phrase.action;
    const options = [
      `With {app}, you can ${action}.`,
      `${capitalizeFirst(action)}, right from your phone.`,
      `{app} lets you ${action} whenever it suits you.`,
    ];
    return shuffled(options, facts.seed, salt);
  }
  // The bullet already names the thing: the sentence refers back to it, so no article can go wrong.
  const thing = phrase.thing ?? phrase.bullet;
  const [it, is] = isPluralPhrase(thing) ? ['they', 'are'] : ['it', 'is'];
  const them = it === 'they' ? 'them' : 'it';
  const options = [
    `${capitalizeFirst(it)} ${is} built into {app}, ready when you need ${them}.`,
    `{app} keeps ${them} one tap away.`,
    `You will find ${them} right inside {app}.`,
  ];
  return shuffled(options, facts.seed, salt);
}
