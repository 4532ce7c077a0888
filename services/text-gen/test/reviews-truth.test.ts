import { REVIEW_TYPES, STAR_RATINGS, type ReviewRequest } from '@aiapp/contracts';
import { generateReviews } from '../src/domain/reviews/generate-reviews';

// Issue 28, item 8: reviews name the app's real features in natural phrases, claim nothing the
// brief does not support, and share few sentences with apps of other categories.
const NOW = new Date('2026-11-25T12:00:00Z');
const REQUESTS = STAR_RATINGS.flatMap((rating) =>
  REVIEW_TYPES.filter((type) => type === 'mixed' || rating >= 3).map((review_type) => ({ rating, review_type })),
);

/** Every review text for a brief, over every rating and type. */
function textsFor(brief: Pick<ReviewRequest, 'app_name' | 'category' | 'features'>): string[] {
  return REQUESTS.flatMap(({ rating, review_type }) =>
    generateReviews({ ...brief, rating, review_type } as ReviewRequest, NOW).reviews.map((card) => card.review),
  );
}
const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((part) => part.trim()) ?? [];

const KITE = {
  app_name: 'Gustline',
  category: 'Weather / Kite surfing',
  features: [
    'hail, fog, visibility, sunrise + blue hour',
    'go / no-go for the next 6h based on your kite size',
    'save launch beaches, get a ping when it is rideable',
  ],
};

describe('review previews say only what the brief supports', () => {
  it('When a feature line is a list of values, then no card praises its first item as the feature', () => {
    expect(textsFor(KITE).join(' ')).not.toMatch(/\bthe hail\b/i);
  });

  it('When critical cards are written, then they never invent a bug, a crash or a half-finished feature', () => {
    const texts = textsFor({ app_name: 'Gustline', category: 'Weather', features: ['Wind alerts', 'Log your sessions'] });
    expect(texts.join(' ')).not.toMatch(
      /crash|freez|bugs?\b|half finished|unfinished|would not open|two taps|slow to open|whole point|kept failing|could not get it to work|did not work|misbehav/i,
    );
  });

  it('When a feature is a label or shorthand, then it is never used as a verb', () => {
    const texts = textsFor({
      ...KITE,
      features: [
        'match timer on wrist, pauses w/ a tap',
        'meeting times + room number',
        'rummy 2 player or 4 player',
        ...KITE.features.slice(1),
      ],
    }).join(' ');
    expect(texts).not.toMatch(/go \/ no-go|(?:to|can|that I can) match timer|meet times|no-go without|2 player/i);
  });

  it('When a feature holds a form field or a clause, then no card names it as a thing', () => {
    const texts = textsFor({
      app_name: 'Dosewise',
      category: 'Medical',
      features: ['dose given', 'carers that sign off a shift', 'Refill reminders'],
    }).join(' ');
    expect(texts).not.toMatch(/the dose given|the carers/i);
    expect(texts).toMatch(/refill reminders/);
  });
});

