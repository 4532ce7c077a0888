/**
 * The review bank. A card is put together from lines about the features the visitor listed ("the
 * watering reminders", "identify a plant by photo"): a review says something specific about this
 * app, so no sentence fits any app once its name is swapped, and two apps of different categories
 * rarely share one. Only a card left with nothing of the brief to name says a short line about the
 * app by name (`APP_LINES`, and `REMARKS` when the brief names nothing at all). No line speaks of
 * the category ("For anything to do with fighting, this is the app I open first" stood in the
 * category label for a sumo game: a reader of set H called such verdicts generic), none makes one
 * feature the whole value ("The morning reminder alone makes it worth it", of a dress-the-bear
 * game) and none hedges on updates nobody announced. Every line is made of the claim check's
 * neutral and reviewer words plus those slots: a card never gives the app an audience, a platform
 * or a feature the visitor did not list (docs/text-generation.md, "Review previews"). Mixed and
 * critical lines speak of the reviewer's own fit and use ("I ended up not needing them"), never of
 * a bug, a crash, a missing part or a lack of "depth" the brief does not name.
 *
 * `{app}` is the app's name, `{action}` and `{thing}` a feature read as an action ("identify a
 * plant by photo") or a thing ("watering reminders"); `{is}`, `{it}`, `{them}` agree with the
 * thing ("are", "they", "them").
 */
export type Stars = 1 | 2 | 3 | 4 | 5;
/** How a card feels: 4-5 stars good, 3 mixed, 1-2 bad. */
export type Tone = 'good' | 'mixed' | 'bad';
export const toneOf = (stars: Stars): Tone => (stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad');

export const TITLES: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Exactly what I needed',
    'Worth it',
    'Five stars, easily',
    'So glad I found this',
    'A keeper',
    'Better than I expected',
    'Love it',
    'Thoughtfully made',
    'No complaints at all',
    'My go-to now',
    'Love {app}',
  ],
  4: [
    'Great app, one wish',
    'Almost perfect',
    'Very good',
    'Really useful',
    'Nearly there',
    'Good, could be great',
    'Happy with it',
    'Four stars from me',
    '{app} is nearly perfect',
  ],
  3: [
    'Mixed feelings',
    'It is okay',
    'Three stars for now',
    'Promising',
    'Decent, not amazing',
    'Has potential',
    'Fine for the basics',
    'Jury is still out',
    '{app} is okay for now',
  ],
  2: ['Not there yet', 'Two stars, might change', 'Wanted to like it', 'Not quite for me', '{app} is not for me yet'],
  1: ['Not for me', 'Not what I wanted', 'Not for me yet', 'Did not click for me'],
};

/** A card's only line when the brief gives it nothing to name: the app by name and the stars, short, and nothing more. */
export const APP_LINES: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    '{app} is exactly what I needed.',
    'Really glad I found {app}.',
    'Five stars for {app}.',
    '{app} won me over.',
    'No complaints at all about {app}.',
    'Honestly, {app} is great.',
    '{app} is a keeper.',
    'So glad I gave {app} a try.',
    '{app} is better than I expected.',
  ],
  4: [
    'I like {app} a lot.',
    'Four stars for {app}.',
    '{app} is close to five stars for me.',
    '{app} is very good overall.',
    'Happy with {app} so far.',
    '{app} is nearly perfect for me.',
    'Four stars, and {app} earned them.',
    'I would recommend {app}.',
  ],
  3: [
    '{app} is okay for now.',
    'Three stars for {app} for now.',
    'Mixed feelings about {app} so far.',
    '{app} is fine, nothing special yet.',
    'The jury is still out on {app}.',
    '{app} has potential.',
    '{app} is decent, not amazing.',
    'Some good, some not so good with {app}.',
  ],
  2: [
    '{app} has not won me over yet.',
    'Two stars for {app} for now.',
    '{app} is not quite for me.',
    'I wanted to like {app} more.',
    '{app} is not there for me yet.',
    'I expected more from {app}.',
    '{app} could be better for me.',
    '{app} is not quite there for me.',
  ],
  1: [
    '{app} is not for me.',
    'One star for {app} for now.',
    '{app} did not click for me.',
    'Sadly, {app} is not what I wanted.',
    'I expected a lot more from {app}.',
    '{app} is not for me yet.',
    '{app} is not what I was looking for.',
    'I gave {app} a try, and it is not for me.',
  ],
};

