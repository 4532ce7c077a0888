import {
  capitalizeFirst,
  centralFirst,
  fitsShort,
  ownPhrase,
  ownSentence,
  ownShortLine,
  SHORT_DESCRIPTION_MIN,
} from '@aiapp/listing-copy';
import { characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import type { StoreDescriptionCopy, StoreDescriptionRequest } from '@aiapp/contracts';
import { plainLine } from '@aiapp/text';
import { keywordsUsed } from '../keywords-used';
import { renderWithin, type Section } from './sections';

/** Feature lines the first paragraph makes into prose: the rest follow as bullets. */
const LEAD_LINES = 2;

/**
 * Store copy for a brief written in another language (`writtenInEnglish`). The built-in engine
 * writes English, and English frames around the visitor's lines ("Patinha em Dia is a saúde animal
 * app.", "For the details on data, see the App Privacy section of this page.") are neither
 * language. So every text is the visitor's own lines, whole, with nothing written around them
 * (issue 28's "write less, never something else"): the first paragraph is the most central
 * feature lines (`centralFirst`) as sentences of their language, the other features follow as
 * bullets, and what sets the app apart ("Ei mainoksia", "Gratis") closes: a selling point that
 * says what the app does not do never opens a description.
 */
export function visitorLinesCopy(request: StoreDescriptionRequest): StoreDescriptionCopy {
  const features = centralFirst(typedLines(request.key_features), [request.app_name, request.app_category]);
  const sellingPoints = typedLines(request.unique_selling_points);
  const prose = (lines: readonly string[]) => lines.map(ownSentence).join(' ');
  const lead = { paragraphs: [prose(features.slice(0, LEAD_LINES))] };
  const more = { bullets: features.slice(LEAD_LINES).map(ownPhrase) };
  const apart = { paragraphs: [prose(sellingPoints)] };
  const featuresFirst = render([lead, more, apart]);
  // The App Store shows three lines before "more": what sets the app apart follows its lead.
  const apartEarly = render([lead, apart, more]);
  return {
    play_store_description: featuresFirst,
    app_store_description: apartEarly,
    short_description: ownShortLine(
      features.length > 0 ? features : sellingPoints,
      (line) => characterCount(line) <= STORE_TEXT_LIMITS.playShortDescription.max && fitsShort(line, request.app_name),
      SHORT_DESCRIPTION_MIN,
    ),
    promotional_text: promotionalLines([...features, ...sellingPoints].map(ownSentence)),
    keywords_used: keywordsUsed(request, [featuresFirst, apartEarly]),
    variations: [
      { title: 'Feature spotlight', focus: 'Your features first, in your words', description: featuresFirst },
      {
        title: 'What sets it apart',
        focus: 'Your selling points after your lead features, in your words',
        description: apartEarly,
      },
    ],
  };
}

const typedLines = (lines: readonly string[]): string[] => lines.map((line) => capitalizeFirst(plainLine(line))).filter(Boolean);

const render = (sections: Section[]) => renderWithin(sections, STORE_TEXT_LIMITS.playFullDescription.max);

/** App Store promotional text: the visitor's sentences, whole, while they fit. */
function promotionalLines(sentences: readonly string[]): string {
  const limit = STORE_TEXT_LIMITS.appStorePromotionalText.max;
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (characterCount(next) > limit) break;
    text = next;
  }
  return text;
}
