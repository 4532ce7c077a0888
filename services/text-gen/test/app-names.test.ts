import { APP_NAME_CATEGORIES, AppNameResponse, TEXT_ENGINE_HEADER, type AppNameRequest } from '@aiapp/contracts';
import { answer, listen, rateLimited, silentLogger, startFakeOpenAi, type FakeOpenAi, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';
import { canBeNoun, isBrandName } from '@aiapp/listing-copy';
import { isPronounceable } from '../src/domain/app-names/pronounceable';
import { hasCutFragment, mergesOnSharedLetter, repeatsAWord } from '../src/domain/app-names/name-rules';
import { MIN_NAMES, nameKey, suggestAppNames } from '../src/domain/app-names/suggest-names';
import { IMAGE_WORDS } from '../src/domain/app-names/name-images';
import { stemKind } from '../src/domain/app-names/stem-nouns';
import { openAiModelClient } from '@aiapp/kit';

const post = (service: Listening, body: unknown) =>
  fetch(`${service.url}/api/generate-app-names`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function namesFrom(service: Listening, body: unknown): Promise<AppNameResponse> {
  const res = await post(service, body);
  expect(res.status).toBe(200);
  const names = AppNameResponse.parse(await res.json());
  // The gateway counts the answer against the model budget by this header.
  expect(res.headers.get(TEXT_ENGINE_HEADER)).toBe(names.engine);
  return names;
}

const squash = (name: string) => name.toLowerCase().replace(/\s+/g, '');

describe('POST /api/generate-app-names with the built-in engine', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger }));
  });
  afterAll(() => service.close());

  it.each(APP_NAME_CATEGORIES)(
    'When the category is %s, then at least 15 distinct names of at most 30 characters come back',
    async (category) => {
      const { names, engine } = await namesFrom(service, { keywords: ['habit', 'track'], category });
      expect(engine).toBe('built-in');
      expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
      expect(new Set(names.map(squash)).size).toBe(names.length);
      for (const name of names) {
        expect(name.length).toBeLessThanOrEqual(30);
        expect(isPronounceable(name)).toBe(true);
      }
    },
  );

  it('When the same keywords come twice, then the same names come back in the same order', async () => {
    const body = { keywords: ['budget', 'money'], category: 'business' };
    expect(await namesFrom(service, body)).toEqual(await namesFrom(service, body));
  });

  it("When names are suggested, then each pairs the app's thing with an image word, never a Kit/Pal or invented ending", async () => {
    const { names } = await namesFrom(service, { keywords: ['construction', 'sling', 'angle'], category: 'business' });
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    const images = new Set(IMAGE_WORDS.map(({ word }) => word));
    for (const name of names) {
      const words = name.split(' ');
      expect(words).toHaveLength(2);
      expect(words).toContain('Sling');
      expect(words.some((word) => images.has(word))).toBe(true);
    }
    expect(names.filter((name) => /(?:Kit|Pal)$/.test(name))).toEqual([]);
  });

  it('When one two-letter keyword is given, then it reads as an acronym and there are still 15 names', async () => {
    const { names } = await namesFrom(service, { keywords: ['ai'], category: 'education' });
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    expect(names.every((name) => !/Ai(?![a-z])/.test(name) || name.includes('AI'))).toBe(true);
  });

  it('When a keyword is a store-banned word or the name would only repeat a keyword, then no such name is offered', async () => {
    const { names } = await namesFrom(service, { keywords: ['free', 'best habit tracker'], category: 'productivity' });
    for (const name of names) {
      expect(name).not.toMatch(/free|best/i);
      expect(squash(name)).not.toBe('habittracker');
    }
  });

  it('When keywords are long and in other scripts, then names still fit 30 characters', async () => {
    const { names } = await namesFrom(service, {
      keywords: ['supercalifragilisticexpialidocious', '日本語', 'café crème'],
      category: 'social',
    });
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(30);
  });

  it.each([
    ['no keyword', { keywords: [' ', ''], category: 'social' }, 'Please enter at least one keyword'],
    ['an unknown category', { keywords: ['a'], category: 'crypto' }, undefined],
  ])('When there is %s, then 400 with a clear message', async (_case, body, message) => {
    const res = await post(service, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (message) expect(error.message).toBe(message);
  });
});

