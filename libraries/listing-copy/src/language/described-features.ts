import { sentences } from '@aiapp/text';
import { readPhrase } from './feature-phrases';
import { capitalizeFirst, withoutEndPunctuation } from './phrasing';
import { descriptionLead } from './subject';

/** What a visitor's description says the app is and does, for a form whose feature list was left empty. */
export interface DescribedApp {
  /** What the app is, when the description opens by saying so ("A journaling app for gardeners" → "journaling app"). */
  kind: string | null;
  /** The things it does, one per item of the description's lists or per sentence, as typed. */
  features: string[];
}

/** The most lines one description gives: a feature list's own limit. */
const MAX_LINES = 12;
const MAX_LINE_LENGTH = 200;
/** Items of a list are short ("photo each bed weekly"); a longer part between commas is a clause of a sentence. */
const MAX_ITEM_WORDS = 8;
const MAX_KIND_WORDS = 4;
/** "A journaling app", "An idle mining game": a kind only when it says it is an app or a game. */
const KIND = /^(?:an?|the)\s+(.+\s(?:app|game))$/i;
/** "log plants, photo beds, and see a timeline": commas, and the "and"/"or" before a list's last item. */
const LIST_BREAK = /\s*[,;]\s*(?:(?:and|or)\s+)?/i;

/** Where an opening sentence turns from what the app is to what it does. */
const RELATIVE = /\s(?:that|which|to|so you can|where you can)\s+/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Reads a description as a feature list: "A journaling app for gardeners: log what you planted
 * and when, photo each bed weekly, and get frost warnings. No ads, works offline." gives the kind
 * "journaling app" and the lines "log what you planted and when", "photo each bed weekly", "get
 * frost warnings", "No ads", "works offline". A sentence that is not a list is one line; the
 * sentence that only says what the app is gives no line. The words stay the visitor's.
 */
export function describedApp(description: string, appName: string): DescribedApp {
  const name = appName.trim();
  const [first = ''] = sentences(description);
  const lead = descriptionLead(first).trim();
  const kind = KIND.exec(lead)?.[1] ?? null;
  const lines = sentences(description).flatMap((sentence) => {
    // "Quillmoss lets you …": the app's own name opens a sentence about it, not a feature.
    const text = withoutEndPunctuation(name && sentence.startsWith(`${name} `) ? sentence.slice(name.length + 1) : sentence);
    const colon = text.indexOf(': ');
    // "Track your plants: water, feed, repot" is one line: its list is the verb's objects.
    if (colon > 0) return readPhrase(text.slice(0, colon))?.action ? [text] : listItems(text.slice(colon + 2));
    if (kind && sentence === first && text.startsWith(lead)) return whatItDoes(text);
    const items = listItems(text);
    return items.length > 1 ? items : [text];
  });
  return {
    kind: kind && wordCount(kind) <= MAX_KIND_WORDS ? kind.toLowerCase() : null,
    // A line of a list starts with a capital, as the visitor's own feature lines do.
    features: lines
      // "B", "Gardening": one word names no feature.
      .filter((line) => line.length <= MAX_LINE_LENGTH && wordCount(line) >= 2)
      .slice(0, MAX_LINES)
      .map(capitalizeFirst),
  };
}

/** "A journaling app for gardeners that lets you log plants" does "lets you log plants"; "A journaling app for gardeners" says what it is, nothing it does. */
function whatItDoes(opening: string): string[] {
  const rest = RELATIVE.exec(opening);
  return rest ? [opening.slice(rest.index + rest[0].length)] : [];
}

/** The items of a list, or the text whole when a part is too long to be an item. */
function listItems(text: string): string[] {
  const items = text
    .split(LIST_BREAK)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.every((item) => wordCount(item) <= MAX_ITEM_WORDS) ? items : [text];
}
