import { silentLogger as logger } from '@aiapp/test-support';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/** The built-in engine's answer for a listing written the way the bench writes a brief: notes, then bullet lines. */
const optimized = (app_name: string, category: string, notes: string, lines: readonly string[]) =>
  optimizeAso({ app_name, category, description: [notes, '', ...lines.map((line) => `• ${line}`)].join('\n') }, { logger });

const fieldOf = (answer: { app_store_keywords: string }) => answer.app_store_keywords.split(',');
/** The phrases after the brand of each title, and the subtitles. */
const phrasesOf = (answer: { title_suggestions: string[]; subtitle_suggestions: string[] }) => [
  ...answer.title_suggestions.filter((title) => title.includes(': ')).map((title) => title.slice(title.indexOf(': ') + 2)),
  ...answer.subtitle_suggestions,
];

describe('the ASO texts hold only what a searcher of this app would type', () => {
  it('When feature lines are in German, then no German function word reaches the keyword field', async () => {
    const answer = await optimized('Gartenbuch', 'House & Home', 'An allotment diary for German garden clubs.', [
      'Beete planen mit Fotos und Notizen',
      'Gießplan für das ganze Jahr, keine Werbung',
      'seed packets and harvest weights',
    ]);
    expect(fieldOf(answer)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:mit|und|für|das|keine)$/)]));
  });

  it('When feature lines are typed in chat shorthand, then no shorthand is a keyword or part of a title or subtitle', async () => {
    const answer = await optimized(
      'Dice Night Crew',
      'Social Networking / Hobby groups',
      'A private group app for board game clubs.',
      [
        "who's coming thurs + who's bringing which game",
        'weekly digest email if u dont want push',
        'ur mower-style leaderboard for ppl who win, thx',
        'board game shelf shared w/ the club',
      ],
    );
    const shorthand = /^(?:thurs|thur|ppl|thx|ur|u|w)$/i;
    expect(fieldOf(answer).filter((word) => shorthand.test(word))).toEqual([]);
    for (const phrase of phrasesOf(answer)) expect(phrase.split(/\s+/).filter((word) => shorthand.test(word))).toEqual([]);
    expect(answer.play_short_description).not.toMatch(/\b(?:thurs|u|ur|ppl|thx)\b|w\//);
  });

  it('When a feature holds a possessive, then the keyword field holds the word without a stray apostrophe', async () => {
    const answer = await optimized('Sort Stars', 'Kids / Education', "A game for children's bins.", [
      "Bins for the children' rounds",
      "children's rubbish sorting levels",
    ]);
    expect(fieldOf(answer).filter((word) => /['’]/.test(word))).toEqual([]);
  });

  it('When a listing names payment companies in lower case, then neither reaches the keyword field', async () => {
    const answer = await optimized('Hook Jar', 'Developer Tools', 'A webhook inspector for developers.', [
      'see incoming webhooks live',
      'payment webhooks from stripe/paypal shown raw',
      'replay requests to localhost',
    ]);
    expect(fieldOf(answer)).not.toEqual(expect.arrayContaining(['stripe']));
    expect(fieldOf(answer)).not.toEqual(expect.arrayContaining(['paypal']));
  });

  it('When a feature gives everyday examples in brackets, then they stay out of the keyword field', async () => {
    const answer = await optimized('Two Doors', 'Parenting / Co-parenting', 'A co-parenting handover calendar.', [
      'shared handover calendar with swap requests',
      'kid bag checklist (inhaler, school shoes, the blue rabbit)',
    ]);
    expect(fieldOf(answer)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:shoe|rabbit|school)$/)]));
    // Apple indexes the field with the first title and subtitle: the words may stand in either.
    const indexed = [answer.app_store_keywords, answer.title_suggestions[0], answer.subtitle_suggestions[0]].join(' ');
    expect(indexed.toLowerCase()).toMatch(/handover|calendar|checklist/);
  });

  it('When the subject only appears before another noun, then no title stops at it', async () => {
    const answer = await optimized(
      'Cold Paws Diary',
      'Health & Fitness / Symptom diary',
      'A symptom diary for people with cold fingers.',
      ['log symptom attacks with a photo', 'symptom diary export for your rheumatologist'],
    );
    expect(answer.title_suggestions).not.toContain('Cold Paws Diary: Symptom');
  });

  it('When a phrase repeats a word of the name, then it is no title or subtitle', async () => {
    const answer = await optimized(
      'Salt Lanes',
      'Games / Strategy',
      'A turn-based strategy game about the medieval salt trade.',
      ['salt trade between guild towns', 'merchant caravans and tolls'],
    );
    for (const phrase of phrasesOf(answer)) expect(phrase.toLowerCase()).not.toMatch(/\b(?:salt|lanes?)\b/);
  });

  it('When a listing names a generic kind of app, then that is no title or subtitle', async () => {
    const answer = await optimized('Rota Blooms', 'Lifestyle / Church', 'A flower rota planner for church volunteers.', [
      'Photo gallery: past arrangements',
      'Booking system: volunteers sign up',
      'Developer tool for exports',
    ]);
    const generic = phrasesOf(answer).filter((phrase) => /Photo Gallery|Booking System|Developer Tool/.test(phrase));
    expect(generic).toEqual([]);
  });
});