describe('POST /api/generate-app-names with a model configured', () => {
  let fake: FakeOpenAi;
  let service: Listening;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    service = await listen(
      createApp({
        logger: silentLogger,
        model: await openAiModelClient({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'test-model', timeoutMs: 5_000 }),
      }),
    );
  });
  afterAll(async () => {
    await service.close();
    await fake.close();
  });

  it('When the model suggests names, then the ones that fit lead the list and built-in names fill it', async () => {
    fake.answerWith(() =>
      answer({
        names: [
          'Stridely',
          'Best Fitness Free',
          'A name that is far too long for any app store',
          'Stridely',
          'Pacewise',
          'Xzqwrtp',
        ],
      }),
    );
    const { names, engine } = await namesFrom(service, { keywords: ['fitness', 'track'], category: 'health' });
    expect(engine).toBe('model');
    expect(names.slice(0, 2)).toEqual(['Stridely', 'Pacewise']);
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    expect(names.slice(2, 5)).toEqual(suggestAppNames({ keywords: ['fitness', 'track'], category: 'health' }).slice(0, 3));
  });

  it('When the model suggests brands, then the guard drops them and keeps the rest', async () => {
    fake.answerWith(() => answer({ names: ['FaceBook', 'Duolingo Kids', 'SnapStreak', 'CareNow', 'Pacewise', 'Instagrammer'] }));
    const { names, engine } = await namesFrom(service, { keywords: ['fitness', 'track'], category: 'health' });
    expect(engine).toBe('model');
    expect(names[0]).toBe('Pacewise');
    for (const brand of ['FaceBook', 'Duolingo Kids', 'SnapStreak', 'CareNow', 'Instagrammer'])
      expect(names).not.toContain(brand);
  });

  it('When the model is rate limited, then the built-in names come back with the reason', async () => {
    fake.answerWith(() => rateLimited());
    const { names, engine, fallback_reason } = await namesFrom(service, { keywords: ['fitness', 'track'], category: 'health' });
    expect(engine).toBe('built-in');
    expect(fallback_reason).toMatch(/HTTP 429/);
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
  });

  it('When none of the model names fit the store rules, then the built-in engine answers', async () => {
    fake.answerWith(() => answer({ names: ['Top Free App', 'x'.repeat(31)] }));
    const { engine, fallback_reason } = await namesFrom(service, { keywords: ['fitness'], category: 'health' });
    expect(engine).toBe('built-in');
    expect(fallback_reason).toMatch(/none of its names fit/);
  });
});

describe('built-in app names and the brand list', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger }));
  });
  afterAll(() => service.close());

  it.each([
    [['face', 'book', 'snap', 'chat'], 'social'],
    [['snap', 'streak'], 'social'],
    [['care', 'now'], 'health'],
    [['expens', 'ify'], 'business'],
    [['discord', 'crew'], 'gaming'],
    [['clinic', 'telehealth'], 'health'],
  ])('When the keywords are %j, then no name is a brand, a reversed pair or a clipped fragment', async (keywords, category) => {
    const { names } = await namesFrom(service, { keywords, category });
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    for (const name of names) expect(isBrandName(name)).toBe(false);
    const wordSets = names.map((name) =>
      name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/\s+/)
        .sort()
        .join(' '),
    );
    expect(new Set(wordSets).size).toBe(wordSets.length);
    for (const bad of ['FaceBook', 'SnapStreak', 'CareNow', 'Expensify', 'DisCrew', 'CliTelehealth', 'BookFace', 'ChatSnap'])
      expect(names.map(squash)).not.toContain(squash(bad));
  });
});

