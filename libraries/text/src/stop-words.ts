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
