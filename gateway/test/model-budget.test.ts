import {
  AppNameResponse,
  DEFAULT_RATE_LIMITS,
  ErrorResponse,
  MODEL_GRANT_HEADER,
  ROUTES,
  SERVICE_NAMES,
  type ServiceName,
} from '@aiapp/contracts';
import { openAiModelClient } from '@aiapp/kit';
import { createApp as createTextGenApp } from '@aiapp/text-gen-service';
import {
  answer,
  FAKE_MODEL_KEY,
  listen,
  silentLogger,
  startFakeOpenAi,
  waitFor,
  type FakeOpenAi,
  type Listening,
} from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';
import { memoryRateLimitStore, type ModelBudgetSettings, type RateLimitStore } from '../src/rate-limit';

const BUDGET = 20;
const GOOD_NAMES = answer({ names: ['Pacewise', 'Stridely', 'Fitora'] });
// "Top Free App" breaks the store rules: the service throws the model's answer away.
const DISCARDED_NAMES = answer({ names: ['Top Free App'] });
const names = JSON.stringify({ keywords: ['fitness', 'track'], category: 'health' });

/**
 * The real text-gen service with a model pointed at the fake OpenAI server that counts calls, behind
 * the real gateway; the model budget in the gateway's per-process store unless a test gives another.
 */
