import { z } from 'zod';
import { createServiceApp, limitConcurrentJobs, mountContract } from '@aiapp/kit';
import type { RequestHandler } from 'express';
import { listen, silentLogger, waitFor, type Listening } from '@aiapp/test-support';
import type { RouteContract } from '@aiapp/contracts';

const jobContract = {
  method: 'POST',
  path: '/api/job',
  service: 'image',
  summary: 'a heavy job',
  request: z.object({ id: z.number() }),
  response: z.object({ id: z.number() }),
  maxBodyBytes: 1024,
  timeoutMs: 5_000,
  rateLimit: null,
} as const satisfies RouteContract;

describe('Heavy calls behind a job limit of 1 running and 1 waiting', () => {
  let service: Listening;
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  /** Jobs the limiter has taken in (running or queued), and those whose connection it has seen close. */
  const admitted: number[] = [];
  const closed: number[] = [];
  /**
   * Runs just before the limiter, which queues or refuses a request synchronously: once a job is
   * listed here, the limiter has decided about it. Its close listener is added after the limiter's,
   * so a job listed in `closed` has left the queue.
   */
  const watch: RequestHandler = (req, res, next) => {
    const id = Number(req.header('x-job'));
    next();
    admitted.push(id);
    res.once('close', () => closed.push(id));
  };

  beforeAll(async () => {
    const app = createServiceApp({
      logger: silentLogger,
      routes: (router) =>
        mountContract(
          router,
          jobContract,
          async ({ id }) => {
            started.push(id);
            await new Promise<void>((resolve) => finish.set(id, resolve));
            return { id };
          },
          { before: [watch, limitConcurrentJobs({ concurrency: 1, maxWaiting: 1 })] },
        ),
    });
    service = await listen(app);
  });
  afterAll(() => service.close());

  const job = (id: number, signal?: AbortSignal) =>
    fetch(`${service.url}/api/job`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-job': String(id) },
      body: JSON.stringify({ id }),
      signal,
    });
  const until = (condition: () => boolean) => waitFor(condition, 'the limiter to get there');

  it('When three arrive at once, then one runs, one waits its turn and the third is told to come back with 503 and Retry-After', async () => {
    const first = job(1);
    await until(() => started.includes(1));
    const second = job(2);
    await until(() => admitted.includes(2));
    const third = await job(3);

    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect((await third.json()).error.code).toBe('busy');
    expect(started).toEqual([1]);

    finish.get(1)?.();
    expect((await first).status).toBe(200);
    await until(() => started.includes(2));
    finish.get(2)?.();
    expect(await (await second).json()).toEqual({ id: 2 });
  });

  it('When a waiting visitor goes away, then their place is freed and their job never runs', async () => {
    started.length = 0;
    const running = job(10);
    await until(() => started.includes(10));
    const leaving = new AbortController();
    const abandoned = job(11, leaving.signal).catch(() => 'aborted');
    await until(() => admitted.includes(11));
    leaving.abort();
    expect(await abandoned).toBe('aborted');
    await until(() => closed.includes(11));

    const next = job(12);
    finish.get(10)?.();
    await until(() => started.includes(12));
    finish.get(12)?.();
    expect((await running).status).toBe(200);
    expect((await next).status).toBe(200);
    expect(started).toEqual([10, 12]);
  });
});
