import { callsToAction, readPhrase, spelledOut, whatItIs } from './support';

/** Feature lines quoted as developers typed them, with the faults a reader found in the copy made from them. */
describe('who does what a feature line says', () => {
  it.each([
    ['suggests % to put aside for tax + NI (UK) - u can change the %', 'app'],
    ['remembers ur frame sizes', 'app'],
    ['pairs w/ smart doorbell + smoke alarm listener', 'app'],
    ['notifies the admin by email', 'app'],
    ['Track workouts with GPS', 'user'],
    ['You can share lists', 'user'],
  ])('When the line is "%s", then the one who acts is the %s', (line, actor) => {
    expect(readPhrase(line)?.actor).toBe(actor);
  });

  it('When a verb in the -s form names a connection ("pairs with smart doorbell"), then it is read as a verb, not as a noun', () => {
    expect(readPhrase('pairs w/ smart doorbell + smoke alarm listener')).toMatchObject({
      action: 'pair with a smart doorbell and a smoke alarm listener',
      thing: null,
    });
  });

  it('When the app acts, then the first sentence says the app does it, not "lets you"', () => {
    const features = ['suggests % to put aside for tax', 'pairs w/ smart doorbell'].map(
      (line) => readPhrase(line) ?? { action: null, thing: null },
    );
    expect(whatItIs({ app: 'Knockflash', kind: 'utility app', subject: null, features })).toBe(
      'Knockflash is a utility app that suggests % to put aside for tax and pairs with a smart doorbell.',
    );
  });

  it('When the app acts, then no call to action asks the visitor to do it', () => {
    expect(callsToAction('Nailmark Level', ['remembers ur frame sizes', 'Level any frame'])).toEqual([
      'Download Nailmark Level and level any frame.',
    ]);
  });
});

describe('shorthand and symbols spelled out', () => {
  it.each([
    ['calc take-home pay', 'calculate take-home pay'],
    ['tip calc', 'tip calculator'],
    ['avg temp per room', 'average temperature per room'],
    ['hrs slept', 'hours slept'],
    ['notif when done', 'notification when done'],
    ['do it urself lol!!', 'do it yourself!'],
    ['fasting timer ~12h', 'fasting timer about 12 hours'],
    ['# attendees per event', 'number of attendees per event'],
    ['dose +/- 10%', 'dose plus or minus 10%'],
    ['sat evening meetups', 'Saturday evening meetups'],
    ['festival dates in aug and jul', 'festival dates in August and July'],
  ])('When a line holds "%s", then it reads "%s"', (line, spelled) => {
    expect(spelledOut(line)).toBe(spelled);
  });

  it('When a language is named in lower case, then it gets its capital, unless the word is a verb as well', () => {
    expect(spelledOut('lessons in english')).toBe('lessons in English');
    expect(spelledOut('polish your CV')).toBe('polish your CV');
  });

  it.each([
    ['tap any word -> meaning + reading', 'tap any word'],
    ['volunteers swap shifts themselves -> admin gets notified', null],
  ])('When an arrow joins two parts ("%s"), then running text keeps only what comes before it', (line, action) => {
    const phrase = readPhrase(line);
    expect(phrase?.action).toBe(action);
    expect(`${phrase?.action} ${phrase?.thing}`).not.toMatch(/ to (?:meaning|admin)|→/);
  });
});

