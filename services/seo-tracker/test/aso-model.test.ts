import path from 'node:path';
import { readFileSync } from 'node:fs';
import { AsoResponse } from '@aiapp/contracts';
import {
  answer,
  completion,
  postTextTool,
  rateLimited,
  storeFixture,
  useModelTestBed,
  userInput,
  type FakeReply,
  type Listening,
  type RecordedCall,
} from '@aiapp/test-support';
import { optimizerApp } from './support/optimizer-app';
import { expectStoreReady } from './support/store-ready';

const HABIT_DESCRIPTION = storeFixture('aso/habit-tracker-description.txt');
const habitloop = { app_name: 'Habitloop', category: 'Productivity', description: HABIT_DESCRIPTION };
const suggestions = () =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures/openai/aso-suggestions-answer.json'), 'utf8')) as Record<
    string,
    unknown
  >;

describe('POST /api/optimize-aso with a model configured', () => {
  const bed = useModelTestBed((model) => optimizerApp({ model }));

  const optimize = (service: Listening, body: unknown = habitloop) =>
    postTextTool(service, '/api/optimize-aso', body, AsoResponse);
  const modelAnswers = (change: Record<string, unknown> = {}) =>
    bed.fake.answerWith(() => answer({ ...suggestions(), ...change }));

  it('When the model answers well, then its suggestions come back within every store limit and the analysis stays the same', async () => {
    modelAnswers();
    const result = await optimize(bed.withModel);
    const builtIn = await optimize(bed.builtInOnly);
    expect(result.fallback_reason).toBeNull();
    expect(result.engine).toBe('model');
    expectStoreReady(result, 'Habitloop');
    // Over 30 characters: left out whole, never cut.
    expect(result.title_suggestions).toEqual([
      'Habitloop: Daily Habit Tracker',
      'Habitloop: Build Better Habits',
      'Habitloop - Habits & Routines',
    ]);
    expect(result.subtitle_suggestions[0]).toBe('Routines That Stick');
    expect(result.play_short_description).toBe('Track daily habits, set gentle reminders and watch your streaks grow.');
    expect(result.description_optimized).toMatch(/^Habitloop is a simple habit tracker/);
    expect(result.description_changes).toHaveLength(3);
    // "routine" is in the first subtitle, so the field leaves it out; "self care" becomes two words.
    expect(result.app_store_keywords.split(',')).toEqual(
      expect.arrayContaining(['checklist', 'reminder', 'streak', 'self', 'care']),
    );
    expect(result.app_store_keywords.split(',')).not.toContain('routine');
    expect(result.keywords).toEqual(builtIn.keywords);
    expect(result.keyword_details).toEqual(builtIn.keyword_details);
    expect(result.warnings).toEqual(builtIn.warnings.filter((warning) => !/was cut at a sentence end/.test(warning)));
  });

  it('When the model is called, then it gets strict structured output and the plain description', async () => {
    modelAnswers();
    await optimize(bed.withModel, { ...habitloop, description: `<p>${HABIT_DESCRIPTION}</p>` });
    const call = bed.fake.calls[0] as RecordedCall;
    expect(call.body.response_format.json_schema).toMatchObject({ name: 'aso_suggestions', strict: true });
    expect(userInput(call)).toMatchObject({ app_name: 'Habitloop', category: 'Productivity' });
    expect(userInput(call).description).not.toMatch(/<p>/);
  });

  it("When the model puts competitors, the app's name, the category and title words in the keywords, then the keyword field leaves them out", async () => {
    modelAnswers({
      keywords: ['duolingo', 'instagram', 'tiktok', 'habitloop', 'productivity', 'habits', 'habit', 'checklist', 'journal'],
    });
    const result = await optimize(bed.withModel);
    expect(result.engine).toBe('model');
    const field = result.app_store_keywords.split(',');
    expect(field).toEqual(['checklist', 'journal']);
    expectStoreReady(result, 'Habitloop');
  });

  it('When some titles and subtitles break store rules, then only those are dropped', async () => {
    modelAnswers({
      title_suggestions: [
        'HABITLOOP: BEST HABIT APP',
        'Habitloop: #1 Habit Tracker',
        'Habitloop for Instagram fans',
        'Habitloop: Habit Tracker 🔥',
        'Habitloop: Routines That Stick',
      ],
      subtitle_suggestions: ['Free Habit Tracker', 'Better than Duolingo', 'Small Steps Every Day'],
    });
    const result = await optimize(bed.withModel);
    expect(result.engine).toBe('model');
    expect(result.title_suggestions).toEqual(['Habitloop: Routines That Stick']);
    expect(result.subtitle_suggestions).toEqual(['Small Steps Every Day']);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'offers no title a store takes',
      { title_suggestions: ['Best Habit Tracker', 'Top Free Habits App for Everyone'] },
      /none of its titles fit the store rules/,
    ],
    [
      'offers titles without the app name',
      { title_suggestions: ['Daily Habit Tracker'] },
      /none of its titles fit the store rules/,
    ],
    [
      'offers no subtitle a store takes',
      { subtitle_suggestions: ['#1 Habit App', 'Like Duolingo for habits'] },
      /none of its subtitles fit/,
    ],
    [
      'names a competitor in the short description',
      { play_short_description: 'The Duolingo of habit tracking.' },
      /short description broke Google Play's metadata rules/,
    ],
    [
      'writes a short description past 80 characters',
      { play_short_description: 'Track daily habits, set gentle reminders, watch your streaks grow and keep going every day.' },
      /short description broke/,
    ],
    [
      'names competitors in the description',
      { description_optimized: 'Habitloop is like Duolingo for habits and calmer than Instagram.' },
      /named other apps \(Duolingo, Instagram\)/,
    ],
    [
      'invents numbers',
      { description_optimized: 'Join 2 million people: Habitloop users keep 87% of their habits.' },
      /numbers you did not give \(2 million, 87%\)/,
    ],
    [
      'writes past 4,000 characters',
      { description_optimized: 'Habitloop helps you keep habits. '.repeat(130) },
      /longer than 4,000 characters/,
    ],
    [
      'offers no keyword the field can hold',
      { keywords: ['duolingo', 'habitloop', 'habits'] },
      /none of its keywords fit the keyword field/,
    ],
  ])('When the model %s, then the built-in suggestions answer with the reason', async (_case, change, reason) => {
    modelAnswers(change);
    const result = await optimize(bed.withModel);
    expect(result.engine).toBe('built-in');
    expect(result.fallback_reason).toMatch(reason);
    const { engine: _engine, fallback_reason: _reason, ...builtIn } = await optimize(bed.builtInOnly);
    expect(result).toMatchObject(builtIn);
  });

  it.each<[string, () => FakeReply, RegExp]>([
    ['invalid JSON', () => completion('{"keywords": ["habit'), /not valid JSON of the expected shape/],
    ['a rate limit', rateLimited, /rate limited or out of quota \(HTTP 429\)/],
    ['no answer before the timeout', () => 'hang', /no answer within 3 seconds/],
  ])(
    'When the model fails with %s, then the built-in suggestions answer and say why, never a 500',
    async (_case, reply, reason) => {
      bed.fake.answerWith(reply);
      const result = await optimize(bed.withModel);
      expect(result.engine).toBe('built-in');
      expect(result.fallback_reason).toMatch(reason);
      expectStoreReady(result, 'Habitloop');
    },
  );
});