describe('review previews are about this app', () => {
  it('When two apps of different categories ask for reviews, then under 10% of their sentences are the same once names are swapped', () => {
    const kite = textsFor({ ...KITE, features: ['Wind alerts', 'Save launch beaches'] }).flatMap((text) =>
      sentencesOf(text.replaceAll('Gustline', '{app}')),
    );
    const pottery = textsFor({
      app_name: 'Kilnbook',
      category: 'Lifestyle / Pottery',
      features: ['Glaze recipes', 'Log each firing'],
    }).flatMap((text) => sentencesOf(text.replaceAll('Kilnbook', '{app}')));
    const ofKite = new Set(kite);
    expect(pottery.filter((sentence) => ofKite.has(sentence)).length / pottery.length).toBeLessThan(0.1);
  });

  it('When the features are listed, then most sentences name one of them, not a line that fits any app', () => {
    const sentences = textsFor({
      app_name: 'Kilnbook',
      category: 'Lifestyle',
      features: ['Glaze recipes', 'Log each firing'],
    }).flatMap(sentencesOf);
    const generic = sentences.filter((sentence) => !/glaze recipes|log each firing|lifestyle app/i.test(sentence));
    expect(generic).toEqual([]);
  });

  it('When the features are in another language, then no card says anything in English around them: ratings only', () => {
    const texts = textsFor({
      app_name: 'Vereinskasse Plus',
      category: 'Finance',
      features: ['Kassenbuch mit Belegfoto', 'Mitgliedsbeiträge per Lastschrift-Liste'],
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join('')).toBe('');
  });

  it('When the category names what the app is about ("Games / Fighting"), then no card gives a verdict on the category', () => {
    const texts = textsFor({
      app_name: 'Dohyo Clash',
      category: 'Games / Fighting',
      features: ['1v1 sumo fighter: push, slap, belt grab, throw', 'stamina + balance meter', 'local 2-player on one tablet'],
    }).join(' ');
    expect(texts).not.toMatch(/fighting|open first|people who know|best app for/i);
  });

  it('When a card praises a feature, then it never makes that one feature the whole value, nor hedges on updates', () => {
    const texts = textsFor({
      app_name: 'Puddle Bear Wardrobe',
      category: 'Kids',
      features: ['Morning reminder at a time you pick', 'Dress the bear for the weather', 'Sticker rewards'],
    }).join(' ');
    expect(texts).toMatch(/morning reminder/i);
    expect(texts).not.toMatch(/alone makes? it worth it|see how the updates go/i);
  });

  it('When a card is written, then it never judges the app "as a" category label ("a really solid business app")', () => {
    const texts = textsFor({
      app_name: 'Canopy Risk Notes',
      category: 'Business / Arboriculture',
      features: ['risk rating per tree', 'tree survey form: species, DBH, height, condition'],
    }).join(' ');
    expect(texts).not.toMatch(/arboriculture app|business app|\bas a\b/i);
  });

  it('When a brief has two features a person would say, then every sentence names one of them, not the category', () => {
    const sentences = textsFor({
      app_name: 'Perchglass',
      category: 'Hardware companion / Smart bird feeder',
      features: ['pair w/ Perchglass feeder cam over wifi', 'seed level + battery % in app', 'on-device species guess'],
    }).flatMap(sentencesOf);
    expect(sentences.filter((sentence) => !/seed level|species guess/.test(sentence))).toEqual([]);
  });

  it('When a card is critical, then it speaks of the reviewer\'s own fit, never of a vague lack ("hoped for more", "more depth")', () => {
    const texts = textsFor({
      app_name: 'Mockly',
      category: 'Education',
      features: ['timed mock exams', 'Review each wrong answer'],
    });
    expect(texts.join(' ')).toMatch(/timed mock exams/);
    expect(texts.join(' ')).not.toMatch(/hoped for more|more depth|more options|wanted more/i);
  });

  it('When a feature is a pasted label (a capital OR, stacked nouns, an action cut after "to come", "works in"), then no card names it', () => {
    const texts = textsFor({
      app_name: 'Floeborne',
      category: 'Games / Survival',
      features: [
        'permadeath OR story mode',
        'portrait mode one hand play',
        'book a mechanic to come to ur home/work',
        'works in cm + inches',
        'Craft shelters',
      ],
    }).join(' ');
    expect(texts).toMatch(/craft shelters/);
    expect(texts).not.toMatch(/permadeath|one hand play|mechanic to come|works in cm/i);
  });
});

describe("a feature said in the reviewer's voice", () => {
  it('When a feature says "you upload", then the reviewer says "I upload", never "me upload" (set I, LiftPlan Rigger)', () => {
    const texts = textsFor({
      app_name: 'LiftPlan Rigger',
      category: 'Field service',
      features: ["Pick from load charts you upload (we don't ship manufacturer charts)", 'lift plan PDF with sketch'],
    });
    expect(texts.join(' ')).toMatch(/\bI upload\b/);
    expect(texts.join(' ')).not.toMatch(/\bme upload\b/);
  });
});
