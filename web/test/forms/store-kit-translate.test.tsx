/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyLocale, type LocaleDraft } from '../../src/lib/app-profile/profileDraft';
import { TranslateLocale } from '../../src/features/store-kit/TranslateLocale';

/** Issue 29, item 3: "translate from en-US" fills a locale with what the service answers, and says which fields it shortened. */

const source: LocaleDraft = {
  ...emptyLocale('en-US'),
  app_store: { ...emptyLocale('en-US').app_store, name: 'Habit Garden', subtitle: 'Grow daily routines' },
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The service's answer for one call; the requests the page sent are kept. */
function answerWith(status: number, body: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    // jsdom has no Response: the fields the page's fetch transport reads.
    return { status, ok: status < 400, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return sent;
}

describe('Translate from en-US', () => {
  test('When the visitor asks for a translation, then the locale gets the answered texts and the page names the shortened field', async () => {
    const translated = {
      ...emptyLocale('de-DE'),
      app_store: { ...emptyLocale('de-DE').app_store, name: 'Habit Garden', subtitle: 'Tägliche Routinen einfach' },
    };
    const sent = answerWith(200, { ...translated, shortened: ['app_store.subtitle'], engine: 'model' });
    const onTranslated = jest.fn();
    render(<TranslateLocale appName="Habit Garden" source={source} target={emptyLocale('de-DE')} onTranslated={onTranslated} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Translate from en-US' }));
    expect(await screen.findByText(/Shortened at a word to fit its limit: App Store subtitle/)).toBeTruthy();
    expect(onTranslated).toHaveBeenCalledWith({ locale: 'de-DE', app_store: translated.app_store, play: translated.play });
    expect(sent).toEqual([
      {
        url: '/api/translate-listing',
        body: {
          app_name: 'Habit Garden',
          from_locale: 'en-US',
          to_locale: 'de-DE',
          app_store: source.app_store,
          play: source.play,
        },
      },
    ]);
  });

  test('When the translation is refused, then the page shows why and the locale keeps its texts', async () => {
    answerWith(429, {
      error: {
        code: 'model_budget',
        message: "The texts could not be translated just now: the site's AI budget for today is spent.",
      },
    });
    const onTranslated = jest.fn();
    render(<TranslateLocale appName="Habit Garden" source={source} target={emptyLocale('de-DE')} onTranslated={onTranslated} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Translate from en-US' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/AI budget for today is spent/);
    expect(onTranslated).not.toHaveBeenCalled();
  });
});
