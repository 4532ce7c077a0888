import type { APP_NAME_CATEGORIES } from '@aiapp/contracts';

export type NameCategory = (typeof APP_NAME_CATEGORIES)[number];

/** Short, evocative words that make a name sound like its category. */
export const CATEGORY_FLAVOUR: Readonly<Record<NameCategory, readonly string[]>> = {
  productivity: ['Flow', 'Focus', 'Sprint', 'Desk', 'Plan', 'Task', 'Stack', 'Streak', 'Zen'],
  social: ['Circle', 'Tribe', 'Meet', 'Buzz', 'Link', 'Crew', 'Huddle', 'Nest', 'Echo', 'Wave'],
  // No "Clash": Supercell's Clash of Clans and Clash Royale.
  gaming: ['Quest', 'Arena', 'Blitz', 'Pixel', 'Legend', 'Rush', 'Dash', 'Forge', 'Hero'],
  health: ['Vital', 'Pulse', 'Well', 'Bloom', 'Thrive', 'Care', 'Fit', 'Balance', 'Calm', 'Glow'],
  education: ['Learn', 'Mind', 'Scholar', 'Brain', 'Study', 'Academy', 'Spark', 'Quiz', 'Tutor'],
  business: ['Ledger', 'Venture', 'Deal', 'Pilot', 'Ops', 'Works', 'Desk', 'Summit', 'Base', 'Point'],
  entertainment: ['Play', 'Stage', 'Vibe', 'Reel', 'Beat', 'Show', 'Fun', 'Flix', 'Star', 'Jam'],
};

/** Joined straight onto a word: "Trackly", "Budgetify", "Taskio". */
export const SUFFIXES = ['ly', 'ify', 'io', 'ora'] as const;

/**
 * Written as their own syllable: "LetterPal", "TreeKit", which a reader accepted. No template
 * openings or endings ("OneBall", "HeyDrag", "LobbyGo", "SurvivalWise", "SmartSauna", "RogueliteBox"):
 * a reader rejected every one of them (issue 28, set F).
 */
export const WORD_SUFFIXES = ['Pal', 'Kit'] as const;
