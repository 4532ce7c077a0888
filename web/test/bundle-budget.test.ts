import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript a phone must download before the home page can render: the entry script
 * named in index.html, the home page's lazy chunk, and every chunk they import statically.
 * Reads the build in web/dist (run `npm run build` first). Figures and timings: bench/README.md.
 */

const DIST = path.resolve(__dirname, '../dist');
const BUDGET_BYTES = 150 * 1024;

function assets(): string[] {
  const dir = path.join(DIST, 'assets');
  if (!fs.existsSync(dir)) throw new Error('web/dist is missing: run `npm run build` before this test');
  return fs.readdirSync(dir);
}

/** Chunks a chunk imports with static `import … from "./x.js"` (dynamic import() is excluded). */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(DIST, 'assets', file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) queue.push(match[1] as string);
  }
  return seen;
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, 'assets', file))).length;

describe('the JavaScript budget', () => {
  it('When the home page is opened, then the JavaScript it needs to render is at most 150 KB gzipped', () => {
    const files = assets();
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1];
    const home = files.find((file) => /^HomePage-.*\.js$/.test(file));
    expect(entry).toBeDefined();
    expect(home).toBeDefined();

    const needed = staticClosure([entry as string, home as string]);
    const total = [...needed].reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('When the entry script is loaded, then it carries no page: tools and articles arrive in their own chunks', () => {
    const files = assets();
    const entry = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1] as string;
    const entryCode = fs.readFileSync(path.join(DIST, 'assets', entry), 'utf8');
    for (const page of [
      'HomePage',
      'LogoMakerPage',
      'ArticlePage',
      'ContactPage',
      'NotFoundPage',
      'aso-guide',
      'faq',
      'tutorials',
    ]) {
      expect({ page, chunk: files.some((file) => file.startsWith(`${page}-`) && file.endsWith('.js')) }).toEqual({
        page,
        chunk: true,
      });
    }
    expect(entryCode).not.toContain('ASO fundamentals');
    expect(entryCode).not.toContain('Store-ready assets for your mobile app');
  });
});
