import { asSentence, callsToAction, mentionsSubject, pick, supportedLines, whatItIs, type Phrase } from '@aiapp/listing-copy';
import type { Benefit } from '../benefits';
import { shortAudience, type ListingFacts } from '../listing-facts';
import { inTone } from '../tones';

/**
 * The listing's call to action: entry `variant` of the app's own (each names one of its first
 * features), so the Play and App Store texts end differently. No category line: a pack chosen by
 * the category can describe another kind of app.
 */
export function callToAction(facts: ListingFacts, variant: number): string {
  const order = supportedLines(
    callsToAction(
      facts.app,
      facts.features.map((phrase) => phrase.bullet),
    ),
    facts.claims,
    facts.app,
  );
  return inTone(order[variant % order.length] ?? `Download ${facts.app}.`, facts.tone);
}

/**
 * What the app is and does, with its subject, then for whom: the first sentence of each
 * description, which people read before "more" and stores weigh most.
 */
export function identity(facts: ListingFacts, features: readonly Phrase[] = facts.features): string {
  const { app, kind, subject, audience } = facts;
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

const PRIVACY_POINTERS = {
  play: [
    'The data safety section on this page shows what {app} collects and why, so you can decide with the facts in front of you.',
    'Curious about your data? The data safety section of this listing explains what {app} collects and how it is used.',
    'Before you install, see the data safety section on this page: it lists the data {app} collects and why.',
    'What {app} does with your data is set out in the data safety section of this listing.',
    'For the details on data, see the data safety section of this page, where {app} lists what it collects.',
    'The data safety section below the description shows what {app} collects and what it is used for.',
    'You can check how {app} handles your information in the data safety section of this listing.',
    'Questions about privacy? The data safety section on this page answers what {app} collects and why.',
    'How {app} treats your data is described in the data safety section of this page.',
    'Right here on this page, the data safety section shows what {app} collects before you install.',
    'If you want to know what data {app} uses, the data safety section of this listing has the answer.',
    'The data safety details on this page tell you what {app} collects and whether it leaves your device.',
    'See the data safety section on this page for how {app} handles the information you give it.',
  ],
  'app-store': [
    'The App Privacy details on this page show what {app} collects, so you know before you download.',
    'Check the App Privacy section of this page to see what data {app} collects and why.',
    'What {app} collects is listed in the App Privacy details on this page.',
    'See the App Privacy section of this page for the data {app} collects and how it is used.',
    'The App Privacy details on this page set out what {app} collects, before you install anything.',
    'Want to know how your data is handled? The App Privacy section of this page explains what {app} collects.',
    'Before you download, the App Privacy details on this page show the data {app} collects.',
    'How {app} treats your data is described in the App Privacy section of this page.',
    'The App Privacy section below lists the data {app} collects, so you can decide with the facts.',
    'If you want to know what data {app} uses, the App Privacy details on this page have the answer.',
    'Look at the App Privacy section on this page to see how {app} handles your information.',
    'Curious about your data? The App Privacy details of this listing show what {app} collects.',
  ],
} as const;

/** Where to read about data use: both stores show the developer's privacy answers beside the listing. */
export function privacyPointer(facts: ListingFacts, store: 'play' | 'app-store'): string {
  return pick(PRIVACY_POINTERS[store], facts.seed, 7).replaceAll('{app}', facts.app);
}
