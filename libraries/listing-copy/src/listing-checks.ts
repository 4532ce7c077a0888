import { measureText, STORE_TEXT_LIMITS, type StoreTextField } from '@aiapp/store-facts';
import { foldedWords, singular, words } from '@aiapp/text';
import { brandsIn, isBrandKeyword } from './brand-match';
import { titleProblems } from './guard';

/**
 * The store rules a listing's texts are checked against as they are typed, one field at a time:
 * the field's limit in the store's own unit (@aiapp/store-facts), the keyword field's rules
 * (App Store Connect help, "App information":
 * https://developer.apple.com/help/app-store-connect/reference/app-information; keywords are
 * comma-separated, words of the name and subtitle need not be repeated, one form of a word is
 * enough), and the title rules of App Review 2.3.7 and Google Play's metadata policy (./guard.ts).
 * Pure functions: the web's listing editor and a service's kit report can ask the same questions.
 */

/** `error`: the store refuses the text (over its limit); `warning`: a rule the stores enforce at review, or bytes wasted. */
export type ListingCheckLevel = 'error' | 'warning';

export interface ListingCheck {
  readonly level: ListingCheckLevel;
  readonly message: string;
}

/** What a field is checked against besides itself: the texts the App Store already indexes, and the visitor's own name. */
export interface ListingContext {
  /** The App Store name (or the Play title for Play fields): never counted as another app's name. */
  readonly name: string;
  readonly subtitle: string;
}

/** Fields read as a title: the stores' policy words, emoji, all caps and other apps' names are refused there. */
const TITLE_FIELDS: ReadonlySet<StoreTextField> = new Set([
  'appStoreName',
  'appStoreSubtitle',
  'playTitle',
  'playShortDescription',
]);

/** "47/30 characters: 17 over the App Store's limit", or nothing when the text fits. */
export function limitCheck(field: StoreTextField, text: string): ListingCheck[] {
  const { max, unit, store } = STORE_TEXT_LIMITS[field];
  const used = measureText(text, field);
  if (used <= max) return [];
  const storeName = store === 'appStore' ? 'the App Store' : 'Google Play';
  return [{ level: 'error', message: `${used} of ${max} ${unit}: ${used - max} over ${storeName}'s limit` }];
}

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/** The keyword field's rules, each problem worded for the visitor; [] when it follows them all. */
export function keywordFieldProblems(field: string, context: ListingContext): string[] {
  const problems: string[] = [];
  if (/\s,|,\s/.test(field)) problems.push('Separate keywords with commas only: every space costs one of the 100 bytes');
  const entries = field.split(',').map((entry) => entry.trim());
  if (entries.slice(0, -1).some((entry) => entry.length === 0)) problems.push('Two commas in a row leave an empty keyword');
  const filled = entries.filter((entry) => entry.length > 0);

  const inName = new Set(foldedWords(context.name));
  const inSubtitle = new Set(foldedWords(context.subtitle));
  const fromName = new Set<string>();
  const fromSubtitle = new Set<string>();
  const writtenBySingular = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const word of filled.flatMap((entry) => words(entry))) {
    const base = singular(word);
    if (inName.has(base)) fromName.add(word);
    else if (inSubtitle.has(base)) fromSubtitle.add(word);
    if (seen.has(word)) repeated.add(word);
    seen.add(word);
    writtenBySingular.set(base, (writtenBySingular.get(base) ?? new Set()).add(word));
  }
  if (fromName.size) problems.push(`Already in the name, so indexed from there: ${quoted([...fromName])}`);
  if (fromSubtitle.size) problems.push(`Already in the subtitle, so indexed from there: ${quoted([...fromSubtitle])}`);
  if (repeated.size) problems.push(`Written more than once: ${quoted([...repeated])}`);
  const pairs = [...writtenBySingular.values()].filter((forms) => forms.size > 1).map((forms) => [...forms].join(' and '));
  if (pairs.length) problems.push(`One form of a word is enough: ${quoted(pairs)}`);

  const brands = filled.filter((entry) => isBrandKeyword(entry) || brandsIn(entry, [context.name]).length > 0);
  if (brands.length) problems.push(`Other apps' or platforms' names (App Review 2.3.7): ${quoted(brands)}`);
  return problems;
}

/** Every check of one field: its limit first, then the rules of its kind. */
export function checkListingField(field: StoreTextField, text: string, context: ListingContext): ListingCheck[] {
  const checks = [...limitCheck(field, text)];
  const warn = (message: string) => checks.push({ level: 'warning', message });
  if (field === 'appStoreKeywords') {
    keywordFieldProblems(text, context).forEach(warn);
  } else if (TITLE_FIELDS.has(field)) {
    // The name itself is checked whole (a brand inside it counts); the other fields spare it.
    const problems = titleProblems(text, field === 'appStoreName' || field === 'playTitle' ? '' : context.name);
    if (problems.length) warn(`Store policy refuses ${problems.join(', ')} here`);
  } else {
    const brands = brandsIn(text, [context.name]);
    if (brands.length) warn(`Names other apps or platforms (${brands.join(', ')}): only for a real integration`);
  }
  return checks;
}