/**
 * A reviewer's remark after that line, only when the brief names nothing at all (no feature, no
 * subject): then the cards still differ in length and between apps, and claim nothing.
 */
export const REMARKS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Thank you to the team behind it.',
    'Easy recommendation.',
    'Could not ask for more.',
    'Keep it up.',
    'Recommended.',
    'Really happy with it.',
  ],
  4: [
    'Looking forward to the next update.',
    'Happy to recommend it.',
    'Taking one star off only for small things.',
    'Worth keeping.',
    'Glad I tried it.',
    'Would recommend.',
  ],
  3: [
    'Worth a try.',
    'I will check back after a few updates.',
    'Not bad at all.',
    'Okay for now.',
    'Could become a very good one.',
  ],
  2: [
    'I will try it again after an update.',
    'I will update my rating if it improves.',
    'Maybe it gets there in a few months.',
    'Not quite there yet.',
    'I will keep an eye on it.',
    'Hard to recommend right now.',
  ],
  1: [
    'I will check back after a few updates.',
    'I hope it finds its people.',
    'Maybe a later update changes my mind.',
    'Not for me right now.',
    'I will look again later.',
    'Hard to recommend for now.',
  ],
};

/**
 * Where a feature stands in the brief, for the lines that may name it: `lead`, one of the first
 * core features the visitor listed (what people get the app for); `side`, a setting, option, shop
 * housekeeping or unfinished part (`isSideFeature`); `other`, any feature between. "I got it for
 * …" and "I mostly use it to …" name a lead feature only ("I tried it to share a link with a
 * contractor" makes an aside the reason to install); a hedge ("I ended up not needing it", "I do
 * not use it much") names a side feature only ("The lift plan PDF is nicely done, but I ended up
 * not needing it" dismisses what a lifting-plan app is for). A reader of set I flagged both.
 */
export type FeatureRole = 'lead' | 'other' | 'side';

/** A bank line and the roles of the features it may name; every role when none is given. */
export interface FeatureLine {
  text: string;
  roles?: readonly FeatureRole[];
}

const LEAD = ['lead'] as const;
const SIDE = ['side'] as const;
const NOT_LEAD = ['other', 'side'] as const;

export const ACTION_LINES: Readonly<Record<Tone, readonly FeatureLine[]>> = {
  good: [
    { text: 'Being able to {action} is the reason I keep it.', roles: LEAD },
    { text: 'I mostly use it to {action}, and it does that really well.', roles: LEAD },
    { text: 'I got it to {action}, and it does exactly that.', roles: LEAD },
    { text: 'It is the first app that made it easy to {action}.' },
    { text: 'My favorite part is being able to {action}.' },
    { text: 'I love that I can {action}.' },
    { text: 'Being able to {action} is a big plus for me.' },
    { text: 'I am really glad it lets me {action}.' },
    { text: 'Being able to {action} made a real difference for me.' },
  ],
  mixed: [
    { text: 'I mainly use it to {action}, and that part does the job.', roles: LEAD },
    { text: 'I came for the option to {action}, and that part is fine.', roles: LEAD },
    { text: 'I use it to {action} now and then, and it is okay for that.', roles: NOT_LEAD },
    { text: 'Being able to {action} is useful, though I do not need it every day.', roles: SIDE },
    { text: 'Being able to {action} does the job for me.' },
    { text: 'It lets me {action}, and that part is okay.' },
    { text: 'It is fine when I need to {action}.' },
  ],
  bad: [
    { text: 'I tried it to {action}, and went back to my old way of doing it.', roles: LEAD },
    { text: 'I got it to {action}, and it is just not for me.', roles: LEAD },
    { text: 'I tried it to {action}, and I did not keep it up.', roles: LEAD },
    { text: 'Being able to {action} is a nice idea, but it did not fit how I do things.' },
    { text: 'I wanted to {action}, but it did not click for me.' },
    { text: 'I tried to {action} a few times, but I did not stick with it.' },
  ],
};

