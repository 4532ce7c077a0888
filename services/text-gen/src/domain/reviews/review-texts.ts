/**
 * The review bank. A card is put together from parts (an opener, a line about a feature the
 * visitor listed or about what the app is about, a closer) so thousands of texts can come out of
 * it. Every line names the app, its kind, its subject or one of its features, so two apps of
 * different categories rarely share a sentence, and every line is made of the claim check's
 * neutral and reviewer words plus those slots: a card never gives the app an audience, a
 * platform or a feature the visitor did not list (docs/text-generation.md, "Review previews").
 *
 * `{app}` is the app's name, `{kind}` its kind from its own category ("house and home app", or
 * just "app"), `{subject}` what it is about ("plants"), `{action}` and `{thing}` a feature read as
 * an action ("identify a plant by photo") or a thing ("watering reminders"); `{is}`, `{it}`,
 * `{makes}`, `{works}`, `{feels}` agree with the thing ("are", "they", "make", "work", "feel").
 */
export type Stars = 1 | 2 | 3 | 4 | 5;
/** How a card feels: 4-5 stars good, 3 mixed, 1-2 bad. */
export type Tone = 'good' | 'mixed' | 'bad';
export const toneOf = (stars: Stars): Tone => (stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad');

export const TITLES: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Exactly what I needed',
    'Use it every day',
    'Finally!',
    'Worth it',
    'Five stars, easily',
    'Does what it promises',
    'So glad I found this',
    'A keeper',
    'Better than I expected',
    'Just works',
    'Love it',
    'Thoughtfully made',
    'No complaints at all',
    'My go-to now',
    'Love {app}',
    '{app} just works',
    'Great {kind}',
  ],
  4: [
    'Great app, one wish',
    'Almost perfect',
    'Very good',
    'Solid and reliable',
    'Recommended with a small caveat',
    'Really useful',
    'Nearly there',
    'Does the job well',
    'Good, could be great',
    'Happy with it',
    'Four stars from me',
    'Clear step up',
    'Really good {kind}',
    '{app} is nearly perfect',
  ],
  3: [
    'Good idea, needs polish',
    'Mixed feelings',
    'It is okay',
    'Three stars for now',
    'Promising',
    'Decent, not amazing',
    'Halfway there',
    'Has potential',
    'Some good, some not',
    'Fine for the basics',
    'Jury is still out',
    '{app} is okay for now',
    'Decent {kind}',
  ],
  2: [
    'Not there yet',
    'Frustrating',
    'Missing basics',
    'Could be better',
    'Too many rough edges',
    'Two stars, might change',
    'Disappointing so far',
    'Wanted to like it',
    'Needs more work',
    'Not as advertised for me',
    '{app} needs more work',
  ],
  1: [
    'Did not work for me',
    'Disappointed',
    'Not for me',
    'Would not recommend',
    'Needs work',
    'Uninstalled',
    'Gave up on it',
    'Not usable yet',
    'Really let down',
    'Waste of my afternoon',
    'Not impressed with {app}',
  ],
};

export const OPENERS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    '{app} does exactly what it says.',
    'I have tried a few options, and {app} is the one that stuck.',
    'Downloaded {app} on a whim, and it has earned its place on my phone.',
    'Honestly, {app} is the nicest {kind} I have used.',
    '{app} is simple, quick, and it gets out of the way.',
    'Three weeks in with {app}, and I am still impressed.',
    'I did not expect much, but {app} won me over on the first day.',
    'Clean design and no learning curve: {app} is great.',
    'Everything in {app} is where you expect it to be.',
    'I open {app} more than any other {kind} on my phone.',
    'Switched to {app} last month, and I am not going back.',
    '{app} feels like it was made by people who actually use it.',
    '{app} is the best {kind} I have found, and I have looked.',
  ],
  4: [
    'Really solid {kind}, and I open {app} most days.',
    '{app} is almost perfect.',
    'Moved to {app} from another {kind}, and it is a clear step up.',
    'Very good overall: {app} does the job and looks nice doing it.',
    '{app} is easy to pick up and has not let me down yet.',
    '{app} is a good {kind}: well-designed and quick to open.',
    'I like {app} a lot, even if it is not flawless.',
    'Four stars for {app}, and it is close to five.',
    'After a couple of weeks with {app}, I would recommend it.',
    'Setup took a few minutes and {app} has been reliable since.',
    '{app} gets most things right.',
  ],
  3: [
    '{app} has a good idea behind it, but it still feels a bit rough.',
    '{app} is okay and does the basics fine.',
    'Some parts of {app} are great, others feel unfinished.',
    'I like where {app} is going, but it is not there yet.',
    'Decent {kind}, though {app} can be slow to open on my older phone.',
    'Mixed feelings about {app} after a week.',
    '{app} is fine for what I need, nothing special yet.',
    'There is a lot to like in {app}, and a few things to fix.',
    'Three stars for {app} for now.',
    'Compared with the other options I tried, {app} sits in the middle.',
  ],
  2: [
    'I wanted to like {app}, but it crashed twice on the first day.',
    'Setting up {app} took much longer than it should have.',
    '{app} feels unfinished in places I did not expect.',
    'Too many small bugs in {app} at the moment.',
    'The idea behind {app} is good, but right now it falls short.',
    '{app} could be a good {kind}, but it is not yet.',
    'Buttons in {app} sometimes need two taps, and it adds up.',
    'I gave {app} a fair try and kept running into problems.',
    'I wanted {app} to be the {kind} I use every day, and it is not yet.',
  ],
  1: [
    '{app} would not open past the start screen on my phone.',
    'Really disappointed with {app}.',
    '{app} is not for me: too many steps for something simple.',
    'Would not recommend {app} yet.',
    '{app} kept freezing whenever I switched screens.',
    'Uninstalled {app} after two days.',
    'Nothing in {app} worked the way I expected.',
    'I expected a lot more from {app}.',
  ],
};

