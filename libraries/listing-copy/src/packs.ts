import { singular } from '@aiapp/text';
import { CATEGORY_PACKS } from './data/category-packs';
import type { CategoryPack } from './data/pack-types';

/** The app types of the store description form; each picks a pack when the category names none. */
const PACK_FOR_APP_TYPE: Readonly<Record<string, string>> = {
  utility: 'utilities',
  productivity: 'productivity',
  game: 'action-games',
  social: 'social',
  health: 'fitness',
  education: 'education',
  business: 'business',
  // The app name generator's categories.
  gaming: 'action-games',
  entertainment: 'entertainment',
};

const PACKS_BY_ID = new Map(CATEGORY_PACKS.map((pack) => [pack.id, pack]));

export function packById(id: string): CategoryPack {
  const pack = PACKS_BY_ID.get(id) ?? PACKS_BY_ID.get('general');
  if (!pack) throw new Error('The category packs have no "general" pack');
  return pack;
}

// Words compared singular: "Habits" finds the pack that matches "habit".
const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}+-]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ')} `;

/**
 * The pack for a free-text category ("Health & Fitness", "kids maths", "Word game"): the pack
 * whose longest match phrase occurs in it; a tie goes to the pack listed first. With no match,
 * the app type decides, and without one the `general` pack answers.
 */
/** Each pack's match phrases, normalised once. */
const PACK_MATCHES = CATEGORY_PACKS.map((pack) => ({
  pack,
  matches: pack.matches.map((match) => ({ match, folded: normalize(match) })),
}));

export function packFor(category: string, appType?: string): CategoryPack {
  const text = normalize(category);
  let best: { pack: CategoryPack; score: number } | null = null;
  for (const { pack, matches } of PACK_MATCHES) {
    let score = 0;
    for (const { match, folded } of matches) if (match.length > score && text.includes(folded)) score = match.length;
    if (score > 0 && (!best || score > best.score)) best = { pack, score };
  }
  if (best) return best.pack;
  return packById((appType && PACK_FOR_APP_TYPE[appType]) || 'general');
}
