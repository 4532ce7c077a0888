import nlp from 'compromise';

/**
 * Reads the visitor's own purpose for a data category ("to read transactions from bank accounts you
 * connect"): a phrase that fits after "used" / "We use it", the kinds of use it names (for the
 * store answers and the legal basis), and what it rules out ("never leaves your phone", "not shared").
 * Kinds are found by word, and a word that a negation in its own clause covers ("never for ads")
 * does not count; with no kind found the use is the app's own functionality.
 */

export type PurposeKind =
  | 'functionality'
  | 'analytics'
  | 'advertising'
  | 'marketing'
  | 'personalization'
  | 'security'
  | 'account'
  | 'communications'
  | 'purchases';

export interface ReadPurpose {
  /** Starts with "to", "for", "so" or another linking word: "to show parking spots near you". */
  phrase: string;
  kinds: PurposeKind[];
  /** The visitor wrote that the data stays on the device ("kept on your phone only"). */
  onDeviceOnly: boolean;
  /** The visitor wrote that the data is not shared ("never shared with anyone"). */
  notShared: boolean;
}

const KIND_WORDS: ReadonlyArray<[PurposeKind, RegExp]> = [
  ['analytics', /\b(?:analy[sz]\w*|statistics?|stats|metrics|measur\w*|usage|understand how|improve the app|improve our)\b/i],
  ['advertising', /\b(?:ads?|advert\w*|ad network\w*|sponsored)\b/i],
  ['marketing', /\b(?:marketing|newsletters?|promotions?|promotional|special offers?)\b/i],
  ['personalization', /\b(?:personali[sz]\w*|recommend\w*|tailor\w*|suggestions?|customi[sz]\w*)\b/i],
  ['security', /\b(?:fraud|secur\w*|abuse|spam|verify|verif\w*|authenticat\w*)\b/i],
  ['account', /\b(?:accounts?|sign[- ]?(?:in|up)|log[- ]?in|login|profiles?)\b/i],
  [
    'communications',
    /\b(?:e-?mail you|send you (?:news|e-?mails?|messages)|contact you|reply to you|answer your (?:questions|messages)|support requests?|customer support)\b/i,
  ],
  [
    'purchases',
    /\b(?:purchases?|purchasing|subscriptions?|subscribe|checkout|pay for|pay us|payments? (?:for|to us)|process (?:your )?payments?|charge you|bill(?:ing)? you|orders?|refunds?|donations?)\b/i,
  ],
];

// "bank accounts" is not a user account.
const NOT_AN_ACCOUNT = /\b(?:bank|financial|brokerage|savings|checking|card) accounts?\b/gi;
const NEGATION = /\b(?:not|never|no|without|nor|don't|doesn't|won't|isn't)\b|n't\b/i;
const CLAUSE_BREAK = /[,;:()]|\s(?:but|and|or|while|though)\s/i;

const ON_DEVICE =
  /\b(?:on[- ]device only|only on (?:your|the|their) (?:device|phone)|(?:stays?|kept|stored|saved|remains?) (?:only )?(?:locally|on (?:your|the|their) (?:device|phone))(?: only)?|never leaves? (?:your|the|their) (?:device|phone)|locally only|only locally)\b/i;
const LEAVES_DEVICE = /\b(?:sync\w*|back(?:ed)?[- ]?up|upload\w*|send\w*|sent|server\w*|cloud|icloud)\b/i;
const NOT_SHARED =
  /\b(?:(?:not|never) (?:be )?(?:shared|sold|given|passed|disclosed)|no third[- ]part(?:y|ies)|(?:not|never) (?:share|sell|give|pass) (?:it|them|this|your \w+))\b/i;

// The developer selling something in the App (not the visitor's own spending that an app keeps track of).
const SALE =
  /\b(?:(?:we|to) sell|in-app purchases?|subscriptions?|subscribe|checkout|pay for|pay us|process (?:your )?(?:payments?|purchases?|orders?)|charge you|bill(?:ing)? you|(?:buy|purchase|order|book) (?:[\w-]+ ){0,3}(?:in|from|through) (?:the app|us)|your orders?|refunds?|donations?|premium|upgrades?)\b/i;

