/** @jest-environment jsdom */
import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emptyLocale, type LocaleDraft } from '../../src/lib/app-profile/profileDraft';
import { ListingEditor } from '../../src/features/store-kit/ListingEditor';

/** Issue 29, item 2: the listing editor's counters and rule checks, as the visitor types. */

function Harness({ initial }: { initial: LocaleDraft }) {
  const [texts, setTexts] = useState(initial);
  return <ListingEditor texts={texts} onChange={setTexts} />;
}

function renderEditor(change: (texts: LocaleDraft) => void = () => undefined) {
  const texts = emptyLocale('en-US');
  change(texts);
  render(<Harness initial={texts} />);
  return userEvent.setup();
}

const fieldOf = (label: RegExp | string) => screen.getByLabelText(label).closest('.field') as HTMLElement;
const counterOf = (label: RegExp | string) => fieldOf(label).querySelector('.limit-count') as HTMLElement;
const errorOf = (label: RegExp | string) => fieldOf(label).querySelector('.field__error')?.textContent ?? '';

describe('Listing editor', () => {
  test('When the editor shows, then every store field has a counter at its store limit, in its unit', () => {
    renderEditor();
    const expected: [RegExp | string, string][] = [
      ['App Store name', `0/${STORE_TEXT_LIMITS.appStoreName.max}`],
      [/^App Store subtitle/, `0/${STORE_TEXT_LIMITS.appStoreSubtitle.max}`],
      [/^App Store keywords/, `0/${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes`],
      [/^App Store promotional text/, `0/${STORE_TEXT_LIMITS.appStorePromotionalText.max}`],
      ['App Store description', `0/${STORE_TEXT_LIMITS.appStoreDescription.max}`],
      [/^App Store what's New/, `0/${STORE_TEXT_LIMITS.appStoreReleaseNotes.max}`],
      ['Google Play app name', `0/${STORE_TEXT_LIMITS.playTitle.max}`],
      ['Google Play short description', `0/${STORE_TEXT_LIMITS.playShortDescription.max}`],
      ['Google Play full description', `0/${STORE_TEXT_LIMITS.playFullDescription.max}`],
      [/^Google Play release notes/, `0/${STORE_TEXT_LIMITS.playReleaseNotes.max}`],
    ];
    // The counter's visible text; the rest ("characters used") is for screen readers.
    const visible = (label: RegExp | string) => counterOf(label).textContent?.replace(/ (characters|bytes) used.*$/, '');
    for (const [label, count] of expected) expect([label, visible(label)]).toEqual([label, count]);
    // The visitor may type past a limit: the field never cuts what was typed.
    expect(screen.getByLabelText('App Store name')).toHaveProperty('maxLength', -1);
  });

  test('When the keyword field passes 100 bytes in fewer characters, then its counter turns red and says by how much', async () => {
    const user = renderEditor();
    // 51 "ü" are 51 characters but 102 UTF-8 bytes.
    await user.type(screen.getByLabelText(/^App Store keywords/), 'ü'.repeat(51));
    const counter = counterOf(/^App Store keywords/);
    expect(counter.classList.contains('limit-count--over')).toBe(true);
    expect(counter.textContent).toContain('102/100 bytes');
    expect(errorOf(/^App Store keywords/)).toBe("102 of 100 bytes: 2 over the App Store's limit");
    expect(screen.getByLabelText(/^App Store keywords/).getAttribute('aria-invalid')).toBe('true');
  });

  test('When a text is back within its limit, then the counter is no longer red and the error is gone', async () => {
    const user = renderEditor((texts) => (texts.play.short_description = 'x'.repeat(81)));
    expect(counterOf('Google Play short description').classList.contains('limit-count--over')).toBe(true);
    await user.type(screen.getByLabelText('Google Play short description'), '{Backspace}');
    expect(counterOf('Google Play short description').classList.contains('limit-count--over')).toBe(false);
    expect(errorOf('Google Play short description')).toBe('');
  });

  test('When keywords repeat the name, use spaces, pair a plural with its singular and name a brand, then each rule is said under the field', async () => {
    const user = renderEditor((texts) => {
      texts.app_store.name = 'Habitloop Journal';
      texts.app_store.subtitle = 'Calm daily planner';
    });
    await user.type(screen.getByLabelText(/^App Store keywords/), 'journal, goal,goals,instagram,planners');
    const text = fieldOf(/^App Store keywords/).textContent ?? '';
    expect(text).toContain('Separate keywords with commas only');
    expect(text).toContain('Already in the name, so indexed from there: "journal"');
    expect(text).toContain('Already in the subtitle, so indexed from there: "planners"');
    expect(text).toContain('One form of a word is enough: "goal and goals"');
    expect(text).toContain('"instagram"');
    // Rule warnings are not limit errors: the counter stays green.
    expect(counterOf(/^App Store keywords/).classList.contains('limit-count--over')).toBe(false);
  });

  test('When the Play title carries a price claim, then the policy warning shows as it is typed', async () => {
    const user = renderEditor();
    await user.type(screen.getByLabelText('Google Play app name'), 'Habitloop FREE');
    expect(fieldOf('Google Play app name').textContent).toMatch(/Store policy refuses .*"free"/);
  });
});
