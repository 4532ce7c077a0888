import { usesCjk } from '@aiapp/listing-copy';
import type { NamePart } from './name-parts';
import type { ImageWord } from './name-images';

/**
 * Each strategy turns the keyword parts into candidate names; the caller filters and ranks them.
 * Keywords are only ever used whole: no clipped first syllables ("KitcRecipe", "CoupBudget") and
 * no merging of two words on a shared letter ("Parkingarage"), the patterns issue 28 found.
 */

/** "plant" inside "houseplant": the pair would say one word twice ("PlantHouseplant"). */
const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);

/**
 * "Mökkeily Sulkemislista", "مراجعة جدول": the words of keywords in another language, two and
 * then three together, in the order typed first, joined as their script writes words (a space;
 * none in Japanese or Chinese: "近くの銭湯日帰り温泉"), never glued into one word ("SyksynSulkemislista",
 * set J's reader, reading-j.md section 3). Then two in the other order, which a visitor's
 * language may read the other way round.
 */
export function wordCombinations(parts: readonly NamePart[]): string[] {
  const words = parts.map((part) => part.word);
  const joined = (group: readonly string[]) => group.join(words.some(usesCjk) ? '' : ' ');
  const inOrder = words.flatMap((first, index) => words.slice(index + 1).map((second) => [first, second]));
  const threes = words.flatMap((first, index) =>
    words.slice(index + 1).flatMap((second, next) => words.slice(index + next + 2).map((third) => [first, second, third])),
  );
  const turned = inOrder.map(([first, second]) => [second as string, first as string]);
  return [...inOrder, ...threes, ...turned].map(joined);
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
