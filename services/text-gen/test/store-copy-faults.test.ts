import { LandingPageRequest, StoreDescriptionRequest } from '@aiapp/contracts';
import { callsToAction, capitalizeFirst, joinsSentence, readPhrase, spelledOut, whatItIs } from '@aiapp/listing-copy';
import { writeStoreDescription } from '../src/domain/store-description/built-in';
import { withoutRepeatedSentences } from '../src/domain/store-description/built-in/listing-texts';
import { landingCopy } from '../src/domain/landing-page/landing-copy';

// Briefs written for these tests, one per fault class the readers of the spent sets named
// (bench/briefs/spent-2026-11-28/reading-e.md, store sections).

/** A brief that says nothing about data and whose features name nothing a call to action can hold. */
const KILN = StoreDescriptionRequest.parse({
  app_name: 'Kilnmate',
  app_category: 'Lifestyle / Pottery',
  app_type: 'utility',
  key_features: [
    'firing log for each kiln load, with cone and peak temperature, and notes on every glaze you used that day',
    'glaze recipes scaled to any batch size',
  ],
  unique_selling_points: ['Made by a studio potter'],
});

const allTexts = (request: StoreDescriptionRequest) => {
  const copy = writeStoreDescription(request);
  return [
    copy.play_store_description,
    copy.app_store_description,
    copy.short_description,
    copy.promotional_text,
    ...copy.variations.map((variation) => variation.description),
  ];
};

describe('calls to action', () => {
  it('When no feature can be named, then the listing has no closing line at all rather than "Get X today."', () => {
    expect(callsToAction('Kilnmate', ['firing log for each kiln load, with cone and peak temperature, and notes'])).toEqual([]);
    for (const text of allTexts(KILN)) expect(text).not.toMatch(/\b(?:Download|Get|Install) Kilnmate(?: today)?[.!]/);
  });

  it('When one feature names the app subject, then the first call to action is the one that names it', () => {
    const lines = callsToAction('Kilnmate', ['Share with your studio', 'Log each kiln firing'], {
      singular: 'kiln',
      topic: 'kilns',
      confident: true,
    });
    expect(lines[0]).toBe('Get Kilnmate and log each kiln firing.');
  });

  it('When a landing page has no store link, then no step says "Download X on your phone" and no answer is the bare kind', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Mowdash',
        category: 'Games / Racing',
        description: 'Race ride-on lawnmowers through back gardens.',
        features: ['Race ride-on lawnmowers through back gardens'],
      }),
    );
    const texts = [...copy.steps.map((step) => step.text), ...copy.faq.map((item) => item.answer)];
    expect(texts.join(' ')).not.toMatch(/on your phone|is a racing game\./);
  });
});

describe('privacy pointer', () => {
  it('When the brief says nothing about data, then the pointer does not assume the app collects any', () => {
    for (const text of allTexts(KILN)) {
      expect(text).not.toMatch(/collects/);
      expect(text).toMatch(/data safety|App Privacy|^(?![\s\S]*(?:YOUR DATA))/);
    }
  });
});

