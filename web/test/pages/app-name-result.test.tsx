/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { GeneratedNames } from '../../src/features/app-name-generator/generateAppNames';
import { AppNameResult } from '../../src/features/app-name-generator/AppNameResult';

// Set J's Gujarati brief (bench/briefs/spent-2026-11-29d): keywords in a script the built-in engine
// cannot pair or join gave no names, and the page showed "Suggestions (0)" over an empty list.
const answer = (names: string[]): GeneratedNames => ({
  request: { keywords: ['આરાધના', 'કેલેન્ડર'], category: 'entertainment' },
  response: { names, engine: 'built-in', fallback_reason: null, model_skipped: null },
});

describe('the app name result', () => {
  it('When the engine gives no names, then the page says why and what to try, and shows no empty list', () => {
    render(<AppNameResult result={answer([])} />);
    expect(screen.getByRole('status').textContent).toMatch(/No names this time.*keywords in English/);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('When the engine gives names, then they are listed to star', () => {
    render(<AppNameResult result={answer(['Clever Clock', 'Curious Clock'])} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/No names this time/)).toBeNull();
  });
});
