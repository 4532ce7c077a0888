/**
 * Words English capitalises wherever they stand: the names of languages (from the runtime's own
 * CLDR data through Intl.DisplayNames, https://cldr.unicode.org/), of faiths, their books and
 * feasts, of weekdays, and the products app feature lists name most often. A visitor's "Catholic
 * prayer" category stays "a Catholic prayer app"; "Apple Health sync" keeps its capital.
 */
const PRODUCT_WORDS = (
  'Apple Google Android Microsoft Windows Mac Siri Alexa Bluetooth Dropbox Slack Spotify Strava Garmin Fitbit Excel Outlook ' +
  'Gmail Notion Zoom Instagram Facebook TikTok WhatsApp YouTube Twitter Telegram Discord Shopify Stripe PayPal Venmo Trello ' +
  'Jira GitHub Figma Canva Amazon Netflix'
).split(' ');
const WEEKDAYS = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' ');

const FAITH_WORDS = (
  'Catholic Christian Christianity Orthodox Protestant Lutheran Anglican Baptist Methodist Evangelical Islam Islamic Muslim ' +
  'Jewish Judaism Hindu Hinduism Buddhist Buddhism Sikh Sikhism Jain Bahai Bible Biblical Quran Quranic Koran Torah Talmud ' +
  'Psalms Gospel Ramadan Eid Easter Christmas Advent Lent Passover Hanukkah Diwali Sabbath Shabbat Rosary'
).split(' ');

const LANGUAGE_CODES = (
  'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fil fr ga gd gl gu ha he hi hr hu hy id ig is it ja jv ka kk ' +
  'km kn ko ku ky la lb lo lt lv mi mk ml mn mr ms mt my ne nl no pa pl ps pt ro ru sd si sk sl so sq sr sv sw ta te tg th tk ' +
  'tr uk ur uz vi xh yi yo zh zu'
).split(' ');

function languageNames(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return LANGUAGE_CODES.flatMap((code) => names.of(code)?.split(/\s+/) ?? []).filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
}

const LANGUAGES = languageNames();
const LANGUAGE_NAMES = new Set(LANGUAGES.map((word) => word.toLowerCase()));

/** Whether the word names a language, in any case: "english", "Welsh" (a word of a name: "Scottish" of "Scottish Gaelic"). */
export const isLanguageName = (word: string): boolean => LANGUAGE_NAMES.has(word.toLowerCase());

const PROPER = new Map(
  [...PRODUCT_WORDS, ...WEEKDAYS, ...FAITH_WORDS, ...LANGUAGES, 'I'].map((word) => [word.toLowerCase(), word]),
);

/** The proper word a word is made from: "christians" → "Christian", "spanish-speaking" → "Spanish". */
function properStem(word: string): string | undefined {
  const folded = word.toLowerCase();
  const head = folded.split('-')[0] ?? folded;
  return PROPER.get(folded) ?? PROPER.get(head) ?? (head.endsWith('s') ? PROPER.get(head.slice(0, -1)) : undefined);
}

/** Whether English capitalises the word mid-sentence ("Japanese", "Christians", "Spanish-speaking", "Spotify", "I"). */
export function isProperWord(word: string): boolean {
  return properStem(word) !== undefined;
}

/** The word as English writes it mid-sentence: "japanese" → "Japanese", "christians" → "Christians", "prayer" → "prayer". */
export function midSentenceWord(word: string): string {
  const stem = properStem(word);
  return stem ? stem + word.slice(stem.length).toLowerCase() : word.toLowerCase();
}
