/** @jest-environment ./test-support/src/browser-environment.ts */
import { measureText, STORE_TEXT_LIMITS, type StoreTextField } from '@aiapp/store-facts';
import { answer, useBrowserSession, userInput } from '@aiapp/test-support';

/**
 * Issue 29, item 3, with a model configured: "translate from en-US" fills a locale, each field
 * re-checked against its store limit and never cut mid-word. text-gen's model is the local fake
 * OpenAI server, which answers as a model would.
 */

const session = useBrowserSession({ model: true });

/** The en-US texts the visitor types; promotional text and What's New are left blank. */
const EN_US = {
  app_store: {
    name: 'Habitloop: Daily Habit Tracker',
    subtitle: 'Tiny habits, tracked with care',
    keywords: 'routine,goal,planner,reminder,streak',
    description: 'Habitloop helps you build small daily habits with one-tap check-ins.',
  },
  play: {
    title: 'Habitloop: Daily Habit Tracker',
    short_description: 'Build small daily habits with one-tap check-ins and streaks.',
    full_description: 'Habitloop helps you build small daily habits with one-tap check-ins.',
  },
};

/**
 * What the model answers for German: the subtitle and the Play short description run past their
 * limits (30 and 80 characters; the 30th and the 80th fall inside a word), and it wrote promotional
 * text and release notes that en-US does not have.
 */
const GERMAN = {
  app_store: {
    name: 'Habitloop: Gewohnheiten',
    subtitle: 'Kleine Gewohnheiten, sanft verfolgt',
    keywords: 'routine,ziel,planer,erinnerung,serie',
    description: 'Habitloop hilft dir, kleine tägliche Gewohnheiten mit einem Tippen aufzubauen.',
    promotional_text: 'Jetzt mit Wochenrückblick.',
    release_notes: 'Erste Version.',
  },
  play: {
    title: 'Habitloop: Gewohnheiten',
    short_description:
      'Baue kleine tägliche Gewohnheiten auf, mit Check-ins per Fingertipp, Serienzählern und sanften Erinnerungen.',
    full_description: 'Habitloop hilft dir, kleine tägliche Gewohnheiten mit einem Tippen aufzubauen.',
    release_notes: 'Erste Version.',
  },
};

/** Each editor field by its label, the store's unit it counts in, and where the model's answer has it. */
const FIELDS: { label: RegExp; limit: StoreTextField; store: 'app_store' | 'play'; key: string }[] = [
  { label: /^App Store name/, limit: 'appStoreName', store: 'app_store', key: 'name' },
  { label: /^App Store subtitle/, limit: 'appStoreSubtitle', store: 'app_store', key: 'subtitle' },
  { label: /^App Store keywords/, limit: 'appStoreKeywords', store: 'app_store', key: 'keywords' },
  { label: /^App Store promotional text/, limit: 'appStorePromotionalText', store: 'app_store', key: 'promotional_text' },
  { label: /^App Store description/, limit: 'appStoreDescription', store: 'app_store', key: 'description' },
  { label: /^App Store what's new/i, limit: 'appStoreReleaseNotes', store: 'app_store', key: 'release_notes' },
  { label: /^Google Play app name/, limit: 'playTitle', store: 'play', key: 'title' },
  { label: /^Google Play short description/, limit: 'playShortDescription', store: 'play', key: 'short_description' },
  { label: /^Google Play full description/, limit: 'playFullDescription', store: 'play', key: 'full_description' },
  { label: /^Google Play release notes/, limit: 'playReleaseNotes', store: 'play', key: 'release_notes' },
];

/** Where a cut may fall in `text` without splitting a word: the ends of its word segments (Intl.Segmenter, written apart from the service's rule). */
const wordEnds = (text: string, locale: string) =>
  new Set(
    [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)]
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.index + segment.segment.length),
  );

describe('Store kit: translate from en-US', () => {
  test('When the site has a model and the visitor translates a new locale, then every field of it is filled within its limit, an over-long one shortened at a word and named, and en-US keeps its texts', async () => {
    const { page, stack, model } = session;
    model.answerWith((schemaName) =>
      schemaName === 'translated_store_listing'
        ? answer(GERMAN)
        : { status: 500, body: { error: { message: `no reply for ${schemaName}` } } },
    );
    const status = page.waitForResponse((response) => response.url().endsWith('/api/listing-translation'));
    await page.goto(`${stack.url}/store-kit`);
    await page.getByRole('heading', { level: 1, name: 'Store Kit' }).waitFor();
    expect(await (await status).json()).toEqual({ available: true });

    await page.getByLabel('App name', { exact: true }).fill('Habitloop');
    const listing = page.getByRole('region', { name: 'Listing' });
    const field = (label: RegExp) => listing.getByLabel(label);
    for (const { label, store, key } of FIELDS) {
      const typed = (EN_US[store] as Record<string, string>)[key];
      if (typed) await field(label).fill(typed);
    }
    expect(await listing.textContent()).toContain("or translated from en-US by this site's AI model");

    await page.getByLabel('Add a locale').selectOption('de-DE');
    await page.getByRole('button', { name: 'de-DE', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Translate from en-US' }).click();
    await listing
      .getByRole('status')
      .filter({
        hasText:
          'Translated. Shortened at a word to fit its limit: App Store subtitle, Google Play short description. Read them through.',
      })
      .waitFor();

    // The model was asked for German from the en-US texts as typed.
    const calls = model.calls.filter((call) => call.body.response_format.json_schema.name === 'translated_store_listing');
    expect(calls).toHaveLength(1);
    const asked = userInput(calls[0]!) as { source_locale: string; target_locale: string; app_store: unknown; play: unknown };
    expect(asked.source_locale).toBe('en-US');
    expect(asked.target_locale).toBe('de-DE');
    expect(asked.app_store).toEqual({ ...EN_US.app_store, promotional_text: '', release_notes: '' });
    expect(asked.play).toEqual({ ...EN_US.play, release_notes: '' });

    for (const { label, limit, store, key } of FIELDS) {
      const value = await field(label).inputValue();
      const written = (GERMAN[store] as Record<string, string>)[key]!;
      const typed = (EN_US[store] as Record<string, string>)[key];
      if (!typed) {
        // Blank in en-US stays blank, whatever the model wrote.
        expect(value).toBe('');
        continue;
      }
      expect(value).not.toBe('');
      expect(measureText(value, limit)).toBeLessThanOrEqual(STORE_TEXT_LIMITS[limit].max);
      if (measureText(written, limit) <= STORE_TEXT_LIMITS[limit].max) {
        expect(value).toBe(written);
      } else {
        // Over its limit: the start of what the model wrote, ending where a word ends.
        expect(written.startsWith(value)).toBe(true);
        expect(value.length).toBeLessThan(written.length);
        expect(wordEnds(written, 'de-DE').has(value.length)).toBe(true);
      }
    }
    // No counter in the German listing is red.
    expect(await listing.locator('.limit-count--over').count()).toBe(0);

    // The en-US texts are as the visitor typed them.
    await page.getByRole('button', { name: 'en-US', exact: true, pressed: false }).click();
    await page.getByRole('button', { name: 'en-US', exact: true, pressed: true }).waitFor();
    expect(await field(/^App Store subtitle/).inputValue()).toBe(EN_US.app_store.subtitle);
    expect(await field(/^Google Play short description/).inputValue()).toBe(EN_US.play.short_description);
    expect(session.cspViolations).toEqual([]);
  });
});