describe('articles in running text', () => {
  it.each([
    ['report pothole with photo to council', 'action', 'report pothole with a photo to council'],
    ['digital ticket instead of paper stub', 'thing', 'a digital ticket instead of a paper stub'],
    ['5 levels, each w/ own soundtrack', 'thing', '5 levels, each with its own soundtrack'],
  ])('When a singular countable noun is bare ("%s"), then the %s takes an article', (line, form, text) => {
    expect(readPhrase(line)?.[form as 'action' | 'thing']).toBe(text);
  });

  it('When a noun takes no article or a line names a thing, then none is added, while a bare countable object gets one', () => {
    const said = (line: string) => readPhrase(line)?.action ?? readPhrase(line)?.thing;
    expect(said('log income on the go')).toBe('log income on the go');
    expect(said('set timer on watch')).toBe('set a timer on watch');
  });

  it('When the steps of a line are actions, then each bare countable object takes an article (set I, "walk the room, snap photo")', () => {
    expect(readPhrase('walk the room, snap photo, draw an arrow at the problem')?.action).toBe(
      'walk the room, snap a photo and draw an arrow at the problem',
    );
  });
});

describe('lines read as a verb or as a compound noun alike stay bullets (issue 28: when unsure, write less)', () => {
  it.each([
    // Set I (bench/briefs/spent-2026-11-29c/reading-i.md): "lets you text adventure", "with a point camera at something".
    'text adventure on an overnight ferry, 9 passengers, 1 missing suitcase',
    'point camera at something -> it says the color name out loud',
    'Pick breed + coat -> price estimate',
    'track walk on map',
    'Access log - who opened the door and when',
  ])('When the line is "%s", then it is neither an action nor a thing', (line) => {
    expect(readPhrase(line)).toMatchObject({ action: null, thing: null });
  });

  it.each([
    // Set I: "practice chanter tuner" was "lets you practice a chanter tuner"; an -er noun of a verb names a tool.
    ['practice chanter tuner w/ note names (low G to high A)', 'thing', 'a practice chanter tuner with note names'],
    ["sub tracker — warns at 12 subs (or your league's limit)", 'thing', 'a sub tracker'],
    // Set I: "with unscramble bird names"; a prefix that undoes, before a common verb, opens an action.
    ['unscramble bird names', 'action', 'unscramble bird names'],
    ['share progress w/ your physiotherapist via a link', 'action', 'share progress with your physiotherapist via a link'],
    ['report pothole with photo to council', 'action', 'report pothole with a photo to council'],
    ['progress report for parents', 'thing', 'a progress report for parents'],
    ['bubble level for flat surfaces and walls', 'thing', 'bubble level for flat surfaces and walls'],
  ])('When the line is "%s", then it is read as a %s: "%s"', (line, form, text) => {
    expect(readPhrase(line)?.[form as 'action' | 'thing']).toBe(text);
  });

  it.each([
    'Learn mode explains the house, hammer, skip calls',
    'Run by a charity',
    'Made by pipe band tutors',
    "o'clock -> half past -> quarter past/to -> 5 min steps",
    'dogs = bosses lol',
  ])(
    'When the line "%s" is a clause with its own subject, a passive or one word before what it stands for, then it stays a bullet',
    (line) => {
      expect(readPhrase(line)).toMatchObject({ action: null, thing: null });
    },
  );

  it('When a line is read by "by" as a method ("sort recipes by date"), then it stays an action', () => {
    expect(readPhrase('sort by date')?.action).toBe('sort by date');
  });
});

describe('lines that are neither an action nor a thing', () => {
  it.each([
    'stranded on drifting sea ice, floe slowly breaks up',
    'BLE temp and humidity sensor readings live',
    'per machine',
    'volunteers swap shifts themselves',
  ])('When the line is "%s", then it is a bullet only', (line) => {
    expect(readPhrase(line)).toMatchObject({ action: null, thing: null });
  });

  it('When a noun phrase holds a time, a participle or a number, then it is still a thing, while a line that opens with a preposition is not', () => {
    expect(readPhrase('Tide tables for 3,000+ coastal stations, 7 days ahead')?.thing).not.toBeNull();
    expect(readPhrase('40 illustrated bedtime stories read aloud by real narrators')?.thing).not.toBeNull();
    expect(readPhrase('Over 200 recipes')?.thing).toBe('over 200 recipes');
    expect(readPhrase('per machine')?.thing).toBeNull();
  });
});