describe('built-in app names: what an ASO reviewer rejects (issue 28, item 6)', () => {
  // The reviewer's examples: keywords cut and glued, merged on a shared letter, repeated inside another.
  const cases: [string[], AppNameRequest['category']][] = [
    [['kitchen', 'recipe'], 'productivity'],
    [['coupon', 'budget'], 'business'],
    [['parking', 'garage'], 'productivity'],
    [['plant', 'houseplant', 'plants'], 'productivity'],
    [['fitness', 'track'], 'health'],
    [['beekeeping', 'hive', 'inspection'], 'productivity'],
  ];

  it.each(cases)('When the keywords are %j, then no name cuts a keyword, merges two or repeats one', (keywords, category) => {
    const names = suggestAppNames({ keywords, category });
    const words = keywords.flatMap((keyword) => keyword.split(' '));
    expect(names.filter((name) => hasCutFragment(name, words))).toEqual([]);
    expect(names.filter((name) => mergesOnSharedLetter(name, words))).toEqual([]);
    expect(names.filter((name) => repeatsAWord(name))).toEqual([]);
    // The reviewer's own finds, spelled out.
    for (const bad of ['KitcRecipe', 'CoupBudget', 'Parkingarage', 'PlantHouseplant', 'BudgCoupon', 'Kitchecipe'])
      expect(names).not.toContain(bad);
  });

  it.each(cases)(
    'When the keywords are %j, then at least 15 names, distinct after folding, each within 30 characters',
    (keywords, category) => {
      const names = suggestAppNames({ keywords, category });
      expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
      expect(MIN_NAMES).toBe(15);
      expect(new Set(names.map(nameKey)).size).toBe(names.length);
      for (const name of names) expect([...name].length).toBeLessThanOrEqual(30);
    },
  );

  it("When a keyword is a store category word, then names are built from the app's own words", () => {
    const names = suggestAppNames({ keywords: ['personalization', 'moon phase', 'icons'], category: 'productivity' });
    expect(names.filter((name) => /personali[sz]ation/i.test(name))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
  });

  it('When keywords are plurals, verbs or everyday words beside rarer nouns, then names use the singular nouns', () => {
    const names = suggestAppNames({ keywords: ['cameras', 'polishes', 'paste', 'side', 'microscope'], category: 'productivity' });
    expect(names.filter((name) => /cameras|polishes/i.test(name))).toEqual([]);
    expect(names.filter((name) => /camera|polish|microscope/i.test(name)).length).toBeGreaterThanOrEqual(MIN_NAMES);
    expect(names.filter((name) => /paste|side/i.test(name))).toEqual([]);
  });

  it("When names are ranked, then the app's thing leads and the image words that suit the category come first", () => {
    const names = suggestAppNames({ keywords: ['hive', 'inspection'], category: 'productivity' });
    // "inspection": an abstract noun names no thing ("InspectionKit" was a reader's rejection).
    expect(names.filter((name) => /Inspection/.test(name))).toEqual([]);
    expect(names.every((name) => name.includes('Hive'))).toBe(true);
    const imageOf = (name: string) => IMAGE_WORDS.find(({ word }) => name.split(' ').includes(word));
    expect(names.slice(0, 5).every((name) => imageOf(name)?.fits.includes('productivity'))).toBe(true);
    expect(new Set(names.map((name) => imageOf(name)?.word)).size).toBe(names.length);
  });

  it('When no keyword can name the app, then image words pair with each other to keep the minimum', () => {
    const names = suggestAppNames({ keywords: ['free', 'the'], category: 'social' });
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    const images = new Set(IMAGE_WORDS.map(({ word }) => word));
    expect(names.filter((name) => !name.split(' ').every((word) => images.has(word)))).toEqual([]);
  });

  it.each([
    ['KitcRecipe', ['kitchen', 'recipe'], true],
    ['CoupBudget', ['coupon', 'budget'], true],
    ['Coupora', ['coupon'], true],
    ['BudLedger', ['budget'], true],
    ['TrackFitness', ['tracker', 'fitness'], false],
    ['FitHub', ['fitness'], false],
    ['PlanFlow', ['planner'], false],
    ['Pulsify', ['pulse'], false],
    ['RecipeKitchen', ['kitchen', 'recipe'], false],
  ])('When the name is %s for %j, then a cut keyword is %s', (name, keywords, expected) =>
    expect(hasCutFragment(name, keywords)).toBe(expected),
  );

  it.each([
    ['Parkingarage', true],
    ['Focusprint', true],
    ['ParkingGarage', false],
    ['Garage Parking', false],
  ])('When the name is %s, then a merge on a shared letter is %s', (name, expected) =>
    expect(mergesOnSharedLetter(name, ['parking', 'garage', 'focus', 'sprint'])).toBe(expected),
  );

  it.each([
    ['PlantHouseplant', true],
    ['Habit Habits', true],
    ['PlantsPlant', true],
    ['HabitFlow', false],
    ['HouseplantWise', false],
  ])('When the name is %s, then a repeated word is %s', (name, expected) => expect(repeatsAWord(name)).toBe(expected));

  it.each([
    ['Kitc', false],
    ['Fitn', false],
    ['Xzqwrtp', false],
    ['Trkly', false],
    ['Bdgtora', false],
    ['TrackFitness', true],
    ['HabitStreak', true],
    ['Yogaly', true],
    ['Kayakora', true],
    ['GPSHub', true],
    ['Café Crème', true],
    ['日本語 Hub', true],
  ])('When the name is %s, then pronounceable is %s', (name, expected) => expect(isPronounceable(name)).toBe(expected));
});

describe('built-in app names: what a reader rejected in set F (issue 28, item 6)', () => {
  const namesFor = (keywords: string[], category: AppNameRequest['category']) => suggestAppNames({ keywords, category });

  it.each([
    [['retirement', 'enter', 'pension'], 'business', /Enter/],
    [['meeting', 'enter', 'cost'], 'business', /Enter/],
    [['mechanic', 'come', 'bike'], 'productivity', /Come/],
    [['clock', 'huge', 'dementia'], 'health', /Huge/],
    [['allergy', 'itchy', 'pollen'], 'health', /Itchy/],
    [['buttons', 'painted', 'attic'], 'gaming', /Painted/],
    [['jar', 'suggest', 'income'], 'business', /Suggest/],
  ] as const)('When the keywords are %j, then no name glues the verb or adjective', (keywords, category, glued) => {
    const names = namesFor([...keywords], category);
    expect(names.filter((name) => glued.test(name))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
  });

  it.each([
    ['tide', true],
    ['drag', true],
    ['pinball', true],
    ['fishing', true],
    ['uposatha', true],
    ['hive', true],
    ['story', true],
    ['enter', false],
    ['huge', false],
    ['fine', false],
    ['painted', false],
    ['itchy', false],
  ])('When a keyword is %s, then it can be a noun to name an app by: %s', (word, expected) =>
    expect(canBeNoun(word)).toBe(expected),
  );

  it.each(APP_NAME_CATEGORIES)('When the category is %s, then no name opens or ends with a template word', (category) => {
    const names = namesFor(['pinball', 'ball'], category);
    expect(names.filter((name) => /^(?:One|Hey|My|Get|Try|Go|Smart)(?=\p{Lu})/u.test(name))).toEqual([]);
    expect(names.filter((name) => /\p{Ll}(?:Go|Up|Now|Hub|Wise|Mate|Done|Box)$/u.test(name))).toEqual([]);
    expect(names.filter((name) => /Clash/.test(name))).toEqual([]);
  });

  it('When a plural has no English singular, then names keep the word whole ("Komunitas", not "Komunita")', () => {
    const names = namesFor(['komunitas', 'ronda'], 'social');
    expect(names.filter((name) => /Komunita(?!s)/.test(name))).toEqual([]);
    expect(names.some((name) => name.includes('Komunitas'))).toBe(true);
    expect(namesFor(['ferry', 'cyclades'], 'productivity').filter((name) => /Cyclade(?!s)/.test(name))).toEqual([]);
  });

  it('When a keyword is a short word the corpus lacks, then names write it as an acronym ("HOH", not "Hoh")', () => {
    const names = namesFor(['alarm', 'hoh'], 'health');
    expect(names.filter((name) => /Hoh/.test(name))).toEqual([]);
  });

  it('When a keyword in another language has an accent, then names keep it and put a space between words', () => {
    const names = namesFor(['saúde', 'animal'], 'health');
    expect(names.some((name) => name.includes('Saúde'))).toBe(true);
    expect(names.filter((name) => /Saude|\p{Ll}\p{Lu}/u.test(name))).toEqual([]);
  });

  it('When the keywords are nouns, then each of the first five holds one of them, with five different image words', () => {
    const firstFive = namesFor(['letter', 'penpal', 'stamp'], 'social').slice(0, 5);
    expect(firstFive.filter((name) => !/Letter|Penpal|Stamp/.test(name))).toEqual([]);
    expect(new Set(firstFive.map((name) => name.replace(/Letter|Penpal|Stamp/, '').trim())).size).toBe(5);
    expect(firstFive.filter((name) => /(?:Pal|Kit)$/.test(name))).toEqual([]);
  });
});

describe('built-in app names: what the reader of set H rejected (bench/briefs/spent-2026-11-29b/reading-h.md, section 3)', () => {
  const namesFor = (keywords: string[], category: AppNameRequest['category']) => suggestAppNames({ keywords, category });

  it.each([
    [['religion', 'hymn', 'hymnals'], 'entertainment', /Religion/],
    [['agriculture', 'syrup', 'brix'], 'productivity', /Agriculture/],
    [['construction', 'sling', 'angle'], 'business', /Angle|Construction/],
    [['casual', 'trial', 'swipe'], 'gaming', /Swipe/],
    [['medical', 'phone', 'pouch'], 'health', /Phone/],
    [['survival', 'floe', 'breaking'], 'gaming', /Breaking/],
    [['ages 4-8', 'shows', 'torch'], 'education', /Age/],
    [['finance', 'circle', 'members'], 'business', /Member/],
    [['simulation', 'sailplane', 'find'], 'gaming', /Sailplan(?!e\b)/],
  ] as const)(
    'When the keywords are %j, then no name is built on a label, measure, control or verb word, nor a template',
    (keywords, category, rejected) => {
      const names = namesFor([...keywords], category);
      expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
      expect(names.filter((name) => rejected.test(name))).toEqual([]);
      expect(names.filter((name) => /(?:Kit|Pal)$/.test(name))).toEqual([]);
    },
  );

  it('When the keywords are in another language, then no name gives them an invented ending ("Deinix", "Tienana")', () => {
    const names = namesFor(['kleingarten', 'beetplan', 'deine'], 'productivity');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /(?:ix|ana|ora|ivo|eo|ia)$/.test(name))).toEqual([]);
  });

  it('When the image words are read, then there are at most 150, each once, sayable and no brand', () => {
    const words = IMAGE_WORDS.map(({ word }) => word);
    expect(words.length).toBeLessThanOrEqual(150);
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((word) => isBrandName(word) || !isPronounceable(word) || !/^\p{Lu}\p{Ll}+$/u.test(word))).toEqual([]);
  });

  it.each(['Gentle Limb', 'Hymn Hall', 'Town Rally', 'Debt Ledger'])(
    'When the name is %s, then it is pronounceable (a silent b, n or w)',
    (name) => expect(isPronounceable(name)).toBe(true),
  );

  it('When the keywords are Japanese, then the names keep their voicing marks and take no English word', () => {
    const names = suggestAppNames({ keywords: ['近くの銭湯', '日帰り温泉を地図で表示'], category: 'productivity' });
    expect(names.some((name) => name.includes('地図で表示'))).toBe(true);
    expect(names.filter((name) => name.includes('地図て表示') || /[A-Za-z]/.test(name))).toEqual([]);
  });
});

