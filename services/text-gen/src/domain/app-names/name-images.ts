import type { NameCategory } from './name-lexicon';

/**
 * A word a name pairs with the app's own noun: a word that evokes the app's use or mood beside a
 * concrete subject ("Curious Clock", "Ready Starter", "Letter Loop", the names the reader of set I
 * accepted), in the tone of the app's kind: plain and calm for health, playful for children,
 * genre words for games, plain and professional for business
 * (bench/briefs/spent-2026-11-29c/reading-i.md, section 3).
 */
export interface ImageWord {
  word: string;
  /** An adjective goes before the noun ("Curious Clock"), a noun after it ("Letter Loop"). */
  place: 'before' | 'after';
  /** The name categories whose tone it suits; it is never offered for another. */
  fits: readonly NameCategory[];
  /**
   * The keyword words (or their first letters) that call for it: "Tempo" for "rhythm", "Derby"
   * for "racing", "Curious" for "kids". A word with cues is offered only when one of the visitor's
   * keywords matches: a genre word on another genre ("Lucky Tram", "Tram Rally" for a rhythm
   * game) or a playful one on an adult's app is what set I's reader rejected.
   */
  cues: readonly string[];
  /** A plain adjective ("Daily", "Simple") that only goes before another image word ("Daily Tally"), never before the app's noun ("Clear Pet"). */
  fillerOnly?: true;
}

const cueList = (cues: string) => (cues ? cues.split(' ') : []);
const before =
  (cues: string, ...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ word, place: 'before', fits, cues: cueList(cues) });
const after =
  (cues: string, ...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ word, place: 'after', fits, cues: cueList(cues) });

const filler =
  (...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ word, place: 'before', fits, cues: [], fillerOnly: true });

/** Words of one tone or genre, each made by `make`: "Derby Dash Rally" with racing's cues. */
const group = (words: string, make: (word: string) => ImageWord) => words.split(' ').map(make);

const KIDS = 'kid child children toddler preschool ages age phonics nursery junior';
const GAMES: NameCategory[] = ['gaming', 'entertainment'];

/**
 * The curated set, at most 150 words, none of them a brand by itself (a test checks each against
 * isBrandName), none with a sense the app does not want ("Ward": a hospital; "Slot": gambling;
 * "Drag": racing or shows; "Silver", "Golden": a prize, "Silver Chanter" is a piping competition),
 * no cute or hearty word where an app is about pain ("Kind Headache", "Headache Haven"), no
 * template endings (Go, Hub, Now, Wise, Mate, Done), no shelf words, nothing that promises more
 * than an app of any kind can keep ("Sure Sling" beside "calculations are aids only").
 */
