import { isListedVerb } from './grammar';
import { rememberedTerms } from './tagged-terms';

/** Words after which "you" opens a clause, as its subject: "when you arrive" → "when I arrive". */
const OPENS_CLAUSE = /^(?:and|or|so|when|if|as|where|before|after|while|until|because|once|that)$/i;

/**
 * A feature in a reviewer's own voice: "find parking near you" → "find parking near me", "log your
 * runs" → "log my runs", "pick from load charts you upload" → "… charts I upload". "You" before a
 * verb is its subject, by compromise's reading of the whole phrase ("upload" is a noun alone, a verb
 * after "charts you"), else by its word list; anywhere else it is an object ("players above you" → "above me").
 */
export function inFirstPerson(text: string): string {
  const words = text.split(' ');
  // compromise's terms drop brackets and split "don't": each "you" is matched to its term by order.
  const terms = rememberedTerms(text);
  const beforeVerb = terms.flatMap((term, index) => {
    if (term.text.toLowerCase() !== 'you') return [];
    const next = terms[index + 1];
    return [next !== undefined && next.tags.has('Verb') && !next.tags.has('Noun')];
  });
  let seen = 0;
  return words
    .map((word, index) => {
      if (/^your(?:[^\p{L}'’]|$)/iu.test(word)) return word.replace(/^your/i, 'my');
      if (!/^you(?:[^\p{L}'’]|$)/iu.test(word)) return word;
      const verbNext = beforeVerb[seen] ?? false;
      seen += 1;
      const subject =
        index === 0 ||
        OPENS_CLAUSE.test(words[index - 1] ?? '') ||
        verbNext ||
        isListedVerb((words[index + 1] ?? '').replace(/[^\p{L}'’-]/gu, ''));
      return word.replace(/^you/i, subject ? 'I' : 'me');
    })
    .join(' ');
}
