import type { CategoryPack } from '@aiapp/listing-copy';

/**
 * Where and by whom an app is used, from its category pack: review lines and landing page layouts
 * follow it, so a line about the family never lands on a B2B tool and a game does not get an office page.
 */
export type Setting = 'work' | 'play' | 'learning' | 'kids' | 'health' | 'everyday';

const SETTING_OF_PACK: Readonly<Record<string, Setting>> = {
  productivity: 'work',
  business: 'work',
  finance: 'work',
  design: 'work',
  'word-puzzle': 'play',
  'action-games': 'play',
  entertainment: 'play',
  sports: 'play',
  education: 'learning',
  language: 'learning',
  'news-reading': 'learning',
  kids: 'kids',
  parenting: 'kids',
  habits: 'health',
  fitness: 'health',
  mindfulness: 'health',
  medical: 'health',
};

/** Packs not listed are everyday apps. */
export const settingOf = (pack: CategoryPack): Setting => SETTING_OF_PACK[pack.id] ?? 'everyday';
