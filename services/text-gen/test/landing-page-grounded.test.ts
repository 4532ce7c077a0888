import { LandingPageRequest } from '@aiapp/contracts';
import { silentLogger } from '@aiapp/test-support';
import { generateLandingPage } from '../src/domain/landing-page';
import { landingClaimCheck } from '../src/domain/landing-page/landing-claims';
import { landingCopy, type LandingCopy } from '../src/domain/landing-page/landing-copy';

const NOW = new Date('2026-11-25T12:00:00Z');
const SENTENCE = /[^.!?]+[.!?]*/g;

const PLANTS = LandingPageRequest.parse({
  app_name: 'Leafwell',
  category: 'House & Home',
  description: 'Leafwell helps you keep your houseplants alive: it knows what each plant needs.',
  features: ['Identify a plant by photo', 'Watering reminders', 'Light and humidity needs for each plant'],
});
const PHONICS = LandingPageRequest.parse({
  app_name: 'Sound Sprouts',
  category: 'Education / Kids',
  description: 'Phonics games that teach letter sounds to children aged 3 to 6. No ads and no in-app purchases.',
  features: ['Phonics games for ages 3-6', 'Letter sounds read aloud', 'No ads, no in-app purchases'],
});
const PARKING = LandingPageRequest.parse({
  app_name: 'SpotFinder',
  category: 'Navigation',
  description: 'SpotFinder shows free street parking and garage prices near you.',
  features: ['Find free parking near you', 'Live garage prices', 'Save where you parked'],
});

const textsOf = (copy: LandingCopy) => [
  copy.headline,
  copy.subhead,
  ...copy.features.map((feature) => feature.text),
  ...copy.steps.flatMap((step) => [step.title, step.text]),
  copy.audience,
  ...copy.faq.flatMap((item) => [item.question, item.answer]),
  copy.closing,
];
const visible = async (request: LandingPageRequest) => {
  const page = await generateLandingPage(request, { logger: silentLogger, now: NOW });
  return { page, text: page.html_code.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ') };
};

describe('the landing page says only what the brief supports', () => {
  test.each([PLANTS, PHONICS, PARKING])(
    'When the page for $app_name is written, then every sentence passes the claim check',
    (request) => {
      const check = landingClaimCheck(request);
      for (const text of textsOf(landingCopy(request)))
        for (const sentence of text.match(SENTENCE) ?? []) expect(check.unsupported(sentence)).toEqual([]);
    },
  );

  test('When a plant-care app is filed under House & Home, then the page speaks of plants, not of homes and cars', async () => {
    const { page, text } = await visible(PLANTS);
    expect(text).not.toMatch(/\bcars?\b|driv(?:e|er|ing)|vehicle|home and car/i);
    const copy = landingCopy(PLANTS);
    expect(`${copy.headline} ${copy.subhead}`).toMatch(/\bplants?\b/i);
    expect(page.unsupported_sentences_removed).toBe(0);
  });

  test('When a children’s app says "no in-app purchases", then nothing offers premium options or answers "Is it free?"', async () => {
    const { text } = await visible(PHONICS);
    expect(text).not.toMatch(/premium|upgrade|subscription|\bbuy\b|\bpaid\b|is it free/i);
    // The constraint is never turned into a feature card sentence ("No ads is built in").
    expect(text).not.toMatch(/no ads, no in-app purchases (?:is|are) /i);
  });

  test('When a parking finder gets a page, then it names parking up front and no outdoor fans', async () => {
    const { text } = await visible(PARKING);
    expect(text).not.toMatch(/outdoor|\bfans?\b|adventure/i);
    const copy = landingCopy(PARKING);
    expect(`${copy.headline} ${copy.subhead}`).toMatch(/parking/i);
  });

  test('When the visitor names no audience, then the page claims none; when they do, it uses their words', () => {
    expect(landingCopy(PARKING).audience).toBe('');
    const named = LandingPageRequest.parse({ ...PARKING, description: `${PARKING.description} Made for city commuters.` });
    expect(landingCopy(named).audience).toBe('Made for city commuters.');
  });

  test('When the FAQ is written, then it answers only from the brief: no price, no platform the visitor did not give', () => {
    const answers = landingCopy(PHONICS)
      .faq.map((item) => `${item.question} ${item.answer}`)
      .join(' ');
    expect(answers).not.toMatch(/free to|price|cost|iphone|android|ipad|tablet/i);
    // No "What is it? It is a children's app.": the kind alone says less than the subhead above it.
    expect(answers).not.toMatch(/Sound Sprouts is a children's app\./);
  });
});

describe('the landing page leads with what the app does', () => {
  it('When the first feature is an action, then the headline is that action with the app; the closing names a feature too', () => {
    const copy = landingCopy(PARKING);
    expect(copy.headline).toBe('Find free parking near you with SpotFinder');
    expect(copy.closing).toMatch(/^(Download|Get|Install) SpotFinder (and|for) .*(parking|garage prices|where you parked)/);
  });

  it('When the first feature is a thing, then the headline is the app and that thing', () => {
    expect(landingCopy(PHONICS).headline).toBe('Sound Sprouts: phonics games for ages 3-6');
  });

  it('When the visitor wrote only a description, then its lists are the features and its opening the kind: no bare "an app"', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Quillmoss',
        description:
          'A journaling app for gardeners: log what you planted and when, photo each bed weekly, and get frost warnings for your postcode. No ads.',
      }),
    );
    expect(copy.features.map((feature) => feature.title)).toEqual([
      'Log what you planted and when',
      'Photo each bed weekly',
      'Get frost warnings for your postcode',
      'No ads',
    ]);
    expect(copy.subhead).toMatch(/^Quillmoss is a journaling app that lets you log what you planted and when/);
    // A negation is a constraint, said as the visitor said it: no card sentence promises more ("The screen is yours…").
    expect(copy.features.find((feature) => feature.title === 'No ads')?.text).toBe('');
    expect(copy.headline).not.toMatch(/an app$/);
  });
});