/** True when a purpose (any clause not negated) says the App takes payments for something the developer sells. */
export function isSale(text: string): boolean {
  return text.split(CLAUSE_BREAK).some((clause) => {
    const match = SALE.exec(clause);
    return match !== null && !NEGATION.test(clause.slice(0, match.index));
  });
}

/** Which kinds a text names, leaving out words that a negation earlier in the same clause covers. */
function kindsIn(text: string): PurposeKind[] {
  const clauses = text.replace(NOT_AN_ACCOUNT, ' ').split(CLAUSE_BREAK);
  const kinds = new Set<PurposeKind>();
  for (const [kind, words] of KIND_WORDS) {
    for (const clause of clauses) {
      const match = words.exec(clause);
      if (match && !NEGATION.test(clause.slice(0, match.index))) kinds.add(kind);
    }
  }
  return [...kinds];
}

const LINKING = /^(?:to|for|so|so that|in order to|because|when|while|if|as|only to|only for)\b/i;
// "We use it to …", "The app uses your location for …": the visitor's own subject goes; the rest is the purpose.
const OWN_SUBJECT =
  /^(?:we|the app|it|this app)\s+(?:only\s+)?(?:use|uses|need|needs|collect|collects|read|reads)\s+(?:it|this|them|these|this data|that|your [\w-]+(?: [\w-]+)?)\s+(?=to\b|for\b|so\b|only\b)/i;
const STARTS_OBJECT = /^\S+\s+(?:your|the|their|a|an|my|our|his|her|its|each|every|all|which|what|where|when|how)\b/i;

/** "showing parking spots" → "show parking spots"; compromise conjugates the first verb only. */
function infinitiveOfFirst(text: string): string {
  const [first = '', ...rest] = text.split(/\s+/);
  const forms = nlp(first).verbs().conjugate()[0] as { Infinitive?: string } | undefined;
  return [forms?.Infinitive ?? first, ...rest].join(' ');
}

/** The visitor's purpose as a phrase that reads after "used" or "We use it": "to …", "for …". */
export function purposePhrase(text: string): string {
  const trimmed = text
    .trim()
    .replace(/[.;!]+$/, '')
    .replace(OWN_SUBJECT, '');
  const lowered = /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
  if (LINKING.test(lowered)) return lowered;
  const firstTerm = nlp(lowered).terms().first();
  if (firstTerm.has('#Gerund')) return `to ${infinitiveOfFirst(lowered)}`;
  if (firstTerm.has('#Verb') || firstTerm.has('#Imperative')) return `to ${lowered}`;
  // Tagged as a noun but followed by an object ("sync your progress", "log the meals"): an imperative verb.
  if (STARTS_OBJECT.test(lowered) && !firstTerm.has('#Pronoun') && !firstTerm.has('#Determiner')) return `to ${lowered}`;
  return `for ${lowered}`;
}

/**
 * `fallback`: the kind of use when the purpose names none ("to chart your symptoms"): the app's own
 * functionality, or analytics for data that is analytics by nature. A clause that only says where the
 * data stays or that it is not shared ("kept on your phone only") is an answer, not a purpose, and
 * leaves the phrase.
 */
export function readPurpose(text: string, fallback: PurposeKind = 'functionality'): ReadPurpose {
  const clauses = text.split(/\s*[;,]\s*|\s+(?:and|but)\s+(?=(?:it\s+)?(?:is\s+)?(?:never|not|kept|stored|stays|only))/i);
  const answers = clauses.filter((clause) => ON_DEVICE.test(clause) || NOT_SHARED.test(clause));
  const purposeClauses = clauses.filter((clause) => !answers.includes(clause));
  const phrase = purposePhrase(purposeClauses.length > 0 && answers.length > 0 ? purposeClauses.join(', ') : text);
  const kinds = kindsIn(phrase);
  return {
    phrase,
    kinds: kinds.length > 0 ? kinds : [fallback],
    onDeviceOnly: ON_DEVICE.test(text) && !LEAVES_DEVICE.test(text.replace(ON_DEVICE, ' ')),
    notShared: NOT_SHARED.test(text),
  };
}

/** The kinds for which the law counts a use as "providing what the person asked for". */
export const SERVICE_KINDS: readonly PurposeKind[] = ['functionality', 'account', 'communications', 'purchases', 'security'];
