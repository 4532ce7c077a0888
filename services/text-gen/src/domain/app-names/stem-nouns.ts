import { IDEA_NOUNS, MATTER_NOUNS, OTHER_NOUNS, THING_NOUNS } from './data/stem-nouns';

/** The data file writes its words in lines of a template literal. */
const wordSet = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

const THINGS = wordSet(THING_NOUNS);
const MATTERS = wordSet(MATTER_NOUNS);
const IDEAS = wordSet(IDEA_NOUNS);
const OTHERS = wordSet(OTHER_NOUNS);

/**
 * What a keyword word is to a name, by WordNet's senses (data/stem-nouns.ts): a thing you can
 * point at ("clock", "tram", "hive"), a matter ("letter", "headache"), an idea ("habit", "mood"), neither (an activity or a
 * field such as "beekeeping" or "genealogy", a quality or a time: "turn", "level"), or unlisted:
 * no noun WordNet has at Zipf 1.5 or more ("kanji", "penpal"), or no noun at all ("unscramble"),
 * which the keyword checks of name-parts.ts judge.
 */
export type StemKind = 'thing' | 'matter' | 'idea' | 'neither' | 'unlisted';

export function stemKind(base: string): StemKind {
  if (THINGS.has(base)) return 'thing';
  if (MATTERS.has(base)) return 'matter';
  if (IDEAS.has(base)) return 'idea';
  return OTHERS.has(base) ? 'neither' : 'unlisted';
}
