import { asSentence, capitalizeFirst, fitsShort, SHORT_DESCRIPTION_MIN } from '@aiapp/listing-copy';
import { characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import type { StoreDescriptionCopy, StoreDescriptionRequest } from '@aiapp/contracts';
import { plainLine } from '@aiapp/text';
import { keywordsUsed } from '../keywords-used';
import { renderWithin, type Section } from './sections';

/**
 * Store copy for a brief written in another language (`writtenInEnglish`). The built-in engine
 * writes English, and English frames around the visitor's lines ("Patinha em Dia is a saúde animal
 * app.", "For the details on data, see the App Privacy section of this page.") are neither
 * language. So every text is the visitor's own lines as typed, one a bullet, and nothing else:
 * issue 28's "write less, never something else".
 */
export function visitorLinesCopy(request: StoreDescriptionRequest): StoreDescriptionCopy {
  const features = typedLines(request.key_features);
  const sellingPoints = typedLines(request.unique_selling_points);
  const featuresFirst = render([{ bullets: features }, { bullets: sellingPoints }]);
  // The App Store shows three lines before "more": what sets the app apart goes first.
  const sellingPointsFirst = render([{ bullets: sellingPoints }, { bullets: features }]);
  return {
    play_store_description: featuresFirst,
    app_store_description: sellingPointsFirst,
    short_description: shortLine([...features, ...sellingPoints], request.app_name),
    promotional_text: promotionalLines([...sellingPoints, ...features]),
    keywords_used: keywordsUsed(request, [featuresFirst, sellingPointsFirst]),
    variations: [
      { title: 'Feature spotlight', focus: 'Your features first, as you typed them', description: featuresFirst },
      { title: 'What sets it apart', focus: 'Your selling points first, as you typed them', description: sellingPointsFirst },
    ],
  };
}

const typedLines = (lines: readonly string[]): string[] => lines.map((line) => capitalizeFirst(plainLine(line))).filter(Boolean);

const render = (sections: Section[]) => renderWithin(sections, STORE_TEXT_LIMITS.playFullDescription.max);

/**
 * Google Play short description: the first of the visitor's lines of 50 characters or more that
 * fits in 80, else the first that fits (`fitsShort`: no emoji, no banned word, no other app's name).
 */
function shortLine(lines: readonly string[], app: string): string {
  const limit = STORE_TEXT_LIMITS.playShortDescription.max;
  const fitting = lines.filter((line) => characterCount(line) <= limit && fitsShort(line, app));
  return fitting.find((line) => characterCount(line) >= SHORT_DESCRIPTION_MIN) ?? fitting[0] ?? '';
}

/** App Store promotional text: the visitor's lines as sentences, whole, while they fit. */
function promotionalLines(lines: readonly string[]): string {
  const limit = STORE_TEXT_LIMITS.appStorePromotionalText.max;
  let text = '';
  for (const line of lines) {
    const next = text ? `${text} ${asSentence(line)}` : asSentence(line);
    if (characterCount(next) > limit) break;
    text = next;
  }
  return text;
}
