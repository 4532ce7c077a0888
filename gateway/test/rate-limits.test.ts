import express from 'express';
import { ErrorResponse, ROUTES, SERVICE_NAMES, TEXT_ENGINE_HEADER, type ServiceName, type TextEngine } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  dropSchema,
  listen,
  provideDatabaseServer,
  silentLogger,
  uniqueSchema,
  type Listening,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';
import { coalescingRateLimitStore, GATEWAY_MIGRATIONS, postgresRateLimitStore, type RateLimitStore } from '../src/rate-limit';

const LIMITS = {
  'email-capture': { max: 3, windowSeconds: 600 },
  message: { max: 2, windowSeconds: 600 },
  image: { max: 2, windowSeconds: 600 },
  model: null,
  'store-lookup': { max: 2, windowSeconds: 600 },
  'privacy-link': { max: 2, windowSeconds: 600 },
} as const;
const MODEL_LIMITS = { ...LIMITS, model: { max: 2, windowSeconds: 600 } } as const;

describe('Rate limits at the gateway', () => {
  let server: TestDatabaseServer;
  let db: Database;
  let service: Listening;
  const gateways: Listening[] = [];
  let reached = 0;
  /** The engine the fake service says wrote its answers. */
  let engine: TextEngine = 'built-in';

  const startGateway = (store: RateLimitStore, trustProxyHops = 0, limits: typeof LIMITS | typeof MODEL_LIMITS = LIMITS) => {
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    return listen(
      createGatewayApp({
        logger: silentLogger,
        upstreams,
        webDist: '/nonexistent',
        trustProxyHops,
        rateLimits: { store, limits },
      }),
    );
  };

  beforeAll(async () => {
    server = await provideDatabaseServer();
    db = connectTo(server, uniqueSchema('gateway_limits'));
    await runMigrations(db, GATEWAY_MIGRATIONS);
    const app = express();
    app.post(/.*/, (_req, res) => {
      reached += 1;
      res.setHeader(TEXT_ENGINE_HEADER, engine);
      res.json({ captured: true });
    });
    service = await listen(app);
  });
  afterEach(async () => {
    await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
    await db.query('DELETE FROM rate_limit_windows');
    reached = 0;
    engine = 'built-in';
  });
  afterAll(async () => {
    await service.close();
    await dropSchema(db);
    await db.close();
    await server.stop();
  });

  const capture = (gateway: Listening, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${ROUTES.emailCapture.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'a@example.com', tool_used: 'logo-maker' }),
    });

  it('When one client spreads its captures over two gateway replicas, then the limit holds across both and the extra call is answered 429 with Retry-After', async () => {
    const store = postgresRateLimitStore(db);
    const [a, b] = [await startGateway(store), await startGateway(store)] as [Listening, Listening];
    gateways.push(a, b);

    const statuses = [];
    for (const gateway of [a, b, a, b]) statuses.push((await capture(gateway)).status);
    const refused = await capture(b);

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(refused.status).toBe(429);
    expect(reached).toBe(3);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = ErrorResponse.parse(await refused.json());
    expect(body.error).toMatchObject({
      code: 'rate_limited',
      details: { limit: 3, window_seconds: 600, retry_after_seconds: retryAfter },
    });
    expect(body.error.message).toMatch(/try again in \d+ (seconds?|minutes)/);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('When the gateway trusts no proxy, then a client cannot escape its bucket by inventing X-Forwarded-For addresses', async () => {
    const gateway = await startGateway(postgresRateLimitStore(db), 0);
    gateways.push(gateway);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await capture(gateway, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('When the gateway trusts one proxy hop, then clients behind it are counted apart by the address that proxy saw, whatever they prepend', async () => {
    const gateway = await startGateway(postgresRateLimitStore(db), 1);
    gateways.push(gateway);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await capture(gateway, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` })).status);
    const otherClient = await capture(gateway, { 'x-forwarded-for': '203.0.113.8' });
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(otherClient.status).toBe(200);
  });

  it('When the expensive classes are used, then each counts on its own; a class set to off and cheap calls are never limited', async () => {
    const gateway = await startGateway(postgresRateLimitStore(db));
    gateways.push(gateway);
    const post = async (path: string) =>
      (await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status;
    const icons = [];
    for (let i = 0; i < 3; i += 1) icons.push(await post(ROUTES.generateIcons.path));
    const resize = await post(ROUTES.resizeScreenshots.path);
    // The store kit is an image call like the icon and screenshot tools: it draws from the same budget.
    const storeKit = await post(ROUTES.generateStoreKit.path);
    const tracking = [];
    for (let i = 0; i < 3; i += 1) tracking.push(await post(ROUTES.trackKeywords.path));
    // Erasure and access links, and the calls that use them, share a class of their own: not the contact form's.
    const links = [
      await post(ROUTES.emailErasure.path),
      await post(ROUTES.emailAccessConfirm.path),
      await post(ROUTES.emailAccess.path),
      await post(ROUTES.emailConfirmation.path),
    ];
    const contact = await post(ROUTES.contact.path);
    const unlimited = [];
    for (let i = 0; i < 5; i += 1)
      unlimited.push(await post(ROUTES.generatePrivacyPolicy.path), await post(ROUTES.generateLogo.path));

    expect(icons).toEqual([200, 200, 429]);
    expect(resize).toBe(429);
    expect(storeKit).toBe(429);
    expect(tracking).toEqual([200, 200, 429]);
    expect(links).toEqual([200, 200, 429, 429]);
    expect(contact).toBe(200);
    expect(unlimited.every((status) => status === 200)).toBe(true);
  });

  /**
   * The store as the gateway composes it (openRateLimits). A model answer is counted without
   * holding the answer back; the coalescing store makes the same client's next count wait for that
   * one. Over the bare Postgres store, the next call's read could overtake it on a busy machine.
   */
  const gatewayStore = () => coalescingRateLimitStore(postgresRateLimitStore(db));

  const generate = async (gateway: Listening, path: string) =>
    (await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
      .status;

  it('When the built-in engine answers many text calls, then none of them draws on the model budget', async () => {
    const gateway = await startGateway(gatewayStore(), 0, MODEL_LIMITS);
    gateways.push(gateway);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        await generate(gateway, ROUTES.generateStoreDescription.path),
        await generate(gateway, ROUTES.generateAppNames.path),
        await generate(gateway, ROUTES.generateReviews.path),
        await generate(gateway, ROUTES.generateLandingPage.path),
        await generate(gateway, ROUTES.optimizeAso.path),
      );
    }
    expect(statuses).toEqual(Array(30).fill(200));
    expect(reached).toBe(30);
  });

  it('When a model answers, then each answer counts against the model budget and the call after the last one is refused before it reaches the service', async () => {
    const gateway = await startGateway(gatewayStore(), 0, MODEL_LIMITS);
    gateways.push(gateway);
    engine = 'model';
    const statuses = [];
    for (const path of [ROUTES.generateStoreDescription.path, ROUTES.generateAppNames.path, ROUTES.generateAppNames.path])
      statuses.push(await generate(gateway, path));
    const reviews = await generate(gateway, ROUTES.generateReviews.path);
    const policy = await generate(gateway, ROUTES.generatePrivacyPolicy.path);

    expect(statuses).toEqual([200, 200, 429]);
    expect(reviews).toBe(429);
    expect(reached).toBe(3);
    expect(policy).toBe(200);
  });

  it('When the limit store fails, then calls pass unlimited rather than failing with it', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const gateway = await startGateway(broken);
    gateways.push(gateway);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await capture(gateway)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
