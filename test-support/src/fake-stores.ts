import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The recorded store answers (test-support/fixtures/stores), shared by the seo-tracker's, the gateway's and the web's tests. */
const FIXTURES = path.resolve(__dirname, '../fixtures/stores');
export const storeFixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const slug = (term: string) =>
  term
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-');

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStores {
  url: string;
  requests: RecordedRequest[];
  /** Serve another recording for a search term from now on (e.g. "the next day"). */
  useRecording(store: 'app-store' | 'google-play', term: string, file: string): void;
  /** Answer every request matching `pathPart` with this status until cleared. */
  failWith(status: number | null, pathPart?: string, termPart?: string): void;
  close(): Promise<void>;
}

/** A recorded list by search term; a term such as "__proto__" is just an unknown term. */
const ownEntry = (table: Record<string, string[]>, term: string) => (Object.hasOwn(table, term) ? (table[term] ?? []) : []);

function plist(terms: string[]): string {
  const items = terms.map((term) => `<dict><key>term</key><string>${term.replace(/&/g, '&amp;')}</string></dict>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>title</key><string>Suggestions</string><key>hints</key><array>${items}</array></dict></plist>`;
}

function playSuggestions(terms: string[]): string {
  const payload = terms.length === 0 ? null : JSON.stringify([[terms.map((term) => [term, 0])]]);
  return `)]}'\n\n${JSON.stringify([
    ['wrb.fr', 'IJ4APc', payload, null, null, null, 'generic'],
    ['di', 38],
  ])}\n`;
}

/** Reads the batchexecute form body back into [rpcId, args]. */
function rpcCall(body: string): [string, unknown[]] {
  const request = JSON.parse(new URLSearchParams(body).get('f.req') ?? '[]') as [[[string, string]]];
  const [rpcId, args] = request[0][0];
  return [rpcId, JSON.parse(args) as unknown[]];
}

/**
 * A loopback stand-in for itunes.apple.com, search.itunes.apple.com and play.google.com that
 * answers with the recordings in test-support/fixtures/stores: unknown search terms get an empty result list.
 */
export async function startFakeStores(): Promise<FakeStores> {
  const requests: RecordedRequest[] = [];
  const recordings = new Map<string, string>();
  const appStoreHints = JSON.parse(storeFixture('app-store/hints-by-prefix.json')) as Record<string, string[]>;
  const playSuggest = JSON.parse(storeFixture('google-play/suggest-by-prefix.json')) as Record<string, string[]>;
  let failure: { status: number; pathPart: string; termPart: string } | null = null;

  const recordingFor = (store: string, term: string) => {
    const name =
      recordings.get(`${store}:${slug(term)}`) ?? `${store}/search-${slug(term)}.${store === 'app-store' ? 'json' : 'html'}`;
    try {
      return storeFixture(name);
    } catch {
      return undefined;
    }
  };

  const answer = (url: URL, body: string): { status: number; type: string; text: string } => {
    const term = url.searchParams.get('term') ?? url.searchParams.get('q') ?? '';
    if (url.pathname === '/search') {
      return {
        status: 200,
        type: 'text/javascript; charset=utf-8',
        text: recordingFor('app-store', term) ?? '\n\n\n{\n "resultCount":0,\n "results": []\n}\n',
      };
    }
    if (url.pathname.endsWith('/MZSearchHints.woa/wa/hints'))
      return { status: 200, type: 'text/xml', text: plist(ownEntry(appStoreHints, term)) };
    if (url.pathname === '/work/search') {
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        text: recordingFor('google-play', term) ?? storeFixture('google-play/search-no-results.html'),
      };
    }
    if (url.pathname === '/_/PlayStoreUi/data/batchexecute') {
      const [rpcId, args] = rpcCall(body);
      if (rpcId === 'IJ4APc')
        return {
          status: 200,
          type: 'application/json',
          text: playSuggestions(ownEntry(playSuggest, (args[0] as [null, [string]])[1][0])),
        };
      const token = (args[0] as unknown[])[3];
      const page = token === 'CAEaAggyOgQIHhAB' ? 'page-2' : 'page-3';
      return { status: 200, type: 'application/json', text: storeFixture(`google-play/search-habit-tracker.${page}.txt`) };
    }
    return { status: 404, type: 'text/plain', text: 'not found' };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params: url.searchParams, body, headers: req.headers });
      const term = url.searchParams.get('term') ?? url.searchParams.get('q') ?? body;
      if (failure && url.pathname.includes(failure.pathPart) && term.includes(failure.termPart)) {
        res.writeHead(failure.status, { 'content-type': 'text/html' }).end('<html>Too many requests</html>');
        return;
      }
      const { status, type, text } = answer(url, body);
      res.writeHead(status, { 'content-type': type }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    useRecording: (store, term, file) => recordings.set(`${store}:${slug(term)}`, file),
    failWith(status, pathPart = '', termPart = '') {
      failure = status === null ? null : { status, pathPart, termPart };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
