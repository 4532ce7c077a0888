import { Writable } from 'node:stream';
import pino from 'pino';
import { createServiceApp, AppError } from '../src';
import { listen, waitFor, type Listening } from '@aiapp/test-support';

describe('The request log every service and the gateway write', () => {
  const lines: Array<Record<string, unknown>> = [];
  let service: Listening;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const app = createServiceApp({
      logger,
      routes: (router) => {
        router.get('/fine', (_req, res) => {
          res.json({ ok: true });
        });
        router.get('/broken', () => {
          throw new Error('disk on fire');
        });
        router.get('/refused', () => {
          throw new AppError('nope', 422, 'Not like this');
        });
      },
    });
    service = await listen(app);
  });
  afterAll(() => service.close());
  beforeEach(() => lines.splice(0));

  /** The line for a call is written when its answer finishes, which may be just after the client has it. */
  const loggedFor = (url: string) =>
    waitFor(
      () => lines.some((line) => line.msg === 'request completed' && (line.req as { url?: string } | undefined)?.url === url),
      `the log line of ${url}`,
    );

  it('When a call is answered, then one line says so with the request id the caller sent (echoed back), the status and the time taken', async () => {
    const response = await fetch(`${service.url}/fine?x=1`, { headers: { 'x-request-id': 'trace-42' } });
    await loggedFor('/fine?x=1');
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'trace-42',
      req: { method: 'GET', url: '/fine?x=1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('When a handler fails, then the 500 is logged at error level with its cause, and the answer carries the same request id', async () => {
    const response = await fetch(`${service.url}/broken`);
    const body = (await response.json()) as { error: { request_id: string } };
    await loggedFor('/broken');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.request_id).toBe(id);
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, reqId: id, err: { message: 'disk on fire' } });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 50, res: { statusCode: 500 } });
  });

  it('When a handler throws, then its line carries the code, the call, the message and a stack whose first frame is where it was thrown; the answer carries none of it', async () => {
    const response = await fetch(`${service.url}/broken?page=2`, { method: 'GET' });
    const text = await response.text();
    await loggedFor('/broken?page=2');
    const failed = lines.find((line) => line.msg === 'request failed') as { err: { stack: string } } & Record<string, unknown>;
    expect(failed).toMatchObject({
      code: 'internal_error',
      status: 500,
      req: { method: 'GET', url: '/broken?page=2' },
      err: { type: 'Error', message: 'disk on fire' },
    });
    const firstFrame = failed.err.stack.split('\n').find((line) => line.trim().startsWith('at '));
    expect(firstFrame).toContain('request-log.test.ts');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
        request_id: response.headers.get('x-request-id'),
      },
    });
    expect(text).not.toMatch(/disk on fire|request-log\.test|\bat /);
  });

  it('When a call is refused with a 4xx, then it is logged at info level with its code; health probes are not logged', async () => {
    await fetch(`${service.url}/refused`);
    await fetch(`${service.url}/healthz`);
    await fetch(`${service.url}/readyz`);
    // A logged call after the probes: the probes' lines, had they been written, come before its own.
    await fetch(`${service.url}/fine?after=probes`);
    await loggedFor('/fine?after=probes');
    const beforeMarker = lines.filter((line) => (line.req as { url?: string } | undefined)?.url !== '/fine?after=probes');
    expect(beforeMarker.map((line) => [line.level, line.msg])).toEqual([
      [30, 'Not like this'],
      [30, 'request completed'],
    ]);
    expect(beforeMarker[0]).toMatchObject({ code: 'nope', status: 422, req: { method: 'GET', url: '/refused' } });
    expect(beforeMarker[0]).not.toHaveProperty('err');
  });
});
