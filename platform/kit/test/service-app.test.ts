import { z } from 'zod';
import { AppError, allOrNone, createServiceApp, mountContract, readConfig, ConfigError } from '@aiapp/kit';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import type { RouteContract } from '@aiapp/contracts';

const echoContract = {
  method: 'POST',
  path: '/api/echo',
  service: 'image',
  summary: 'echo',
  request: z.object({ name: z.string().trim().min(1, 'Must not be blank') }),
  response: z.object({ greeting: z.string() }),
  maxBodyBytes: 64,
  timeoutMs: 1_000,
  rateLimit: null,
} as const satisfies RouteContract;

describe('the service kit', () => {
  let service: Listening;
  const health = { shuttingDown: false };

  beforeAll(async () => {
    const app = createServiceApp({
      logger: silentLogger,
      health,
      readiness: [{ name: 'always', check: async () => ({ fine: true }) }],
      routes: (router) => {
        mountContract(router, echoContract, (body) => ({ greeting: `Hello ${body.name}` }));
        router.get('/boom', () => {
          throw new Error('secret internal detail');
        });
        router.get('/teapot', () => {
          throw new AppError('teapot', 418, 'I am a teapot');
        });
      },
    });
    service = await listen(app);
  });
  afterAll(() => service.close());

  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${service.url}/api/echo`, { method: 'POST', body, headers });

  it('When the body matches the contract, then the handler answers with the parsed input', async () => {
    const res = await post(JSON.stringify({ name: '  Ada ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ greeting: 'Hello Ada' });
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('When a field is blank, then 400 validation_failed with the zod issues and the request id', async () => {
    const res = await post(JSON.stringify({ name: '   ' }), { 'content-type': 'application/json', 'x-request-id': 'req-123' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'validation_failed', message: 'Must not be blank', request_id: 'req-123' });
    expect(body.error.details[0].path).toEqual(['name']);
  });

  it('When the JSON is malformed, then 400 invalid_json', async () => {
    const res = await post('{"name":');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_json');
  });

  it('When the body is over the limit, then 413 payload_too_large', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(200) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('When the body is not JSON, then 415', async () => {
    const res = await post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });

  it('When a handler throws an unexpected error, then 500 JSON without the internal detail', async () => {
    const res = await fetch(`${service.url}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(JSON.parse(text).error.code).toBe('internal_error');
  });

  it('When the domain throws an AppError, then its status, code and message are answered', async () => {
    const res = await fetch(`${service.url}/teapot`);
    expect(res.status).toBe(418);
    expect((await res.json()).error).toMatchObject({ code: 'teapot', message: 'I am a teapot' });
  });

  it('When the path is unknown, then 404 JSON', async () => {
    const res = await fetch(`${service.url}/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('When the service is shutting down, then readiness fails while liveness holds', async () => {
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    health.shuttingDown = true;
    try {
      expect((await fetch(`${service.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    } finally {
      health.shuttingDown = false;
    }
  });
});

describe('configuration', () => {
  it('When several keys are wrong, then every one of them is reported at once', () => {
    const schema = z.object({ PORT: z.coerce.number().int(), DATABASE_URL: z.string().min(1) });
    let caught: unknown;
    try {
      readConfig(schema, { env: { PORT: 'abc' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'DATABASE_URL']);
  });

  it('When a rule over several keys is broken as well as a key, then both are reported at once', () => {
    const schema = z.object({ PORT: z.coerce.number().int(), USER: z.string().optional(), PASSWORD: z.string().optional() });
    let caught: unknown;
    try {
      readConfig(schema, { env: { PORT: 'abc', USER: 'relay' }, rules: [allOrNone(['USER', 'PASSWORD'])] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'PASSWORD']);
  });

  it.each([
    ['none of them', {}],
    ['all of them', { USER: 'relay', PASSWORD: 's3cret' }],
    ['empty ones, which count as unset', { USER: '', PASSWORD: '' }],
  ])('When keys that go together are %s, then the rule holds', (_case, env) => {
    expect(allOrNone(['USER', 'PASSWORD'])(env)).toBeUndefined();
  });

  it('When the keys are valid, then defaults are filled in', () => {
    const schema = z.object({ PORT: z.coerce.number().default(4101) });
    expect(readConfig(schema, { env: {} })).toEqual({ PORT: 4101 });
  });
});
