import { singular, words } from '@aiapp/text';
import { asThirdPerson } from './action-verbs';
import { asSentence, pairOf, withArticle } from './phrasing';
import type { Phrase } from './feature-phrases';
import { joinsSentence } from './feature-mentions';
import type { AppSubject } from './subject';

/** Whether a text names the subject, in singular or plural ("plant", "plants"). */
export function mentionsSubject(text: string, subject: AppSubject): boolean {
  const topic = subject.topic.toLowerCase();
  const one = subject.singular.toLowerCase();
  return words(text).some((word) => word === topic || singular(word) === one);
}

export interface AppIdentity {
  app: string;
  /** The category as a kind of app, without article ("health and fitness app"). */
  kind: string;
  /** What the app is about, when a noun stands out: the sentence names it if the kind does not. */
  subject: AppSubject | null;
  /** The visitor's features in their order, each read as an action ("log each hive inspection") or a thing ("photo notes per frame"). */
  features: readonly Feature[];
}

/** A feature whose action names no actor is the user's. */
type Feature = Pick<Phrase, 'action' | 'thing'> & Partial<Pick<Phrase, 'actor'>>;

/** The features a first sentence draws on: the visitor lists what matters most first. */
const LEAD_FEATURES = 3;

/**
 * What the app is and does, for the first sentence people and stores read, led by the visitor's
 * first feature: "Hivewise is a beekeeping app that lets you log each hive inspection, with
 * varroa mite counts and treatment history." When neither the kind nor that feature names the
 * subject, the companion is a feature that does ("… adjust volume for each ear, and find your
 * hearing aids").
 */
export function whatItIs({ app, kind, subject, features: given }: AppIdentity): string {
  const what = `${app} is ${withArticle(kind)}`;
  // "timetable works offline", "customer SMS when bow ready": a clause typed as a thing breaks the sentence it joins.
  const features = given.filter(joinsSentence);
  const [first, ...rest] = features;
  const lead = first?.action ?? first?.thing;
  if (!first || !lead) return asSentence(what);
  const names = (feature: Feature) => subject !== null && mentionsSubject(feature.action ?? feature.thing ?? '', subject);
  const unnamed = subject !== null && !mentionsSubject(`${kind} ${lead}`, subject);
  // A companion is said in passing: a feature that is itself a list or two clauses ("kids tap to mark it done, parents approve") is not.
  const plain = (feature: Feature) => !(feature.action ?? feature.thing ?? '').includes(', ');
  const companions = [...(unnamed ? rest.filter(names) : []), ...rest.slice(0, LEAD_FEATURES - 1)].filter(plain);
  const byApp = (feature: Feature) => feature.actor === 'app';
  // "… that suggests % to put aside", not "that lets you suggest …": an action the app does is said as the app's.
  const action = companions.find((feature) => feature.action && byApp(feature) === byApp(first))?.action;
  const thing = companions.find((feature) => feature.thing)?.thing;
  const holdsWith = (...parts: (string | null | undefined)[]) => parts.some((part) => part && /\swith\s/i.test(part));
  if (first.action) {
    const opener = byApp(first) ? `${what} that` : `${what} that lets you`;
    const said = (done: string) => (byApp(first) ? asThirdPerson(done) : done);
    if (action) return asSentence(`${opener} ${pairOf(said(first.action), said(action), ', and')}`);
    // "… that lets you log sends with grade, with projects…": a second "with" is left out, with its thing.
    const detail = thing && !holdsWith(first.action, thing) ? `, with ${thing}` : '';
    return asSentence(`${opener} ${said(first.action)}${detail}`);
  }
  const things = thing ? pairOf(lead, thing, ', plus') : lead;
  return asSentence(`${what} ${holdsWith(things) ? 'that has' : 'with'} ${things}`);
}
