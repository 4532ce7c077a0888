import { z } from 'zod';
import { APP_STORE_STOREFRONTS, type StoreCountry } from '@aiapp/store-facts';
import type { StoreCallOptions, StoreClient, StoreListing } from '../domain/tracking/store-client';
import { decodeXmlText } from './decode-xml';
import { StoreError } from '../domain/tracking/store-error';
import type { StoreHttp } from './store-http';

/** The Search API's largest page; it has no offset, so this is as deep as a rank can be read. */
const APP_STORE_SEARCH_DEPTH = 200;

/** Only the fields we read; the API sends many more, and any of these may be missing. */
const SearchResponse = z.object({
  resultCount: z.number(),
  results: z.array(
    z.looseObject({
      trackId: z.number(),
      trackName: z.string(),
      trackViewUrl: z.string(),
      sellerName: z.string().optional(),
      artistName: z.string().optional(),
      averageUserRating: z.number().optional(),
      userRatingCount: z.number().optional(),
      currentVersionReleaseDate: z.string().optional(),
    }),
  ),
});

export interface AppStoreClientOptions {
  /** itunes.apple.com: the public iTunes Search API. */
  searchBaseUrl: string;
  /** search.itunes.apple.com: the App Store's autocomplete (search hints). */
  hintsBaseUrl: string;
  searchHttp: StoreHttp;
  hintsHttp: StoreHttp;
}

function parseSearch(body: string): StoreListing[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new StoreError('unexpected_response', 'The App Store search answer was not JSON');
  }
  const parsed = SearchResponse.safeParse(json);
  if (!parsed.success) throw new StoreError('unexpected_response', 'The App Store search answer had an unexpected shape');
  return parsed.data.results.map((result) => ({
    id: String(result.trackId),
    title: result.trackName,
    // `uo` is an affiliate tracking parameter; users get the clean page address.
    url: result.trackViewUrl.replace(/[?&]uo=\d+$/, ''),
    developer: result.sellerName ?? result.artistName ?? '',
    rating: result.averageUserRating ?? null,
    ratingCount: result.userRatingCount ?? null,
    updatedAt: result.currentVersionReleaseDate ?? null,
  }));
}

/** Search hints come as an XML property list of {term, url} dictionaries, most likely first. */
export function parseHints(body: string): string[] {
  if (!body.includes('<plist'))
    throw new StoreError('unexpected_response', 'The App Store autocomplete answer was not a property list');
  return [...body.matchAll(/<key>term<\/key>\s*<string>([^<]*)<\/string>/g)].map((match) => decodeXmlText(match[1] ?? '').trim());
}

export function createAppStoreClient(options: AppStoreClientOptions): StoreClient {
  return {
    store: 'ios',
    label: 'App Store',
    depth: APP_STORE_SEARCH_DEPTH,
    async search(term, { country, deadline }: StoreCallOptions) {
      const query = new URLSearchParams({
        term,
        country,
        media: 'software',
        entity: 'software',
        limit: String(APP_STORE_SEARCH_DEPTH),
      });
      return parseSearch(await options.searchHttp.text(`${options.searchBaseUrl}/search?${query}`, { deadline }));
    },
    async suggest(prefix, { country, deadline }: StoreCallOptions) {
      const query = new URLSearchParams({ clientApplication: 'Software', term: prefix });
      const storefront = APP_STORE_STOREFRONTS[country as StoreCountry] ?? APP_STORE_STOREFRONTS.us;
      const body = await options.hintsHttp.text(`${options.hintsBaseUrl}/WebObjects/MZSearchHints.woa/wa/hints?${query}`, {
        deadline,
        init: { headers: { 'x-apple-store-front': `${storefront},29` } },
      });
      return parseHints(body);
    },
  };
}
