import { LandingPageRequest, ReviewRequest, StoreDescriptionRequest } from '@aiapp/contracts';
import { BUILT_IN_WRITES_ENGLISH, writtenInEnglish } from '@aiapp/listing-copy';
import { silentLogger as logger } from '@aiapp/test-support';
import { suggestAppNames } from '../src/domain/app-names/suggest-names';
import { landingCopy } from '../src/domain/landing-page/landing-copy';
import { generateReviews, reviewFactsOf } from '../src/domain/reviews/generate-reviews';
import { generateStoreDescription } from '../src/domain/store-description';

/** A brief written in Portuguese, and one in French whose words English shares in part ("correction", "mode", "parents"). */
const horta = {
  app_name: 'Horta Viva',
  app_category: 'Casa / Jardinagem',
  app_type: 'utility',
  target_audience: 'hortelões urbanos no Brasil',
  key_features: [
    'calendário de plantio por região',
    'lembrete de rega e adubação',
    'diário da horta com fotos',
    'várias hortas, cada uma com canteiros',
  ],
  unique_selling_points: ['Grátis', 'funciona sem internet'],
};
const carnet = {
  app_name: 'Carnet de Rando',
  app_category: 'Sport / Randonnée',
  app_type: 'utility',
  target_audience: 'randonneurs et clubs de marche',
  key_features: [
    'traces GPX hors ligne',
    'correction du dénivelé mot à mot',
    'mode sortie du jour pour les parents',
    'partage avec le club',
  ],
  unique_selling_points: ['Sans pub', 'pas de compte obligatoire'],
};

/** A Finnish cottage app (the lines of a brief from outside the tuning half) and a Vietnamese one written for this test. */
const mokki = {
  app_name: 'Mökkikirja',
  app_category: 'Koti & asuminen / Mökkeily',
  app_type: 'productivity',
  target_audience: 'kesämökkien omistajat',
  key_features: [
    'Syksyn sulkemislista: vedet pois putkista, pumppu talviteloille',
    'Varausvuorot koko suvulle: kuka on mökillä milloinkin',
    'Tarvikelista kauppareissulle',
  ],
  unique_selling_points: ['Ei mainoksia', 'Ei tiliä tarvita'],
};
const sanGiong = {
  app_name: 'Sân Giống',
  app_category: 'Nông nghiệp',
  app_type: 'utility',
  target_audience: 'nông dân trồng lúa',
  key_features: ['lịch gieo giống theo mùa vụ', 'nhắc bón phân cho từng thửa ruộng', 'ghi chép năng suất mỗi vụ'],
  unique_selling_points: ['Không quảng cáo', 'Miễn phí'],
};

/** English glue the built-in engine writes around a brief's lines. */
const ENGLISH_GLUE = /\b(?:is an? |app|the|with|your|for|data|privacy|download|get)\b/i;

