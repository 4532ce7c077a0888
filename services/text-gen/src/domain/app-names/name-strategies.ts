import type { NamePart } from './name-parts';
import { PREFIXES, SUFFIXES, WORD_SUFFIXES } from './name-lexicon';

/** Each strategy turns the keyword parts into candidate names; the caller filters and mixes them. */

const pairs = <T>(items: readonly T[]): [T, T][] => items.flatMap((a) => items.filter((b) => b !== a).map((b): [T, T] => [a, b]));

/**
 * "HabitFlow", "FitTrack": two keywords joined, the first one whole or, when its first syllable
 * is itself a word-like clip of four letters or more ("Budg" is not, "Track" is), clipped. Short
 * clips made fragments like "DisCrew" and "CliTelehealth".
 */
export function compounds(parts: readonly NamePart[]): string[] {
  return pairs(parts).flatMap(([a, b]) => [
    `${a.word}${b.word}`,
    ...(a.head !== a.word && a.head.length >= 4 && /[^aeiou]$/i.test(a.head) ? [`${a.head}${b.word}`] : []),
  ]);
}

/** Endings that make an invented word sound like a brand: "Habora", "Focusly" is an affix, not this. */
const INVENTED_ENDINGS = ['ora', 'ava', 'ivo', 'elo', 'ana', 'ex', 'ino', 'ia', 'ara', 'eon'] as const;

/**
 * Invented words from the keywords' syllables: the first syllable (or the word up to its last
 * vowel) plus a pronounceable ending: "habit" → "Habora", "pulse" → "Pulsivo".
 */
export function inventedWords(parts: readonly NamePart[]): string[] {
  return parts
    .filter((part) => part.latin && part.word !== part.word.toUpperCase() && part.lower.length >= 4)
    .flatMap((part) => {
      // The first syllable with its closing consonants: "habit" → "hab", "expense" → "exp", "clinic" → "clin".
      const root = /^[^aeiouy]*[aeiouy]+[^aeiouy]+/.exec(part.lower)?.[0];
      if (!root || root.length < 3) return [];
      return INVENTED_ENDINGS.map((ending) => `${root.charAt(0).toUpperCase()}${root.slice(1)}${ending}`);
    });
}

/** "Habit Compass", "StrideFit": a keyword with a metaphor from the category's pack. */
export function metaphors(parts: readonly NamePart[], nameWords: readonly string[]): string[] {
  return parts.flatMap((part) =>
    nameWords
      .filter((word) => !word.toLowerCase().includes(part.lower) && !part.lower.includes(word.toLowerCase()))
      .flatMap((word) => [`${part.word} ${word}`, `${word}${part.word}`]),
  );
}

/** "Taskill" (task + skill), "Focusprint" (focus + sprint): words sharing letters merge at the seam. */
export function blends(parts: readonly NamePart[]): string[] {
  return pairs(parts).flatMap(([a, b]) => {
    for (let overlap = Math.min(3, a.lower.length - 1, b.lower.length - 1); overlap >= 1; overlap -= 1) {
      if (a.lower.endsWith(b.lower.slice(0, overlap))) return [`${a.word}${b.lower.slice(overlap)}`];
    }
    return [];
  });
}

/** Merges the seam: "Pulse" + "ify" → "Pulsify", "Skill" + "ly" → "Skilly". */
function attach(word: string, suffix: string): string | null {
  const lastIsVowel = /[aeiouy]$/i.test(word);
  if (word.slice(-1).toLowerCase() === suffix.charAt(0)) return `${word}${suffix.slice(1)}`;
  if (!lastIsVowel) return `${word}${suffix}`;
  if (/[ey]$/i.test(word) && /^[aeiou]/.test(suffix)) return `${word.slice(0, -1)}${suffix}`;
  return /^[aeiouy]/.test(suffix) ? null : `${word}${suffix}`;
}

/** "Trackly", "FitHub", "GetFit": brandable endings and openings. */
export function affixes(parts: readonly NamePart[]): string[] {
  // Acronyms ("AI") take no letter suffix: "AIly" is unreadable.
  return parts
    .filter((part) => part.latin)
    .flatMap((part) => [
      ...(part.word === part.word.toUpperCase() ? [] : SUFFIXES.map((suffix) => attach(part.word, suffix))).filter(
        (name): name is string => name !== null,
      ),
      ...WORD_SUFFIXES.map((suffix) => `${part.word}${suffix}`),
      ...PREFIXES.map((prefix) => `${prefix}${part.word}`),
    ]);
}

/** "PulseTrack", "TrackPulse", "Habit Quest": keywords given the sound of their category. */
export function categoryFlavour(parts: readonly NamePart[], flavour: readonly string[]): string[] {
  return parts.flatMap((part) =>
    flavour
      // "FitnessFit" repeats itself: a flavour word inside the keyword (or around it) is skipped.
      .filter((word) => !part.lower.includes(word.toLowerCase()) && !word.toLowerCase().includes(part.lower))
      .flatMap((word) => [`${word}${part.word}`, `${part.word}${word}`, `${part.word} ${word}`]),
  );
}

/** Multi-word keywords as one word with a category word: "HabitTrackerFlow". */
export function phraseNames(phrases: readonly string[], flavour: readonly string[]): string[] {
  return phrases.flatMap((phrase) => flavour.slice(0, 3).map((word) => `${phrase}${word}`));
}

/** Two category words together, so even a single short keyword yields a full list: "PulseBloom". */
export function flavourPairs(flavour: readonly string[]): string[] {
  return pairs(flavour).map(([a, b]) => `${a}${b}`);
}
