import { englishShare, memoized, singular, STOP_WORDS } from '@aiapp/text';
import { PREFIXED_VERB } from './action-verbs';
import { featureCore, type FeatureMention } from './feature-mentions';
import { LEXICON } from './grammar';
import { PRICING } from './side-features';
import { rememberedTerms, taggedTerms } from './tagged-terms';
import { namesOneOfMany } from './feature-phrases';

/**
 * Whether a feature, named in passing, reads as a person would say it in a sentence of their own
 * ("I love the watering reminders", "Open Leafy and identify a plant by photo"). Labels and
 * shorthand typed for a list do not: "go / no-go" and "split /500m" are no verbs, "1hr" is no
 * word, "match clock on watch" and "flower rota" are nouns read as verbs, "the hirers that
 * request a booking" praises people, "the food given" is a form field, "the rain" is the first
 * item of a list of forecast values, "one-time purchase" is a price, not a feature, and a mention
 * mostly in another language is neither. When unsure, the sentence is not written (issue 28:
 * "write less, never something else"). The store description's bullets keep every line as typed.
 */
export function spokenMention(line: string, mention: FeatureMention): boolean {
  return spokenReading(`${mention.kind}\u0000${mention.text}\u0000${line}`);
}

/** The reading of one line's mention, kept: every text tool of a request asks again for the same lines. */
const spokenReading = memoized((key: string): boolean => {
  const [kind, text = '', line = ''] = key.split('\u0000');
  return readsAsSpoken(line, kind === 'action' ? 'action' : 'thing', text);
}, 20_000);

function readsAsSpoken(line: string, kind: FeatureMention['kind'], text: string): boolean {
  if (!SPOKEN.test(text) || GLUED_UNIT.test(text) || CLAUSE_WORD.test(text) || NEGATION.test(text)) return false;
  if (PRICING.test(text) || englishShare(text) < SPOKEN_ENGLISH_SHARE || namesListItem(line) || countsOne(text)) return false;
  if (shoutsFunctionWord(text) || stacksNouns(kind === 'action' ? text.split(/\s+/).slice(1).join(' ') : text)) return false;
  if (kind === 'action' && cutAfterInfinitive(line, text)) return false;
  return kind === 'action' ? speaksAsAction(line, text) : speaksAsThing(line, text);
}

/**
 * At least half the words English ("varroa mite counts", "export to CSV"): "mitgliedsbeiträge per
 * Lastschrift-Liste" in an English sentence is neither language.
 */
const SPOKEN_ENGLISH_SHARE = 0.5;

