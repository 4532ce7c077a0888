import { BUILT_IN_WRITES_ENGLISH } from '@aiapp/listing-copy';
import { silentLogger as logger } from '@aiapp/test-support';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/** A listing written the way the bench writes a brief: an English note on the app, then the visitor's Portuguese lines. */
const description = [
  'A Brazilian Portuguese app for gardeners to plan planting and watering.',
  '',
  '• calendário de plantio por região',
  '• lembrete de rega e adubação',
  '• diário da horta com fotos',
  '• várias hortas, cada uma com canteiros',
  '• funciona sem internet',
].join('\n');

describe('a listing written in another language', () => {
  it('When most lines are Portuguese, then the keyword field, titles and subtitles take Portuguese words only, as typed', async () => {
    const answer = await optimizeAso({ app_name: 'Horta Viva', category: 'Casa / Jardinagem', description }, { logger });
    const suggested = [answer.app_store_keywords, ...answer.title_suggestions, ...answer.subtitle_suggestions]
      .join(' ')
      .toLowerCase();
    // The English note's words ("gardeners", "planting", "watering") and the listing's language are no search terms here.
    expect(suggested).not.toMatch(/\b(?:brazilian|portuguese|gardeners?|planting|watering|plan)\b/);
    // "várias" and "hortas" are no English plurals: "vária" and "horta" would be other words.
    expect(answer.app_store_keywords.split(',')).not.toEqual(expect.arrayContaining(['vária']));
    expect(answer.description_optimized).toBe(description);
    expect(answer.warnings).toContain(BUILT_IN_WRITES_ENGLISH);
    // An English listing is told nothing of its language.
    const english = await optimizeAso(
      {
        app_name: 'Plot Keeper',
        category: 'House & Home',
        description: 'A planting calendar for allotment gardeners.\n\n• watering reminders\n• harvest log',
      },
      { logger },
    );
    expect(english.warnings).not.toContain(BUILT_IN_WRITES_ENGLISH);
  });
});
