import { ListingTranslationStatus, MODEL_CALLS_HEADER, MODEL_GRANT_HEADER, TranslateListingResponse } from '@aiapp/contracts';
import { measureText, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { answer, postTextTool, serverError, silentLogger, useModelTestBed, userInput, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';

/** The en-US texts the visitor typed in the listing editor. */
const source = {
  app_name: 'Habit Garden',
  from_locale: 'en-US',
  app_store: {
    name: 'Habit Garden',
    subtitle: 'Grow daily routines',
    keywords: 'tracker,streak,reminder',
    description: 'Habit Garden turns each routine into a plant that grows as you keep it up.',
    promotional_text: '',
    release_notes: 'First release.',
  },
  play: {
    title: 'Habit Garden',
    short_description: 'Grow your daily routines like a garden.',
    full_description: 'Habit Garden turns each routine into a plant that grows as you keep it up.',
    release_notes: '',
  },
};

/** What a model answers for German, every field within its limit (promotional text filled although the source is blank). */
const german = () => ({
  app_store: {
    name: 'Habit Garden',
    subtitle: 'Tägliche Routinen pflegen',
    keywords: 'gewohnheiten,serie,erinnerung',
    description: 'Habit Garden macht jede Routine zu einer Pflanze, die wächst, solange du dranbleibst.',
    promotional_text: 'Jetzt mit Wochenrückblick.',
    release_notes: 'Erste Version.',
  },
  play: {
    title: 'Habit Garden',
    short_description: 'Lass deine täglichen Routinen wachsen wie einen Garten.',
    full_description: 'Habit Garden macht jede Routine zu einer Pflanze, die wächst, solange du dranbleibst.',
    release_notes: 'Erste Version.',
  },
});

/** Where a cut may fall in `text` without splitting a word: the ends of its word segments in `locale` (Intl.Segmenter, written apart from the service's). */
const wordBoundaries = (text: string, locale: string) =>
  new Set([...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((s) => s.index + s.segment.length));

describe('POST /api/translate-listing', () => {
  const bed = useModelTestBed((model) => createApp({ logger: silentLogger, ...(model ? { model } : {}) }));
  const translate = (service: Listening, body: unknown) =>
    postTextTool(service, '/api/translate-listing', body, TranslateListingResponse);
  const post = (service: Listening, body: unknown) =>
    fetch(`${service.url}/api/translate-listing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('When a model is configured, then the status call says translation is offered; without one, that it is not', async () => {
    const status = async (service: Listening) =>
      ListingTranslationStatus.parse(await (await fetch(`${service.url}/api/listing-translation`)).json());
    expect(await status(bed.withModel)).toEqual({ available: true });
    expect(await status(bed.builtInOnly)).toEqual({ available: false });
  });

  it('When the model translates within the limits, then every field is its text, and a field blank in en-US stays blank', async () => {
    bed.fake.answerWith(() => answer(german()));
    const translated = await translate(bed.withModel, { ...source, to_locale: 'de-DE' });
    expect(translated.locale).toBe('de-DE');
    expect(translated.engine).toBe('model');
    expect(translated.app_store).toEqual({ ...german().app_store, promotional_text: '' });
    expect(translated.play).toEqual({ ...german().play, release_notes: '' });
    expect(translated.shortened).toEqual([]);
  });

  it('When the model is asked, then it gets strict structured output, the target locale, the source texts and every limit', async () => {
    bed.fake.answerWith(() => answer(german()));
    await translate(bed.withModel, { ...source, to_locale: 'de-DE' });
    const [call] = bed.fake.calls;
    expect(call?.body.response_format.json_schema.strict).toBe(true);
    expect(call?.body.response_format.json_schema.schema.required).toEqual(['app_store', 'play']);
    const input = userInput(call!) as { target_locale: string; limits: { app_store: Record<string, string> }; play: unknown };
    expect(input.target_locale).toBe('de-DE');
    expect(input.limits.app_store.keywords).toBe('100 bytes');
    expect(input.play).toEqual(source.play);
  });

  it('When the translation runs past a limit, then that field is shortened at a word boundary and named', async () => {
    const long = german();
    long.app_store.subtitle = 'Tägliche Routinen einfach und ruhig pflegen';
    long.play.short_description =
      'Lass deine täglichen Routinen wachsen wie einen Garten, Tag für Tag, mit sanften Erinnerungen und Wochenrückblick.';
    long.app_store.keywords =
      'gewohnheitstracker,tagesroutine,erinnerungsfunktion,wochenrückblick,achtsamkeit,zielverfolgung,motivation';
    bed.fake.answerWith(() => answer(long));
    const translated = await translate(bed.withModel, { ...source, to_locale: 'de-DE' });
    expect(translated.shortened).toEqual(['app_store.subtitle', 'app_store.keywords', 'play.short_description']);
    for (const [text, whole, field] of [
      [translated.app_store.subtitle, long.app_store.subtitle, 'appStoreSubtitle'],
      [translated.play.short_description, long.play.short_description, 'playShortDescription'],
    ] as const) {
      expect(measureText(text, field)).toBeLessThanOrEqual(STORE_TEXT_LIMITS[field].max);
      expect(whole.startsWith(text)).toBe(true);
      expect(wordBoundaries(whole, 'de-DE').has(text.length)).toBe(true);
    }
    // Keywords lose whole keywords from the end, counted in UTF-8 bytes (ü is two).
    const kept = translated.app_store.keywords.split(',');
    expect(measureText(translated.app_store.keywords, 'appStoreKeywords')).toBeLessThanOrEqual(100);
    expect(long.app_store.keywords.startsWith(kept.join(','))).toBe(true);
    expect(kept.length).toBeLessThan(long.app_store.keywords.split(',').length);
  });

  it('When a Japanese translation runs past a limit, then it is cut between words, not inside one', async () => {
    const japanese = german();
    japanese.play.short_description =
      '毎日の習慣を庭のように育てましょう。やさしいリマインダーと週ごとのふりかえりで、続けることが楽しくなります。小さな一歩が大きな変化につながります。あなたのペースで、毎日少しずつ続けられます。';
    bed.fake.answerWith(() => answer(japanese));
    const translated = await translate(bed.withModel, { ...source, to_locale: 'ja' });
    const text = translated.play.short_description;
    expect(measureText(text, 'playShortDescription')).toBeLessThanOrEqual(80);
    expect(japanese.play.short_description.startsWith(text)).toBe(true);
    expect(wordBoundaries(japanese.play.short_description, 'ja').has(text.length)).toBe(true);
    expect(translated.shortened).toContain('play.short_description');
  });

  it('When no model is configured, then 403 says to type or import the texts, and no model call is counted', async () => {
    const res = await post(bed.builtInOnly, { ...source, to_locale: 'de-DE' });
    expect(res.status).toBe(403);
    expect(res.headers.get(MODEL_CALLS_HEADER)).toBe('0');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('model_not_configured');
    expect(body.error.message).toMatch(/type the texts of this locale or import them/);
  });

  it('When the model fails, then 502 gives the reason and the call counts against the budget', async () => {
    bed.fake.answerWith(() => serverError());
    const res = await post(bed.withModel, { ...source, to_locale: 'de-DE' });
    expect(res.status).toBe(502);
    expect(Number(res.headers.get(MODEL_CALLS_HEADER))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('model_unavailable');
    expect(body.error.message).toMatch(/could not be translated just now: .*HTTP 500/);
  });

  it('When the site’s AI budget for today is spent, then 429 says so and the model is not asked', async () => {
    const res = await fetch(`${bed.withModel.url}/api/translate-listing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [MODEL_GRANT_HEADER]: 'daily-budget' },
      body: JSON.stringify({ ...source, to_locale: 'de-DE' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get(MODEL_CALLS_HEADER)).toBe('0');
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/AI budget for today is spent/);
    expect(bed.fake.calls).toHaveLength(0);
  });

  it.each([
    ['the same locale as the source', { to_locale: 'en-US' }, ['to_locale']],
    ['a locale neither store lists', { to_locale: 'xx-YY' }, ['to_locale']],
    ['no text at all', { to_locale: 'de-DE', app_store: {}, play: {} }, ['app_store']],
    ['no app name', { to_locale: 'de-DE', app_name: ' ' }, ['app_name']],
  ])('When the request has %s, then 400 JSON names the field and the model is not asked', async (_case, change, path) => {
    const res = await post(bed.withModel, { ...source, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { path: (string | number)[] }[] } };
    expect(body.error.details[0]!.path).toEqual(path);
    expect(bed.fake.calls).toHaveLength(0);
  });
});
