import { appSubject, isGameCategory, isSideFeature, kindOfApp, whatItIs, withShorterList } from './support';

describe('the kind of app, from its category', () => {
  it.each([
    ['Video Players & Editors', 'video player and editor app'],
    ['Kids', "children's app"],
    ['Education / Kids 3–6 early math', 'education app'],
    ['Books & Reference / Catholic prayer', 'Catholic prayer app'],
    ['Education / Japanese', 'Japanese app'],
    ['Lifestyle / Beekeeping', 'beekeeping app'],
    ['Sports – Cricket', 'cricket app'],
    ['Wear OS', 'Wear OS app'],
    ['Field service / HVAC', 'HVAC app'],
    ['Jogos de cartas', 'app'],
    ['Educação / idiomas', 'app'],
    ['Business / Luthier workshop', 'luthier workshop app'],
    // Genres written as closed compounds the word lists lack: deck + builder, rogue + lite.
    ['Games / Deckbuilder roguelite', 'deckbuilder roguelite app'],
  ])('When the category is "%s", then the kind is "%s"', (category, kind) => {
    expect(kindOfApp(category, false, 'app')).toBe(kind);
  });
});

describe('whether a category files a game', () => {
  it.each([
    ['Games / Puzzle', true],
    ['Word game', true],
    ['Puzzle', true],
    ['Role Playing', true],
    ['Sports / Pigeon racing', false],
    ['Sports', false],
    ['Music', false],
  ])('When the category is "%s", then it files a game: %s', (category, game) => {
    expect(isGameCategory(category)).toBe(game);
  });
});

