import type { StoreCallOptions, StoreClient, StoreListing } from '../domain/tracking/store-client';
import { at, extractPageData, extractRpcPayload, rpcRequestBody } from './play-page-data';
import type { StoreHttp } from './store-http';

/** Google Play search pages past 250 results are not served (google-play-scraper caps there too). */
const PLAY_SEARCH_DEPTH = 250;
const PLAY_PUBLIC_URL = 'https://play.google.com';
const SEARCH_PAGE_RPC = 'qnKhOb';
const SUGGEST_RPC = 'IJ4APc';
/** The result fields a search page asks for, as Play's own web client sends them. */
const SEARCH_PAGE_FIELDS = [96, 27, 4, 8, 57, 30, 110, 79, 11, 16, 49, 1, 3, 9, 12, 104, 55, 56, 51, 10, 34, 77];

export interface PlayClientOptions {
  /** https://play.google.com, or a loopback server in tests. */
  baseUrl: string;
  http: StoreHttp;
  language?: string;
}

/** One result entry of a Play search list: positions of each field in Google's nested arrays. */
function toListing(entry: unknown): StoreListing | undefined {
  const id = at(entry, 12, 0);
  const title = at(entry, 2);
  if (typeof id !== 'string' || typeof title !== 'string') return undefined;
  const path = at(entry, 9, 4, 2);
  const developer = at(entry, 4, 0, 0, 0);
  const rating = at(entry, 6, 0, 2, 1, 1);
  return {
    id,
    title,
    url: new URL(
      typeof path === 'string' ? path : `/store/apps/details?id=${encodeURIComponent(id)}`,
      PLAY_PUBLIC_URL,
    ).toString(),
    developer: typeof developer === 'string' ? developer : '',
    rating: typeof rating === 'number' ? rating : null,
    ratingCount: null,
    updatedAt: null,
  };
}

function listingsOf(entries: unknown): StoreListing[] {
  return Array.isArray(entries) ? entries.map(toListing).filter((listing): listing is StoreListing => listing !== undefined) : [];
}

/** The first page: results at ds:1[0][1][0][0][0]; the next-page token in a sibling section's [1]. */
function firstPage(html: string): { listings: StoreListing[]; token: string | undefined } {
  const sections = at(extractPageData(html, 'ds:1'), 0, 1, 0, 0);
  if (!Array.isArray(sections)) return { listings: [], token: undefined };
  const tokenSection = sections.find((section) => typeof at(section, 1) === 'string');
  return { listings: listingsOf(sections[0]), token: at(tokenSection, 1) as string | undefined };
}

function nextPage(payload: unknown): { listings: StoreListing[]; token: string | undefined } {
  const token = at(payload, 0, 0, 7, 1);
  return { listings: listingsOf(at(payload, 0, 0, 0)), token: typeof token === 'string' ? token : undefined };
}

/** Google Play search and autocomplete, read the way Play's own web pages read them. */
export function createPlayClient(options: PlayClientOptions): StoreClient {
  const language = options.language ?? 'en';
  const rpcUrl = (rpcId: string, country: string) =>
    `${options.baseUrl}/_/PlayStoreUi/data/batchexecute?${new URLSearchParams({ rpcids: rpcId, hl: language, gl: country, authuser: '', 'soc-app': '121', 'soc-platform': '1', 'soc-device': '1' })}`;
  const post = (rpcId: string, args: unknown, { country, deadline }: StoreCallOptions) =>
    options.http.text(rpcUrl(rpcId, country), {
      deadline,
      init: {
        method: 'POST',
        body: rpcRequestBody(rpcId, args),
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      },
    });

  return {
    store: 'android',
    label: 'Google Play',
    depth: PLAY_SEARCH_DEPTH,
    async search(term, callOptions) {
      const query = new URLSearchParams({ q: term, hl: language, gl: callOptions.country, price: '0' });
      let page = firstPage(await options.http.text(`${options.baseUrl}/work/search?${query}`, callOptions));
      const listings = [...page.listings];
      while (page.token && listings.length < PLAY_SEARCH_DEPTH) {
        const args = [[null, [[10, [10, 100]], true, null, SEARCH_PAGE_FIELDS], null, page.token]];
        page = nextPage(extractRpcPayload(await post(SEARCH_PAGE_RPC, args, callOptions), SEARCH_PAGE_RPC));
        if (page.listings.length === 0) break;
        listings.push(...page.listings);
      }
      return listings.slice(0, PLAY_SEARCH_DEPTH);
    },
    async suggest(prefix, callOptions) {
      const payload = extractRpcPayload(await post(SUGGEST_RPC, [[null, [prefix], [10], [2], 4]], callOptions), SUGGEST_RPC);
      const entries = at(payload, 0, 0);
      return Array.isArray(entries)
        ? entries.map((entry) => at(entry, 0)).filter((term): term is string => typeof term === 'string')
        : [];
    },
  };
}
