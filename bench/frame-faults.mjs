// Issue 28 item 5 ("grammar by a library, not by string glue"): a count of sentences in which a
// feature line was put into a frame that does not fit it, checkable by compromise's tags. Used by
// `node bench/launch-texts.mjs --frames` over the store, review and landing sentences.
//
// A sentence is counted when
// - a verb frame ("lets you", "let you", "helps you", "use it to", "I can", "you can", "being able
//   to", "tried it to", "Download/Get/Install {app} and") is directly followed by a word compromise's
//   word list gives only noun readings: "lets you planner", "use it to ice";
// - or "with"/"has" is directly followed by a word the list gives only a verb's base form: "with
//   survive 40 days", "has enter scores".
// compromise's word list has no noun reading for some nouns ("garden"), a noun reading for most
// verbs a line can open with ("score", "weather", "knock": Noun|Verb) and no entry for many words
// ("rota", "tap", "swap"; its reading of such a word alone is no better), so the count misses most of
// the faults a reader finds ("Download X and score chaining") and counts a few right sentences ("with
// garden power-ups"). It is a floor, not the reader's count: `--frames` also counts the phrases
// set H's reader marked broken (bench/briefs/spent-2026-11-29b/reading-h.md) where they still occur.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const nlp = require('compromise');

const world = nlp.world();
/** compromise's word list and the other readings it gives a listed word ("score": Infinitive, Noun|Verb). */
const LEXICON = world.model.one.lexicon;
const SWITCHES = world.model.two.switches;
const NOUN_TAG = /^(?:Singular|Plural|Uncountable|Actor|Noun|ProperNoun|Person|Place|Organization)$/;

/** A noun only, by compromise's word list (no verb among its readings): "fighter", "planner", "ice". */
function nounOnly(word) {
  const lower = word.toLowerCase();
  return NOUN_TAG.test(String(LEXICON[lower] ?? '')) && !/Verb/.test(SWITCHES[lower] ?? '');
}

/** A verb in its base form only, by compromise's word list (no noun among its readings): "survive", "enter". */
function bareVerb(word) {
  const lower = word.toLowerCase();
  return LEXICON[lower] === 'Infinitive' && !/Noun|Actor|Adj/.test(SWITCHES[lower] ?? '');
}

const VERB_FRAME = /\b(?:lets you|let you|helps you|use it to|I can|you can|being able to|tried it to)\s+([\p{L}\p{N}'’-]+)/giu;
const CALL_FRAME = /^(?:Download|Get|Install)\s(.+?)\sand\s+([\p{L}\p{N}'’-]+)/u;
const NOUN_FRAME = /\b(?:with|has)\s+([\p{L}\p{N}'’-]+)/giu;

/** The frames of a sentence of app `app`'s texts that a line does not fit: ["with survive"]. */
export function frameFaults(sentence, app) {
  const faults = [];
  for (const match of sentence.matchAll(VERB_FRAME)) if (nounOnly(match[1])) faults.push(match[0]);
  const call = CALL_FRAME.exec(sentence);
  if (call && call[1] === app && nounOnly(call[2])) faults.push(call[0]);
  const named = (index) => app.startsWith(sentence.slice(index).split(/\s+/)[1] ?? '');
  for (const match of sentence.matchAll(NOUN_FRAME)) if (!named(match.index) && bareVerb(match[1])) faults.push(match[0]);
  return faults;
}

/**
 * Phrases set H's reader marked broken in the store, review and landing texts
 * (bench/briefs/spent-2026-11-29b/reading-h.md, sections 1, 2(a)(b)(e) and "OFF and BROKEN text"),
 * each as it was written: a sentence of the engine's holding one still has the fault.
 */
export const READER_MARKED = [
  /\b(?:for|has|with) 1v1 sumo fighter/,
  /\bbatter frame dims printable/i,
  /\bwith old\b/,
  /\bwith knock stuff off shelves/,
  /connects to BLE digital refractometer, reads/,
  /\bset up circle/,
  /\broute a planner/,
  /\b(?:to|and|can) volunteer rota sign up/,
  /\b(?:to|and) weather changes through the day/,
  /cuttings me have/,
  /\b(?:you|and|to|can) score chaining by grazing bullets/,
  /\band replay saving and online leaderboard/,
  /\bfor horizontal(?:[.!]|$)/,
  /\bwith ice floe breaking up/,
  /\band survive 40 days/,
  /\bwith spot-check quality/,
  /\b(?:the|with) shunt wagons over the hump/,
  /, kid copies them/,
  /every about 1m/,
  /\bstep out(?:[.!]|$)/,
  /\bpairs with up(?:[.!]|$)/,
  /\bpost what's(?:[.!]|$)/,
  /send the dog left with/,
];

/** The reader-marked phrases an engine sentence holds (the visitor's own line, as a bullet, is not the engine's). */
export const readerMarked = (sentence, own = []) => {
  const typed = (line) => line.toLowerCase().slice(0, 24) === sentence.toLowerCase().slice(0, 24);
  return own.some(typed) ? [] : READER_MARKED.filter((phrase) => phrase.test(sentence)).map(String);
};