/** Lines about a thing; no ending repeats one of `ACTION_LINES`, so a card naming an action and a thing does not echo. */
export const THING_LINES: Readonly<Record<Tone, readonly FeatureLine[]>> = {
  good: [
    { text: 'The {thing} {is} exactly what I was looking for.', roles: LEAD },
    { text: 'I got it for the {thing}, and {it} {is} great.', roles: LEAD },
    { text: 'The {thing} {is} genuinely well done.' },
    { text: 'Special mention for the {thing}: really nicely thought out.' },
    { text: 'I really like the {thing}.' },
    { text: 'The {thing} {is} one of my favorite things about it.' },
    // "The unscramble bird names are a really nice touch": a touch is an extra, never the game itself.
    { text: 'The {thing} {is} a really nice touch.', roles: NOT_LEAD },
  ],
  mixed: [
    { text: 'I got it for the {thing}, and {it} {is} decent so far.', roles: LEAD },
    { text: 'The {thing} {is} handy, though I do not use {them} much yet.', roles: SIDE },
    { text: 'I have tried the {thing} a few times, and {it} {is} decent.', roles: NOT_LEAD },
    { text: 'The {thing} {is} fine for what I need.' },
    { text: 'The {thing} {is} okay so far.' },
    { text: 'The {thing} {is} not bad at all.' },
    { text: 'The {thing} {is} a good idea, and I will give {them} more time.' },
  ],
  bad: [
    { text: 'I got it for the {thing}, but {it} did not suit me.', roles: LEAD },
    { text: 'The {thing} {is} nicely done, but I ended up not needing {them}.', roles: SIDE },
    { text: 'The {thing} {is} a nice idea, but not what I was after.', roles: SIDE },
    { text: 'The {thing} did not win me over.' },
    { text: 'I gave the {thing} a go, but {it} did not grow on me.' },
    { text: 'I wanted to like the {thing}, but {it} did not stick for me.' },
    { text: 'The {thing} did not do much for me.' },
  ],
};

/** Every line of the bank, for warming the claim check at start-up. */
export const REVIEW_LINES: readonly string[] = [
  ...[TITLES, APP_LINES, REMARKS].flatMap((pools) => Object.values(pools).flat() as string[]),
  ...[ACTION_LINES, THING_LINES].flatMap((pools) =>
    Object.values(pools)
      .flat()
      .map((line) => line.text),
  ),
];

export const REVIEWER_FIRST_NAMES = [
  'Sarah',
  'James',
  'Priya',
  'Mateo',
  'Aisha',
  'Liam',
  'Yuki',
  'Chloe',
  'Daniel',
  'Fatima',
  'Noah',
  'Elena',
  'Kwame',
  'Olivia',
  'Arjun',
  'Mia',
  'Lucas',
  'Zara',
  'Ethan',
  'Sofia',
  'Omar',
  'Grace',
  'Hiro',
  'Nina',
  'Tom',
  'Ingrid',
  'Diego',
  'Amara',
  'Ravi',
  'Hannah',
  'Jonas',
  'Leila',
  'Marco',
  'Sione',
  'Beth',
  'Kenji',
  'Ana',
  'Felix',
  'Chen',
  'Isla',
  'Tariq',
  'Maya',
  'Pavel',
  'Rosa',
  'Sam',
  'Adaeze',
  'Luca',
  'Freya',
];

export const HANDLE_WORDS = [
  'coffee',
  'runner',
  'pixel',
  'maple',
  'nomad',
  'sunny',
  'techie',
  'bookworm',
  'wander',
  'cedar',
  'river',
  'echo',
  'mellow',
  'north',
  'lemon',
  'orbit',
  'tidal',
  'quiet',
  'ember',
  'fern',
];
