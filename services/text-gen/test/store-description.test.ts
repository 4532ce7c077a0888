import { APP_TYPES, StoreDescriptionResponse } from '@aiapp/contracts';
import { HTML_TAG_PATTERN } from '@aiapp/text';
import { STORE_TEXT_LIMITS, characterCount } from '@aiapp/store-facts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';
import { brandsIn, unsupportedNumbers } from '@aiapp/listing-copy';
import { countTerm } from '../src/domain/text/terms';

const fitTrack = {
  app_name: 'FitTrack',
  app_category: 'Health & Fitness',
  key_features: [
    'Track workouts and runs with GPS',
    'Personalized training plans',
    'Sync with Apple Health and Google Fit',
    'Progress charts',
  ],
  target_audience: 'busy professionals who want to stay fit',
  app_type: 'health',
  unique_selling_points: ['No ads, ever', 'Works offline', 'Your data stays on your device'],
};

const clinic = {
  app_name: 'ClinicLink Care',
  app_category: 'Medical',
  key_features: [
    'Video visits with licensed doctors',
    'Book appointments',
    'Invoice and payment collection on site',
    'Prescription refills',
  ],
  target_audience: 'patients who want care without the waiting room',
  app_type: 'health',
  unique_selling_points: ['HIPAA-compliant'],
};

const wordGame = {
  app_name: 'WordWeave',
  app_category: 'Word game',
  key_features: ['Daily puzzle with global leaderboard', 'Hints when you are stuck', 'Relaxing zen mode', 'Play offline'],
  target_audience: '',
  app_type: 'game',
  unique_selling_points: ['No timers'],
};

