/** @jest-environment ./test-support/src/browser-environment.ts */
import fs from 'node:fs';
import path from 'node:path';
import { exampleRequestFor, ROUTE_LIST } from '@aiapp/contracts';
import { PAGE_ROUTES } from '@aiapp/site-catalogue';
import { rawRequest, WEB_DIST, workerShare, type Stack } from '@aiapp/test-support';

/*
 * Every answer the public sees carries the security headers: every page, every call of the route
 * table (answered, refused or failed), the API docs, static files, SEO files, 404s, and the
 * answers Node's parser gives before express runs.
 */

interface Probe {
  name: string;
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

const asset = () => fs.readdirSync(path.join(WEB_DIST, 'assets')).find((file) => file.endsWith('.js'));

function probes(): Probe[] {
  const json = { 'content-type': 'application/json' };
  return [
    ...PAGE_ROUTES.map((page) => ({ name: `page ${page}`, path: page })),
    { name: 'a path that is no page (404)', path: '/no-such-page' },
    ...ROUTE_LIST.map((call) => ({
      name: `${call.method} ${call.path}`,
      path: call.path,
      method: call.method,
      body: call.request ? JSON.stringify(exampleRequestFor(call)) : undefined,
      headers: json,
    })),
    ...ROUTE_LIST.filter((call) => call.request).map((call) => ({
      name: `${call.path} with invalid JSON (400)`,
      path: call.path,
      method: 'POST',
      body: '{',
      headers: json,
    })),
    {
      name: 'a body over the limit (413 from the gateway)',
      path: '/api/generate-logo',
      method: 'POST',
      body: 'x'.repeat(8192),
      headers: json,
    },
    { name: 'an unknown call (404)', path: '/api/nothing-here' },
    { name: 'a URL Node refuses (431)', path: `/?q=${'a'.repeat(20_000)}` },
    { name: 'API docs', path: '/api/docs' },
    { name: 'OpenAPI document', path: '/api/openapi.json' },
    { name: 'health', path: '/healthz' },
    { name: 'sitemap', path: '/sitemap.xml' },
    { name: 'robots.txt', path: '/robots.txt' },
    { name: 'favicon', path: '/favicon.svg' },
    { name: 'a hashed script', path: `/assets/${asset()}` },
  ];
}

/** What is missing or weak in one answer's headers ('none' is accepted wherever 'self' is the rule). */
function weaknesses(headers: Record<string, string | string[] | undefined>): string[] {
  const csp = String(headers['content-security-policy'] ?? '');
  const value = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);
  const fallback = value('default-src');
  const effective = (name: string) => value(name) ?? (name.endsWith('-src') ? fallback : undefined);
  const atMost = (name: string, allowed: string[]) => {
    const given = effective(name);
    if (!given || !allowed.includes(given)) problems.push(`${name}: "${given ?? ''}"`);
  };
  const problems: string[] = [];
  if (!csp) problems.push('no Content-Security-Policy');
  atMost('default-src', ["'self'", "'none'"]);
  atMost('script-src', ["'self'", "'none'"]);
  atMost('object-src', ["'none'"]);
  atMost('frame-ancestors', ["'none'"]);
  atMost('base-uri', ["'self'", "'none'"]);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`Referrer-Policy: ${headers['referrer-policy']}`);
  if (!String(headers['strict-transport-security'] ?? '').startsWith('max-age=')) problems.push('no Strict-Transport-Security');
  if (headers['cross-origin-opener-policy'] !== 'same-origin') problems.push('no Cross-Origin-Opener-Policy');
  if (headers['x-powered-by']) problems.push(`X-Powered-By: ${headers['x-powered-by']}`);
  return problems;
}

describe('Security headers on every answer of the gateway', () => {
  // The stack the browser files of this worker share (test-support/src/browser-environment.ts).
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await workerShare().stack());
  }, 120_000);

  it('When the web app is built, then there is a hashed script to probe', () => {
    expect(asset()).toMatch(/\.js$/);
  });

  it.each(probes().map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    const outcome = await rawRequest(`${stack.url}${probe.path}`, {
      method: probe.method ?? 'GET',
      headers: probe.headers,
      body: probe.body === undefined ? undefined : Buffer.from(probe.body),
      timeoutMs: 30_000,
    });
    expect(outcome.kind).toBe('answered');
    if (outcome.kind !== 'answered') return;
    expect({ status: outcome.status, problems: weaknesses(outcome.headers) }).toEqual({ status: outcome.status, problems: [] });
  });
});
