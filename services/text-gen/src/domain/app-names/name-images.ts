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
  /**
   * A plain record or office word ("Keeper", "Binder", "Roster") that goes after the app's noun
   * even when no keyword calls for it, but only after every word that is called for or uncued:
   * set J's reader found it says nothing of an app it was not called for ("IOT Binder").
   */
  plain?: true;
}

const cueList = (cues: string) => (cues ? cues.split(' ') : []);
const before =
  (cues: string, ...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ word, place: 'before', fits, cues: cueList(cues) });
const after =
  (cues: string, ...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ word, place: 'after', fits, cues: cueList(cues) });

/** A plain record or office word: called for by its cues, else offered last (`plain`). */
const plain =
  (cues: string, ...fits: NameCategory[]) =>
  (word: string): ImageWord => ({ ...after(cues, ...fits)(word), plain: true });

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
  // Learning for anyone: a place or tool of study; a map's and a history's words only for a map or a history.
  ...group('Primer Notebook Guide Lessons', after('', 'education')),
  ...group('Atlas Compass', after('map geograph world country countries travel navigat', 'education', 'productivity')),
  ...group('Almanac', after('history historic genealog ancestor archive', 'education', 'productivity')),
  ...group('Bright', filler('education')),
  ...group('Flashcards Drill', after('learn vocab word language sign flashcard practice exam quiz', 'education')),
  ...group('Class', after('lesson teach class tutor course student school', 'education', 'business', 'health', 'entertainment')),
  ...group('Lab', after('code coding robot science experiment', 'education')),
  // Games: the genre, called by the genre's own words.
  ...group('Derby Dash Rally Sprint', after('rac kart drift lap speed driv motor', ...GAMES)),
  ...group('Turbo', before('rac kart drift lap speed driv motor', ...GAMES)),
  ...group('Tempo Groove Beat Encore', after('rhythm beat music song drum danc tap melod', ...GAMES)),
  ...group('Jumble Riddle Scramble', after('word anagram unscramble spell crossword riddle trivia quiz letter', ...GAMES)),
  ...group('Tumble Topple', after('stack physic tower balanc block topple', ...GAMES)),
  ...group('Gambit Shuffle', after('card deck solitaire poker rogue dungeon', ...GAMES)),
  ...group('Wild Lucky', before('card deck solitaire poker casino', ...GAMES)),
  ...group('Admiral Command Armada Siege', after('strateg turn tactic naval fleet battle army siege warship', ...GAMES)),
  ...group('Iron', before('strateg turn tactic naval fleet battle army siege warship', ...GAMES)),
  ...group('Tycoon Empire Factory', after('idle clicker tycoon merge incremental factory', ...GAMES)),
  ...group('Cozy', before('idle clicker tycoon merge incremental cozy farm garden', ...GAMES)),
  ...group('League Cup Showdown', after('sport curling golf ball league tennis football soccer cricket bowl', ...GAMES)),
  ...group('Grand', before('sport curling golf ball league tennis football soccer cricket bowl', ...GAMES)),
  ...group('Tale Saga Odyssey', after('fiction story adventure narrative mystery quest text dice rpg oracle solo', ...GAMES)),
  ...group('Escape Mystery', after('escape mystery detective clue', ...GAMES)),
  // Board and table games: the table, not the arcade.
  ...group('Match', after('board mancala chess draughts checkers seed tabletop', ...GAMES)),
  // Arcade energy only for a game that says it is fast: never for a calm one ("Rush" beside "no timers").
  ...group('Frenzy Mania Arcade Rush', after('action arcade speed fast shoot blast reflex typing', ...GAMES)),
  ...group('Party', after('party multiplayer friend', ...GAMES)),
  ...group('Brave Mighty Daring Plucky Jolly Nifty Bold Valiant', before('', 'gaming')),
  ...group('Journey Legends Heroes Voyage Realm Wonders', after('', 'gaming')),
  // Music, stage and screen.
  ...group(
    'Studio',
    after(
      'music practice song instrument piano guitar chanter pipe band danc design mockup sign font logo theme',
      'entertainment',
      'productivity',
      'business',
      'education',
    ),
  ),
  ...group('Session', after('music practice song instrument piano guitar chanter pipe band pan drum', 'entertainment')),
  ...group('Stage Theatre', after('theatre theater drama script actor rehears cast play musical', 'entertainment', 'education')),
  ...group('Reel', after('photo film camera video', 'entertainment', 'productivity')),
  ...group('Replay', after('lecture recording video slide talk podcast film', 'entertainment', 'education', 'productivity')),
  ...group('Show Club', after('show series episode film movie watch', 'entertainment')),
  ...group('Shelf', after('book read magazin comic novel chapter episode librar film watch collect issue', 'entertainment')),
  ...group('Corner Spotlight', after('', 'entertainment')),
  ...group('Midnight', filler('entertainment')),
  // People together: a neighbourhood's words only for a neighbourhood's app.
  ...group('Circle Loop Round Table', after('', 'social')),
  ...group('Commons', after('neighbour local community street village', 'social')),
  ...group('Exchange', after('swap trade share lend borrow barter', 'social', 'business')),
  ...group('Friendly Kindred', before('', 'social')),
  ...group('Neighbourly', before('neighbour local community street village', 'social')),
  ...group('Cheer', after('cheer spectator marathon race runner support fan', 'social', 'entertainment')),
  ...group('Post', after('letter pen mail postcard stamp', 'social')),
  // Getting things done: a tool or a record, called by what the app does with its thing.
  ...group('Logbook List Folio', after('', 'productivity')),
  ...group('Keeper', plain('keep store archive warrant receipt guarantee collect', 'productivity', 'business')),
  ...group('Check', plain('check inspect verify allergen safety audit test', 'productivity', 'business', 'health')),
  ...group('Board', plain('task kanban status queue team sprint agenda', 'productivity', 'business')),
  ...group('Binder', plain('document paper form file certificate recipe manual', 'productivity', 'business')),
  ...group('Minder', plain('remind dose pill medic plant pet watering', 'productivity', 'health', 'business')),
  ...group('Planner', plain('plan schedule trip meal week itinerar', 'productivity', 'business')),
  ...group(
    'Watch Forecast',
    after(
      'weather forecast pollen tide surf swell wind storm rain snow frost lightning strike alert warn',
      'productivity',
      'health',
      'business',
    ),
  ),
  ...group('Alert', after('alert warn outage cut power flood strike', 'productivity', 'business', 'health')),
  ...group('Gauge', after('sensor gauge level tank battery bottle pressure volt', 'productivity', 'business')),
  ...group(
    'Trail Routes',
    after('walk hike pilgrim camino route trail ride riding bridleway cycle path', 'productivity', 'health'),
  ),
  ...group('Pantry Kitchen', after('recipe cook meal kitchen bak ingredient grocer', 'productivity')),
  ...group(
    'Console',
    after('developer request http code debug server endpoint broker json api mqtt topic', 'productivity', 'business'),
  ),
  ...group('Daily Simple Plain', filler('productivity', 'business')),
  ...group('Tidy Handy', before('clean closet wardrobe declutter laundry', 'productivity')),
  ...group('Ready', before('peak ready ripe starter temp', 'productivity', 'health')),
  ...group('Timer Alarm', after('timer alarm remind notif peak temp', 'productivity')),
  ...group('Tally Count', plain('count tally stock inventory score', 'productivity', 'business')),
  ...group(
    'Ledger Tab',
    after('money budget bill financ payout expense tax split share account estate', 'productivity', 'business'),
  ),
  // Business: plain and professional; a booking's, a rota's and a ward's words only for those.
  ...group('Desk Office', after('', 'business')),
  ...group('Bookings', after('book booking reserve seat lane slot appointment', 'business', 'productivity', 'health')),
  ...group('Roster', plain('room staff shift housekeep rota clean volunteer crew', 'business', 'productivity')),
  ...group('Rounds', after('care ward nurse resident call bell patient', 'business', 'health')),
  ...group('Register', plain('register attendance guest visitor', 'business', 'productivity')),
  ...group('Schedule', after('schedule shift timetable minibus route transport', 'business')),
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
  entertainment: ['social'],
  social: ['entertainment'],
};
