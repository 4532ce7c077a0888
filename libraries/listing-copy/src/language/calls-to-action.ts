import { UNIVERSAL_CTAS } from '../data/universal-lines';
import { joinsSentence } from './feature-mentions';
import { readPhrase } from './feature-phrases';
import { isShortPhrase } from './phrasing';

/** Lines that end a listing with something the app does, the visitor's own action or thing filling the slot. */
const WITH_ACTION = ['Download {app} and {action}.', 'Get {app} and {action}.', 'Install {app} and {action}.'];
const WITH_THING = ['Download {app} for {thing}.', 'Get {app} for {thing}.', 'Install {app} for {thing}.'];
/** How many of the first features a call to action may name: the ones the visitor put first. */
const NAMED_FEATURES = 3;
const MAX_WORDS = 8;

/**
 * Calls to action for one app, in order: each names one of its first features as a person would
 * ("Download Hivewise and log each hive inspection.", "Get Pinewood for illustrated bedtime
 * stories."), so two listings rarely end alike and none ends in a line that fits any app ("find
 * out for yourself"). Lines true of every app follow, for a brief without a feature to name.
 */
export function callsToAction(app: string, features: readonly string[]): string[] {
  const named = features
    .slice(0, NAMED_FEATURES)
    .flatMap((line) => {
      const phrase = readPhrase(line);
      const said = phrase?.action ?? phrase?.thing;
      return phrase && said && joinsSentence(phrase) && isShortPhrase(said, MAX_WORDS) ? [{ action: phrase.action, said }] : [];
    })
    .map(({ action, said }, index) =>
      action
        ? (WITH_ACTION[index % WITH_ACTION.length] ?? '').replace('{action}', said)
        : (WITH_THING[index % WITH_THING.length] ?? '').replace('{thing}', said),
    );
  return [...named, ...UNIVERSAL_CTAS].map((line) => line.replaceAll('{app}', app));
}
