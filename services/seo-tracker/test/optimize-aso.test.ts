import { AsoResponse } from '@aiapp/contracts';
import { utf8ByteCount } from '@aiapp/store-facts';
import { listen, storeFixture, type Listening } from '@aiapp/test-support';
import { optimizerApp } from './support/optimizer-app';
import { expectStoreReady } from './support/store-ready';

const HABIT_DESCRIPTION = storeFixture('aso/habit-tracker-description.txt');

describe('the ASO optimizer over HTTP', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(optimizerApp());
  });
  afterAll(() => service.close());

  const optimize = (body: unknown) =>
    fetch(`${service.url}/api/optimize-aso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const optimized = async (body: unknown) => {
    const res = await optimize(body);
    expect(res.status).toBe(200);
    return AsoResponse.parse(await res.json());
  };

  it('When the category names a niche, then the subject is in every title and the keyword field holds it unless a title does', async () => {
    const result = await optimized({
      app_name: 'Hivewise',
      category: 'Lifestyle / Beekeeping',
      description: [
        'Hive inspection log for hobby beekeepers.',
        '• Log each hive inspection: brood pattern, queen seen, temperament',
        '• Varroa mite counts and treatment history for every hive',
        '• Apiary map with a pin for every bee yard',
      ].join('\n'),
    });
    for (const title of result.title_suggestions) expect(title.toLowerCase()).toContain('beekeeping');
    const indexed = [result.app_store_keywords, result.title_suggestions[0], result.subtitle_suggestions[0]].join(' ');
    expect(indexed.toLowerCase()).toContain('beekeeping');
    expect(result.app_store_keywords.split(',')).not.toContain('lifestyle');
  });

  it('When a phrase only sits inside a line, then no title or subtitle carries it; the phrases that open lines and the subject do', async () => {
    const result = await optimized({
      app_name: 'Chorestars',
      category: 'Parenting',
      description: [
        'Chore and routine chart for kids.',
        '• Chore chart with pictures for kids who cannot read yet',
        '• Kids tap to mark a chore done and earn stars',
        '• Reward ideas: screen time, park trip',
        '• Bedtime routine with a story timer',
      ].join('\n'),
    });
    const suggested = [...result.title_suggestions, ...result.subtitle_suggestions].join(' | ');
    expect(suggested).not.toMatch(/Park Trip|Kids Tap/);
    expect(result.title_suggestions[0]).toMatch(/^Chorestars: Chore/);
    expect(suggested).toMatch(/Bedtime Routine/);
  });

  it('When a line opens with a verb the tagger reads as a noun ("Log oil changes"), then no keyword or title starts with that verb', async () => {
    const result = await optimized({
      app_name: 'Torque Log',
      category: 'Auto & Vehicles',
      description: 'Car maintenance log.\n• Log oil changes, tires, brakes\n• Fuel log with mpg\n• Reminders by mileage',
    });
    expect([...result.keywords, ...result.title_suggestions, ...result.subtitle_suggestions].join(' | ')).not.toMatch(/log oil/i);
  });

  it('When a phrase ends in a filler word ("OCR runs", "home screen"), then it is no keyword or subtitle; "eco mode" is', async () => {
    const result = await optimized({
      app_name: 'Marginalia',
      category: 'Books',
      description: 'Reading journal.\n• OCR runs on device\n• Home screen widget\n• Eco mode for old phones\n• Quote library',
    });
    const offered = [...result.keywords, ...result.subtitle_suggestions].join(' | ');
    expect(offered).not.toMatch(/ocr run|home screen\b(?! widget)/i);
    expect(result.keywords).toContain('eco mode');
  });

  it('When the subject is a word of the name or a store category, then no title repeats it as its only term', async () => {
    const result = await optimized({
      app_name: 'Rainroom Sleep',
      category: 'Health & Fitness',
      description:
        'Sleep sounds and sleep stories for better sleep.\n• Sleep sounds mixer\n• Sleep stories read slowly\n• Fade-out sleep timer',
    });
    expect(result.title_suggestions).not.toContain('Rainroom Sleep: Sleep');
    expect(result.title_suggestions).not.toContain('Rainroom Sleep: Health');
    expect(result.title_suggestions.length).toBeGreaterThan(0);
  });

  it('When the description opens by naming the app, then that phrase leads the titles and its words the keyword field', async () => {
    const result = await optimized({
      app_name: 'Jar Day',
      category: 'Shopping',
      description: ['A bulk refill guide for zero-waste shoppers.', '• Tare weights saved per jar', '• Stock list per shop'].join(
        '\n',
      ),
    });
    expect(result.title_suggestions[0]).toBe('Jar Day: Bulk Refill Guide');
    // The title indexes the phrase; the keyword field holds the words it lacks.
    expect(result.app_store_keywords.split(',')).toEqual(expect.arrayContaining(['zero-waste']));
    expect(result.app_store_keywords.split(',')).not.toContain('refill');
  });

  it('When the description names the app "a … app designed for …", then the title takes the phrase without "app" or the participle', async () => {
    const result = await optimized({
      app_name: 'Wicket Day',
      category: 'Sports',
      description: 'A cricket scoring app designed for village clubs.\n• Ball by ball scoring\n• Live score link',
    });
    expect(result.title_suggestions[0]).toBe('Wicket Day: Cricket Scoring');
    for (const line of [...result.title_suggestions, ...result.subtitle_suggestions])
      expect(line).not.toMatch(/\b(app|designed)\b/i);
  });

  it('When a line of the description is a disclaimer, then none of its words reaches the keywords', async () => {
    const result = await optimized({
      app_name: 'Twin Tally',
      category: 'Parenting',
      description:
        'Feeding log for parents of twins.\n• Feeding timer per baby\n• Diaper changes\n• No medical advice - ask your midwife\n• Does not hold or move money',
    });
    const offered = [...result.keywords, ...result.app_store_keywords.split(',')].join(' ');
    expect(offered).not.toMatch(/midwife|advice|money|move|\bask\b/);
    expect(result.app_store_keywords).toMatch(/diaper/);
  });

  it('When the field has no room for every word, then what the app is about comes before words every app shares', async () => {
    const result = await optimized({
      app_name: 'Hivewise',
      category: 'Lifestyle',
      description:
        'Hive inspection log.\n• Export history to CSV and PDF\n• Photo notes and GPS pins\n• Varroa mite counts\n• Queen cell alerts\n• Honey harvest log',
    });
    const field = result.app_store_keywords.split(',');
    for (const word of ['varroa', 'honey']) expect(field).toContain(word);
    const shared = field.findIndex((word) => ['csv', 'pdf', 'photo', 'gps', 'history'].includes(word));
    if (shared >= 0) expect(shared).toBeGreaterThan(field.indexOf('honey'));
  });

  it('When a habit tracker is described, then the keywords are its nouns and phrases, plurals folded, verbs and stop words left out', async () => {
    const result = await optimized({ app_name: 'Habitloop', category: 'Productivity', description: HABIT_DESCRIPTION });
    expect(result.keywords.slice(0, 3)).toEqual(['habit', 'habit tracker', 'daily habit']);
    expect(result.keywords).toEqual(expect.arrayContaining(['streak counter', 'home screen widget', 'reminder']));
    // The category names where the app competes; it is no keyword of this app unless the listing uses it.
    expect(result.keywords).not.toContain('productivity');
    expect(result.keywords).not.toEqual(expect.arrayContaining(['habits', 'build', 'watch', 'the', 'with', 'habitloop']));
    expect(result.keyword_details[0]).toEqual({ keyword: 'habit', score: 100, occurrences: 6, density_percent: 6.7 });
    expect(result.title_suggestions[0]).toBe('Habitloop: Habit Tracker');
    expectStoreReady(result, 'Habitloop');
  });

  it('When the description repeats its main term, then a stuffing warning names it with its share', async () => {
    const result = await optimized({ app_name: 'Habitloop', category: 'Productivity', description: HABIT_DESCRIPTION });
    expect(result.warnings).toContain(
      "'habit' makes up 6.7% of your description's words (6 times): Google Play treats repetition as keyword stuffing; keep it under about 3%.",
    );
  });

  it('When the main keywords are missing from the visible opening, then the opening names them and the change is explained', async () => {
    const description =
      'Welcome! We are a small team from Lisbon and we are so glad you are here. Thank you for trying what we made, and for every kind word you send us. It truly means a lot to all of us.\n\n' +
      'Meditation timer with bells. Guided meditation for sleep. Meditation timer presets and guided meditation courses.';
    const result = await optimized({ app_name: 'Stillpoint', category: 'Meditation', description });
    const opening = result.description_optimized.slice(0, 170);
    // The keywords open it; no category line follows (it can describe another kind of app), the visitor's text does.
    expect(opening).toMatch(/^Stillpoint: Meditation Timer and guided meditation\.\n\nWelcome!/);
    expect(result.description_optimized).toContain('We are a small team from Lisbon');
    expect(result.description_optimized).toMatch(/\n\n(Download|Install|Get|Try|Start) [^\n]*Stillpoint [^\n]+$/);
    expect(result.description_changes?.[0]).toMatch(/^Opening: .*'Meditation Timer' and 'guided meditation'.*Before: "Welcome!/);
  });

  it('When feature lines and a repeated sentence are given, then features become benefits and the repeat goes', async () => {
    const description = 'Plan your week in minutes. Plan your week in minutes.\nOffline mode\nHome screen widgets\nDark mode';
    const result = await optimized({ app_name: 'Weekly', category: 'Productivity', description });
    expect(result.description_optimized.match(/Plan your week in minutes\./g)).toHaveLength(1);
    expect(result.description_optimized).toMatch(/^• Offline mode: [A-Z].+\.$/m);
    expect(result.description_optimized).toMatch(/^• Home screen widgets: [A-Z].+\.$/m);
    expect(result.description_changes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Features: 3 feature lines/), 'Repeats: 1 repeated sentence was removed.']),
    );
  });

  it('When the description names competitors and rules things out, then no competitor, negated or filler word reaches a keyword field', async () => {
    const description =
      'Learn Spanish with short lessons. No ads and no account needed. Better than Duolingo, Babbel and Memrise for busy adults. ' +
      'Tap once a day to review vocabulary flashcards, and sync with Google Drive. Vocabulary flashcards, pronunciation practice and grammar tips.';
    const result = await optimized({ app_name: 'Lingo Leaf', category: 'Education', description });
    const field = result.app_store_keywords.split(',');
    for (const banned of ['duolingo', 'babbel', 'memrise', 'google', 'drive', 'ads', 'ad', 'account', 'tap', 'day', 'education'])
      expect(field).not.toContain(banned);
    for (const text of [...result.title_suggestions, ...result.subtitle_suggestions, result.play_short_description])
      expect(text).not.toMatch(/duolingo|babbel|memrise|google/i);
    expect(result.keywords).not.toEqual(expect.arrayContaining(['ads', 'account', 'duolingo']));
    expect(result.warnings).toContain(
      'Your description names Duolingo, Babbel, Memrise, Google Drive: that is fine for a real integration, but these names were kept out of the titles, subtitles, keyword field and short description (App Review 2.3.7, Google Play metadata policy).',
    );
    // The field holds the listing's own words, never a category's stock terms it did not use; with the
    // first title and subtitle (indexed together) it covers the main terms.
    const indexed = [result.app_store_keywords, result.title_suggestions[0], result.subtitle_suggestions[0]]
      .join(' ')
      .toLowerCase();
    for (const word of ['pronunciation', 'grammar', 'spanish']) expect(indexed).toContain(word);
    for (const word of field) expect(description.toLowerCase()).toContain(word);
  });

  it('When a plant-care app is filed under House & Home, then every suggestion is about plants, none about a home-and-car pack', async () => {
    const description =
      'Identify a plant by photo and get its light and humidity needs. Watering reminders for every houseplant, ' +
      'a care log with photos, and repotting tips. No ads.';
    const result = await optimized({ app_name: 'Leafwise', category: 'House & Home', description });
    const suggestions = [...result.title_suggestions, ...result.subtitle_suggestions, result.app_store_keywords].join(' ');
    expect(suggestions).not.toMatch(/\b(car|vehicle|fuel|mileage|home|house|upkeep|chore)s?\b/i);
    expect(result.title_suggestions.length).toBeGreaterThan(0);
    // The subject (plant, also inside "houseplant") leads; every title is "Name: subject phrase".
    expect(result.title_suggestions[0]).toMatch(/^Leafwise: Plant\b/);
    for (const title of result.title_suggestions) expect(title).toMatch(/^Leafwise: \p{Lu}/u);
    for (const word of result.app_store_keywords.split(',')) expect(description.toLowerCase()).toContain(word);
  });

  it('When a feature is ruled out after a verb, then only the ruled-out phrase goes, not every phrase sharing a word', async () => {
    const description =
      'Remote control for your hearing aids. Adjust the volume of your hearing aids for each ear. Does not replace a hearing test.';
    const result = await optimized({ app_name: 'ClearTone', category: 'Medical', description });
    expect(result.keywords).toContain('hearing aid');
    expect(result.keywords).not.toContain('hearing test');
  });

  it('When the name has emoji and price or ranking words, then no title repeats them and none ends mid-phrase', async () => {
    const result = await optimized({
      app_name: 'Best Free Budget Planner and Tracker 💰',
      category: 'Finance',
      description: HABIT_DESCRIPTION,
    });
    for (const title of result.title_suggestions) {
      expect(title).not.toMatch(/best|free|\p{Extended_Pictographic}/iu);
      expect(title).not.toMatch(/\b(and|or|with|for|&)$/i);
    }
  });

  it('When the description is Japanese, then keywords are words, not whole clauses', async () => {
    const result = await optimized({
      app_name: '習慣ノート',
      category: '',
      description: '毎日の習慣を記録して、目標を達成しましょう。リマインダーとグラフで習慣が続きます。',
    });
    for (const keyword of result.keywords) expect(keyword).not.toMatch(/\s|[、。]/);
    expect(result.keywords).toEqual(expect.arrayContaining(['習慣', '記録', '目標']));
    expect(result.app_store_keywords).not.toMatch(/[a-z]/);
  });

  it('When the description is HTML, then the result is plain text and a warning says so', async () => {
    const result = await optimized({
      app_name: 'Notely',
      category: '',
      description: '<p>Quick <b>notes</b> &amp; lists.</p><ul><li>Voice notes</li><li>Shared lists</li></ul>',
    });
    expect(result.description_optimized).not.toMatch(/<|&amp;/);
    expect(result.description_optimized).toMatch(/Quick notes & lists\.\n\n• Voice notes: [^\n]+\n• Shared lists: [^\n]+/);
    expect(result.warnings).toContain('HTML tags were removed: App Store descriptions are plain text.');
  });

  it('When the name breaks Google Play title rules, then each problem gets its own warning', async () => {
    const result = await optimized({ app_name: 'BEST FREE HABIT TRACKER 🔥', category: '', description: HABIT_DESCRIPTION });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        "Google Play rejects titles with price or ranking claims: remove 'free', 'best' from the name.",
        'Google Play does not allow emoji in app titles: remove them from the name.',
        'Google Play does not allow titles in ALL CAPS unless the brand is written that way: use normal capitalisation.',
      ]),
    );
  });

  it('When the name is longer than 30 characters, then titles use its longest whole-word start and a warning says so', async () => {
    const name = 'Habitloop Daily Routine Planner and Streak Keeper';
    const result = await optimized({ app_name: name, category: 'Productivity', description: HABIT_DESCRIPTION });
    expect(result.warnings).toContain(
      "Your app name has 49 characters; store titles allow 30, so the suggestions shorten it to 'Habitloop Daily Routine'.",
    );
    expect(result.title_suggestions.every((title) => title.includes('Habitloop Daily Routine'))).toBe(true);
    expectStoreReady(result, name);
  });

  it.each([
    [
      'Japanese',
      'ハビット・トラッカー 習慣化アプリ',
      `習慣 トラッカー 毎日 リマインダー 記録 グラフ ウィジェット 目標 ${'習慣 '.repeat(30)}`,
    ],
    [
      'emoji and accents',
      '🌱 Café Déjà Vu Häbit Trackér Ünïcode Ñame 🎉',
      `Crème brûlée recipes, café menus and résumé tips. ${'Naïve façade fiancée coöperate. '.repeat(100)}`,
    ],
    ['a 4000-character description', 'Habitloop', 'Habit tracker with streaks and reminders. '.repeat(95).slice(0, 4000)],
    ['an 80-character single word', 'x'.repeat(80), 'Tracker widgets. '.repeat(20)],
  ])('When the input is %s, then every text stays within its store limit', async (_case, appName, description) => {
    const result = await optimized({ app_name: appName, category: 'Lifestyle', description });
    expectStoreReady(result, appName);
  });

  it('When a keyword field is built from multi-byte words, then it stops before 100 UTF-8 bytes, not 100 characters', async () => {
    const description = Array.from({ length: 60 }, (_, i) => `キーワード${String.fromCharCode(0x30a2 + i)}`).join('、 ');
    const result = await optimized({ app_name: 'テスト', category: '', description });
    expect(result.app_store_keywords.length).toBeGreaterThan(0);
    expect(utf8ByteCount(result.app_store_keywords)).toBeLessThanOrEqual(100);
    expect(utf8ByteCount(result.app_store_keywords)).toBeGreaterThan(60);
  });

  it.each([
    ['a blank app name', { app_name: ' ', description: 'x' }, 'Must not be blank'],
    ['a blank description', { app_name: 'A', description: '\n ' }, 'Must not be blank'],
    ['a description over 4000 characters', { app_name: 'A', description: 'x'.repeat(4001) }, 'Must be at most 4000 characters'],
    ['an app name over 80 characters', { app_name: 'x'.repeat(81), description: 'x' }, 'Must be at most 80 characters'],
  ])('When the body has %s, then 400 with a clear message', async (_case, body, message) => {
    const res = await optimize(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation_failed', message });
  });
});
