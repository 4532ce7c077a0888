import nlp from 'compromise';

export type WordRole = 'noun' | 'modifier' | 'other';

export interface TaggedTerm {
  surface: string;
  role: WordRole;
  /** True when punctuation follows the term: a phrase never runs across it. */
  breakAfter: boolean;
  /** True for a sentence's first word (a bullet line is a sentence of its own). */
  opensSentence: boolean;
}

interface CompromiseTerm {
  text: string;
  post: string;
  tags: string[];
}

function roleOf(tags: readonly string[]): WordRole {
  if (tags.includes('Pronoun') || tags.includes('Determiner')) return 'other';
  if (tags.includes('Noun') || tags.includes('Acronym') || tags.includes('Gerund')) return 'noun';
  if (tags.includes('Adjective')) return 'modifier';
  return 'other';
}

/**
 * The text's words with their part of speech, via compromise (English): keywords are nouns and
 * the adjectives or nouns in front of them ("daily habit tracker"), never verbs ("build", "watch").
 * Hyphenated compounds ("to-do", "AI-powered") are kept as one modifier.
 */
export function taggedTerms(text: string): TaggedTerm[] {
  const sentences = nlp(text).json({ terms: { tags: true } }) as { terms: CompromiseTerm[] }[];
  const out: TaggedTerm[] = [];
  for (const { terms } of sentences) {
    let compound: CompromiseTerm[] = [];
    let first = true;
    for (const [index, term] of terms.entries()) {
      compound.push(term);
      if (term.post === '-' && index < terms.length - 1) continue;
      // A possessive is not part of the word: "barbers' portfolio" → "barbers", "Emma's" → "Emma".
      const surface = compound
        .map((part) => part.text)
        .join('-')
        .replace(/^['’]+|['’]s?$/gu, '');
      const role = compound.length > 1 ? (roleOf(term.tags) === 'noun' ? 'noun' : 'modifier') : roleOf(term.tags);
      out.push({ surface, role, breakAfter: /[^\s-]/.test(term.post) || index === terms.length - 1, opensSentence: first });
      compound = [];
      first = false;
    }
  }
  return out;
}
