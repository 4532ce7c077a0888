import type { NameCategory } from './name-lexicon';

/**
 * A word a name pairs with the app's own noun: an image or a benefit that reads well beside any
 * subject ("Keen Blade", "Clear Flue", "Flue Ledger"), in place of the Kit/Pal template and the
 * category filler ("ReligionFlix", "LumenSunrise") that the reader of set H rejected
 * (bench/briefs/spent-2026-11-29b/reading-h.md, section 3).
 */
export interface ImageWord {
  word: string;
  /** An adjective goes before the noun ("Keen Blade"), a noun after it ("Blade Ledger"). */
  place: 'before' | 'after';
  /** The name categories it suits best; it is tasteful with any app, these first. */
  fits: readonly NameCategory[];
}

const before = (word: string, ...fits: NameCategory[]): ImageWord => ({ word, place: 'before', fits });
const after = (word: string, ...fits: NameCategory[]): ImageWord => ({ word, place: 'after', fits });

/**
 * The curated set, at most 150 words, none of them a brand by itself (a test checks each against
 * isBrandName: "Clear", "Calm", "Nest", "Notes", "Path", "Porch" and "Anchor" are apps' names). No template endings (Go, Hub, Now, Wise, Mate, Done), no shelf words, nothing that
 * promises more than an app of any kind can keep ("Best", "Pro", "Free" are banned title words).
 */
export const IMAGE_WORDS: readonly ImageWord[] = [
  before('Keen', 'productivity', 'education', 'business'),
  before('Lucid', 'productivity', 'health', 'business'),
  before('True', 'business', 'productivity', 'education'),
  before('Bright', 'education', 'entertainment', 'social'),
  before('Steady', 'health', 'productivity', 'business'),
  before('Fair', 'business', 'social'),
  before('Sure', 'business', 'productivity', 'health'),
  before('Tidy', 'productivity', 'business'),
  before('Handy', 'productivity'),
  before('Trusty', 'productivity', 'business'),
  before('Ready', 'productivity', 'health'),
  before('Sound', 'business', 'health'),
  before('Plain', 'productivity', 'business'),
  before('Mellow', 'health', 'entertainment'),
  before('Gentle', 'health', 'social'),
  before('Restful', 'health'),
  before('Kind', 'health', 'social'),
  before('Warm', 'social', 'health'),
  before('Open', 'social'),
  before('Good', 'social', 'health'),
  before('Honest', 'business', 'social'),
  before('Brave', 'gaming', 'entertainment'),
  before('Bold', 'gaming', 'entertainment'),
  before('Nimble', 'gaming', 'productivity'),
  before('Merry', 'gaming', 'entertainment', 'social'),
  before('Lucky', 'gaming', 'entertainment'),
  before('Little', 'gaming', 'education', 'entertainment'),
  before('Mighty', 'gaming'),
  before('Wild', 'gaming', 'entertainment'),
  before('Daring', 'gaming'),
  before('Clever', 'education', 'gaming'),
  before('Curious', 'education'),
  before('Golden', 'entertainment', 'gaming'),
  before('Silver', 'entertainment'),
  before('Crisp', 'productivity', 'entertainment'),
  before('Fresh', 'health', 'social'),
  before('Early', 'education', 'health'),
  before('Hearty', 'social', 'health'),
  before('Deft', 'productivity', 'business'),
  before('Able', 'productivity', 'business'),
  after('Roost', 'social', 'health'),
  after('Loop', 'social', 'productivity'),
  after('Ledger', 'business', 'productivity'),
  after('Tally', 'business', 'productivity'),
  after('Beacon', 'productivity', 'education'),
  after('Lantern', 'education', 'entertainment'),
  after('Compass', 'education', 'productivity'),
  after('Harbor', 'health', 'social'),
  after('Haven', 'health', 'social'),
  after('Mooring', 'health', 'business'),
  after('Trail', 'education', 'gaming'),
  after('Grove', 'social', 'health'),
  after('Hearth', 'social'),
  after('Spark', 'entertainment', 'education'),
  after('Keel', 'business', 'productivity'),
  after('Almanac', 'education', 'productivity'),
  after('Atlas', 'education'),
  after('Chart', 'business', 'education'),
  after('Logbook', 'productivity', 'education'),
  after('Round', 'social', 'business'),
  after('Rally', 'gaming', 'social'),
  after('Tale', 'gaming', 'entertainment'),
  after('Song', 'entertainment'),
  after('Chorus', 'entertainment', 'social'),
  after('Story', 'entertainment', 'gaming'),
  after('Night', 'gaming', 'entertainment'),
  after('Circle', 'social'),
  after('Table', 'social', 'business'),
  after('Fireside', 'social'),
  after('Commons', 'social'),
  after('Keeper', 'business', 'productivity', 'health'),
  after('Mark', 'productivity', 'business'),
  after('Guide', 'education'),
  after('Lane', 'education', 'health'),
  after('Steps', 'health'),
  after('Rest', 'health'),
  after('Care', 'health'),
  after('Ward', 'health'),
  after('Craft', 'productivity', 'education'),
  after('Lodge', 'business', 'social'),
  after('Yard', 'business', 'gaming'),
  after('Bench', 'productivity', 'business'),
  after('Hall', 'entertainment', 'social'),
  after('Stage', 'entertainment'),
];