describe("the app's subject", () => {
  it('When the brief writes an acronym in capitals, then the subject keeps them', () => {
    const subject = appSubject({
      name: 'Trailmark',
      category: 'Navigation',
      features: ['Import GPX files from any app', 'Record GPX tracks offline', 'Share a GPX route'],
    });
    expect(subject).toMatchObject({ singular: 'GPX' });
  });

  it('When a feature opens with a verb the word list does not know, then that verb is not the subject', () => {
    const subject = appSubject({
      name: 'TraceTown',
      category: 'Education',
      features: ['Trace letters with your finger', 'Uppercase and lowercase letters', 'Stickers for every letter you finish'],
    });
    expect(subject?.topic).toBe('letters');
  });

  it.each([
    ['a past form', ['Phonics songs taught by a frog', 'Letter sounds taught in order', 'Blends taught slowly'], 'taught'],
    ['an everyday gerund', ["who's coming thurs", "who's coming sat", 'quiz shelf'], 'coming'],
    ['a function word of another language', ['Belegfoto mit Kamera', 'Export mit einem Tipp', 'Liste mit Summen'], 'mit'],
  ])('When the features repeat %s, then it is not the subject', (_kind, features, word) => {
    expect(appSubject({ name: 'Quayle', category: 'Lifestyle', features })?.topic.toLowerCase()).not.toBe(word);
  });

  it.each([
    ['an -ing form with an object', ['bringing your board game', 'bringing the snacks', 'board game shelf'], 'bringing'],
    ['an -ing form after "to be"', ["who's bringing which game", 'who is bringing food', 'game shelf'], 'bringing'],
    ['a time word', ['every other weekend', 'weekend swaps', 'custody schedule'], 'weekend'],
  ])('When the features repeat %s, then it is not the subject', (_kind, features, word) => {
    expect(appSubject({ name: 'Quayle', category: 'Lifestyle', features })?.topic.toLowerCase()).not.toBe(word);
  });

  it('When a category part names people beside a noun ("City builder", "Pen pals"), then the noun is its subject', () => {
    const builder = appSubject({
      name: 'Canalside Burgh',
      category: 'Games / City builder',
      features: ['build a medieval trading town along a river', 'trade barges to other towns'],
    });
    expect(builder?.singular).toBe('city');
    const pals = appSubject({
      name: 'Slowpost Pals',
      category: 'Social / Pen pals',
      features: ["letters take days to 'arrive' depending on distance", 'stamps collection from each country'],
    });
    expect(pals?.singular).toBe('pen');
  });

  it('When a feature opens with a figure, then its first word still counts ("200+ yoga classes")', () => {
    const subject = appSubject({
      name: 'Flowmat Yoga',
      category: 'Health & Fitness',
      features: ['200+ yoga classes, 10-60 min', 'Download classes to practice offline', 'Chair yoga series'],
    });
    expect(subject?.topic).toBe('yoga');
  });

  it('When the audience names a noun of the features, then it breaks the tie; a noun only the audience names is not the subject', () => {
    const features = ['Bass and treble fine tuning', 'Remote fine-tuning session', 'Find my hearing aids', 'Book a hearing test'];
    const audience = 'Adults who wear hearing aids';
    expect(appSubject({ name: 'Clear', category: 'Medical', features })?.topic).toBe('tuning');
    expect(appSubject({ name: 'Clear', category: 'Medical', audience, features })?.topic).toBe('hearing');
    expect(
      appSubject({ name: 'Probe', category: 'Developer Tools', audience: 'Developers and testers', features: ['Send requests'] })
        ?.singular,
    ).not.toBe('tester');
  });

  it('When the audience names a trade or hobby before its people ("bonsai hobbyists"), then that word counts as a feature would', () => {
    const features = ['Tree profiles with photos', 'Wiring reminders', 'Repotting calendar'];
    expect(appSubject({ name: 'Pinch Kit', category: 'Lifestyle', features })?.singular).not.toBe('bonsai');
    const subject = appSubject({
      name: 'Pinch Kit',
      category: 'Lifestyle',
      audience: 'bonsai hobbyists from beginner to club level',
      features,
    });
    expect(subject?.singular).toBe('bonsai');
  });

  it('When a category part holds two words, then the rarer one is the subject ("Pigeon racing" → pigeon)', () => {
    const subject = appSubject({
      name: 'Loft Ledger',
      category: 'Sports / Pigeon racing',
      features: ['Race results', 'Bird register'],
    });
    expect(subject?.singular).toBe('pigeon');
  });

  it('When two nouns recur equally, then the rarer word wins ("wicket" over "ball")', () => {
    const subject = appSubject({
      name: 'Scorer',
      category: 'Sports',
      features: [
        'Ball by ball scoring, no balls and wides',
        'Fall of wickets',
        'Undo last ball',
        'Summary of wickets per player',
      ],
    });
    expect(subject?.singular).toBe('wicket');
  });

  it('When the category\'s last part is an age band ("Kids / Ages 3-6"), then its word is not the subject', () => {
    const subject = appSubject({
      name: 'Puddle Bear Wardrobe',
      category: 'Kids / Ages 3-6',
      features: [
        "pulls today's forecast for ur town and the bear shows what to wear",
        'drag coat / wellies / sun hat onto the bear, bear says if its too hot or too wet',
        'Morning reminder at a time u pick',
      ],
    });
    expect(subject?.singular).toBe('bear');
  });

  it('When the audience is people living with a condition ("adults with tinnitus"), then the condition is the subject', () => {
    const features = [
      'match ur tinnitus pitch w/ a tone slider',
      'notched white/pink noise around the matched pitch',
      'sleep timer',
    ];
    expect(
      appSubject({ name: 'Hush Notch', category: 'Health & Fitness', audience: 'adults with tinnitus', features })?.topic,
    ).toBe('tinnitus');
    const glucose = ['Log blood glucose, insulin doses and carbs in seconds', 'Import readings from Apple Health'];
    const diabetes = 'People with type 1 or type 2 diabetes';
    expect(appSubject({ name: 'Glucolog', category: 'Medical', audience: diabetes, features: glucose })?.topic).toBe('diabetes');
  });

  it('When a description opens with who it is for ("For people living with tinnitus."), then what they live with is the subject', () => {
    const subject = appSubject({
      name: 'Hushring',
      category: 'Medical',
      description:
        'For People living with tinnitus. Sound therapy with notched music tuned to your pitch. Match the pitch of your tinnitus.',
      features: [
        'Sound therapy: white, pink and brown noise',
        'Notched music tuned to your pitch',
        'Match the pitch of your tinnitus',
      ],
    });
    expect(subject?.topic).toBe('tinnitus');
  });

  it('When the audience lives with one of several conditions ("a colostomy, ileostomy or urostomy"), then none of them is the subject', () => {
    const subject = appSubject({
      name: 'Pouch & Plan',
      category: 'Medical',
      audience: 'people living with a colostomy, ileostomy or urostomy',
      features: ['log pouch changes, leaks, skin irritation', 'output tracker: volume + fluid intake'],
    });
    expect(subject?.singular).toBe('pouch');
  });

  it('When the brief names people or store shelves most, then neither is the subject', () => {
    const subject = appSubject({
      name: 'FleetPulse',
      category: 'Business',
      features: ['Live truck locations for every driver', 'Driver daily truck checks', 'Driver messages', 'Business reports'],
    });
    expect(subject?.singular).toBe('truck');
  });
});