describe('the landing page writes no empty or broken lines (issue 28, reading E)', () => {
  const WATCH = LandingPageRequest.parse({
    app_name: 'Whistlebox',
    category: 'Sports officiating',
    description: 'A match clock for referees.',
    features: ['match timer on wrist, pauses w/ a tap', 'Log cards by team'],
  });

  it('When no store link is given, then no step says "Download it on your phone"', () => {
    expect(
      landingCopy(WATCH)
        .steps.map((step) => step.text)
        .join(' '),
    ).not.toMatch(/on your phone/);
  });

  it('When the FAQ is written, then it does not answer "What is it?" with the kind alone', () => {
    expect(
      landingCopy(WATCH)
        .faq.map((item) => item.answer)
        .join(' '),
    ).not.toMatch(/is an? [\w ]*app\.$/);
  });

  it('When the first feature is a label, then the first step does not use it as a verb', () => {
    expect(
      landingCopy(WATCH)
        .steps.map((step) => step.text)
        .join(' '),
    ).not.toMatch(/and match timer/);
  });
});

describe('the landing page ends and starts on the app’s core feature (issue 28, reading F)', () => {
  const TILES = LandingPageRequest.parse({
    app_name: 'Jasmine Kettle Tiles',
    category: 'Games / Mahjong solitaire',
    description: 'A tile-matching mahjong solitaire game with a tea house theme.',
    features: ['large tile option for older eyes / tablets', 'spectate friends', 'daily challenge with calendar stamps'],
  });

  it('When no feature carries the app’s subject, then there is no closing line and no step starts on a side feature', () => {
    const copy = landingCopy(TILES);
    expect(copy.closing).toBe('');
    expect(copy.steps.map((step) => step.text).join(' ')).not.toMatch(/large tile option|spectate/);
  });

  it('When the page has store links but no closing line, then the closing band holds the buttons and no empty "Download X."', async () => {
    const { text, page } = await visible(
      LandingPageRequest.parse({ ...TILES, play_store_url: 'https://play.google.com/store/apps/details?id=com.example.tiles' }),
    );
    expect(page.html_code).toContain('Get it on Google Play');
    expect(text).not.toMatch(/Download Jasmine Kettle Tiles\./);
    expect(page.html_code).not.toMatch(/<p><\/p>/);
  });

  it('When one feature carries the subject, then the closing names that feature, not the first one', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({ ...PARKING, features: ['Share with your family', 'Find free parking near you'] }),
    );
    expect(copy.closing).toMatch(/^(Download|Get|Install) SpotFinder and find free parking near you\.$/);
  });
});