describe('a brief written in another language', () => {
  it('When the features are French with words English shares, then the brief is not written in English', () => {
    expect(writtenInEnglish([...carnet.key_features, ...carnet.unique_selling_points])).toBe(false);
    expect(writtenInEnglish(['Track workouts and runs with GPS', 'Personalized training plans'])).toBe(true);
  });

  it.each([horta, carnet])(
    'When $app_name asks for store copy, then every text is the visitor’s own lines, whole, and a warning says why',
    async (brief) => {
      const answer = await generateStoreDescription(StoreDescriptionRequest.parse(brief), { logger });
      const typed = [...brief.key_features, ...brief.unique_selling_points].map((line) => line.toLowerCase());
      const written = [
        answer.play_store_description,
        answer.app_store_description,
        ...answer.variations.map((variation) => variation.description),
      ]
        .flatMap((text) => text.split(/\n|(?<=\.) /u))
        .filter(Boolean);
      expect(written.map((line) => line.replace(/^• |\.$/gu, '').toLowerCase()).filter((line) => !typed.includes(line))).toEqual(
        [],
      );
      // The short description is whole typed lines, one or a list of them.
      const short = answer.short_description.toLowerCase();
      expect(short).not.toBe('');
      expect(typed.reduce((rest, line) => rest.replace(line, ''), short).replace(/, /gu, '')).toBe('');
      expect(answer.promotional_text).not.toMatch(ENGLISH_GLUE);
      expect(answer.warnings).toContain(BUILT_IN_WRITES_ENGLISH);
      // The same app's brief in English is told nothing of its language.
      const english = await generateStoreDescription(
        StoreDescriptionRequest.parse({
          ...brief,
          key_features: ['Planting calendar by region', 'Watering reminders'],
          unique_selling_points: ['Free'],
        }),
        { logger },
      );
      expect(english.warnings).not.toContain(BUILT_IN_WRITES_ENGLISH);
    },
  );

  it.each([horta, carnet, mokki, sanGiong])(
    'When $app_name asks for store copy, then both descriptions open with feature lines as prose, and no selling point leads',
    async (brief) => {
      const answer = await generateStoreDescription(StoreDescriptionRequest.parse(brief), { logger });
      for (const text of [answer.play_store_description, answer.app_store_description]) {
        const [first = ''] = text.split('\n\n');
        expect(first).not.toMatch(/^•|\n/u);
        expect(brief.key_features.some((line) => first.toLowerCase().startsWith(line.toLowerCase()))).toBe(true);
        expect(brief.unique_selling_points.some((line) => first.includes(line))).toBe(false);
      }
    },
  );

  it('When a Finnish brief’s most central line names its cottage, then the short description and first sentence are that line', async () => {
    const answer = await generateStoreDescription(StoreDescriptionRequest.parse(mokki), { logger });
    expect(answer.short_description).toBe('Varausvuorot koko suvulle: kuka on mökillä milloinkin');
    expect(answer.play_store_description.startsWith('Varausvuorot koko suvulle: kuka on mökillä milloinkin. ')).toBe(true);
  });

  it('When Horta Viva asks for a landing page, then its headline and cards are its own lines, with no English around them', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: horta.app_name,
        category: horta.app_category,
        description: 'Calendário de plantio e diário da horta.',
        features: [...horta.key_features, ...horta.unique_selling_points],
      }),
    );
    // The line that shares most with the app's name and category leads, whole; the next line is the subhead.
    expect(copy.headline).toBe('Diário da horta com fotos');
    expect(copy.subhead).toBe('Calendário de plantio por região.');
    expect([copy.audience, copy.closing, ...copy.steps.map((step) => step.text)].join('')).toBe('');
    expect(copy.features.map((feature) => feature.title)).toEqual([...horta.key_features, ...horta.unique_selling_points]);
  });

  it('When Horta Viva asks for sample reviews, then they are ratings without English words: no title, no text', () => {
    const request = ReviewRequest.parse({
      app_name: horta.app_name,
      rating: 4,
      review_type: 'positive',
      category: horta.app_category,
      features: horta.key_features,
    });
    const facts = reviewFactsOf(request);
    expect(facts.english).toBe(false);
    expect(facts.features).toEqual([]);
    const cards = generateReviews(request, new Date('2026-11-25T12:00:00Z')).reviews;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((card) => card.rating)).toContain(4);
    expect(cards.map((card) => `${card.title}${card.review}`).join('')).toBe('');
  });

  it.each([
    [['saúde animal', 'carteirinha', 'vacinação'], 'health'],
    [['komunitas rt', 'jadwal', 'malam'], 'social'],
  ] as const)(
    'When the keywords %j are in another language, then each name is their words as typed, side by side, and no English word',
    (keywords, category) => {
      const names = suggestAppNames({ keywords: [...keywords], category });
      expect(names.length).toBeGreaterThan(0);
      const ownWords = new Set(keywords.flatMap((keyword) => keyword.split(/\s+/)));
      // Accents as typed ("Saúde", set J's reader rejected "Mokkeily"), a space between words, never glued ("SyksynSulkemislista").
      expect(names.filter((name) => !name.split(' ').every((word) => ownWords.has(word.toLowerCase())))).toEqual([]);
    },
  );
});
