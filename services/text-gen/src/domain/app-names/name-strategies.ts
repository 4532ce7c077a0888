import type { NamePart } from './name-parts';
import { SUFFIXES, WORD_SUFFIXES } from './name-lexicon';

/**
 * Each strategy turns the keyword parts into candidate names; the caller filters and ranks them.
 * Keywords are only ever used whole: no clipped first syllables ("KitcRecipe", "CoupBudget") and
 * no merging of two words on a shared letter ("Parkingarage"), the patterns issue 28 found.
 */

const pairs = <T>(items: readonly T[]): [T, T][] => items.flatMap((a) => items.filter((b) => b !== a).map((b): [T, T] => [a, b]));

/** "plant" inside "houseplant": the pair would say one word twice ("PlantHouseplant"). */
const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);

/** "HabitFlow", "TrackFitness": two keywords joined whole. */
export function compounds(parts: readonly NamePart[]): string[] {
  return pairs(parts)
    .filter(([a, b]) => !overlaps(a.base, b.base))
    .map(([a, b]) => `${a.word}${b.word}`);
}

/** Endings that make an invented word sound like a brand: "Pulse" → "Pulsivo", "Tide" → "Tidora". */
const INVENTED_ENDINGS = ['ora', 'ivo', 'ana', 'ia', 'eo', 'ix'] as const;

/** Joins an ending to a whole word: "Pulse" + "ify" → "Pulsify", "Track" + "ly" → "Trackly"; null when two vowels would clash. */
function attach(word: string, suffix: string): string | null {
  if (!/[aeiouy]$/i.test(word)) return `${word}${suffix}`;
  if (/e$/i.test(word) && /^[aeiou]/.test(suffix)) return `${word.slice(0, -1)}${suffix}`;
  return /^[aeiouy]/.test(suffix) ? null : `${word}${suffix}`;
}

/**
 * Invented words from a short keyword kept whole (a silent final "e" aside) plus a pronounceable
 * ending: "pulse" → "Pulsivo", "hive" → "Hivora", "zen" → "Zenix". Longer words stay as they are:
 * "Kitchenora" is not brandable, and cutting "kitchen" down is what the rules forbid.
 */
export function inventedWords(parts: readonly NamePart[]): string[] {
  return parts
    .filter((part) => part.latin && part.word !== part.word.toUpperCase() && part.lower.length >= 3 && part.lower.length <= 5)
    .map((part) => INVENTED_ENDINGS.map((ending) => attach(part.word, ending)))
    .flat()
    .filter((name): name is string => name !== null);
}

/** "Habit Compass", "StrideFit": a keyword with a metaphor from the category's pack. */
export function metaphors(parts: readonly NamePart[], nameWords: readonly string[]): string[] {
  return parts.flatMap((part) =>
    nameWords
      .filter((word) => !overlaps(word.toLowerCase(), part.base))
      .flatMap((word) => [`${part.word} ${word}`, `${word}${part.word}`]),
  );
}

/** "Trackly", "LetterPal", "TreeKit": brandable endings. */
export function affixes(parts: readonly NamePart[]): string[] {
  return parts
    .filter((part) => part.latin)
    .flatMap((part) => [
      // Acronyms ("AI") take no letter suffix: "AIly" is unreadable.
      ...(part.word === part.word.toUpperCase() ? [] : SUFFIXES.map((suffix) => attach(part.word, suffix))).filter(
        (name): name is string => name !== null,
      ),
      ...WORD_SUFFIXES.filter((suffix) => !overlaps(suffix.toLowerCase(), part.base)).map((suffix) => `${part.word}${suffix}`),
    ]);
}

/** "PulseTrack", "TrackPulse", "Habit Quest": keywords given the sound of their category. */
export function categoryFlavour(parts: readonly NamePart[], flavour: readonly string[]): string[] {
  return parts.flatMap((part) =>
    flavour
      // "FitnessFit" repeats itself: a flavour word inside the keyword (or around it) is skipped.
      .filter((word) => !overlaps(word.toLowerCase(), part.base))
      .flatMap((word) => [`${word}${part.word}`, `${part.word}${word}`, `${part.word} ${word}`]),
  );
}

/** Multi-word keywords as one word with a category word: "HabitTrackerFlow". */
export function phraseNames(phrases: readonly string[], flavour: readonly string[]): string[] {
  return phrases.flatMap((phrase) => flavour.slice(0, 3).map((word) => `${phrase}${word}`));
}

/** Two category words together, so even a single short keyword yields a full list: "PulseBloom". */
export function flavourPairs(flavour: readonly string[]): string[] {
  return pairs(flavour)
    .filter(([a, b]) => !overlaps(a.toLowerCase(), b.toLowerCase()))
    .map(([a, b]) => `${a}${b}`);
}
