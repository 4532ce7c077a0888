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

/** English glue the built-in engine writes around a brief's lines. */
const ENGLISH_GLUE = /\b(?:is an? |app|the|with|your|for|data|privacy|download|get)\b/i;

describe('a brief written in another language', () => {
  it('When the features are French with words English shares, then the brief is not written in English', () => {
    expect(writtenInEnglish([...carnet.key_features, ...carnet.unique_selling_points])).toBe(false);
    expect(writtenInEnglish(['Track workouts and runs with GPS', 'Personalized training plans'])).toBe(true);
  });

  it.each([horta, carnet])(
    'When $app_name asks for store copy, then every line is one the visitor typed, and a warning says why',
    async (brief) => {
      const answer = await generateStoreDescription(StoreDescriptionRequest.parse(brief), { logger });
      const typed = [...brief.key_features, ...brief.unique_selling_points].map((line) => line.toLowerCase());
      const written = [
        answer.play_store_description,
        answer.app_store_description,
        ...answer.variations.map((variation) => variation.description),
      ]
        .flatMap((text) => text.split('\n'))
        .filter(Boolean);
      expect(written.map((line) => line.replace(/^• /, '').toLowerCase()).filter((line) => !typed.includes(line))).toEqual([]);
      expect(typed).toContain(answer.short_description.toLowerCase());
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

  it('When Horta Viva asks for a landing page, then its headline and cards are its own lines, with no English around them', () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: horta.app_name,
        category: horta.app_category,
        description: 'Calendário de plantio e diário da horta.',
        features: [...horta.key_features, ...horta.unique_selling_points],
      }),
    );
    expect(copy.headline).toBe('Calendário de plantio por região');
    expect([copy.subhead, copy.audience, copy.closing, ...copy.steps.map((step) => step.text)].join('')).toBe('');
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