describe('frames take only the phrases they need', () => {
  it('When a line opens with a verb in its -s form before "with" and an object, then it reads as an action, not "has pairs with"', () => {
    expect(readPhrase('pairs with the Kilnmate bluetooth probe')?.action).toBe('pair with the Kilnmate bluetooth probe');
    expect(readPhrase('pairs with Bluetooth kiln sensors')?.action).toBe('pair with Bluetooth kiln sensors');
  });

  it.each([
    'app names a random glaze in the shelf category',
    'hirers request a kiln slot, the studio approves',
    'members book a firing online',
    "who's firing thurs + who's bringing which pots",
    'point camera to speaks glaze name out loud',
  ])('When a thing is a clause ("%s"), then it joins no frame', (line) => {
    const phrase = readPhrase(line);
    expect(phrase?.action).toBeNull();
    expect(joinsSentence(phrase ?? { action: null, thing: null })).toBe(false);
  });

  it.each([
    'a kiln log with photo check-in to see the glaze results',
    'glaze layers that scatter colour',
    'teams, timer + score cards',
  ])('When a noun phrase has a purpose or a detail ("%s"), then it still joins a frame', (line) => {
    expect(joinsSentence(readPhrase(line) ?? { action: null, thing: null })).toBe(true);
  });

  it('When a feature is a clause, then the first sentence leaves it out rather than "with app names …"', () => {
    const sentence = whatItIs({
      app: 'Glazeguess',
      kind: 'party game',
      subject: { singular: 'glaze', topic: 'glazes', confident: true },
      features: ['glaze charades with pots as props', 'app names a random glaze in the shelf category'].map(
        (line) => readPhrase(line) ?? { action: null, thing: null },
      ),
    });
    expect(sentence).toBe('Glazeguess is a party game that has glaze charades with pots as props.');
  });

  it('When a line holds a mark inside brackets, then it is kept whole and never leaves a stray ")" behind', () => {
    const text = 'FEATURES\n• Random glaze per round (celadon, tenmoku, shino..)\n• Teams and timer';
    expect(withoutRepeatedSentences(text)).toBe(text);
  });

  it('When the first sentence is too long for the promotional text, then it is shortened by features, never cut with "…"', () => {
    const copy = writeStoreDescription(
      StoreDescriptionRequest.parse({
        app_name: 'Kilnmate',
        app_category: 'Lifestyle / Pottery',
        app_type: 'utility',
        target_audience: 'studio potters, ceramics teachers and small community studios that share one electric kiln',
        key_features: [
          'connect the wifi kiln controller to watch the firing curve live and get an alert at peak temperature',
          'log every glaze you used on each pot in the kiln load and the shelf it stood on and its result',
        ],
        unique_selling_points: [],
      }),
    );
    expect(copy.promotional_text).not.toMatch(/…/);
    expect(copy.promotional_text).toMatch(/^Kilnmate is a pottery app/);
  });
});

describe('shorthand in generated sentences', () => {
  it.each([
    ['keeps firing while ur away', "keeps firing while you're away"],
    ['tune ur kiln', 'tune your kiln'],
    ['a potter comes to ur home or studio', 'a potter comes to your home or studio'],
    ['reminder b4 each firing', 'reminder before each firing'],
    ['onion skin so u can see the last glaze', 'onion skin so you can see the last glaze'],
    ["who's firing thurs", "who's firing Thursday"],
    ['open studio every tues', 'open studio every Tuesday'],
    ['race thru the studio', 'race through the studio'],
  ])('When a line says "%s", then the copy spells it out', (line, spelled) => {
    expect(spelledOut(line)).toBe(spelled);
  });

  it('When a line opens with a unit or brand written with an inner capital, then its bullet keeps it ("dB", not "DB")', () => {
    expect(capitalizeFirst('dB meter with timestamp')).toBe('dB meter with timestamp');
    expect(readPhrase('dB meter with timestamp')?.bullet).toBe('dB meter with timestamp');
    expect(capitalizeFirst('decibel meter')).toBe('Decibel meter');
  });

  it('When "u" is a unit or part of a name, then it stays', () => {
    expect(spelledOut('50 u insulin')).toBe('50 u insulin');
    expect(spelledOut('U-Bahn map')).toBe('U-Bahn map');
  });

  it('When a brief writes "ur", then no generated sentence of the store text keeps it', () => {
    const request = StoreDescriptionRequest.parse({
      app_name: 'Kilnmate',
      app_category: 'Lifestyle / Pottery',
      app_type: 'utility',
      key_features: ['track ur kiln firings thru the week', 'glaze notes w/ photos'],
      unique_selling_points: [],
    });
    const copy = writeStoreDescription(request);
    const generated = [copy.play_store_description.split('\n')[0], copy.short_description, copy.promotional_text].join(' ');
    expect(generated).not.toMatch(/\bur\b|\bthru\b|w\//);
  });
});

describe('a lexicon gloss claims nothing the line does not say (set I: bench/briefs/spent-2026-11-29c/reading-i.md)', () => {
  it("When a children's app has a parent area that only shows progress, then no gloss claims settings or limits", () => {
    const request = StoreDescriptionRequest.parse({
      app_name: 'Clockface Meadow',
      app_category: 'Kids / Ages 5-8',
      app_type: 'education',
      target_audience: 'children learning to read an analog clock, and their parents',
      key_features: [
        'drag the clock hands to match the time',
        'parent area behind a grown-up check shows progress',
        'works offline',
      ],
      unique_selling_points: ['No ads'],
    });
    for (const text of allTexts(request)) expect(text).not.toMatch(/in control|limits|grown-ups can reach|for how long/i);
  });
});
