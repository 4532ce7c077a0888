import type { APP_NAME_CATEGORIES } from '@aiapp/contracts';

export type NameCategory = (typeof APP_NAME_CATEGORIES)[number];

/** Short, evocative words that make a name sound like its category. */
export const CATEGORY_FLAVOUR: Readonly<Record<NameCategory, readonly string[]>> = {
  productivity: ['Flow', 'Focus', 'Done', 'Sprint', 'Desk', 'Plan', 'Task', 'Stack', 'Streak', 'Zen'],
  social: ['Circle', 'Tribe', 'Meet', 'Buzz', 'Link', 'Crew', 'Huddle', 'Nest', 'Echo', 'Wave'],
  gaming: ['Quest', 'Arena', 'Blitz', 'Pixel', 'Legend', 'Rush', 'Clash', 'Dash', 'Forge', 'Hero'],
  health: ['Vital', 'Pulse', 'Well', 'Bloom', 'Thrive', 'Care', 'Fit', 'Balance', 'Calm', 'Glow'],
  education: ['Learn', 'Mind', 'Scholar', 'Brain', 'Study', 'Academy', 'Spark', 'Quiz', 'Tutor', 'Wise'],
  business: ['Ledger', 'Venture', 'Deal', 'Pilot', 'Ops', 'Works', 'Desk', 'Summit', 'Base', 'Point'],
  entertainment: ['Play', 'Stage', 'Vibe', 'Reel', 'Beat', 'Show', 'Fun', 'Flix', 'Star', 'Jam'],
};

/** Joined straight onto a word: "Trackly", "Budgetify", "Taskio". */
export const SUFFIXES = ['ly', 'ify', 'io', 'ora'] as const;

/** Written as their own syllable: "TrackHub", "FitPal". */
export const WORD_SUFFIXES = ['Hub', 'Pal', 'Mate', 'Lab', 'Go', 'Up', 'Now', 'Wise', 'Kit', 'Box'] as const;

// No "Snap": SnapEdit, SnapStreak and their kind sound like Snapchat's.
export const PREFIXES = ['Get', 'My', 'Go', 'Hey', 'Try', 'Smart', 'One'] as const;