describe('feature sentences hold for the visitor’s feature, not for another one with the same word (issue 28, reading F)', () => {
  const sentencesFor = (features: string[], category = 'Utilities') =>
    landingCopy(LandingPageRequest.parse({ app_name: 'Testapp', category, description: 'An app.', features }))
      .features.map((feature) => feature.text)
      .join(' ');

  it('When a sauna app has a session timer, then no card speaks of focus or putting the phone down', () => {
    expect(sentencesFor(['session timer w/ vibration at the end', 'Log sessions'], 'Sauna')).not.toMatch(
      /focus|put the phone down|one thing done|distraction/i,
    );
  });

  it('When a game is "Premium, no microtransactions", then no card offers premium options or upgrades', () => {
    expect(sentencesFor(['Craft shelters', 'Premium, no microtransactions'], 'Games / Survival')).not.toMatch(
      /premium options|upgrade|extras are optional|want more/i,
    );
  });
});

describe('the headline promises what the visitor put first, never a side of the app (issue 28, set H)', () => {
  const page = (category: string, features: string[]) =>
    landingCopy(LandingPageRequest.parse({ app_name: 'Testapp', category, description: 'An app.', features }));

  it('When the first lines are typed in shorthand, then the headline is the first as typed, not a later one that reads well', () => {
    const copy = page('Games / Fighting', [
      '1v1 sumo fighter: push, slap, belt grab, throw',
      'stamina + balance meter, step out = lose',
      '15 wrestlers each w/ own kimarite (winning techniques)',
      'local 2-player on one tablet, online ranked',
    ]);
    expect(copy.headline).not.toMatch(/2-player|wrestlers|stamina/);
    // The first line as the visitor typed it, without its list: no frame around shorthand.
    expect(copy.headline).toBe('Testapp: 1v1 sumo fighter');
  });

  it('When the first line is a setting, then the headline is the first core feature', () => {
    const copy = page('Games / Mahjong solitaire', [
      'large tile option for older eyes',
      'Match tiles in a tea house',
      'Daily challenge',
    ]);
    expect(copy.headline).toBe('Match tiles in a tea house with Testapp');
  });

  it('When a feature line is "Ad-free", then its card adds no sentence about ads', () => {
    const copy = page('Games / Puzzle', ['Slide tiles to solve the picture', 'Ad-free']);
    expect(copy.features.find((feature) => feature.title === 'Ad-free')?.text).toBe('');
  });
});

describe('the subhead joins core features only (issue 28, set H)', () => {
  const subheadOf = (app: string, category: string, features: string[]) =>
    landingCopy(LandingPageRequest.parse({ app_name: app, category, description: 'An app.', features })).subhead;

  it('When the brief lists "Free" and "No account", then the subhead never says "with free" or "with no account"', () => {
    const subhead = subheadOf('PanelSpeak', 'Utilities / Accessibility', [
      'point camera at washing machine / oven / microwave display, reads digits + icons aloud',
      'learns ur appliance: take photos of each mode once w/ a sighted helper',
      'Free',
      'No account',
    ]);
    expect(subhead).toMatch(/^PanelSpeak is an? [\w ]+ app that learns your appliance/);
    expect(subhead).not.toMatch(/with free|no account/i);
  });

  it('When a feature reads as neither an action nor a thing, then the subhead is led by the next one, not left as the kind', () => {
    const subhead = subheadOf('Thermal Ridge Soaring', 'Games / Simulation', [
      'sailplane sim: find thermals, ridge lift, wave, no engine',
      'variometer audio beeps like the real one',
      'cross-country tasks w/ turnpoints',
    ]);
    expect(subhead).toBe('Thermal Ridge Soaring is a simulation game that has cross-country tasks with turnpoints.');
  });
});

