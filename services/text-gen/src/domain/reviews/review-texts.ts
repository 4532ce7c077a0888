/**
 * The review bank. A card is put together from parts: lines about the features the visitor listed
 * ("the watering reminders", "identify a plant by photo"), and in longer cards a line about the
 * app as a kind of app ("the best plant app I have used"), so no sentence fits any app once its
 * name is swapped, and two apps of different categories rarely share one. Every line is made of
 * the claim check's neutral and reviewer words plus those slots: a card never gives the app an
 * audience, a platform or a feature the visitor did not list (docs/text-generation.md, "Review
 * previews"). Critical lines are opinions and wishes ("I wish the reminders had more options"),
 * never a bug, a crash or a missing part the brief does not name.
 *
 * `{app}` is the app's name, `{kind}` its kind from its own category ("house and home app", or
 * just "app"), `{kinds}` the same in the plural, `{used}` "used" or, for a game, "played",
 * `{subject}` what it is about ("plants"), `{action}` and `{thing}` a feature read as an action
 * ("identify a plant by photo") or a thing ("watering reminders"); `{is}`, `{it}`, `{makes}`,
 * `{gets}` agree with the thing ("are", "they", "make", "get").
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
    'Great {kind}',
  ],
  4: [
    'Great app, one wish',
    'Almost perfect',
    'Very good',
    'Recommended with a small caveat',
    'Really useful',
    'Nearly there',
    'Good, could be great',
    'Happy with it',
    'Four stars from me',
    'Really good {kind}',
    '{app} is nearly perfect',
  ],
  3: [
    'Mixed feelings',
    'It is okay',
    'Three stars for now',
    'Promising',
    'Decent, not amazing',
    'Has potential',
    'Some good, some not',
    'Fine for the basics',
    'Jury is still out',
    '{app} is okay for now',
    'Decent {kind}',
  ],
  2: [
    'Not there yet',
    'Could be better',
    'Two stars, might change',
    'Wanted to like it',
    'Not quite for me',
    'Hoped for more',
    '{app} is not there yet',
  ],
  1: ['Not for me', 'Disappointed', 'Hoped for more', 'Not what I wanted', 'Not for me yet'],
};

/** Lines about the app as a kind of app, each naming it, for the start of a longer card or a card with no feature to name. */
export const KIND_OPENERS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Honestly, {app} is the nicest {kind} I have {used}.',
    'I have tried other {kinds}, and {app} is the one that stuck.',
    '{app} is the best {kind} I have found, and I have looked.',
    '{app} is exactly the {kind} I was looking for.',
    'Switched to {app} from another {kind}, and I am not going back.',
    '{app} is a {kind} that gets it right.',
    'Of every {kind} I have {used}, {app} is my favorite.',
    'I did not expect much, but {app} won me over as a {kind}.',
  ],
  4: [
    '{app} is a really solid {kind}.',
    'Moved to {app} from another {kind}, and it is a clear step up.',
    '{app} is a good {kind}, and close to five stars for me.',
    '{app} is a very good {kind} overall.',
    'Of the {kinds} I have tried, {app} gets the most right.',
    'As {kinds} go, {app} is one of the better ones.',
    'I like {app} a lot as a {kind}.',
    'Four stars for {app}, a {kind} I would recommend.',
  ],
  3: [
    '{app} is a decent {kind} that could become a great one.',
    'Compared with the other {kinds} I tried, {app} sits in the middle.',
    '{app} is a promising {kind}, though not quite there for me yet.',
    '{app} is an okay {kind} for now.',
    'As {kinds} go, {app} is fine but nothing special yet.',
    'Mixed feelings about {app} as a {kind}.',
    'Three stars for {app} as a {kind}, for now.',
    'I like where {app} is going as a {kind}.',
  ],
  2: [
    '{app} could be a good {kind}, but it is not there for me yet.',
    'I wanted {app} to be my {kind}, and it is not yet.',
    'As {kinds} go, {app} has not won me over.',
    'I expected more from {app} as a {kind}.',
    'Two stars for {app} as a {kind}, for now.',
    'The idea of {app} as a {kind} is good, but it is not for me yet.',
  ],
  1: [
    '{app} is not the {kind} for me.',
    'I expected a lot more from {app} as a {kind}.',
    'I tried {app} as my {kind}, and it is not for me.',
    'Of the {kinds} I have tried, {app} suited me least.',
    'Sadly, {app} is not the {kind} I hoped for.',
    'One star for {app} as a {kind}, for now.',
  ],
};

