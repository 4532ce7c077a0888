import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { CONTENT_META, CONTENT_ROUTES, TOOLS } from '@aiapp/site-catalogue';
import { SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';
import type { SiteSettings } from '../src/site-settings';

/** The index.html Vite builds: a default title and a multi-line description the gateway replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Default title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BASE = 'https://toolkit.example.com';
const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as Record<ServiceName, string>;

let webDist: string;
const gateways: Listening[] = [];

async function gatewayWith(site: SiteSettings): Promise<string> {
  const gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist, trustProxyHops: 0, site }));
  gateways.push(gateway);
  return gateway.url;
}

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  fs.rmSync(webDist, { recursive: true, force: true });
});

function headOf(html: string) {
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return {
    title: attribute(/<title>([\s\S]*?)<\/title>/),
    titles: html.match(/<title>/g)?.length,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    descriptions: html.match(/name="description"/g)?.length,
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
    ogType: attribute(/<meta property="og:type" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    contact: attribute(/<meta name="aiapp:contact-email" content="([^"]*)"/),
    jsonLd,
  };
}

/** fetch() sets the Host header itself; a raw request can send any. */
function rawGet(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

async function page(baseUrl: string, route: string) {
  const res = await fetch(`${baseUrl}${route}`);
  return { status: res.status, head: headOf(await res.text()) };
}

describe('what crawlers and link previews see', () => {
  it('When an article is requested, then its own title, description, canonical URL, Open Graph tags and article data are in the HTML', async () => {
    const url = await gatewayWith({ publicBaseUrl: `${BASE}/` });
    const meta = CONTENT_META['/aso-guide'];
    const { status, head } = await page(url, '/aso-guide');
    expect(status).toBe(200);
    expect(head).toMatchObject({
      title: `${meta.title} · AI App Toolkit`,
      titles: 1,
      description: meta.description,
      descriptions: 1,
      canonical: `${BASE}/aso-guide`,
      ogTitle: `${meta.title} · AI App Toolkit`,
      ogUrl: `${BASE}/aso-guide`,
      ogType: 'article',
      robots: undefined,
    });
    expect(head.jsonLd).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'TechArticle',
          headline: meta.title,
          dateModified: meta.updated,
          url: `${BASE}/aso-guide`,
        }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ]),
    );
  });

  it('When every page route is requested, then each has a different title and description', async () => {
    const url = await gatewayWith({ publicBaseUrl: BASE });
    const routes = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES];
    const heads = await Promise.all(routes.map(async (route) => (await page(url, route)).head));
    expect(new Set(heads.map((head) => head.title)).size).toBe(routes.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(routes.length);
    expect(heads.every((head) => head.descriptions === 1 && head.titles === 1)).toBe(true);
  });

  it('When a tool page is served, then it is indexable and described as a free web application', async () => {
    const url = await gatewayWith({ publicBaseUrl: BASE });
    for (const tool of TOOLS) {
      const { head } = await page(url, tool.route);
      expect(head.robots).toBeUndefined();
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'WebApplication',
        name: tool.name,
        isAccessibleForFree: true,
        offers: { price: '0' },
      });
    }
  });

  it('When a path is no page, then 404 with a "not found" title, no canonical URL and noindex', async () => {
    const url = await gatewayWith({ publicBaseUrl: BASE });
    const { status, head } = await page(url, '/no-such-page');
    expect(status).toBe(404);
    expect(head).toMatchObject({ title: 'Page not found · AI App Toolkit', canonical: undefined, robots: 'noindex', jsonLd: [] });
  });

  it('When no public address is configured, then links use the address the request came in on, but never a hostile Host header', async () => {
    const url = await gatewayWith({});
    const { head } = await page(url, '/faq');
    expect(head.canonical).toBe(`${url}/faq`);
    const hostile = await rawGet(`${url}/faq`, { host: 'evil.example"><script>alert(1)</script>' });
    expect(headOf(hostile).canonical).toBe('http://localhost/faq');
    expect(hostile).not.toContain('evil.example');
  });

  it('When a contact address is configured, then the pages carry it, escaped; otherwise they carry none', async () => {
    const configured = await gatewayWith({ contactEmail: 'help+"team"@example.com' });
    const html = await (await fetch(`${configured}/contact`)).text();
    expect(html).toContain('content="help+&quot;team&quot;@example.com"');
    expect(headOf(html).contact).toBe('help+&quot;team&quot;@example.com');
    expect((await page(await gatewayWith({}), '/contact')).head.contact).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('When the sitemap is read, then it lists the home page, every live tool and every content page at the public address, with article dates', async () => {
    const url = await gatewayWith({ publicBaseUrl: BASE });
    const res = await fetch(`${url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const parsed = new XMLParser().parse(await res.text()) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    const entries = parsed.urlset.url;
    const locs = entries.map((entry) => entry.loc);
    const expected = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES].map((route) => `${BASE}${route}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(entries.find((entry) => entry.loc === `${BASE}/aso-guide`)?.lastmod).toBe(CONTENT_META['/aso-guide'].updated);
  });

  it('When robots.txt is read, then crawlers may read the pages, not the API, and are pointed at the sitemap', async () => {
    const url = await gatewayWith({ publicBaseUrl: BASE });
    const res = await fetch(`${url}/robots.txt`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
