import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import { singular, words } from '@aiapp/text';
import { asSentence, pairOf, withArticle } from './phrasing';
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
  /** The visitor's features read as actions ("log each hive inspection") and as things ("photo notes per frame"). */
  actions: readonly string[];
  things: readonly string[];
}

/**
 * What the app is and does, with its subject, for the first sentence people and stores read:
 * "Hivewise is a beekeeping app that lets you log each hive inspection and track varroa mite counts."
 */
export function whatItIs({ app, kind, subject, actions, things }: AppIdentity): string {
  const what = withArticle(kindWithSubject(kind, subject));
  const both = (items: readonly string[], joiner: string) => (items[1] ? pairOf(items[0] ?? '', items[1], joiner) : items[0]);
  if (actions.length) return asSentence(`${app} is ${what} that lets you ${both(actions, ', and')}`);
  if (things.length) return asSentence(`${app} is ${what} with ${both(things, ', plus')}`);
  return asSentence(`${app} is ${what}`);
}
