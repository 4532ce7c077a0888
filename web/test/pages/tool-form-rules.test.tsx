/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

// The result sample loads through Vite's import.meta.glob, which jest's CommonJS cannot run; no test here reads it.
jest.mock('../../src/components/tool-page/ResultSampleView', () => ({ ResultSampleView: () => null }));
import { AppNameGeneratorPage } from '../../src/features/app-name-generator/AppNameGeneratorPage';
import { AsoOptimizerPage } from '../../src/features/aso-optimizer/AsoOptimizerPage';
import { LogoMakerPage } from '../../src/features/logo-maker/LogoMakerPage';
import { PrivacyPolicyPage } from '../../src/features/privacy-policy/PrivacyPolicyPage';
import { ReviewPreviewPage } from '../../src/features/review-preview/ReviewPreviewPage';

/*
 * What a tool page does with a form its contract refuses: the field says why (the contract's
 * message, or the form's own rule), takes focus where the page moves it, and nothing is sent. The
 * whole page as the site routes it, in jsdom: these were browser flows (web/test/browser), which
 * checked the same things through Chromium and the stack without any call reaching it.
 */

/** Every request the page starts, by fetch or XMLHttpRequest (the upload transport); none is answered. */
let sent: string[];
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response('{}', { status: 500 });
  }) as typeof fetch;
  jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (_method: string, url: string | URL) {
    sent.push(String(url));
  });
});
afterEach(() => jest.restoreAllMocks());

function open(page: ReactElement, path: string) {
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  return userEvent.setup({ delay: null });
}

/** As Playwright's fill: the field focused, its value replaced at once (not typed key by key). */
async function fill(user: ReturnType<typeof open>, control: HTMLElement, value: string): Promise<void> {
  await user.clear(control);
  await user.click(control);
  await user.paste(value);
}

const callsTo = (path: string) => sent.filter((url) => url.includes(path));

/**
 * Waits until `check` passes: the form checks its values asynchronously (the contract's resolver),
 * so a field's message may show after the click has returned; a run at load 25 read it too early.
 * The deadline only stops a test that would otherwise hang (docs/testing.md, "No clock in assertions").
 */
const eventually = (check: () => void) => waitFor(check, { timeout: 30_000 });

/** The field's own error (aria-invalid, and the alert its aria-describedby names), as fieldErrorOf reads it in the browser. */
function fieldErrorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const alert = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert');
  return alert?.textContent?.trim() ?? null;
}

describe('Review preview generator', () => {
  test('When the app name is blank, then its field shows the contract’s message and nothing is sent', async () => {
    const user = open(<ReviewPreviewPage />, '/review-preview');
    await fill(user, screen.getByLabelText('App name'), '  ');
    await user.selectOptions(screen.getByLabelText('Star rating'), '5');
    await user.click(screen.getByRole('radio', { name: /^positive/i }));
    await user.click(screen.getByRole('button', { name: 'Generate Reviews' }));
    await eventually(() => expect(fieldErrorOf(screen.getByLabelText('App name'))).toBe('Must not be blank'));
    expect(callsTo('/api/generate-reviews')).toEqual([]);
  });
});

describe('App name generator', () => {
  test('When the keywords are blank, then the field says so and no call is made', async () => {
    const user = open(<AppNameGeneratorPage />, '/app-name-generator');
    await fill(user, screen.getByLabelText('Keywords'), ' , ,  ');
    await user.selectOptions(screen.getByLabelText('Category'), 'health');
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    await eventually(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Please enter at least one keyword'))).toBe(
        true,
      ),
    );
    expect(callsTo('/api/generate-app-names')).toEqual([]);
  });
});

describe('ASO optimizer', () => {
  test('When the description is blank, then no call is made and the field says why', async () => {
    const user = open(<AsoOptimizerPage />, '/aso-optimizer');
    screen.getByRole('heading', { level: 1, name: 'ASO Keyword Optimizer' });
    await fill(user, screen.getByLabelText('App name'), 'Habitloop');
    await fill(user, screen.getByLabelText(/^Category/), 'Productivity');
    await fill(user, screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Optimize' }));
    await eventually(() => expect(fieldErrorOf(screen.getByLabelText('Description'))).toBe('Must not be blank'));
    expect(callsTo('/api/optimize-aso')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Your ASO plan is ready' })).toBeNull();
  });
});

describe('Logo maker', () => {
  test('When the logo text has an emoji, then no call is made and the field names what the logo fonts cannot draw', async () => {
    const user = open(<LogoMakerPage />, '/logo-maker');
    screen.getByRole('heading', { level: 1, name: 'Logo Maker' });
    await fill(user, screen.getByLabelText('Logo text'), 'Rocket 🚀');
    await user.click(screen.getByRole('button', { name: 'Generate Logo' }));
    const textField = screen.getByLabelText('Logo text');
    await eventually(() =>
      expect(fieldErrorOf(textField)).toBe(
        'The logo fonts cannot draw "🚀": use letters of the Latin, Greek or Cyrillic alphabets, digits and punctuation',
      ),
    );
    expect(document.activeElement).toBe(textField);
    expect(callsTo('/api/generate-logo')).toEqual([]);
  });

  test('When the logo text is blank, then no call is made and the field shows the contract’s message and has focus', async () => {
    const user = open(<LogoMakerPage />, '/logo-maker');
    await fill(user, screen.getByLabelText('Logo text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Logo' }));
    const textField = screen.getByLabelText('Logo text');
    await eventually(() => expect(fieldErrorOf(textField)).toBe('Must not be blank'));
    expect(document.activeElement).toBe(textField);
    expect(screen.queryByRole('dialog', { name: 'Your logo is ready' })).toBeNull();
    expect(callsTo('/api/generate-logo')).toEqual([]);
  });
});

describe('Privacy policy generator', () => {
  const generate = (user: ReturnType<typeof open>) => user.click(screen.getByRole('button', { name: 'Generate Privacy Policy' }));

  test('When app name and company name are blank, then no call is made, both fields say why and the first one has focus', async () => {
    const user = open(<PrivacyPolicyPage />, '/privacy-policy');
    screen.getByRole('heading', { level: 1, name: 'Privacy Policy Generator' });
    await generate(user);
    await eventually(() => expect(fieldErrorOf(screen.getByLabelText('App name'))).toBe('Must not be blank'));
    await eventually(() => expect(fieldErrorOf(screen.getByLabelText('Company name'))).toBe('Must not be blank'));
    expect(document.activeElement).toBe(screen.getByLabelText('App name'));
    expect(screen.queryByRole('dialog', { name: 'Your privacy policy is ready' })).toBeNull();
    expect(callsTo('/api/generate-privacy-policy')).toEqual([]);
  });

  test('When the contact e-mail is not an e-mail address, then the field says so and nothing is sent', async () => {
    const user = open(<PrivacyPolicyPage />, '/privacy-policy');
    await fill(user, screen.getByLabelText('App name'), 'Notes');
    await fill(user, screen.getByLabelText('Company name'), 'Acme Apps Ltd');
    await fill(user, screen.getByLabelText(/^Website/), 'acme.example');
    await fill(user, screen.getByLabelText(/^Contact e-mail/), 'privacy-at-acme');
    await generate(user);
    await eventually(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^Contact e-mail/))).toBe('Please enter a valid e-mail address'),
    );
    expect(callsTo('/api/generate-privacy-policy')).toEqual([]);
  });
});