export const ACTION_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'Being able to {action} is the reason I keep it.',
    'I mostly use it to {action}, and it does that really well.',
    'The way it lets me {action} saves me time every week.',
    'It is the first app that made it easy to {action}.',
    'I can {action} in a couple of taps.',
    'My favorite part: I can {action} without any fuss.',
  ],
  mixed: [
    'I use it to {action}, which works, but it takes more taps than it should.',
    'Being able to {action} is useful, though it is a little slow.',
    'It lets me {action}, but the screen for it is confusing at first.',
    'I came for the option to {action}, and it is fine, not great.',
  ],
  bad: [
    'I downloaded it to {action}, and that part barely works.',
    'I tried to {action} and gave up after a few attempts.',
    'The main reason I got it was to {action}, and it kept failing.',
    'It says you can {action}, but I could not get it to work.',
  ],
};

export const THING_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'The {thing} {is} genuinely well done.',
    'I did not expect to love the {thing} as much as I do.',
    'The {thing} alone {makes} it worth it for me.',
    'The {thing} {is} a small touch that makes a big difference.',
    'Special mention for the {thing}: really nicely thought out.',
    'The {thing} {is} the best I have seen in an app like this.',
  ],
  mixed: [
    'The {thing} {is} handy but could use a few more options.',
    'I like the {thing}, when {it} {works}.',
    'The {thing} {is} a good start, but {it} {feels} basic.',
    'The {thing} {is} nice, though {it} took me a while to find.',
  ],
  bad: [
    'I got it for the {thing}, and {it} did not work for me.',
    'The {thing} {is} the whole point, and {it} {feels} half finished.',
    'The {thing} kept misbehaving on my phone.',
    'The {thing} {is} not what I expected from the description.',
  ],
};

/** Lines about what the app is about ("plants", "parking"), when the brief names it. */
export const SUBJECT_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'It has made keeping on top of {subject} so much easier.',
    'For anything to do with {subject}, this is the app I open first.',
    'I used to dread dealing with {subject}, and now it takes a minute.',
    'It is clearly made by people who know {subject}.',
  ],
  mixed: [
    'For {subject}, it covers the basics, but I wanted more depth.',
    'It helps with {subject}, though I still keep a few notes elsewhere.',
    'Good for {subject} on easy days, less so when things get busy.',
  ],
  bad: [
    'For {subject}, I expected far more than this.',
    'It made {subject} more complicated than before.',
    'I went back to my old way of handling {subject} within a week.',
  ],
};

/** Lines about using the app at all, for cards when the features and the subject are said already. */
export const USE_LINES: Readonly<Record<Tone, readonly string[]>> = {
  good: [
    'I have opened {app} every day for a few weeks now.',
    '{app} has quietly become part of my day.',
    'I open {app} without thinking about it now.',
    'Everything I need in {app} is a tap or two away.',
    'I keep coming back to {app}, which says a lot.',
  ],
  mixed: [
    '{app} works for me most days, with a few rough edges.',
    'Some days {app} is great, some days it gets in my way.',
    'I still open {app}, just not every day.',
  ],
  bad: [
    'I tried to make {app} part of my day, and it did not stick.',
    'Every time I opened {app}, something felt unfinished.',
    '{app} got in my way more than it helped.',
  ],
};

export const CLOSERS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Highly recommend {app}.',
    'Thank you to the team behind {app}!',
    'Five stars for {app}, well deserved.',
    'Keep it up, {app} team.',
    'Could not ask for more from {app}.',
    '{app} is worth every minute.',
    'Easy recommendation: get {app}.',
    'Already told my friends about {app}.',
  ],
  4: [
    'A few settings in {app} are hard to find, but I am happy.',
    'Taking one star off {app} only for small things.',
    'Looking forward to the next update of {app}.',
    'With a little more polish, {app} gets five stars from me.',
    'One or two rough edges, but {app} is a keeper.',
  ],
  3: [
    'Keeping {app} for now and hoping the next updates fix things.',
    'I will check back on {app} after a few updates.',
    'Not bad, not great: {app} is in the middle for me.',
    'With a bit more polish, {app} could be very good.',
    '{app} is worth a try, but keep your expectations in check.',
  ],
  2: [
    'Will try {app} again after an update.',
    'Hard to recommend {app} right now.',
    'I will update my rating of {app} if it improves.',
    'The potential is there in {app}, the polish is not.',
    'Maybe {app} will get there in a few months.',
  ],
  1: [
    'Deleted {app}.',
    'Uninstalling {app} until this is fixed.',
    'Please fix the basics of {app} before adding anything else.',
    '{app} is not worth the download right now.',
    'Very frustrating {kind}.',
  ],
};

/** Every line of the bank, for warming the claim check at start-up. */
export const REVIEW_LINES: readonly string[] = [
  TITLES,
  OPENERS,
  CLOSERS,
  ACTION_LINES,
  THING_LINES,
  SUBJECT_LINES,
  USE_LINES,
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
