import { APP_STORE_APP_CATEGORIES, type AppStoreAppCategory } from '@aiapp/store-facts';

const SMALL_WORDS = new Set(['and']);

/** "HEALTH_AND_FITNESS" → "Health & Fitness", as App Store Connect shows the category. */
export function categoryLabel(id: AppStoreAppCategory): string {
  return id
    .split('_')
    .map((word) => (SMALL_WORDS.has(word.toLowerCase()) ? '&' : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, '');

/** The App Store category a visitor's words name ("health and fitness", "Health & Fitness"), if any. */
export function categoryFromLabel(text: string): AppStoreAppCategory | undefined {
  const wanted = fold(text);
  return wanted ? APP_STORE_APP_CATEGORIES.find((id) => fold(id) === wanted) : undefined;
}