describe('The model budget, paid before the model is asked', () => {
  let fake: FakeOpenAi;
  const started: Listening[] = [];

  const startTextGen = async (maxInFlight = 1_000) => {
    const model = await openAiModelClient({
      apiKey: FAKE_MODEL_KEY,
      baseURL: fake.baseURL,
      model: 'test-model',
      timeoutMs: 20_000,
      maxInFlight,
    });
    const service = await listen(createTextGenApp({ logger: silentLogger, model }));
    started.push(service);
    return service;
  };

  const startGateway = async (
    textGen: Listening,
    options: { model?: Partial<ModelBudgetSettings>; store?: RateLimitStore; maxCallsInFlightPerClient?: number } = {},
  ) => {
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, textGen.url])) as Record<ServiceName, string>;
    const gateway = await listen(
      createGatewayApp({
        logger: silentLogger,
        upstreams,
        webDist: '/nonexistent',
        trustProxyHops: 1,
        rateLimits: {
          store: options.store ?? memoryRateLimitStore(),
          limits: { ...DEFAULT_RATE_LIMITS, model: { max: BUDGET, windowSeconds: 600 } },
          model: { dailyBudget: null, inFlightPerClient: 1_000, ...options.model },
        },
        maxCallsInFlightPerClient: options.maxCallsInFlightPerClient ?? 1_000,
      }),
    );
    started.push(gateway);
    return gateway;
  };

  const appNames = async (
    gateway: Listening,
    client: string,
    init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${gateway.url}${ROUTES.generateAppNames.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...init.headers },
      body: names,
      signal: init.signal,
    });
    const body: unknown = await res.json();
    return { status: res.status, body };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.abandoned.length = 0;
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await fake.close();
  });

  it('When one client sends 200 calls at once, then the model is asked exactly as often as the budget allows and the rest are refused 429', async () => {
    fake.answerWith(() => GOOD_NAMES);
    const gateway = await startGateway(await startTextGen());

    const answers = await Promise.all(Array.from({ length: 200 }, () => appNames(gateway, '203.0.113.2')));

    expect(fake.calls).toHaveLength(BUDGET);
    const written = answers.filter((reply) => reply.status === 200).map((reply) => AppNameResponse.parse(reply.body));
    expect(written).toHaveLength(BUDGET);
    expect(written.every((reply) => reply.engine === 'model')).toBe(true);
    const refused = answers.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(200 - BUDGET);
    expect(ErrorResponse.parse(refused[0]?.body).error.code).toBe('rate_limited');
  });

  it('When the model keeps writing answers the guard throws away, then each still costs a unit, and the call after the budget never reaches the model', async () => {
    fake.answerWith(() => DISCARDED_NAMES);
    const gateway = await startGateway(await startTextGen());

    const answers = [];
    for (let i = 0; i < BUDGET + 5; i += 1) answers.push(await appNames(gateway, '203.0.113.3'));

    const answered = answers.slice(0, BUDGET).map((reply) => AppNameResponse.parse(reply.body));
    expect(answered.every((reply) => reply.engine === 'built-in' && reply.fallback_reason !== null)).toBe(true);
    expect(answered.every((reply) => reply.model_skipped === null)).toBe(true);
    expect(answers.slice(BUDGET).map((reply) => reply.status)).toEqual(Array(5).fill(429));
    expect(fake.calls).toHaveLength(BUDGET);
  });

  it('When no model is configured, then the built-in engine answers every call and none is kept from the budget', async () => {
    const service = await listen(createTextGenApp({ logger: silentLogger }));
    started.push(service);
    const gateway = await startGateway(service);

    const statuses = [];
    for (let i = 0; i < BUDGET + 5; i += 1) statuses.push((await appNames(gateway, '203.0.113.4')).status);

    expect(statuses).toEqual(Array(BUDGET + 5).fill(200));
  });

  it('When the site has spent its daily budget, then the built-in engine answers and says why, whatever grant the visitor sends', async () => {
    fake.answerWith(() => GOOD_NAMES);
    const gateway = await startGateway(await startTextGen(), { model: { dailyBudget: 3 } });

    const first = [];
    for (let i = 0; i < 3; i += 1) first.push(AppNameResponse.parse((await appNames(gateway, `198.51.100.${i + 1}`)).body));
    const after = AppNameResponse.parse(
      (await appNames(gateway, '198.51.100.9', { headers: { [MODEL_GRANT_HEADER]: 'granted' } })).body,
    );

    expect(first.map((reply) => reply.engine)).toEqual(['model', 'model', 'model']);
    expect(after.engine).toBe('built-in');
    expect(after.model_skipped).toBe('daily-budget');
    expect(after.fallback_reason).toMatch(/daily|today/);
    expect(after.names.length).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(3);
  });

  it('When the budget counters cannot be reached, then the model is not asked (fails closed) and the built-in engine answers, saying why', async () => {
    fake.answerWith(() => GOOD_NAMES);
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const gateway = await startGateway(await startTextGen(), { store: broken });

    const reply = await appNames(gateway, '203.0.113.5');

    expect(reply.status).toBe(200);
    const body = AppNameResponse.parse(reply.body);
    expect(body.engine).toBe('built-in');
    expect(body.model_skipped).toBe('budget-unchecked');
    expect(fake.calls).toHaveLength(0);
  });

  it('When the visitor hangs up while the model is writing, then the call to the model is aborted', async () => {
    fake.answerWith(() => 'hang');
    const gateway = await startGateway(await startTextGen());
    const visitor = new AbortController();

    const call = appNames(gateway, '203.0.113.6', { signal: visitor.signal }).catch((error: unknown) => error);
    await waitFor(() => fake.calls.length === 1, 'the model call');
    visitor.abort();
    await call;

    await waitFor(() => fake.abandoned.length === 1, 'the model call to be aborted');
  });

  it('When a client already has its calls in flight, then one more is refused 429 before it reaches the model, and the service caps its own calls too', async () => {
    fake.answerWith(() => 'hang');
    const textGen = await startTextGen(1);
    const gateway = await startGateway(textGen, { model: { inFlightPerClient: 1 } });
    const visitor = new AbortController();

    const held = appNames(gateway, '203.0.113.7', { signal: visitor.signal }).catch((error: unknown) => error);
    await waitFor(() => fake.calls.length === 1, 'the first model call');
    const sameClient = await appNames(gateway, '203.0.113.7');
    // Another client passes the gateway's per-client cap, but the service runs one model call at most.
    const otherClient = await appNames(gateway, '203.0.113.8');
    visitor.abort();
    await held;

    expect(sameClient.status).toBe(429);
    expect(otherClient.status).toBe(200);
    const other = AppNameResponse.parse(otherClient.body);
    expect(other.engine).toBe('built-in');
    expect(other.model_skipped).toBe('busy');
    expect(fake.calls).toHaveLength(1);
  });

  it('When the model is asked, then the request caps the answer with max_completion_tokens', async () => {
    fake.answerWith(() => GOOD_NAMES);
    const gateway = await startGateway(await startTextGen());

    await appNames(gateway, '203.0.113.9');

    expect(fake.calls[0]?.body.max_completion_tokens).toBe(3_000);
  });
});
