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

/** A listing as the bench writes a brief: whom it is for, then the visitor's lines as bullets. */
const listing = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join('\n');

/** A Jain calendar in Gujarati and a Turkish building-dues app, written for these tests. */
const jain = listing([
  'For જૈન પરિવારો',
  'દૈનિક તિથિ, પર્વ અને કલ્યાણક દિવસો',
  'તમારા શહેર મુજબ સૂર્યોદય-સૂર્યાસ્ત અને ચોવિહારનો સમય',
  'ઉપવાસ અને તપસ્યાની નોંધ રાખો',
  'કોઈ જાહેરાત નહીં',
]);
const apartman = listing([
  'For apartman yöneticileri',
  'aylık aidat takibi, kim ödedi kim ödemedi',
  'yıllık gelir-gider raporu PDF',
  'arıza bildirimi fotoğraflı',
  'Reklam yok',
]);

const dolmus = listing([
  'hat listesi, duraklar haritada',
  'son dolmuş kaçta? gece uyarısı',
  'favori hatlar ana ekranda',
  'Resmi uygulama değil, yolcular günceller',
]);

describe('a listing in a language other than English, with its own script or casing', () => {
  it('When a Gujarati listing is optimised, then its keyword field holds whole words and its short description no English', async () => {
    const answer = await optimizeAso({ app_name: 'આરાધના કેલેન્ડર', category: 'જીવનશૈલી / જૈન ધર્મ', description: jain }, { logger });
    // Every keyword is a word the visitor typed whole ("ઉપવાસ", never "ઉપવ").
    const typedWords = new Set(jain.split(/[\s,•.]+/u));
    expect(answer.app_store_keywords.split(',').filter((word) => !typedWords.has(word))).toEqual([]);
    expect(answer.play_short_description).not.toMatch(/\p{Script=Latin}/u);
    // What the app does without is no search term, and never leads.
    expect(answer.app_store_keywords).not.toMatch(/જાહેરાત/u);
    expect(answer.play_short_description).not.toMatch(/જાહેરાત/u);
  });

  it('When a Turkish listing is optimised, then titles are whole phrases as typed, and "Reklam yok" is nowhere', async () => {
    const answer = await optimizeAso({ app_name: 'Apartman Kasası', category: 'Ev & Yaşam', description: apartman }, { logger });
    // "Apartman Kasası: Aylık aidat takibi" is over 30 characters: the phrases lines open with are subtitles, as typed.
    expect(answer.title_suggestions).toEqual(['Apartman Kasası']);
    expect(answer.subtitle_suggestions.slice(0, 2)).toEqual(['Aylık aidat takibi', 'Yıllık gelir-gider raporu PDF']);
    const suggested = [
      answer.app_store_keywords,
      ...answer.title_suggestions,
      ...answer.subtitle_suggestions,
      answer.play_short_description,
    ];
    expect(suggested.join(' ').toLowerCase()).not.toMatch(/reklam/u);
  });

  it('When a Turkish line says what the app is not in its first clause ("Resmi uygulama değil, …"), then its words are no search terms', async () => {
    const answer = await optimizeAso({ app_name: 'Dolmuş Hattı', category: 'Ulaşım', description: dolmus }, { logger });
    expect(answer.app_store_keywords.split(',')).not.toEqual(expect.arrayContaining(['resmi']));
    expect(answer.app_store_keywords.split(',')).not.toEqual(expect.arrayContaining(['uygulama']));
  });
});
