import { z } from 'zod';
import { createServiceApp, findNulCharacter, MAX_JSON_DEPTH, mountContract, nestsDeeperThan } from '@aiapp/kit';
import { listen, rawRequest, silentLogger, type Listening } from '@aiapp/test-support';
import type { RouteContract } from '@aiapp/contracts';

const notesContract = {
  method: 'POST',
  path: '/api/notes',
  service: 'legal',
  summary: 'notes',
  request: z.object({ title: z.string(), tags: z.array(z.string()).default([]) }),
  response: z.object({ stored: z.literal(true) }),
  maxBodyBytes: 4096,
  timeoutMs: 1_000,
  rateLimit: null,
} as const satisfies RouteContract;

describe('the kit, sent bodies no form would send', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(
      createServiceApp({
        logger: silentLogger,
        routes: (router) => mountContract(router, notesContract, () => ({ stored: true as const })),
      }),
    );
  });
  afterAll(() => service.close());

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${service.url}/api/notes`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('When a text holds a NUL character, then 400 naming where it is, before anything could store it', async () => {
    const res = await post(JSON.stringify({ title: 'ok', tags: ['fine', 'a\u0000b'] }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Text must not contain NUL characters (U+0000)' });
    expect(error.details[0].path).toEqual(['tags', 1]);
  });

  it('When an unknown key holds a NUL character, then 400 as well', async () => {
    const res = await post('{"title":"ok","x\\u0000y":1}');
    expect(res.status).toBe(400);
    expect((await res.json()).error.details[0].path).toEqual(['x\u0000y']);
  });

  it('When the JSON is declared in a charset other than UTF-8, then 415', async () => {
    const res = await post(JSON.stringify({ title: 'ok' }), 'application/json; charset=utf-16');
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe('Send the JSON body encoded as UTF-8');
  });

  it('When 50 clients at once send 300 KB declared as text, then every one reads the 415 (the connection is not reset under the body)', async () => {
    const send = () =>
      rawRequest(`${service.url}/api/notes`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', connection: 'close' },
        body: Buffer.alloc(300 * 1024, 'a'),
        paced: true,
        timeoutMs: 30_000,
      });
    const outcomes = await Promise.all(Array.from({ length: 50 }, send));
    const statuses = outcomes.map((outcome) => (outcome.kind === 'answered' ? outcome.status : outcome.detail));
    expect(statuses.filter((status) => status !== 415)).toEqual([]);
  });

  it('When a field nests arrays more than 64 levels deep, then 400 saying so; brackets inside a text do not count', async () => {
    const res = await post(`{"title":"ok","tags":${'['.repeat(65)}${']'.repeat(65)}}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_failed',
      message: 'The request body nests arrays and objects more than 64 levels deep',
    });
    expect((await post(JSON.stringify({ title: `"${'[{'.repeat(100)}\\"` }))).status).toBe(200);
  });

  it('When the JSON is declared as UTF-8, in either case and quoted or not, then it is accepted', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/json;charset="UTF-8"']) {
      expect((await post(JSON.stringify({ title: 'ok' }), contentType)).status).toBe(200);
    }
  });

  it('When the URL is larger than Node accepts, then 431 in the JSON error shape, not a bare status line', async () => {
    const outcome = await rawRequest(`${service.url}/api/notes?q=${'a'.repeat(20_000)}`, { method: 'GET', timeoutMs: 5_000 });
    expect(outcome).toMatchObject({ kind: 'answered', status: 431 });
    if (outcome.kind !== 'answered') return;
    expect(outcome.headers['content-type']).toContain('application/json');
    expect(JSON.parse(outcome.body).error.code).toBe('headers_too_large');
  });
});

describe('measuring how deep JSON nests, before it is parsed', () => {
  const text = (value: string) => Buffer.from(value);

  it('When arrays and objects nest exactly to the limit, then it is within; one more level is beyond', () => {
    expect(nestsDeeperThan(text(`${'[{"a":'.repeat(32)}1${'}]'.repeat(32)}`), 64)).toBe(false);
    expect(nestsDeeperThan(text(`[${'[{"a":'.repeat(32)}1${'}]'.repeat(32)}]`), 64)).toBe(true);
  });

  it('When brackets sit in strings, escaped quotes among them, then they are not counted', () => {
    expect(nestsDeeperThan(text(JSON.stringify({ title: `${'['.repeat(200)}"\\${'{'.repeat(200)}` })), 64)).toBe(false);
  });

  it('When a body is 200 000 levels deep, then the answer comes from the bytes alone', () => {
    expect(nestsDeeperThan(text(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('finding NUL characters', () => {
  it('When a body is nested 300 000 levels deep, then the walk finishes without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(300_000)}"\\u0000"${']'.repeat(300_000)}`) as unknown;
    expect(findNulCharacter(deep)).toHaveLength(300_000);
  });

  it('When no text holds one, then nothing is reported', () => {
    expect(findNulCharacter({ a: ['b', { c: 'd', e: 1, f: null }] })).toBeUndefined();
  });
});