export const IMAGE_WORDS: readonly ImageWord[] = [
  // Health: plain record words after the subject, calm and never cute ("Headache Diary", "Knee Daybook").
  ...group('Diary Daybook Record Routine Plan Companion Handbook', after('', 'health')),
  ...group('Log', after('', 'health', 'productivity')),
  ...group('Chart', after('', 'health', 'business')),
  ...group('Coach Steps', after('exercis rehab physio knee back stretch walk run swim stroke rowing', 'health')),
  ...group('Steady', before('balance posture breath calm sleep', 'health')),
  // Children: playful words, only when the keywords say who the app is for.
  ...group('Curious Clever Little Busy Happy Tiny', before(KIDS, 'education', 'gaming', 'entertainment')),
  ...group('Academy Friends', after(KIDS, 'education')),
  // Learning for anyone: a place or tool of study.
  ...group('Primer Notebook Lantern Atlas Almanac Compass Guide Lessons', after('', 'education')),
  ...group('Bright', filler('education')),
  ...group('Flashcards Drill', after('learn vocab word language sign flashcard practice exam quiz', 'education')),
  ...group('Lab', after('code coding robot science experiment', 'education')),
  // Games: the genre, called by the genre's own words.
  ...group('Derby Dash Rally Sprint', after('rac kart drift lap speed driv motor', ...GAMES)),
  ...group('Turbo', before('rac kart drift lap speed driv motor', ...GAMES)),
  ...group('Tempo Groove Beat Encore', after('rhythm beat music song drum danc tap melod', ...GAMES)),
  ...group('Jumble Riddle Scramble', after('word anagram unscramble spell crossword riddle trivia quiz letter', ...GAMES)),
  ...group('Tumble Wobble Topple', after('stack physic tower balanc block topple', ...GAMES)),
  ...group('Wobbly', before('stack physic tower balanc block topple', ...GAMES)),
  ...group('Gambit Shuffle', after('card deck solitaire poker rogue dungeon', ...GAMES)),
  ...group('Wild Lucky', before('card deck solitaire poker dice casino', ...GAMES)),
  ...group('Admiral Command Armada Siege', after('strateg turn tactic naval fleet battle army siege warship', ...GAMES)),
  ...group('Iron', before('strateg turn tactic naval fleet battle army siege warship', ...GAMES)),
  ...group('Tycoon Empire Factory', after('idle clicker tycoon merge incremental factory', ...GAMES)),
  ...group('Cozy', before('idle clicker tycoon merge incremental cozy farm garden', ...GAMES)),
  ...group('League Cup Showdown', after('sport curling golf ball league tennis football soccer cricket bowl', ...GAMES)),
  ...group('Grand', before('sport curling golf ball league tennis football soccer cricket bowl', ...GAMES)),
  ...group('Tale Saga Odyssey Chronicle', after('fiction story adventure narrative mystery quest text', ...GAMES)),
  ...group('Hidden', before('fiction story adventure narrative mystery quest text escape detective', ...GAMES)),
  ...group('Escape Mystery', after('escape mystery detective clue', ...GAMES)),
  ...group('Brave Mighty Daring Plucky Jolly Zany Feisty Nifty', before('', 'gaming')),
  ...group('Frenzy Mania Party Legends Arcade Heroes Rush', after('', 'gaming')),
  // Music, stage and screen.
  ...group('Studio Stage Session', after('music practice song instrument piano guitar chanter pipe band', 'entertainment')),
  ...group('Reel Frame Exposure', after('photo film camera video', 'entertainment', 'productivity')),
  ...group('Club Night Show Hall Theatre Parlour', after('', 'entertainment')),
  ...group('Shelf Corner', after('book read magazin comic novel chapter episode librar film watch', 'entertainment')),
  ...group('Midnight Velvet Starlit', filler('entertainment')),
  // People together.
  ...group('Circle Loop Round Table Commons Exchange', after('', 'social')),
  ...group('Friendly Neighbourly Kindred', before('', 'social')),
  ...group('Post', after('letter pen mail postcard stamp', 'social')),
  // Getting things done: a tool or a record.
  ...group('Logbook List Board Keeper Minder Check Binder Folio', after('', 'productivity')),
  ...group(
    'Watch Forecast',
    after('weather forecast pollen tide surf swell wind storm rain snow frost', 'productivity', 'health'),
  ),
  ...group('Pantry Kitchen', after('recipe cook meal kitchen bak ingredient grocer', 'productivity')),
  ...group('Console', after('developer request http code debug server endpoint', 'productivity', 'business')),
  ...group('Daily Simple Plain', filler('productivity', 'business')),
  ...group('Planner', after('', 'productivity', 'business')),
  ...group('Tidy Handy', before('clean closet wardrobe declutter laundry', 'productivity')),
  ...group('Ready', before('alert peak ready ripe starter temp notif remind', 'productivity', 'health')),
  ...group('Timer Alarm', after('timer alert remind notif peak temp', 'productivity')),
  ...group('Tally Count', after('count tally stock inventory score day', 'productivity', 'business')),
  ...group('Ledger Tab', after('money budget bill financ payout expense tax split share', 'productivity', 'business')),
  // Business: plain and professional.
  ...group('Desk Office Register Schedule Roster Manager Sheet Book', after('', 'business')),
  ...group('Orders Catalog', after('order wholesale stock shop retail sell market', 'business')),
];

/**
 * Where a category borrows words without cues once its own are used up: a category of like tone
 * (plain record words for health, business and productivity). A
 * borrowed adjective never goes before the app's own noun ("Simple Headache"), only into names of
 * two image words.
 */
export const TONE_NEIGHBOURS: Readonly<Record<NameCategory, readonly NameCategory[]>> = {
  health: ['productivity'],
  business: ['productivity'],
  productivity: ['business'],
  education: ['productivity'],
  gaming: [],
  entertainment: [],
  social: [],
};
