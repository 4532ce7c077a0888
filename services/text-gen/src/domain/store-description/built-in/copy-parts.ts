import {
  asSentence,
  callsToAction,
  isDataClaim,
  joinsSentence,
  mentionedPhrase,
  mentionsSubject,
  pick,
  shortAudience,
  supportedLines,
  whatItIs,
  type Phrase,
} from '@aiapp/listing-copy';
import type { Benefit } from '../benefits';
import { coreOf, type ListingFacts } from '../listing-facts';
import { inTone } from '../tones';

/**
 * The listing's call to action: entry `variant` of the app's own (each names one of its first
 * features, those with the app's subject first), so the Play and App Store texts end differently;
 * '' (no closing line) when no feature can be named. No category line: a pack chosen by the
 * category can describe another kind of app.
 */
export function callToAction(facts: ListingFacts, variant: number): string {
  const order = supportedLines(
    callsToAction(
      facts.app,
      facts.features.map((phrase) => phrase.bullet),
      facts.subject,
    ),
    facts.claims,
    facts.app,
  );
  const line = order[variant % order.length];
  return line ? inTone(line, facts.tone) : '';
}

/**
 * What the app is and does, with its subject, then for whom: the first sentence of each
 * description, which people read before "more" and stores weigh most.
 */
export function identity(facts: ListingFacts, given: readonly Phrase[] = facts.features): string {
  const { app, kind, subject, audience } = facts;
  // "… with digital ticket instead of paper stub and a price list": a setting or side line is no part of what it is.
  const core = coreOf(facts, given);
  // "Perchglass is a smart bird feeder app with on-device species guess": when no line joins the
  // sentence whole, the features as named in passing do, rather than a sentence that names none.
  const features = core.some(joinsSentence) ? core : core.map((phrase) => ({ ...phrase, ...mentionedPhrase(phrase.bullet) }));
  const what = whatItIs({ app, kind, subject, features });
  if (!audience) return what;
  // "Pinch & Wire is a lifestyle app for bonsai hobbyists, with tree profiles…": when only who it
  // is for names the subject, the first sentence says so rather than the second.
  const forWhom = shortAudience(audience);
  if (subject && !mentionsSubject(what, subject) && mentionsSubject(forWhom, subject))
    return whatItIs({ app, kind: `${kind} for ${forWhom}`, subject, features });
  return `${what} ${asSentence(`It is made for ${audience}`)}`;
}

/** "Offline mode: It keeps working…": the visitor's line, then what it does for them. */
export function benefitBullet(benefit: Benefit, sentences: number, from = 0): string {
  const said = benefit.sentences.slice(from, from + sentences);
  return said.length ? `${benefit.phrase.bullet}: ${said.join(' ')}` : benefit.phrase.bullet;
}

/**
 * Where the store shows the developer's data answers, worded so that it holds for an app that
 * collects nothing: the brief rarely says, and "the data {app} collects" would assume it does.
 */
const PRIVACY_POINTERS = {
  play: [
    'The data safety section on this page shows how {app} handles data.',
    'How {app} handles data is set out in the data safety section of this listing.',
    'For the details on data, see the data safety section of this page.',
    'The data safety section below the description covers how {app} handles data.',
    'You can check how {app} handles data in the data safety section of this listing.',
    'Questions about privacy? The data safety section on this page answers them for {app}.',
  ],
  'app-store': [
    'The App Privacy details on this page show how {app} handles data.',
    'How {app} handles data is set out in the App Privacy section of this page.',
    'For the details on data, see the App Privacy section of this page.',
    'The App Privacy section below covers how {app} handles data.',
    'You can check how {app} handles data in the App Privacy details of this listing.',
    'Questions about privacy? The App Privacy details on this page answer them for {app}.',
  ],
} as const;

/**
 * Where to read about data use: both stores show the developer's privacy answers beside the
 * listing. '' (no such line) when the visitor says how the app treats data: their own line says
 * it better, and a pointer beside it is boilerplate.
 */
export function privacyPointer(facts: ListingFacts, store: 'play' | 'app-store'): string {
  if ([...facts.features, ...facts.sellingPoints].some((phrase) => isDataClaim(phrase.bullet))) return '';
  return pick(PRIVACY_POINTERS[store], facts.seed, 7).replaceAll('{app}', facts.app);
}
