import { z } from 'zod';
import { createServiceApp, mountContract, warmThroughHttp } from '@aiapp/kit';
import { silentLogger } from '@aiapp/test-support';
import type { RouteContract } from '@aiapp/contracts';

const shoutContract = {
  method: 'POST',
  path: '/api/shout',
  service: 'text-gen',
  summary: 'shout',
  request: z.object({ text: z.string().min(1) }),
  response: z.object({ text: z.string() }),
  maxBodyBytes: 4 * 1024,
  timeoutMs: 5_000,
  rateLimit: null,
} as const satisfies RouteContract;

describe('warming a service through its own HTTP stack before it listens', () => {
  it('sends every body through the app, answers read, and logs an answer that is not 200 without failing', async () => {
    const handled: string[] = [];
    const app = createServiceApp({
      logger: silentLogger,
      routes: (router) =>
        mountContract(router, shoutContract, (body) => {
          handled.push(body.text);
          return { text: body.text.toUpperCase() };
        }),
    });
    const warnings: unknown[] = [];
    const logger = { ...silentLogger, warn: (details: unknown) => void warnings.push(details) } as unknown as typeof silentLogger;

    await warmThroughHttp(
      app,
      [
        { route: shoutContract, body: { text: 'hive' } },
        { route: shoutContract, body: { text: '' } },
        { route: shoutContract, body: { text: 'mites' } },
      ],
      logger,
    );

    expect(handled).toEqual(['hive', 'mites']);
    expect(warnings).toEqual([{ path: '/api/shout', status: 400 }]);
  });
});
