import { brandsIn, brandWarnings, isBrandKeyword, isBrandName } from './support';

/** Issue 28, item 6: the name check folds spelling and finds brands as whole words; copy stays free of word-brands. */

describe('isBrandName: a name equal to a brand or containing one', () => {
  it.each(['Ryanair', 'Lufthansa', 'Wolt', 'Tesla App', 'Duolingo HQ', 'Headspace 2', 'pokemon go', 'Pokémon-Go', 'Uber Eats!'])(
    'When the name is %s, then it is a brand after folding case, spaces, accents and a trailing app/hq/number',
    (name) => expect(isBrandName(name)).toBe(true),
  );

  it.each(['Google Maps Tracker', 'Habit Spotify', 'TrackZillow', 'Day One Journal'])(
    'When the name is %s, then the brand it contains as a word is found',
    (name) => expect(isBrandName(name)).toBe(true),
  );

  it.each(['Notion', 'Calm App', 'Things 3', 'Bear'])('When the name is the ordinary-word brand %s, then it is refused', (name) =>
    expect(isBrandName(name)).toBe(true),
  );

  it.each(['Calm Habit', 'Notion Garden', 'Clear Budget', 'Streaks Quest', 'HiveLedger', 'TideLog'])(
    'When %s only uses an ordinary word that is also a brand, then it is not a brand',
    (name) => expect(isBrandName(name)).toBe(false),
  );

  it.each(['WatchKit', 'TypeKit', 'CameraKit', 'CameraX', 'Jetpack', 'Habit ResearchKit'])(
    'When the name is the platform framework or developer brand %s, then it is refused',
    (name) => expect(isBrandName(name)).toBe(true),
  );

  it('When a name only has a "<word>Kit" framework inside other words, then it is not a brand (HealthKitchen, ParkIt)', () => {
    expect(['HealthKitchen', 'ParkIt', 'GameKitten'].filter(isBrandName)).toEqual([]);
  });

  // Set I (bench/briefs/spent-2026-11-29c/reading-i.md): "Silver Chanter" is a piping competition, "Ready Room" a show.
  it.each(['Silver Chanter', 'Ready Room', 'Tock'])(
    'When the name is the event, show or word brand %s, then it is refused',
    (name) => expect(isBrandName(name)).toBe(true),
  );

  it('When the visitor\'s own name holds an ordinary word that is also a brand ("Tock" in "Tick Tock Meadow"), then no warning', () => {
    expect(isBrandName('Tick Tock Meadow')).toBe(false);
    expect(
      brandWarnings('Tick Tock Meadow', [{ label: 'Your description', text: 'Tick Tock Meadow teaches the clock.' }]),
    ).toEqual([]);
  });
});

describe('brandsIn: brands mentioned in running copy', () => {
  it.each([
    'Find my keys in seconds.',
    'See every sleep cycle at a glance.',
    'Indeed, it works offline.',
    'A clear view of your things, day one.',
    'Pinch to zoom in on any photo.',
    'Among us beekeepers, logs matter.',
    'Tide tables and a kayak launch map.',
    'Open windows and alphabet games for kids.',
  ])('When the copy is "%s", then no ordinary word counts as a brand', (text) => expect(brandsIn(text)).toEqual([]));

  it('When copy names brands, then each is found once, the longest mention first, as the list spells it', () => {
    expect(brandsIn('Sync with Google Maps, share to instagram and pay with Apple Pay.')).toEqual([
      'Google Maps',
      'Instagram',
      'Apple Pay',
    ]);
    expect(brandsIn('Export to Notion or Things, or post on Threads.')).toEqual(['Notion', 'Things', 'Threads']);
    expect(brandsIn('Book with Ryanair or easyJet.')).toEqual(['Ryanair', 'easyJet']);
  });

  it('When a brand that is also a word is listed beside another brand, then it counts however it is written', () => {
    expect(brandsIn('payment webhooks from stripe/paypal shown raw')).toEqual(['Stripe', 'PayPal']);
    expect(brandsIn('works in safari and firefox')).toEqual(['Safari', 'Firefox']);
    expect(brandsIn('a red stripe marks the lane')).toEqual([]);
  });

  it("When the visitor's own app name is a brand word, then it is not reported", () => {
    expect(brandsIn('Welcome to Ryanair, the app.', ['Ryanair'])).toEqual([]);
  });

  it('When a keyword is a brand that is not an ordinary word, then it is a brand keyword', () => {
    expect(isBrandKeyword('lufthansa')).toBe(true);
    expect(isBrandKeyword('calm')).toBe(false);
  });
});