describe('what the app is, in its first sentence', () => {
  const asAction = (action: string) => ({ action, thing: null });
  const asThing = (thing: string) => ({ action: null, thing });
  it('When the features are actions, then the sentence says what you can do', () => {
    expect(
      whatItIs({
        app: 'Leafy',
        kind: 'house and home app',
        subject: null,
        features: ['identify a plant by photo', 'get watering reminders', 'log repotting'].map(asAction),
      }),
    ).toBe('Leafy is a house and home app that lets you identify a plant by photo and get watering reminders.');
  });

  it('When an action already holds an "and", then the two actions are kept apart by a comma', () => {
    expect(
      whatItIs({
        app: 'Torque Log',
        kind: 'auto and vehicle app',
        subject: null,
        features: ['log oil changes, tires, brakes and fluids', 'attach receipts to each service'].map(asAction),
      }),
    ).toBe(
      'Torque Log is an auto and vehicle app that lets you log oil changes, tires, brakes and fluids, and attach receipts to each service.',
    );
  });

  it('When the first feature is a thing, then the sentence leads with it, not with a later action', () => {
    expect(
      whatItIs({
        app: 'Pinewood',
        kind: 'story app',
        subject: null,
        features: [
          asThing('40 illustrated bedtime stories'),
          asThing('read-along word highlighting'),
          asAction('record your own voice'),
        ],
      }),
    ).toBe('Pinewood is a story app with 40 illustrated bedtime stories and read-along word highlighting.');
  });

  it('When a feature typed as a thing is a clause of its own, then the sentence leaves it out', () => {
    expect(
      whatItIs({
        app: 'Tarrow Buses',
        kind: 'navigation app',
        subject: null,
        features: [
          asThing('all 9 town routes'),
          asThing('timetable works offline'),
          asThing('customer SMS when bus late'),
          asThing('Sunday timetables'),
        ],
      }),
    ).toBe('Tarrow Buses is a navigation app with all 9 town routes and Sunday timetables.');
  });

  it('When one action leads, then a thing that follows completes it, unless that makes a second "with"', () => {
    const sentence = (features: { action: string | null; thing: string | null }[]) =>
      whatItIs({ app: 'Hivewise', kind: 'beekeeping app', subject: null, features });
    expect(sentence([asAction('log each hive inspection'), asThing('varroa mite counts')])).toBe(
      'Hivewise is a beekeeping app that lets you log each hive inspection, with varroa mite counts.',
    );
    expect(sentence([asAction('log sends with grade'), asThing('projects with attempt count')])).toBe(
      'Hivewise is a beekeeping app that lets you log sends with grade.',
    );
  });

  it('When neither the kind nor the first feature names the subject, then the second feature is one that does', () => {
    expect(
      whatItIs({
        app: 'ClearTone',
        kind: 'medical app',
        subject: { singular: 'hearing', topic: 'hearing', confident: false },
        features: [asAction('adjust volume for each ear'), asThing('bass and treble'), asAction('find your hearing aids')],
      }),
    ).toBe('ClearTone is a medical app that lets you adjust volume for each ear and find your hearing aids.');
  });
});

describe('side lines', () => {
  it('When a core line says in brackets how its data is kept ("stays on phone"), then it is still a core line', () => {
    expect(isSideFeature('log pouch changes, leaks, skin irritation (w/ photo, stays on phone)')).toBe(false);
    expect(isSideFeature('Clips saved to phone, not our servers')).toBe(true);
  });
});

describe('a list one item shorter', () => {
  it.each([
    ['log each find with GPS pin, depth, photos and signal number', 'log each find with GPS pin, depth and photos'],
    ['log pouch changes, leaks, and skin irritation', 'log pouch changes and leaks'],
    // The kept item is no noun: the items share the last one's noun.
    ['calculate hour-line angles for horizontal, vertical and declining dials', null],
    // The last item goes on after its noun: it closes more than the list.
    ['news from village council, fire brigade and sports club in one feed', null],
    ['tap, hold and swipe notes in time', null],
  ])('When the phrase is "%s", then the shorter one is %p', (phrase, shorter) => {
    expect(withShorterList(phrase)).toBe(shorter);
  });
});
