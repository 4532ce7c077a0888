import { HTML_TAG_PATTERN } from '@aiapp/text';
import { StoreDescriptionResponse } from '@aiapp/contracts';
import { characterCount } from '@aiapp/store-facts';
import {
  answer,
  FAKE_MODEL_KEY,
  completion,
  listen,
  postTextTool,
  rateLimited,
  serverError,
  silentLogger,
  startFakeOpenAi,
  useModelTestBed,
  type FakeReply,
  type Listening,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { openAiModelClient } from '@aiapp/kit';
import { storeListing, storeVariations } from './support/store-answers';

const fitTrack = {
  app_name: 'FitTrack',
  app_category: 'Health & Fitness',
  key_features: [
    'Track workouts and runs with GPS',
    'Personalized training plans',
    'Sync with Apple Health and Google Fit',
    'Progress charts',
  ],
  target_audience: 'busy professionals who want to stay fit',
  app_type: 'health',
  unique_selling_points: ['No ads, ever', 'Works offline', 'Your data stays on your device'],
};

// Long enough for the fake's answers on a busy machine; the hang case waits it out once.
const MODEL_TIMEOUT_MS = 5_000;

describe('POST /api/generate-store-description with a model configured', () => {
  const bed = useModelTestBed((model) => createApp({ logger: silentLogger, model }), { timeoutMs: MODEL_TIMEOUT_MS });

  // The gateway counts the answer against the model budget by the engine header postTextTool checks.
  const generate = (service: Listening) =>
    postTextTool(service, '/api/generate-store-description', fitTrack, StoreDescriptionResponse);
  /** The listing call and the variations call answered separately, as the real API would. */
  const modelAnswers = (listing: FakeReply, variations: FakeReply = answer(storeVariations())) =>
    bed.fake.answerWith((schemaName) => (schemaName === 'store_listing_variations' ? variations : listing));

  it('When the model answers well, then its text is used and the response says the model wrote it', async () => {
    modelAnswers(answer(storeListing()));
    const copy = await generate(bed.withModel);
    expect(copy.engine).toBe('model');
    expect(copy.fallback_reason).toBeNull();
    // The model's text is used sentence for sentence, less what the brief does not support: the
    // recorded answer adds "plans that adapt to your schedule", which the visitor never said.
    const modelSentences = String(storeListing().play_store_description).match(/[^.!?\n]+[.!?]/g) ?? [];
    const kept = modelSentences.filter((sentence) => copy.play_store_description.includes(sentence.trim()));
    expect(kept.length).toBeGreaterThan(modelSentences.length / 2);
    expect(copy.play_store_description).not.toMatch(/adapt to your schedule/);
    expect(copy.unsupported_sentences_removed).toBeGreaterThan(0);
    expect(copy.variations.map((variation) => variation.title)).toEqual([
      'Feature spotlight',
      'Audience fit',
      'What sets it apart',
    ]);
  });

  it('When the model lists a keyword its text never uses, then that keyword is dropped', async () => {
    modelAnswers(answer(storeListing()));
    const copy = await generate(bed.withModel);
    expect(copy.keywords_used).toEqual(expect.arrayContaining(['training plans', 'GPS', 'progress charts']));
    expect(copy.keywords_used).not.toContain('calorie counter');
    expect(copy.keywords_used).not.toContain('workout tracker');
  });

  it('When the model is called, then it gets strict structured output of the contract schema and every field', async () => {
    modelAnswers(answer(storeListing()));
    await generate(bed.withModel);
    expect(bed.fake.calls).toHaveLength(2);
    const listingCall = bed.fake.calls.find((call) => call.body.response_format.json_schema.name === 'store_listing');
    expect(listingCall?.headers.authorization).toBe(`Bearer ${FAKE_MODEL_KEY}`);
    expect(listingCall?.body.model).toBe('test-model');
    expect(listingCall?.body.response_format.type).toBe('json_schema');
    expect(listingCall?.body.response_format.json_schema.strict).toBe(true);
    expect(listingCall?.body.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(['play_store_description', 'app_store_description', 'short_description', 'keywords_used']),
    );
    const userMessage = listingCall?.body.messages.find((message) => message.role === 'user')?.content ?? '';
    for (const value of [...fitTrack.key_features, ...fitTrack.unique_selling_points, fitTrack.target_audience, 'health']) {
      expect(userMessage).toContain(value);
    }
  });

  it.each([
    [
      'names a competitor',
      { promotional_text: 'Better than Strava and Nike Run Club for busy weeks.' },
      /named other apps \(Strava, Nike Run Club\)/,
    ],
    [
      'invents a number',
      { app_store_description: 'Join 50,000 runners who rate FitTrack 4.9 stars.' },
      /numbers you did not give \(50,000/,
    ],
    [
      'puts a platform in the short description',
      { short_description: 'Workouts synced to Apple Health' },
      /short description named Apple Health/,
    ],
    [
      'makes a ranking claim in the short description',
      { short_description: 'The best free workout planner' },
      /price or ranking claim/,
    ],
  ])('When the model %s, then the guard sends the built-in text with the reason', async (_case, change, reason) => {
    modelAnswers(answer({ ...storeListing(), ...change }));
    const copy = await generate(bed.withModel);
    expect(copy.engine).toBe('built-in');
    expect(copy.fallback_reason).toMatch(reason);
    expect(copy.play_store_description).not.toMatch(/Strava|50,000/);
  });

  it('When the model writes past the store limits, then each text is cut back at a paragraph boundary', async () => {
    const paragraph = 'Track every workout and run with GPS, and see it in your progress charts. '.repeat(8).trim();
    const tooLong = Array.from({ length: 12 }, () => paragraph).join('\n\n');
    modelAnswers(
      answer({
        ...storeListing(),
        play_store_description: tooLong,
        app_store_description: tooLong,
        short_description: 'Track workouts and runs with GPS, follow personalized training plans and sync everything',
        promotional_text: 'x '.repeat(200),
      }),
    );
    const copy = await generate(bed.withModel);
    expect(copy.engine).toBe('model');
    expect(characterCount(copy.play_store_description)).toBeLessThanOrEqual(4000);
    expect(copy.play_store_description.endsWith(paragraph)).toBe(true);
    expect(characterCount(copy.short_description)).toBeLessThanOrEqual(80);
    expect(copy.short_description).toBe('Track workouts and runs with GPS, follow personalized training plans and sync');
    expect(characterCount(copy.promotional_text)).toBeLessThanOrEqual(170);
  });

  it('When the model answers with HTML and Markdown, then the App Store text is plain', async () => {
    modelAnswers(
      answer({
        ...storeListing(),
        app_store_description:
          '<p><b>Fitness that fits.</b></p><ul><li>GPS tracking</li></ul>\n## KEY FEATURES\n**Progress charts** for every `run`',
      }),
    );
    const copy = await generate(bed.withModel);
    expect(copy.app_store_description).not.toMatch(HTML_TAG_PATTERN);
    expect(copy.app_store_description).toBe(
      'Fitness that fits.\n\n• GPS tracking\n\nKEY FEATURES\nProgress charts for every run',
    );
  });

  it.each<[string, () => FakeReply, RegExp]>([
    ['429 rate limited', rateLimited, /rate limited or out of quota \(HTTP 429\)/],
    ['500 server error', serverError, /model server failed \(HTTP 500\)/],
    ['malformed JSON', () => completion('{"play_store_description": "Track your work'), /not valid JSON of the expected shape/],
    ['JSON of the wrong shape', () => answer({ play_store_description: 'Only this' }), /not valid JSON of the expected shape/],
    ['a refusal', () => completion(null, { refusal: "I'm sorry, I can't help with that request." }), /declined the request/],
    [
      'an answer cut off at the token limit',
      () => completion('{"play_store_description": "Tr', { finishReason: 'length' }),
      /cut off at the token limit/,
    ],
    ['an empty description', () => answer({ ...storeListing(), short_description: '   ' }), /left a description empty/],
    ['no answer before the timeout', () => 'hang', /no answer within 5 seconds/],
  ])('When the model fails with %s, then the built-in engine answers and the response says why', async (_case, reply, reason) => {
    modelAnswers(reply());
    const copy = await generate(bed.withModel);
    expect(copy.engine).toBe('built-in');
    expect(copy.fallback_reason).toMatch(reason);
    expect(copy.fallback_reason).toMatch(/built-in engine wrote this text/);
    const { engine: _engine, fallback_reason: _reason, ...builtIn } = await generate(bed.builtInOnly);
    expect(copy).toMatchObject(builtIn);
  });

  it('When only the variations call fails, then the whole answer comes from the built-in engine', async () => {
    modelAnswers(answer(storeListing()), rateLimited());
    const copy = await generate(bed.withModel);
    expect(copy.engine).toBe('built-in');
    expect(copy.play_store_description).not.toBe(storeListing().play_store_description);
  });

  it('When the model server cannot be reached, then the built-in engine answers', async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const model = await openAiModelClient({
      apiKey: 'sk-test-key',
      baseURL: closed.baseURL,
      model: 'test-model',
      timeoutMs: MODEL_TIMEOUT_MS,
    });
    const service = await listen(createApp({ logger: silentLogger, model }));
    try {
      const copy = await generate(service);
      expect(copy.engine).toBe('built-in');
      expect(copy.fallback_reason).toMatch(/could not be reached/);
    } finally {
      await service.close();
    }
  });
});
