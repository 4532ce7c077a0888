import express from 'express';
import { ErrorResponse, ROUTES, SERVICE_NAMES, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { listen, silentLogger, waitFor, type Listening } from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';

/** A logo call whose deadline is short enough to wait out in a test. */
const SHORT_DEADLINE: RouteContract = { ...ROUTES.generateLogo, timeoutMs: 400 };

describe('Deadlines and caps at the gateway', () => {
  let service: Listening;
  let gateway: Listening | undefined;
  /** Calls the fake service holds until the test lets them go. */
  const held: (() => void)[] = [];
  let stopDripping = false;

  beforeAll(async () => {
    const app = express();
    // Keeps the connection busy (a 102 Processing every 50 ms) without ever answering: an idle timeout never fires.
    app.post('/api/generate-logo', (_req, res) => {
      const drip = setInterval(() => (stopDripping ? clearInterval(drip) : res.writeProcessing()), 50);
      res.once('close', () => clearInterval(drip));
    });
    app.post('/api/generate-privacy-policy', (_req, res) => {
      held.push(() => res.json({ ok: true }));
    });
    service = await listen(app);
  });
  afterEach(async () => {
    held.splice(0).forEach((release) => release());
    await gateway?.close();
    gateway = undefined;
  });
  afterAll(async () => {
    stopDripping = true;
    await service.close();
  });

  const startGateway = async (options: { routes?: RouteContract[]; maxCallsInFlightPerClient?: number }) => {
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(
      createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 1, ...options }),
    );
    return gateway;
  };
  const post = (to: Listening, path: string, client: string) =>
    fetch(`${to.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: '{}',
    });

  it('When a service keeps its connection busy but never answers, then the call ends at its total deadline with a 504 JSON', async () => {
    const to = await startGateway({ routes: [SHORT_DEADLINE] });

    const res = await post(to, SHORT_DEADLINE.path, '203.0.113.1');

    expect(res.status).toBe(504);
    const body = ErrorResponse.parse(await res.json());
    expect(body.error.code).toBe('upstream_timeout');
    expect(body.error.message).toContain('0.4 s');
  });

  it('When one client address has its cap of calls in flight, then its next call is refused 429 and other clients still get through', async () => {
    const to = await startGateway({ routes: [ROUTES.generatePrivacyPolicy], maxCallsInFlightPerClient: 2 });
    const path = ROUTES.generatePrivacyPolicy.path;

    const first = [post(to, path, '203.0.113.2'), post(to, path, '203.0.113.2')];
    await waitFor(() => held.length === 2, 'two calls held by the service');
    const third = await post(to, path, '203.0.113.2');
    const other = post(to, path, '203.0.113.3');
    await waitFor(() => held.length === 3, "the other client's call held by the service");
    held.splice(0).forEach((release) => release());

    expect(third.status).toBe(429);
    expect(ErrorResponse.parse(await third.json()).error.code).toBe('too_many_calls_in_flight');
    expect((await Promise.all([...first, other])).map((res) => res.status)).toEqual([200, 200, 200]);
    // Answered calls leave the count: the client may send again.
    const again = post(to, path, '203.0.113.2');
    await waitFor(() => held.length === 1, 'the next call held by the service');
    held.splice(0).forEach((release) => release());
    expect((await again).status).toBe(200);
  });
});