/** Words and numbers ("ages 3-6"): a slash, a bracket or a symbol marks a label or shorthand, not speech. */
const SPOKEN = /^\p{L}[\p{L}\p{N}' &-]*$/u;
/** A unit glued to its number ("1hr", "12h", "10m") is shorthand too. */
const GLUED_UNIT = /\p{N}\p{L}|\p{L}\p{N}/u;
/** A word that opens a clause of its own inside the mention. */
const CLAUSE_WORD = /\b(?:that|which|who|whom|whose|when|whenever|where|whether|if|so|because|until|while|unless|than)\b/i;
/** "doesn't diagnose infections", "no ads": a negation is a constraint of the brief, not a feature to name. */
const NEGATION = /\b(?:not|no|never|without|none)\b|n't\b/i;
/** Words after which a verb has its object: "log each run", "share with friends". */
const OBJECT_START =
  /^(?:a|an|the|your|my|our|their|his|her|its|all|any|every|each|some|more|new|own|what|how|with|for|to|from|in|on|into|by|at|up|out|together|and|or)$/i;

/**
 * A word's tags: compromise's word list first (a look-up), else compromise's reading of the word
 * alone, cached ("adjustable" → Adjective, "clock" → Singular). Only the word that decides (a
 * thing's last word, an object's head) is read: a new brief costs a parse or two per feature.
 */
const wordTags = memoized((word: string): ReadonlySet<string> => {
  const listed = LEXICON[word];
  if (listed) return new Set([listed]);
  return taggedTerms(word)[0]?.tags ?? new Set<string>();
}, 20_000);
const tagsOf = (word: string) => wordTags(word.toLowerCase());

/** A past form by the word list, or by its ending when the list does not hold it ("hosted", but not "seed"). */
function isPastForm(word: string): boolean {
  const listed = LEXICON[word.toLowerCase()];
  return listed ? PAST.includes(listed) : /[^e]ed$/i.test(word);
}

/** A singular noun with no article ("clock", "rota", "day", "builder"): after a verb, the two name one thing. */
const BARE_NOUN = ['Singular', 'Duration'];
/** A person noun the word list holds as "Actor" alone ("builder", "mechanic"), bare when singular: "quote builder from survey". */
const isBareNoun = (word: string) =>
  BARE_NOUN.some((tag) => tagsOf(word).has(tag)) ||
  (tagsOf(word).has('Actor') && singular(word.toLowerCase()) === word.toLowerCase());

/** Words that end a verb's object: "identify a plant | by photo". */
const OBJECT_END = /^(?:with|for|to|from|in|on|into|by|at|per|via|across|and|or|as|every|each)$/i;
const PAST = ['Participle', 'PastTense'];

/**
 * An action is said as typed only when its verb was typed as a verb ("meeting times" is a thing,
 * not "meet times") and its object is no bare singular noun ("match clock on watch", "flower
 * rota", "pay day every Saturday", "set per-contact bird" name things or drop an article).
 */
function speaksAsAction(line: string, action: string): boolean {
  const parts = action.split(/\s+/);
  // "Open Callsign Circle and send.": a verb alone has lost its object.
  if (parts.length < 2) return false;
  const typed = line.trim().split(/\s+/);
  if (/ing$/i.test(typed[0] ?? '') && !/ing$/.test(parts[0] ?? '') && !OBJECT_START.test(typed[1] ?? '')) return false;
  const end = parts.findIndex((part, index) => index > 0 && OBJECT_END.test(part));
  const object = parts.slice(1, end === -1 ? parts.length : end);
  if (object.length === 0 || OBJECT_START.test(object[0] ?? '')) return true;
  // "match report sent to phone": a participle in the object makes the line a clause about a thing.
  if (object.some(isPastForm)) return false;
  // "track 3 habits a day": an article before the last noun gives it one.
  if (OBJECT_START.test(object.at(-2) ?? '')) return true;
  const last = object.at(-1) ?? '';
  // "strip schedule": a noun the word list holds as a verb ("schedule") is read in the line, and bare if it names one of many.
  const terms = rememberedTerms(action);
  const inLine = terms.length === parts.length ? terms[object.length] : undefined;
  const readBare = inLine?.tags.has('Singular') === true && !inLine.tags.has('Uncountable') && namesOneOfMany(last);
  return !isBareNoun(last) && !readBare;
}

/** Tags of a word that cannot end a noun phrase: "food given", "tip creators directly", "spacing adjustable". */
const NO_HEAD = ['PastTense', 'Participle', 'Adverb', 'Adjective', 'Preposition', 'Conjunction', 'Determiner', 'Pronoun'];
const VERB_ONLY = ['Infinitive', 'PresentTense', 'Gerund'];
/** The first item of a list ("rain, cloud base, visibility, sunset") names a part, not the feature. */
const LISTED = /^\s*,[^,]*,/;
/** "sin bin timers x 3": a letter on its own is a symbol. */
const LONE_LETTER = /(?:^|\s)(?![aA](?:\s|$))\p{L}(?=\s|$)/u;

/** Verbs that say how the app behaves, never a noun at the start of a line: "works in cm + inches". */
const OWN_VERB = /^(?:works|stays|happens)\s/i;

/** The first item of a list ("rain, cloud base, visibility, sunset", "split mooring, insurance, repairs") names a part, not the feature. */
function namesListItem(line: string): boolean {
  const plain = line.trim();
  const core = featureCore(plain);
  return core !== plain && LISTED.test(plain.slice(core.length));
}

/**
 * A thing is said when it ends in a noun and holds no verb of its own ("data hosted in-country",
 * "match report sent to phone", "works with any colour brand" are clauses), and when it is not a
 * single word cut from a longer line.
 */
function speaksAsThing(line: string, thing: string): boolean {
  // "works in cm", "stays on the lock screen": a verb of the app's own opens a clause, not a thing.
  if (OWN_VERB.test(thing)) return false;
  // "pre-book", "re-order": a prefixed verb on its own is no thing.
  if (PREFIXED_VERB.test(thing) || /\bto \p{L}+$/iu.test(thing) || LONE_LETTER.test(thing)) return false;
  // "the pairs" of "pairs with Bluetooth hive scale", "the deposit" of a longer line: one word cut from several says too little.
  // A titled line ("Logbook: engine hours, …") names its thing before the colon.
  if (!/\s/.test(thing) && /\s\S+\s/.test(line.split(':')[0] ?? '')) return false;
  const parts = thing.split(/\s+/);
  const last = tagsOf(parts.at(-1) ?? '');
  if (NO_HEAD.some((tag) => last.has(tag))) return false;
  // "parents approve": a word the lexicon holds as a verb only ends a clause ("notices board" ends in a noun).
  // "check-in" is read as a verb alone, and is a noun.
  const hyphenated = (parts.at(-1) ?? '').includes('-');
  if (parts.length > 1 && !hyphenated && VERB_ONLY.some((tag) => last.has(tag) && !last.has('Noun'))) return false;
  return !parts.slice(1).some(isPastForm);
}

/** "briscola 2 player": a number of two or more before a singular noun is a label ("2 player mode"), not speech. */
function countsOne(text: string): boolean {
  const parts = text.split(/\s+/);
  return parts.some((part, index) => {
    const next = parts[index + 1] ?? '';
    return /^\d+$/.test(part) && Number(part) > 1 && !/s$/i.test(next) && SINGULAR_NOUN.some((tag) => tagsOf(next).has(tag));
  });
}
const SINGULAR_NOUN = ['Singular', 'Actor', 'Duration'];

/** "permadeath OR story mode": a function word in capitals is the developer's shorthand for a choice, not speech. */
const shoutsFunctionWord = (text: string) =>
  text.split(/\s+/).some((word) => /^\p{Lu}{2,}$/u.test(word) && STOP_WORDS.has(word.toLowerCase()));

/** Words in a row without a joining word, from which a mention is a pasted label: "portrait mode one hand play". */
const STACKED_WORDS = 5;
/** Words that join the parts of a phrase: articles, possessives, prepositions, conjunctions ("log | each | hive inspection"). */
const JOINING_WORD =
  /^(?:a|an|the|my|your|our|their|its|each|every|and|or|&|of|for|with|to|in|on|at|by|from|into|per|via|as|near|after|before)$/i;

/** "portrait mode one hand play", "BLE temp humidity sensor readings": nouns stacked with no word between them to read them by. */
function stacksNouns(text: string): boolean {
  let run = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    run = JOINING_WORD.test(word) ? 0 : run + 1;
    if (run >= STACKED_WORDS) return true;
  }
  return false;
}

/** "book a mechanic to come" of "book a mechanic to come to ur home/work": an action cut after its infinitive has lost where or what. */
function cutAfterInfinitive(line: string, action: string): boolean {
  const last = /\bto\s+(\p{L}+)$/iu.exec(action)?.[1];
  return last !== undefined && new RegExp(`\\bto\\s+${last}\\s+\\S`, 'iu').test(line);
}