describe('built-in app names: what the reader of set I rejected (bench/briefs/spent-2026-11-29c/reading-i.md, section 3)', () => {
  const namesFor = (keywords: string[], category: AppNameRequest['category']) => suggestAppNames({ keywords, category });
  const imageOf = (name: string) => IMAGE_WORDS.find(({ word }) => name.split(' ').includes(word));

  it.each([
    ['clock', 'thing'],
    ['hive', 'thing'],
    ['tram', 'thing'],
    ['headache', 'matter'],
    ['letter', 'matter'],
    ['beekeeping', 'neither'],
    ['genealogy', 'neither'],
    ['turn', 'neither'],
    ['exercise', 'neither'],
    ['kanji', 'unlisted'],
  ] as const)('When WordNet is asked about %s, then it is a %s to a name', (word, kind) => expect(stemKind(word)).toBe(kind));

  it.each([
    [['beekeeping', 'hive', 'pairs'], 'productivity', /Beekeeping|Pair/, 'Hive'],
    [['idle', 'keep', 'light'], 'gaming', /Idle|Light/, ''],
    [['word', 'bird', 'unscramble'], 'gaming', /Unscramble|Word/, 'Bird'],
    [['strategy', 'turn', 'friend'], 'gaming', /Turn|Friend/, ''],
    [['racing', 'race', 'ride'], 'gaming', /Ride|Race/, ''],
    [['sports', 'sweep', 'realistic'], 'gaming', /Realistic|Sweep/, ''],
    [['ages 5-8', 'clock', 'past'], 'education', /Past/, 'Clock'],
    [['robots', 'connects', 'spotty', 'ladybird'], 'education', /Spotty/, ''],
    [['genealogy', 'graves', 'pinned'], 'education', /Genealogy/, ''],
    [['wholesale floristry', 'order', 'standing'], 'business', /Floristry/, ''],
    [['fashion', 'scan', 'care'], 'productivity', /Fashion|Care/, ''],
    [['interactive fiction', 'text', 'adventure'], 'gaming', /Text/, ''],
    [['pet grooming', 'book', 'slot'], 'business', /Slot/, 'Pet'],
    [['finance', 'split', 'bill'], 'productivity', /Bill/, ''],
    [['photography', 'light', 'meter'], 'entertainment', /Meter/, ''],
    [['sports', 'drag', 'players'], 'productivity', /Drag/, ''],
  ] as const)(
    'When the keywords are %j, then no name is built on a field, a verb, an adjective or a word with an unwanted sense',
    (keywords, category, rejected, thing) => {
      const names = namesFor([...keywords], category);
      expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
      expect(names.filter((name) => rejected.test(name))).toEqual([]);
      if (thing) expect(names.slice(0, 5).filter((name) => !name.includes(thing))).toEqual([]);
    },
  );

  it('When the only noun is an idea ("habit"), then names are built on it, not on image words alone', () => {
    expect(stemKind('habit')).toBe('idea');
    const firstFive = namesFor(['habit', 'streak', 'daily'], 'health').slice(0, 5);
    expect(firstFive.filter((name) => !name.startsWith('Habit '))).toEqual([]);
  });

  it('When the app is about pain, then the first five are plain record words, never cute or hearty ones', () => {
    const firstFive = namesFor(['fitness', 'headache', 'taps'], 'health').slice(0, 5);
    expect(firstFive.filter((name) => !name.includes('Headache'))).toEqual([]);
    expect(firstFive.filter((name) => /Kind|Hearty|Haven|Harbor|Care|Ward|Mellow|Restful|Coach|Steps/.test(name))).toEqual([]);
    expect(firstFive.filter((name) => !imageOf(name)?.fits.includes('health'))).toEqual([]);
  });

  it.each([
    [['rhythm', 'along', 'tram'], /Tempo|Groove|Beat|Encore/],
    [['word', 'bird', 'unscramble'], /Jumble|Riddle|Scramble/],
    [['card', 'decks', 'build'], /Gambit|Shuffle|Wild|Lucky/],
    [['racing', 'race', 'ride'], /Derby|Dash|Rally|Sprint|Turbo/],
  ] as const)('When a game is %j, then its first five evoke its genre and no other', (keywords, genre) => {
    const firstFive = namesFor([...keywords], 'gaming').slice(0, 5);
    expect(firstFive.filter((name) => genre.test(name)).length).toBeGreaterThanOrEqual(2);
    const otherGenres = IMAGE_WORDS.filter(({ cues, word }) => cues.length > 0 && !genre.test(word));
    expect(firstFive.filter((name) => otherGenres.some(({ word }) => name.split(' ').includes(word)))).toEqual([]);
  });

  it('When the app is for children, then playful words lead; for adults, none of them', () => {
    const forChildren = namesFor(['ages 5-8', 'clock', 'past'], 'education').slice(0, 5);
    expect(forChildren.filter((name) => /^(?:Curious|Clever) Clock$/.test(name)).length).toBeGreaterThanOrEqual(1);
    const forAdults = namesFor(['sign language', 'handed', 'names'], 'education');
    expect(forAdults.filter((name) => /Curious|Clever|Little|Busy|Happy|Tiny|Friends|Academy/.test(name))).toEqual([]);
  });

  it('When apps of one category are named, then their first five do not share one image word', () => {
    const games = [
      ['idle', 'keep', 'light'],
      ['card', 'decks', 'build'],
      ['rhythm', 'along', 'tram'],
      ['word', 'bird', 'unscramble'],
      ['puzzle', 'level', 'physics'],
      ['strategy', 'turn', 'friend'],
      ['racing', 'race', 'ride'],
      ['sports', 'sweep', 'realistic'],
    ];
    const counts = new Map<string, number>();
    for (const keywords of games) {
      const words = new Set(
        namesFor(keywords, 'gaming')
          .slice(0, 5)
          .flatMap((name) => name.split(' ')),
      );
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count > 4)).toEqual([]);
  });

  it('When the keywords are Spanish, then no name mixes in an English word', () => {
    const names = namesFor(['viticultura', 'parcela', 'registro'], 'business');
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter((name) => !/^(?:Viticultura|Parcela|Registro)(?: (?:Viticultura|Parcela|Registro))+$/.test(name)),
    ).toEqual([]);
  });
});

