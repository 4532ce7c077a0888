import { isEnglishWord, memoized } from '@aiapp/text';
import nlp from 'compromise';
import { featureCore, type FeatureMention } from './feature-mentions';
import { LEXICON } from './grammar';

/**
 * Whether a feature, named in passing, reads as a person would say it in a sentence of their own
 * ("I love the watering reminders", "Open Leafy and identify a plant by photo"). Labels and
 * shorthand typed for a list do not: "go / no-go" and "split /500m" are no verbs, "match clock on
 * watch" and "flower rota" are nouns read as verbs, "the hirers that request a booking" praises
 * people, "the food given" is a form field, and "the rain" is the first item of a list of
 * forecast values; a mention mostly in another language is neither. When unsure, the sentence is not written (issue 28: "write less, never
 * something else"). The store description's bullets keep every line as typed.
 */
export function spokenMention(line: string, mention: FeatureMention): boolean {
  const text = mention.text;
  if (!SPOKEN.test(text) || CLAUSE_WORD.test(text) || !mostlyEnglish(text)) return false;
  return mention.kind === 'action' ? speaksAsAction(line, text) : speaksAsThing(line, text);
}

/**
 * At least half the words English ("varroa mite counts", "kp index"): "mitgliedsbeiträge per
 * Lastschrift-Liste" in an English sentence is neither language.
 */
function mostlyEnglish(text: string): boolean {
  const parts = text.split(/[\s&-]+/).filter(Boolean);
  return parts.filter((part) => isEnglishWord(part.toLowerCase())).length * 2 >= parts.length;
}

/** Words only: a slash, a digit, a bracket or a symbol marks a label or shorthand, not speech. */
const SPOKEN = /^\p{L}[\p{L}' &-]*$/u;
/** A word that opens a clause of its own inside the mention. */
const CLAUSE_WORD = /\b(?:that|which|who|whom|whose|when|whenever|where|whether|if|so|because|until|while|unless|than)\b/i;
/** Words after which a verb has its object: "log each run", "share with friends". */
const OBJECT_START =
  /^(?:a|an|the|your|my|our|their|his|her|its|all|any|every|each|some|more|new|own|what|how|with|for|to|from|in|on|into|by|at|up|out|together|and|or)$/i;

/** compromise's tags for each word of a sentence, cached: in "the food given", "given" is a Participle. */
const termTags = memoized(
  (sentence: string) =>
    (nlp(sentence).json() as { terms: { tags: string[] }[] }[]).flatMap((part) => part.terms.map((term) => new Set(term.tags))),
  5000,
);

/**
 * An action is said as typed only when its verb was typed as a verb ("meeting times" is a thing,
 * not "meet times") and no bare singular noun follows it ("match clock on watch", "flower rota",
 * "pay day every Saturday" name things).
 */
function speaksAsAction(line: string, action: string): boolean {
  const [verb = '', next] = action.split(/\s+/);
  const typed = line.trim().split(/\s+/);
  if (/ing$/i.test(typed[0] ?? '') && !/ing$/.test(verb) && !OBJECT_START.test(typed[1] ?? '')) return false;
  if (next === undefined || OBJECT_START.test(next)) return true;
  const object = termTags(`I can ${action}`)[3];
  return !object?.has('Singular') || object.has('Determiner');
}

/** Tags of a word that cannot end a noun phrase: "food given", "code sent 1hr before", "tip creators directly". */
const NO_HEAD = ['PastTense', 'Participle', 'Adverb', 'Preposition', 'Conjunction', 'Determiner', 'Pronoun'];
const VERB_ONLY = new Set(['Infinitive', 'PresentTense', 'PastTense', 'Participle', 'Gerund']);
/** "pre-book", "re-order": a prefixed verb on its own is no thing. */
const PREFIXED_VERB = /^(?:pre|re|un|co|auto)-\p{L}+$/iu;
/** The first item of a list ("rain, cloud base, visibility, sunset") names a part, not the feature. */
const LISTED = /^\s*,[^,]*,/;

/** A thing is said when it is the line's whole point, not one item of a list, and ends in a noun. */
function speaksAsThing(line: string, thing: string): boolean {
  const plain = line.trim();
  const core = featureCore(plain);
  if (core !== plain && LISTED.test(plain.slice(core.length))) return false;
  if (PREFIXED_VERB.test(thing) || /\bto \p{L}+$/iu.test(thing)) return false;
  const last = termTags(`the ${thing}`).at(-1);
  if (last && NO_HEAD.some((tag) => last.has(tag))) return false;
  // "parents approve": a word the lexicon holds as a verb only ends a clause ("notices board" ends in a noun).
  return !VERB_ONLY.has(LEXICON[(thing.split(/\s+/).at(-1) ?? '').toLowerCase()] ?? '');
}