/** Lines about the app as a kind of app, for the end of a card. */
export const KIND_CLOSERS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Easy recommendation if you want a {kind}.',
    'Five stars for a {kind} that gets it right.',
    'Could not ask for more from a {kind}.',
    'The {kind} I recommend to friends now.',
    'Thank you to the team behind this {kind}.',
    'Keep it up: this is how a {kind} should be.',
  ],
  4: [
    'One of the better {kinds} I have {used}.',
    'With a little more polish, the best {kind} I know.',
    'Looking forward to the next update of this {kind}.',
    'A {kind} worth keeping.',
    'Taking one star off this {kind} only for small things.',
    'Happy to recommend this {kind}.',
  ],
  3: [
    'Worth a try if you need a {kind}, but keep your expectations in check.',
    'With a bit more polish, this could be a very good {kind}.',
    'I will keep this {kind} for now and see how the updates go.',
    'An average {kind} for now.',
    'Not bad for a {kind}, not great yet.',
    'I will check back on this {kind} after a few updates.',
  ],
  2: [
    'Hard to recommend as a {kind} right now.',
    'Maybe this {kind} will get there in a few months.',
    'I will try this {kind} again after an update.',
    'The potential of a good {kind} is there.',
    'I will update my rating of this {kind} if it improves.',
    'Not the {kind} for me right now.',
  ],
  1: [
    'Not the {kind} for me, sadly.',
    'I hope this {kind} finds its people.',
    'I will look for another {kind}.',
    'I will check back on this {kind} after a few updates.',
    'Hard to recommend this {kind} for now.',
    'Maybe a later update makes this the {kind} for me.',
  ],
};

export const ACTION_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'Being able to {action} is the reason I keep it.',
    'I mostly use it to {action}, and it does that really well.',
    'It is the first app that made it easy to {action}.',
    'My favorite part is being able to {action}.',
    'I love that I can {action}.',
    'Being able to {action} is really nicely done.',
  ],
  mixed: [
    'Being able to {action} is useful, and I hope it gets even better.',
    'I came for the option to {action}, and it is fine, not great.',
    'I use it to {action}, and I wish there were a few more options for it.',
    'Being able to {action} is nice, but I wanted a bit more depth.',
  ],
  bad: [
    'I got it to {action}, and I hoped for more than I found.',
    'The main reason I got it was to {action}, and it was not quite enough for me.',
    'Being able to {action} was the idea, but it is not for me yet.',
    'I wanted more options to {action} than it gives.',
  ],
};

export const THING_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'The {thing} {is} genuinely well done.',
    'The {thing} alone {makes} it worth it for me.',
    'Special mention for the {thing}: really nicely thought out.',
    'The {thing} {is} the best I have seen in an app like this.',
    'I really like the {thing}.',
    'The {thing} {is} exactly what I was looking for.',
  ],
  mixed: [
    'The {thing} {is} handy, but I wish {it} had a few more options.',
    'I like the {thing}, and I hope {it} {gets} more options in an update.',
    'The {thing} {is} a good start, but I wanted more depth.',
    'The {thing} {is} fine, not great.',
  ],
  bad: [
    'I got it for the {thing}, and I hoped for more.',
    'The {thing} {is} not quite what I had in mind.',
    'I wanted more from the {thing} than I found.',
    'The {thing} did not win me over.',
  ],
};

/** Lines about what the app is about ("plants", "parking"), when the brief names it. */
export const SUBJECT_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'For anything to do with {subject}, this is the app I open first.',
    'It is clearly made by people who know {subject}.',
    'It is the best app for {subject} I have {used}.',
  ],
  mixed: [
    'For {subject}, it covers the basics, but I wanted more depth.',
    'It is fine for {subject}, though I hoped for a bit more.',
  ],
  bad: ['For {subject}, I expected far more than this.', 'For {subject}, it is not the app for me yet.'],
};

/** Every line of the bank, for warming the claim check at start-up. */
export const REVIEW_LINES: readonly string[] = [
  TITLES,
  KIND_OPENERS,
  KIND_CLOSERS,
  ACTION_LINES,
  THING_LINES,
  SUBJECT_LINES,
].flatMap((pools) => Object.values(pools).flat() as string[]);

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
