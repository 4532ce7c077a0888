import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type Response } from 'express';
import { ROUTES, SERVICE_NAMES, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { listen, silentLogger, waitFor, type Listening } from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';

/** Calls the fake services hold unanswered until a test answers them (or the gateway gives up on them). */
const held = { reviews: [] as Response[], names: [] as Response[] };

/** An upstream that records what reached it and answers like a service. */
function fakeService(name: string, seen: { path: string; requestId?: string; body: string }[]) {
  const app = express();
  app.use(express.text({ type: () => true }));
  app.post('/api/generate-logo', (req, res) => {
    seen.push({ path: req.path, requestId: req.header('x-request-id'), body: String(req.body) });
    res.json({ svg_code: '<svg/>', css_styles: '', from: name });
  });
  app.post('/api/generate-reviews', (_req, res) => {
    held.reviews.push(res);
  });
  app.post('/api/generate-app-names', (_req, res) => {
    held.names.push(res);
  });
  return app;
}

/**
 * An address nothing answers at, once `close` is called: it is closed after the gateway has its
 * own port, so the kernel cannot hand the freed port to the gateway itself.
 */
async function deadAddress(): Promise<{ url: string; close(): Promise<void> }> {
  const probe = await listen(express());
  return { url: probe.url, close: () => probe.close() };
}

describe('the gateway', () => {
  let webDist: string;
  let image: Listening;
  let textGen: Listening;
  let gateway: Listening;
  const seen: { path: string; requestId?: string; body: string }[] = [];

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>AI App Toolkit</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    image = await listen(fakeService('image', seen));
    textGen = await listen(fakeService('text-gen', seen));
    const dead = await deadAddress();
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, dead.url])) as Record<ServiceName, string>;
    upstreams.image = image.url;
    upstreams['text-gen'] = textGen.url;
    const routes: RouteContract[] = Object.values(ROUTES).map((contract) =>
      contract === ROUTES.generateReviews ? { ...contract, timeoutMs: 300 } : contract,
    );
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist, trustProxyHops: 0, routes }));
    await dead.close();
  });
  afterAll(async () => {
    await gateway.close();
    await image.close();
    await textGen.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const postJson = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('When a call is made, then it reaches its owning service with the body untouched and the request id forwarded', async () => {
    const res = await postJson('/api/generate-logo', { text: 'Hi', style: 'modern' }, { 'x-request-id': 'trace-42' });
    expect(res.status).toBe(200);
    expect((await res.json()).from).toBe('image');
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    expect(seen.at(-1)).toEqual({ path: '/api/generate-logo', requestId: 'trace-42', body: '{"text":"Hi","style":"modern"}' });
  });

  it('When no request id is given, then the gateway assigns one and echoes it', async () => {
    const res = await postJson('/api/generate-logo', { text: 'Hi' });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)?.requestId).toBe(id);
  });

  it('When the owning service is down, then 502 JSON naming the service', async () => {
    const res = await postJson('/api/generate-privacy-policy', { app_name: 'A', company_name: 'B' });
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.error.code).toBe('upstream_unavailable');
    expect(body.error.message).toContain('legal');
    expect(body.error.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('When the owning service is slower than the call allows, then 504 JSON', async () => {
    const res = await postJson('/api/generate-reviews', { app_name: 'A' });
    expect(res.status).toBe(504);
    expect((await res.json()).error.code).toBe('upstream_timeout');
    // The service never answered: the 504 is the gateway's own deadline, not a slow answer passed on.
    expect(held.reviews).toHaveLength(1);
    expect(held.reviews[0]?.headersSent).toBe(false);
  });

  it('When another call of the same service takes longer than that one allows, then it is still answered: each call keeps its own timeout', async () => {
    const slower = postJson('/api/generate-app-names', { description: 'A' });
    await waitFor(() => held.names.length === 1, 'the names call to reach the service');
    const slow = await postJson('/api/generate-reviews', { app_name: 'A' });
    expect(slow.status).toBe(504);
    // Answered only after the reviews call's deadline has passed, while the names call still waits for it.
    held.names[0]?.json({ names: [] });
    const answer = await slower;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ names: [] });
  });

  it('When the declared body is over the call limit, then 413 before anything is proxied', async () => {
    const before = seen.length;
    const res = await postJson('/api/generate-logo', { text: 'x'.repeat(ROUTES.generateLogo.maxBodyBytes) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(seen.length).toBe(before);
  });

  it('When an /api path is unknown, then 404 JSON', async () => {
    const res = await fetch(`${gateway.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('When a page route is requested, then index.html is served uncached under a CSP', async () => {
    const res = await fetch(`${gateway.url}/logo-maker`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('When a path is no page, then the SPA is still served with a 404 status', async () => {
    const res = await fetch(`${gateway.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('When a hashed asset is requested, then it is cached as immutable', async () => {
    const res = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('When the client accepts gzip, then text is compressed', async () => {
    const res = await fetch(`${gateway.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('When the OpenAPI document is requested, then it lists every call, and the docs page renders it', async () => {
    const document = await (await fetch(`${gateway.url}/api/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(Object.keys(ROUTES).length);
    const docs = await fetch(`${gateway.url}/api/docs`);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(await docs.text()).toContain('/api/generate-icons');
  });
});
