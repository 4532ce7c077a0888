import path from 'node:path';
import { readFileSync } from 'node:fs';
import { LANDING_COPY_LIMITS, LandingPageResponse } from '@aiapp/contracts';
import {
  answer,
  completion,
  postTextTool,
  serverError,
  silentLogger,
  useModelTestBed,
  userInput,
  type FakeReply,
  type Listening,
  type RecordedCall,
} from '@aiapp/test-support';
import { createApp } from '../src/app';

const TODAY = new Date('2026-11-22T12:00:00Z');
const habitloop = {
  app_name: 'Habitloop',
  description: 'Habitloop helps you build small daily habits and keep them.',
  features: ['Daily check-ins: one tap per habit', 'Gentle reminders', 'Weekly progress charts'],
  category: 'Health & Fitness',
  app_store_url: 'https://apps.apple.com/app/id1234567890',
  privacy_url: 'https://habitloop.example/privacy',
};
const landingCopy = () =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures/openai/landing-copy-answer.json'), 'utf8')) as Record<string, unknown>;
/** The page's visible text, tags removed and entities read back. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('POST /api/generate-landing-page with a model configured', () => {
  const bed = useModelTestBed((model) => createApp({ logger: silentLogger, model, now: () => TODAY }));

  const generate = (service: Listening, body: unknown = habitloop) =>
    postTextTool(service, '/api/generate-landing-page', body, LandingPageResponse);
  const modelAnswers = (change: Record<string, unknown> = {}) =>
    bed.fake.answerWith(() => answer({ ...landingCopy(), ...change }));

  it("When the model answers well, then the page carries its words under the visitor's feature titles", async () => {
    modelAnswers();
    const page = await generate(bed.withModel);
    expect(page.engine).toBe('model');
    expect(page.fallback_reason).toBeNull();
    const text = visibleText(page.html_code);
    expect(text).toContain('Small habits, kept every day');
    // "Log a habit…" claims logging, which the visitor never named: the claim check puts their own line in its place.
    expect(page.html_code).toContain('<h3>Daily check-ins</h3>\n<p>One tap per habit.</p>');
    expect(page.unsupported_sentences_removed).toBeGreaterThan(0);
    expect(page.html_code).toContain('<h3>Gentle reminders</h3>\n<p>Reminders arrive when you choose');
    expect(text).toContain('How do reminders work?');
    expect(text).toContain('Start your first habit with Habitloop today.');
    // The layout is picked by category, the same for both engines.
    const builtIn = await generate(bed.builtInOnly);
    expect(page.html_code).toContain(/<body class="layout-[a-z]+">/.exec(builtIn.html_code)?.[0]);
  });

  it('When the model is called, then it gets strict structured output and what the page may say', async () => {
    modelAnswers();
    await generate(bed.withModel);
    const call = bed.fake.calls[0] as RecordedCall;
    expect(call.body.response_format.json_schema).toMatchObject({ name: 'landing_page_copy', strict: true });
    expect(userInput(call)).toMatchObject({
      app_name: 'Habitloop',
      features: habitloop.features,
      has_store_links: true,
      has_privacy_policy: true,
    });
  });

  it('When the model writes HTML and past the lengths, then the words are plain, escaped and cut back', async () => {
    modelAnswers({
      headline: '<b>Small habits, kept</b> every single day of the week, every week of the month, all year round',
      subhead: 'Habitloop turns habits into check-ins. '.repeat(10).trim(),
      closing: '<script>alert(1)</script>Start today.',
    });
    const page = await generate(bed.withModel);
    expect(page.engine).toBe('model');
    expect(page.html_code).not.toMatch(/<script|<b>/);
    const headline = /<h1>([^<]*)<\/h1>/.exec(page.html_code)?.[1] ?? '';
    expect(headline.length).toBeLessThanOrEqual(LANDING_COPY_LIMITS.headline);
    expect(headline).toMatch(/^Small habits, kept every single day/);
    const lead = /<p class="lead">([^<]*)<\/p>/.exec(page.html_code)?.[1] ?? '';
    expect(lead.length).toBeLessThanOrEqual(LANDING_COPY_LIMITS.subhead);
    expect(lead.endsWith('check-ins.')).toBe(true);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'names competitors',
      { audience: 'For anyone who gave up on Duolingo streaks or wants less Instagram in the evening.' },
      /named other apps \(Duolingo, Instagram\)/,
    ],
    [
      'invents a number',
      { subhead: 'Join 50,000 people who kept their habits for 30 days.' },
      /numbers you did not give \(50,000/,
    ],
    ['makes a claim in the headline', { headline: 'The best habit tracker' }, /headline made a claim you did not make \(best\)/],
    [
      'uses words the category must not',
      { closing: 'Guaranteed results, starting today.' },
      /do not suit the category \(guaranteed\)/,
    ],
    ['skips a feature', { feature_benefits: ['Log a habit in a single tap.'] }, /wrote 1 feature sentences for 3 features/],
    ['leaves the headline empty', { headline: ' ' }, /left a text empty/],
    ['writes no steps', { steps: [] }, /no steps or no questions/],
  ])('When the model %s, then the built-in page answers with the reason', async (_case, change, reason) => {
    modelAnswers(change);
    const page = await generate(bed.withModel);
    expect(page.engine).toBe('built-in');
    expect(page.fallback_reason).toMatch(reason);
    expect(page.html_code).toBe((await generate(bed.builtInOnly)).html_code);
  });

  it.each<[string, () => FakeReply, RegExp]>([
    ['invalid JSON', () => completion('{"headline": "Small hab'), /not valid JSON of the expected shape/],
    ['a server error', serverError, /model server failed \(HTTP 500\)/],
    ['no answer before the timeout', () => 'hang', /no answer within 3 seconds/],
  ])('When the model fails with %s, then the built-in page answers and says why, never a 500', async (_case, reply, reason) => {
    bed.fake.answerWith(reply);
    const page = await generate(bed.withModel);
    expect(page.engine).toBe('built-in');
    expect(page.fallback_reason).toMatch(reason);
  });
});
