import type { NamePart } from './name-parts';
import type { ImageWord } from './name-images';

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

/**
 * "Keen Blade", "Flue Ledger": each of the app's things with each image word, the adjective
 * before it and the noun after, as two words a reader can say.
 */
export function imagePairs(
  subjects: readonly NamePart[],
  images: readonly ImageWord[],
): { name: string; image: ImageWord; subject: NamePart }[] {
  return subjects.flatMap((subject) =>
    images
      .filter((image) => !overlaps(image.word.toLowerCase(), subject.base))
      .map((image) => ({
        name: image.place === 'before' ? `${image.word} ${subject.word}` : `${subject.word} ${image.word}`,
        image,
        subject,
      })),
  );
}