// Briefs of spent set I (bench/briefs/spent-2026-11-29c/fresh-i.json), as bench/brief-requests.mjs sends them.
describe('landing copy true for every app it is used on (set I)', () => {
  it("When a children's clock app works offline, then its card invents no plane, underground or phone mast", () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Tick Tock Meadow',
        category: 'Kids / Ages 5-8',
        description: 'For children 5-8 learning to read an analog clock, and their parents.',
        features: [
          'drag the clock hands to match the time the animals ask for',
          "o'clock -> half past -> quarter past/to -> 5 min steps",
          'Spoken prompts, no reading needed at the start',
          'parent area behind a grown-up check shows progress',
          'works offline',
        ],
      }),
    );
    expect(textsOf(copy).join(' ')).not.toMatch(/plane|underground|mast|basement|travel/i);
  });

  it('When a feature is a later line (interval sessions of a rowing watch app), then the closing does not call to it', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'StrokeRate Wear',
        category: 'Wear OS',
        description: 'For rowers and erg users, club and masters level.',
        features: [
          'stroke rate (spm) + split on ur wrist, on water or erg',
          'haptic buzz when rate drifts out of target band',
          'Interval sessions: e.g. 8x500m / 2min rest',
          'heart rate from watch sensor',
          'Syncs sessions to the phone app and Health Connect',
          'Works w/o phone on the water',
          'Not a medical device',
        ],
      }),
    );
    expect(copy.closing).not.toMatch(/interval sessions/i);
  });

  it('When the first core line is a short list, then the headline is that line after the name, not "X, a strategy game"', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Ironclad Tides',
        category: 'Games / Strategy',
        description: 'For strategy players who like async multiplayer.',
        features: [
          'Turn-based naval battles on a hex map, 1860s ironclads',
          'async multiplayer: take ur turn whenever, game waits up to 72h',
          'campaign vs AI, 18 missions',
        ],
      }),
    );
    expect(copy.headline).toBe('Ironclad Tides: turn-based naval battles on a hex map, 1860s ironclads');
  });

  it('When the first core line is notation ("dogs = bosses", "open -> fixed"), then it is no headline', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Postbag Rogue',
        category: 'Games / Card',
        description: 'For fans of roguelike deckbuilders.',
        features: ['dogs = bosses lol', 'Status: open -> fixed -> approved'],
      }),
    );
    expect(copy.headline).not.toMatch(/=|->/);
  });
});

describe('a card keeps the words after its title only when they stand as a sentence', () => {
  // Set I (bench/briefs/spent-2026-11-29c/reading-i.md): "Banking, medical appointments,
  // relationships, jokes." stood alone, cut from its head, and "every tues" kept its shorthand.
  const STEMS = LandingPageRequest.parse({
    app_name: 'Stem Order',
    category: 'Business',
    description: 'Wholesale flower orders for florists.',
    features: [
      'set standing orders: 3 boxes eucalyptus every tues',
      'adult vocabulary out of the box — banking, medical appointments, relationships, jokes',
      'Capsule builder: pick 30 items, see outfits count',
    ],
  });

  it('When the words after a title are a list of things, then they are no card text; a step or an example after a title is', () => {
    const texts = landingCopy(STEMS).features.map(({ text }) => text);
    expect(texts.join(' ')).not.toMatch(/jokes|tues\b/);
    expect(texts).toContain('3 boxes eucalyptus every Tuesday.');
    expect(texts).toContain('Pick 30 items, see outfits count.');
  });
});