describe('built-in app names: what the reader of set J rejected (reading-j.md, section 3)', () => {
  const namesFor = (keywords: string[], category: AppNameRequest['category']) => suggestAppNames({ keywords, category });

  it.each([
    [['pilgrimage walking', 'weight', 'back'], 'health', /\bBack\b/, 'Pilgrimage'],
    [['power cuts', 'schedule', 'loadshedding'], 'productivity', /(?<!Power )\bCut\b|\bPower\b(?! Cut)/, 'Power Cut'],
    [['steel pan', 'note', 'part'], 'entertainment', /(?<!Steel )\bPan\b|\bSteel\b(?! Pan)/, 'Steel Pan'],
    [['dice', 'oracle', 'question', 'roll'], 'gaming', /Oracle|Roll|\bDie\b/, 'Dice'],
    [['dance teaching', 'student', 'side'], 'entertainment', /Teaching|Side/, 'Dance'],
  ] as const)(
    'When the keywords are %j, then names stand on a whole noun phrase or its subject, never on a verb or a word cut from a phrase',
    (keywords, category, rejected, subject) => {
      const names = namesFor([...keywords], category);
      expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
      expect(names.filter((name) => rejected.test(name))).toEqual([]);
      expect(names.slice(0, 5).filter((name) => name.includes(subject)).length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each([
    [['lightning alerts', 'strike', 'clear'], /^Lightning (?:Watch|Alert|Forecast)$/],
    [['horse riding', 'rides', 'shows'], /^Horse (?:Trail|Routes)$/],
  ] as const)(
    'When the keywords are %j, then the first five say what the app does, with no record-keeping filler',
    (keywords, does) => {
      const firstFive = namesFor([...keywords], 'productivity').slice(0, 5);
      expect(firstFive.filter((name) => does.test(name)).length).toBeGreaterThanOrEqual(2);
      expect(firstFive.filter((name) => /Keeper|Binder|Board|Check|Minder|Timer|Ready|Riding|Ride|Show/.test(name))).toEqual([]);
    },
  );

  it('When a game says nothing of speed or action, then no name has arcade energy', () => {
    const names = namesFor(['steps', 'crossings', 'level', 'stop'], 'gaming');
    expect(names.length).toBeGreaterThanOrEqual(MIN_NAMES);
    expect(names.filter((name) => /Rush|Frenzy|Mania|Arcade|Feisty|Zany/.test(name))).toEqual([]);
  });

  it.each([
    ['Wobbly Wobble', true],
    ['Plant Planner', true],
    ['Steel Pan Session', false],
    ['Dice Tale', false],
  ])('When the name is %s, then one word echoed in another is %s', (name, expected) => expect(repeatsAWord(name)).toBe(expected));

  it.each(['Physics Puzzle Tumble', 'Comics Shelf'])('When the name is %s, then it is pronounceable (an ending in -cs)', (name) =>
    expect(isPronounceable(name)).toBe(true),
  );

  it('When the keywords are Finnish, then names keep "ö" and write the words apart, as the keywords do', () => {
    const names = namesFor(['mökkeily', 'syksyn', 'sulkemislista'], 'productivity');
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.filter((name) => /Mokkeily|\p{Ll}\p{Lu}/u.test(name) || !name.includes(' '))).toEqual([]);
    expect(names).toContain('Mökkeily Sulkemislista');
  });

  it('When the keywords are Gujarati, then there are names, each word whole with its vowel signs', () => {
    const names = namesFor(['જૈન ધર્મ', 'સમયપત્રક', 'તિથિ'], 'productivity');
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.filter((name) => !name.split(' ').every((word) => ['જૈન', 'ધર્મ', 'સમયપત્રક', 'તિથિ'].includes(word)))).toEqual([]);
  });

  it('When the keywords are Dutch, then the English syllable check does not drop their words ("Nieuwsberichten")', () => {
    const names = namesFor(['makkelijk lezen', 'elke', 'nieuwsberichten'], 'education');
    expect(names.some((name) => name.includes('Nieuwsberichten'))).toBe(true);
  });
});