describe('POST /api/generate-store-description with the built-in engine', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger }));
  });
  afterAll(() => service.close());

  const generate = (body: unknown) =>
    fetch(`${service.url}/api/generate-store-description`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const generated = async (body: unknown) => {
    const res = await generate(body);
    expect(res.status).toBe(200);
    return StoreDescriptionResponse.parse(await res.json());
  };
  const allTexts = (copy: StoreDescriptionResponse) => [
    copy.play_store_description,
    copy.app_store_description,
    copy.short_description,
    copy.promotional_text,
    ...copy.variations.map((variation) => variation.description),
  ];

  it('When no model is configured, then the built-in engine answers and says so', async () => {
    const copy = await generated(fitTrack);
    expect(copy.engine).toBe('built-in');
    expect(copy.fallback_reason).toBeNull();
  });

  it('When a listing is generated, then every feature, selling point, the audience and the category are in it', async () => {
    const copy = await generated(fitTrack);
    for (const text of [copy.play_store_description, copy.app_store_description]) {
      for (const line of [...fitTrack.key_features, ...fitTrack.unique_selling_points]) expect(text).toContain(line);
      expect(text).toContain('FitTrack');
      expect(text).toContain('FitTrack is a health and fitness app that lets you track workouts');
      expect(text).toContain('made for busy professionals who want to stay fit');
    }
  });

  it('When a listing is generated, then it has a hook, benefit bullets and a call to action', async () => {
    const { play_store_description: play } = await generated(fitTrack);
    const paragraphs = play.split('\n\n');
    expect(paragraphs[0]).toMatch(/FitTrack/);
    expect(paragraphs[0]!.split('\n')).toHaveLength(1);
    expect(play).toMatch(/^WHAT YOU CAN DO WITH FITTRACK\n• Track workouts and runs with GPS\b/m);
    // Features the brief supports a benefit for get one; the rest stand as the visitor wrote them.
    expect(play.match(/^• [^:\n]+: \S/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs[paragraphs.length - 1]).toMatch(/^(Download|Install|Get|Try|Start) [^\n]*FitTrack/);
  });

  it.each(['__proto__', 'constructor'])(
    'When the category is the word %s, then it is written as the category like any other word',
    async (category) => {
      const copy = await generated({ ...fitTrack, app_category: category });
      expect(copy.app_store_description).toContain(`${category} app`);
    },
  );

  it('When the same request comes twice, then the answer is identical', async () => {
    expect(await generated(fitTrack)).toEqual(await generated(fitTrack));
  });

  it('When two apps differ only in app type, then the copy takes the tone of each', async () => {
    const game = await generated({ ...fitTrack, app_type: 'game' });
    const business = await generated({ ...fitTrack, app_type: 'business' });
    expect(game.play_store_description).toMatch(/!/);
    expect(business.play_store_description).not.toMatch(/!/);
    expect(game.play_store_description).not.toBe(business.play_store_description);
  });

  it('When keywords are listed, then each occurs word for word in the descriptions', async () => {
    const copy = await generated(fitTrack);
    expect(copy.keywords_used.length).toBeGreaterThanOrEqual(5);
    const descriptions = `${copy.play_store_description}\n${copy.app_store_description}`;
    for (const keyword of copy.keywords_used) expect(countTerm(descriptions, keyword)).toBeGreaterThan(0);
    expect(copy.keywords_used).toEqual(expect.arrayContaining(['fitness', 'training plans']));
    // Other apps' names are no search terms to offer (App Review 2.3.7), nor is what a line rules out.
    expect(copy.keywords_used).not.toEqual(expect.arrayContaining([expect.stringMatching(/Apple|Google|Fit\b|\bads\b/)]));
    expect(copy.keywords_used.map((keyword) => keyword.toLowerCase())).not.toContain('fittrack');
  });

  it('When no keyword is repeated to excess, then none passes 3% of the Play description', async () => {
    const copy = await generated(fitTrack);
    const words = copy.play_store_description.split(/\s+/).length;
    for (const keyword of copy.keywords_used) {
      expect(countTerm(copy.play_store_description, keyword) / words).toBeLessThanOrEqual(0.03);
    }
  });

  it('When variations are generated, then each has its own focus and opening', async () => {
    const copy = await generated(fitTrack);
    expect(copy.variations).toHaveLength(3);
    const openings = copy.variations.map((variation) => variation.description.split('\n')[0]);
    expect(new Set(copy.variations.map((variation) => variation.title)).size).toBe(3);
    expect(new Set(copy.variations.map((variation) => variation.focus)).size).toBe(3);
    expect(new Set(openings).size).toBe(3);
    const [feature, audience, difference] = openings;
    expect(feature).toContain('Track workouts and runs with GPS');
    expect(audience).toContain('busy professionals who want to stay fit');
    expect(difference).toContain('No ads, ever.');
  });

  it('When there is no audience and no selling point, then the variations still differ in focus', async () => {
    const copy = await generated({ app_name: 'Snap', app_category: 'Utilities', key_features: ['QR code scanner'] });
    expect(new Set(copy.variations.map((variation) => variation.focus)).size).toBe(3);
    expect(copy.play_store_description).toContain('Snap is a utility app');
    expect(copy.play_store_description).toContain('a QR code scanner');
  });

  it('When the input is at every size limit, then every text stays within its store limit', async () => {
    const long = (label: string) => `${label} ${'with a very long explanation of the benefit '.repeat(5)}`.slice(0, 200);
    const copy = await generated({
      app_name: 'A'.repeat(80),
      app_category: 'Health & Fitness',
      key_features: Array.from({ length: 15 }, (_, index) => long(`Feature ${index + 1}`)),
      target_audience: 'x'.repeat(200),
      app_type: 'productivity',
      unique_selling_points: Array.from({ length: 10 }, (_, index) => long(`Point ${index + 1}`)),
    });
    expect(characterCount(copy.play_store_description)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.playFullDescription.max);
    expect(characterCount(copy.app_store_description)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.appStoreDescription.max);
    expect(characterCount(copy.short_description)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.playShortDescription.max);
    expect(characterCount(copy.promotional_text)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.appStorePromotionalText.max);
    // Whole bullets are dropped from the end and the first features stay; no feature is short enough
    // for a call to action, so none closes the text ("Get … today." says nothing) and nothing is cut.
    expect(copy.play_store_description).toContain('Feature 1 with');
    expect(copy.play_store_description).toMatch(/\n• Point \d+ with [^\n]+long$/);
  });

  it('When features are full of emoji and non-Latin text, then limits hold and no emoji is split', async () => {
    const emoji = '👩‍👩‍👧‍👦🏳️‍🌈🇯🇵';
    const copy = await generated({
      app_name: `日本語アプリ ${emoji}`,
      app_category: 'Lifestyle',
      key_features: Array.from({ length: 15 }, (_, index) =>
        `${emoji.repeat(8)} 機能 ${index} ${'café '.repeat(20)}`.slice(0, 200),
      ),
      target_audience: 'ユーザー',
      app_type: 'social',
    });
    // A lone surrogate is half an emoji: what a cut in the wrong place leaves behind.
    for (const text of allTexts(copy))
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(characterCount(copy.play_store_description)).toBeLessThanOrEqual(4000);
    expect(characterCount(copy.short_description)).toBeLessThanOrEqual(80);
    expect(copy.short_description).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('When the user types HTML, then no text contains a tag and script bodies are gone', async () => {
    const copy = await generated({
      ...fitTrack,
      app_name: '<b>FitTrack</b>',
      key_features: ['<i>Offline</i> mode', '<script>alert(1)</script>', 'Sync<br>everywhere'],
      unique_selling_points: ['<a href="javascript:alert(1)">No ads</a>'],
    });
    for (const text of allTexts(copy)) {
      expect(text).not.toMatch(HTML_TAG_PATTERN);
      expect(text).not.toContain('alert(1)');
    }
    expect(copy.app_store_description).toContain('• Offline mode');
    expect(copy.app_store_description).toContain('• No ads');
  });

  it.each(APP_TYPES)('When the app type is %s, then the short description fits and makes no ranking claim', async (app_type) => {
    const copy = await generated({ ...fitTrack, app_type, key_features: ['Best free #1 tracker', 'Top charts'] });
    expect(characterCount(copy.short_description)).toBeLessThanOrEqual(80);
    expect(copy.short_description).not.toMatch(/\b(best|free|top)\b|#1/i);
  });

  it('When only the audience names the subject, then the short description and the first sentence name it with the audience', async () => {
    const copy = await generated({
      app_name: 'Pinch Kit',
      app_category: 'Lifestyle',
      key_features: ['Tree profiles with species and age', 'Wiring reminders', 'Repotting calendar by season'],
      target_audience: 'bonsai hobbyists from beginner to club level',
      app_type: 'utility',
      unique_selling_points: [],
    });
    expect(copy.short_description).toMatch(/for bonsai hobbyists/);
    expect(characterCount(copy.short_description)).toBeGreaterThanOrEqual(50);
    const [firstSentence] = copy.play_store_description.split(/(?<=\.)\s/);
    expect(firstSentence).toMatch(/^Pinch Kit is a lifestyle app for bonsai hobbyists\b/);
    expect(copy.play_store_description.match(/bonsai hobbyists/g)).toHaveLength(1);
  });

  it('When every key feature is blank, then 400 with the spec message', async () => {
    const res = await generate({ ...fitTrack, key_features: ['  ', ''] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Please add at least one key feature');
  });

  it.each([
    ['the app name is missing', { ...fitTrack, app_name: undefined }],
    ['the category is blank', { ...fitTrack, app_category: '  ' }],
    ['the app type is unknown', { ...fitTrack, app_type: 'crypto' }],
    ['features is not a list', { ...fitTrack, key_features: 'Track workouts' }],
    ['a feature is over 200 characters', { ...fitTrack, key_features: ['x'.repeat(201)] }],
  ])('When %s, then 400 with a clear message', async (_case, body) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });

  it('When blank selling points are sent, then they are dropped', async () => {
    const copy = await generated({ ...fitTrack, unique_selling_points: ['', '  ', 'Works offline'] });
    expect(copy.app_store_description).toMatch(/WHAT MAKES FITTRACK DIFFERENT\n• Works offline: [^\n]+\n\n/);
  });

  const sentencesOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => line !== line.toUpperCase())
      .flatMap((line) => line.replace(/^•\s*/, '').match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? [])
      .map((sentence) => sentence.trim().toLowerCase())
      .filter((sentence) => sentence.split(/\s+/).length >= 4);

  it('When three or more features are given, then the Play description is 700 to 3,500 characters', async () => {
    // Only what the brief supports is written, so a short brief gives a shorter text; never a stub.
    for (const body of [fitTrack, clinic, wordGame]) {
      const { play_store_description: play } = await generated(body);
      expect(characterCount(play)).toBeGreaterThanOrEqual(700);
      expect(characterCount(play)).toBeLessThanOrEqual(3500);
    }
  });

  it('When a listing is written, then no sentence appears twice in any of its texts', async () => {
    for (const body of [fitTrack, clinic, wordGame]) {
      const copy = await generated(body);
      for (const text of [
        copy.play_store_description,
        copy.app_store_description,
        ...copy.variations.map((v) => v.description),
      ]) {
        const sentences = sentencesOf(text);
        expect(new Set(sentences).size).toBe(sentences.length);
      }
    }
  });

  it('When the category is medical, then the copy uses the medical pack and none of its forbidden words', async () => {
    const copy = await generated(clinic);
    const texts = allTexts(copy).join('\n').toLowerCase();
    for (const word of ['streak', 'fun', 'level up', 'guaranteed']) expect(texts).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(copy.play_store_description).toMatch(/care|appointment|clinic/i);
  });

  it('When a feature names two things joined by "and", then it is never written as an action', async () => {
    const copy = await generated(clinic);
    expect(allTexts(copy).join('\n')).not.toMatch(/you can invoice and payment/i);
    const game = await generated(wordGame);
    expect(game.play_store_description).toContain('• Daily puzzle with global leaderboard');
    expect(allTexts(game).join('\n')).not.toMatch(/(gives you|with|you can) daily puzzle/i);
  });

  it.each([
    [['Task lists with due dates', 'Calendar integration', 'Focus timer']],
    [['Markdown notes', 'Tags and folders', 'Full text search']],
    [['Fixtures and results', 'Team availability', 'Club chat']],
    [['Trim and split clips', 'Add music', 'Captions']],
  ])('When the features are %j, then the short description never says "with … with" or "and … and"', async (features) => {
    const { short_description: short } = await generated({ ...wordGame, app_type: 'productivity', key_features: features });
    expect(short.match(/\bwith\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // A second "and" is fine after a comma: "Trim and split clips, and add music".
    expect(short).not.toMatch(/\band\b[^,]*\band\b/);
  });

  it('When there is no selling point, then the promotional text carries the hook and a benefit of the first feature', async () => {
    const copy = await generated({ ...wordGame, unique_selling_points: [] });
    const sentences = copy.promotional_text.match(/[^.!?]+[.!?]/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(characterCount(copy.promotional_text)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.appStorePromotionalText.max);
  });

  it('When a selling point is negated, then it is never explained as the thing it rules out', async () => {
    const game = await generated(wordGame);
    // "No timers" is a relaxed game, not a focus timer.
    expect(allTexts(game).join('\n')).not.toMatch(/focus timer|timed sessions/i);
  });

  it('When copy is written, then it states no number and names no other app the visitor did not give', async () => {
    for (const body of [fitTrack, clinic, wordGame]) {
      const copy = await generated(body);
      const given = [body.app_name, body.app_category, body.target_audience, ...body.key_features, ...body.unique_selling_points];
      const text = allTexts(copy).join('\n');
      expect(unsupportedNumbers(text, given)).toEqual([]);
      expect(brandsIn(text, [body.app_name]).filter((brand) => !brandsIn(given.join('\n')).includes(brand))).toEqual([]);
    }
  });

  it("When the visitor's own text names other apps, then a warning names them and the short texts leave them out", async () => {
    const copy = await generated(fitTrack);
    expect(copy.warnings).toEqual([expect.stringMatching(/^Your key features names Apple Health, Google Fit: /)]);
    for (const text of [copy.short_description, copy.promotional_text]) expect(brandsIn(text, ['FitTrack'])).toEqual([]);
    expect((await generated(wordGame)).warnings).toEqual([]);
  });

  it('When the app name borrows a brand, then the first warning says so', async () => {
    const copy = await generated({ ...wordGame, app_name: 'Instagram Words' });
    expect(copy.warnings[0]).toMatch(/^Your app name contains another app's or platform's name/);
  });

  it('When two apps of the same category are written, then few of their sentences are the same once names are swapped', async () => {
    const other = {
      ...clinic,
      app_name: 'CareBridge',
      key_features: ['Online consultations', 'Lab results', 'Medication reminders', 'Family profiles'],
      unique_selling_points: [],
    };
    // The sentence naming the category and audience both apps share is the visitor's own, not the engine's.
    const neutral = async (body: typeof clinic) =>
      new Set(
        sentencesOf((await generated(body)).play_store_description.replaceAll(body.app_name, 'APP')).filter(
          (sentence) => !sentence.includes(body.target_audience.toLowerCase()),
        ),
      );
    const [first, second] = [await neutral(clinic), await neutral(other)];
    const shared = [...first].filter((sentence) => second.has(sentence)).length;
    expect(shared / Math.min(first.size, second.size)).toBeLessThanOrEqual(0.25);
  });
});
