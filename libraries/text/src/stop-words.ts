/** English function words: never keywords on their own, and they break phrases. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all almost along also although always am among an and another any anybody anyone anything are ' +
    'around as at be because been before being below between both but by can cannot could did do does doing done down during ' +
    'each either else enough even ever every everybody everyone everything few for from further get gets getting give gives go goes going got had ' +
    'has have having he her here hers herself him himself his how however i if in into is it its itself just keep keeps less let ' +
    'lets like made make makes many may me might more most much must my myself need needs never no nor not now of off often on ' +
    'nobody none nothing once one only onto or other others our ours ourselves out over own per put quite rather really same see set several shall she ' +
    'should since so some somebody someone something still such than that the their theirs them themselves then there these they this those ' +
    'though through to too under until up upon us use used uses using very via want wants was way we well were what whatever ' +
    'when where whether which while who whom whose why will with within without would yet you your yours yourself yourselves ' +
    "it's you're we're they're don't can't won't isn't aren't i'm i've you'll we'll " +
    // Typed without the apostrophe, as feature lists often are ("doesnt need root").
    'doesnt dont cant wont isnt arent didnt wasnt werent hasnt havent shouldnt wouldnt couldnt'
  ).split(/\s+/),
);

/** Marketing filler: words that describe any app, so they carry no search intent. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  'easy easily simple simply quick quickly fast great automatically instantly seconds minutes anywhere everywhere'.split(' '),
);

/** Languages whose function words `isForeignFunctionWord` knows: every list of `stopword` but English's (and its digits). */
let foreignFunctionWords: ReadonlySet<string> | null = null;

function foreignTable(): ReadonlySet<string> {
  if (foreignFunctionWords) return foreignFunctionWords;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS package of word lists
  const lists = require('stopword') as Record<string, unknown>;
  foreignFunctionWords = new Set(
    Object.entries(lists)
      .filter(([code, list]) => code !== 'eng' && code !== '_123' && Array.isArray(list))
      .flatMap(([, list]) => (list as string[]).map((word) => word.toLowerCase())),
  );
  return foreignFunctionWords;
}

/**
 * Whether a word is a function word of a language other than English ("para", "mit", "und",
 * "kwa", "sur"), from the stop-word lists of `stopword` (62 languages,
 * https://github.com/fergiemcdowall/stopword). Many are English words too ("bin", "sin", "con"):
 * ask only about words the visitor wrote in another language.
 */
export function isForeignFunctionWord(word: string): boolean {
  return foreignTable().has(word.toLowerCase());
}

/**
 * Chat shorthand and clipped spellings developers type in feature lists ("who's coming thurs",
 * "if u dont want push", "ppl", "appt", "incl", "record urself", "share to insta"): nobody searches a store with them, and a title
 * spells the word out. Common texting abbreviations as listed by Wiktionary's "Appendix:English
 * internet slang" and weekday abbreviations; a searcher types the full word, which Apple matches.
 */
export const CHAT_SHORTHAND: ReadonlySet<string> = new Set(
  (
    'u ur urs r ya yr pls plz thx tx ty ppl b4 bc cuz coz tho thru w wo w/ w/o abt smth sth msg msgs pic pics ' +
    'obv obvs btw fyi asap imo idk ok okay lol gonna wanna gotta ' +
    'appt incl approx esp notif notifs info avg etc calc hrs mins secs urself insta ' +
    'tue tues wed weds thu thur thurs fri ' +
    // Seen in set H's briefs: "make diff noise", "renew if noone waiting", "load dims", "u dont retype", "sunrise tmrw".
    'diff noone dims dont tmrw'
  ).split(' '),
);

/** Whether a word is chat shorthand or a clipped spelling (see CHAT_SHORTHAND). */
export const isChatShorthand = (word: string): boolean => CHAT_SHORTHAND.has(word.toLowerCase());

/** Loads the other languages' function words, so the first request after a service starts does not pay for it. */
export function warmForeignFunctionWords(): void {
  foreignTable();
}
