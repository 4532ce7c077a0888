import { silentLogger as logger } from '@aiapp/test-support';
import { buildKeywordField } from '../src/domain/aso/keyword-field';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/** The built-in engine's answer for a listing written the way the bench writes a brief: notes, then bullet lines. */
const optimized = (app_name: string, category: string, notes: string, lines: readonly string[]) =>
  optimizeAso({ app_name, category, description: [notes, '', ...lines.map((line) => `• ${line}`)].join('\n') }, { logger });

const QUARRY = [
  'Quarry Lantern',
  'Games / Cave exploration',
  'A torch-lit cave exploration game where you map flooded caverns and rescue trapped miners, designed for short sessions.',
  [
    'map flooded caverns w/ sonar pings',
    'portrait + landscape, beta level editor',
    "daily note e.g. 'Tuesday: Anna joins the dig'",
    'physics-based rope swinging',
    'kiosk mode for museum displays',
  ],
] as const;

describe('the ASO Play short description is a sentence about the app', () => {
  it('When the notes sentence runs past 80 characters, then it is cut before a clause, not replaced by a feature bullet', async () => {
    const answer = await optimized(...QUARRY);
    expect(answer.play_short_description).toBe('A torch-lit cave exploration game where you map flooded caverns.');
  });
});

describe('the ASO keyword field and subtitles hold no setting, example or cut word', () => {
  it('When the features name screen orientations, a beta, a quoted example and a weekday, then none reaches the keyword field', async () => {
    const field = (await optimized(...QUARRY)).app_store_keywords.split(',');
    for (const word of ['portrait', 'landscape', 'beta', 'tuesday', 'anna', 'kiosk']) expect(field).not.toContain(word);
  });

  it('When a listing writes a subtitle-sized setting ("kiosk mode"), then no subtitle offers it', async () => {
    const answer = await optimized(...QUARRY);
    expect(answer.subtitle_suggestions.map((subtitle) => subtitle.toLowerCase())).not.toContain('kiosk mode');
  });

  it('When a word is only plural in English ("physics", "Cyclades"), then the field keeps it whole, not "physic" or "cyclade"', () => {
    expect(buildKeywordField(['physics', 'cyclades', 'inspections', 'children'], []).split(',')).toEqual([
      'physics',
      'cyclades',
      'inspection',
      'child',
    ]);
  });
});
