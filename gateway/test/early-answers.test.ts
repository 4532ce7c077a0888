import express from 'express';
import { ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { EARLY_ANSWER_DRAIN } from '@aiapp/kit';
import { listen, rawRequest, silentLogger, type Listening } from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';

describe('A service that answers before reading the body', () => {
  let service: Listening;
  let gateway: Listening;
  const connectionHeaders: (string | undefined)[] = [];

  beforeAll(async () => {
    const app = express();
    // As a service does for a call it has not mounted, or a body in the wrong content type.
    app.use((req, res) => {
      connectionHeaders.push(req.headers.connection);
      res.status(415).json({ error: { code: 'unsupported_media_type', message: 'Send the request body as application/json' } });
    });
    service = await listen(app);
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it.each([false, true])(
    'When a client that asks to close its connection sends 5 MB (chunked: %s), then it gets the service answer, not a 502',
    async (chunked) => {
      const outcome = await rawRequest(`${gateway.url}${ROUTES.generateIcons.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', connection: 'close' },
        body: Buffer.alloc(5 * 1024 * 1024, 'a'),
        chunked,
        timeoutMs: 10_000,
      });
      expect(outcome).toMatchObject({ kind: 'answered', status: 415 });
      expect(connectionHeaders.at(-1)).not.toBe('close');
    },
  );

  it('When many clients keep sending bodies over pooled connections that are answered early, then every one gets the answer and the gateway stays up', async () => {
    const body = JSON.stringify({ image_data: 'a'.repeat(100_000) });
    const send = () =>
      fetch(`${gateway.url}${ROUTES.generateIcons.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(
        (res) => res.status,
        () => 'failed',
      );
    const statuses: (number | string)[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = 0; i < 10; i += 1) statuses.push(await send());
      }),
    );
    expect(statuses.filter((status) => status !== 415)).toEqual([]);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe('Answers the gateway gives before reading the body', () => {
  let service: Listening;
  let gateway: Listening;
  let reached = 0;

  beforeAll(async () => {
    const app = express();
    app.use((_req, res) => {
      reached += 1;
      res.json({ captured: true });
    });
    service = await listen(app);
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  const sendOversized = async (bytes: number) => {
    const outcome = await rawRequest(`${gateway.url}${ROUTES.emailCapture.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(bytes, 'a'),
      paced: true,
      timeoutMs: 30_000,
    });
    return outcome.kind === 'answered' ? outcome.status : `${outcome.kind}: ${outcome.detail}`;
  };

  it('When 50 clients at once send 300 KB to a call with a 4 KB limit, ten rounds, then every one reads 413 (no EPIPE or reset before the answer)', async () => {
    const outcomes: (number | string)[] = [];
    for (let round = 0; round < 10; round += 1)
      outcomes.push(...(await Promise.all(Array.from({ length: 50 }, () => sendOversized(300 * 1024)))));
    expect(outcomes.filter((outcome) => outcome !== 413)).toEqual([]);
    expect(reached).toBe(0);
  });

  it('When a body goes on past what the gateway drains after its answer, then the client still reads the 413 first', async () => {
    expect(await sendOversized(EARLY_ANSWER_DRAIN.maxBytes + 1024 * 1024)).toBe(413);
  });
});
