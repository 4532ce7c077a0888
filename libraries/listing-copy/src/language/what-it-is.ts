import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import { singular, words } from '@aiapp/text';
import { asSentence, pairOf, withArticle } from './phrasing';
import type { Phrase } from './feature-phrases';
import type { AppSubject } from './subject';

/**
 * The kind of app with its subject in it: "beekeeping app" when the kind already says it, "plant
 * app" for a plant-care app filed as "House & Home", the kind alone when no subject stands out
 * with confidence.
 */
export function kindWithSubject(kind: string, subject: AppSubject | null): string {
  if (!subject?.confident) return kind;
  if (mentionsSubject(kind, subject)) return kind;
  // "practice management app", "indoor navigation app": a kind the visitor named beats one read from the features.
  if (!isShelfKind(kind)) return kind;
  return `${subject.singular} ${kind.endsWith('game') ? 'game' : 'app'}`;
}

/** A kind made of store shelf words only ("house and home app", "medical app"), which says where an app is filed. */
function isShelfKind(kind: string): boolean {
  return words(kind)
    .filter((word) => !KIND_GLUE.has(word))
    .every((word) => STORE_SHELF_WORDS.has(singular(word)));
}
const KIND_GLUE = new Set(['and', 'app', 'game', 'children', 's']);

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
  subject: AppSubject | null;
  /** The visitor's features in their order, each read as an action ("log each hive inspection") or a thing ("photo notes per frame"). */
  features: readonly Pick<Phrase, 'action' | 'thing'>[];
}

/** The features a first sentence draws on: the visitor lists what matters most first. */
const LEAD_FEATURES = 3;

/**
 * What the app is and does, with its subject, for the first sentence people and stores read, led
 * by the visitor's first feature: "Hivewise is a beekeeping app that lets you log each hive
 * inspection, with varroa mite counts and treatment history."
 */
export function whatItIs({ app, kind, subject, features }: AppIdentity): string {
  const what = `${app} is ${withArticle(kindWithSubject(kind, subject))}`;
  const lead = features.slice(0, LEAD_FEATURES);
  const actions = lead.flatMap((feature) => feature.action ?? []);
  const things = lead.flatMap((feature) => feature.thing ?? []);
  const [action, nextAction] = actions;
  const [thing, nextThing] = things;
  const holdsWith = (...parts: (string | undefined)[]) => parts.some((part) => part && /\swith\s/i.test(part));
  if (lead[0]?.action && action) {
    if (nextAction) return asSentence(`${what} that lets you ${pairOf(action, nextAction, ', and')}`);
    // "… that lets you log sends with grade, with projects…": a second "with" is left out, with its thing.
    return asSentence(
      thing && !holdsWith(action, thing) ? `${what} that lets you ${action}, with ${thing}` : `${what} that lets you ${action}`,
    );
  }
  if (thing) {
    const things = nextThing ? pairOf(thing, nextThing, ', plus') : thing;
    return asSentence(`${what} ${holdsWith(things) ? 'that has' : 'with'} ${things}`);
  }
  return asSentence(what);
}
