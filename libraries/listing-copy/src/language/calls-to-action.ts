import { joinsSentence } from './feature-mentions';
import { readPhrase } from './feature-phrases';
import { isShortPhrase } from './phrasing';
import { isSideFeature } from './side-features';
import type { AppSubject } from './subject';
import { mentionsSubject } from './what-it-is';

/** Lines that end a listing with something the app does, the visitor's own action or thing filling the slot. */
const WITH_ACTION = ['Download {app} and {action}.', 'Get {app} and {action}.', 'Install {app} and {action}.'];
const WITH_THING = ['Download {app} for {thing}.', 'Get {app} for {thing}.', 'Install {app} for {thing}.'];
/** How many of the first features a call to action may name: the ones the visitor put first. */
const NAMED_FEATURES = 3;
const MAX_WORDS = 8;

/**
 * Calls to action for one app, in order: each names one of its first features as a person would
 * ("Download Hivewise and log each hive inspection.", "Get Pinewood for illustrated bedtime
 * stories."), never a setting or a side line ("Get Portside Hop for port maps." closes a ferry
 * app on nothing): only those that name the app's subject when some do. None when no feature can
 * be named: "Get Hivewise today." says nothing, and a listing without a close loses nothing.
 */
export function callsToAction(app: string, features: readonly string[], subject: AppSubject | null = null): string[] {
  const named = features
    .filter((line) => !isSideFeature(line, `${app} ${subject?.topic ?? ''}`))
    .slice(0, NAMED_FEATURES)
    .flatMap((line) => {
      const phrase = readPhrase(line);
      const said = phrase?.action ?? phrase?.thing;
      // "Install X and remember your frame sizes": an action the app does is no call to the user.
      const usable = phrase && said && phrase.actor !== 'app' && joinsSentence(phrase) && isShortPhrase(said, MAX_WORDS);
      return usable ? [{ action: phrase.action, said }] : [];
    })
    .map(({ action, said }, index) =>
      action
        ? (WITH_ACTION[index % WITH_ACTION.length] ?? '').replace('{action}', said)
        : (WITH_THING[index % WITH_THING.length] ?? '').replace('{thing}', said),
    );
  const namesSubject = (line: string) => subject !== null && mentionsSubject(line.replaceAll('{app}', ''), subject);
  const naming = named.filter(namesSubject);
  return (naming.length > 0 ? naming : named).map((line) => line.replaceAll('{app}', app));
}

/**
 * Calls to action that name the app's core feature, the one carrying its subject ("Download
 * Hivewise and log each hive inspection."): a page that ends on a side feature ("Get Brambleguard
 * Arena and spectate friends.") says the wrong thing about the app. Empty when no feature names
 * the subject: the page then has no closing line ("Download Hivewise." says nothing beside the store buttons).
 */
export function coreCallsToAction(app: string, features: readonly string[], subject: AppSubject | null): string[] {
  if (subject === null) return [];
  return callsToAction(app, features, subject).filter((line) => mentionsSubject(line.replaceAll(app, ''), subject));
}
