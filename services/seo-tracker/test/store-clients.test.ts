import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callOptions, clientsFor, startFakeStores, storeFixture, type FakeStores } from '@aiapp/test-support';
import { parseHints } from '../src/store-clients/app-store-client';
import { at, extractRpcPayload } from '../src/store-clients/play-page-data';
import { StoreError } from '../src/domain/tracking/store-error';

describe('the store clients against recorded store answers', () => {
  let stores: FakeStores;
  beforeAll(async () => {
    stores = await startFakeStores();
  });
  afterEach(() => {
    stores.failWith(null);
    stores.requests.length = 0;
  });
  afterAll(() => stores.close());

  it('When the App Store is searched, then all 200 results come back in order with clean store links', async () => {
    const listings = await clientsFor(stores.url).ios.search('habit tracker', callOptions());
    expect(listings).toHaveLength(200);
    expect(listings[3]).toEqual({
      id: '1588800001',
      title: 'Habitloop: Habit Tracker',
      url: 'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001',
      developer: 'Habitloop Labs Ltd',
      rating: 4.71234,
      ratingCount: 2841,
      updatedAt: '2026-11-02T16:21:45Z',
    });
    const [request] = stores.requests;
    expect(Object.fromEntries(request!.params)).toEqual({
      term: 'habit tracker',
      country: 'us',
      media: 'software',
      entity: 'software',
      limit: '200',
    });
  });

  it('When App Store autocomplete is asked, then it sends the storefront of the country and reads the plist terms', async () => {
    const terms = await clientsFor(stores.url).ios.suggest('habit tracker', callOptions('gb'));
    expect(terms).toEqual([
      'habit tracker',
      'habit tracker free',
      'habit tracker widget',
      'habit tracker for adhd',
      'habit tracker app',
    ]);
    expect(stores.requests[0]!.headers['x-apple-store-front']).toBe('143444,29');
  });

  it('When a recorded hints plist is parsed, then its terms come out decoded and in order', () => {
    expect(parseHints(storeFixture('app-store/hints-habit-tracker.plist'))).toEqual([
      'habit tracker',
      'habit tracker free',
      'habit tracker widget',
      'habit tracker for adhd',
      'habit tracker app',
    ]);
    expect(
      parseHints(
        '<plist><dict><key>hints</key><array><dict><key>term</key><string>tom &amp; jerry</string></dict></array></dict></plist>',
      ),
    ).toEqual(['tom & jerry']);
  });

  it('When a recorded Play autocomplete answer is read, then its XSSI guard is skipped and the terms come out in order', () => {
    const payload = extractRpcPayload(storeFixture('google-play/suggest-habit-tracker.txt'), 'IJ4APc');
    expect((at(payload, 0, 0) as unknown[]).map((entry) => at(entry, 0))).toEqual([
      'habit tracker',
      'habit tracker widget',
      'habit tracker offline',
      'habit tracker free',
    ]);
    expect(() => extractRpcPayload(storeFixture('google-play/suggest-habit-tracker.txt'), 'qnKhOb')).toThrow(StoreError);
  });

  it('When Google Play is searched, then the first page and the batchexecute pages are read until the list ends', async () => {
    const listings = await clientsFor(stores.url).android.search('habit tracker', callOptions());
    expect(listings).toHaveLength(150);
    expect(listings[36]).toMatchObject({
      id: 'com.habitloop.app',
      title: 'Habitloop: Habit Tracker',
      developer: 'Habitloop Labs Ltd',
      rating: 4.6812345,
    });
    expect(listings[36]!.url).toBe('https://play.google.com/store/apps/details?id=com.habitloop.app');
    expect(stores.requests.map((request) => request.path)).toEqual([
      '/work/search',
      '/_/PlayStoreUi/data/batchexecute',
      '/_/PlayStoreUi/data/batchexecute',
    ]);
    expect(stores.requests[0]!.params.get('gl')).toBe('us');
  });

  it('When Google Play finds nothing, then the result list is empty rather than an error', async () => {
    expect(await clientsFor(stores.url).android.search('zzqx nothing', callOptions())).toEqual([]);
  });

  it('When Google Play autocomplete is asked, then the suggestions of the IJ4APc answer come back', async () => {
    expect(await clientsFor(stores.url).android.suggest('habit tracker', callOptions())).toEqual([
      'habit tracker',
      'habit tracker widget',
      'habit tracker offline',
      'habit tracker free',
    ]);
    expect(await clientsFor(stores.url).android.suggest('qqqq', callOptions())).toEqual([]);
  });

  it.each([
    ['the App Store answers 403', 403, 'ios'],
    ['the App Store answers 429', 429, 'ios'],
    ['Google Play answers 503', 503, 'android'],
  ] as const)(
    'When %s, then the search fails as rate limited and the store is left alone for a while',
    async (_case, status, store) => {
      stores.failWith(status);
      const clients = clientsFor(stores.url);
      await expect(clients[store].search('habit tracker', callOptions())).rejects.toMatchObject({ failure: 'rate_limited' });
      stores.failWith(null);
      await expect(clients[store].search('water reminder', callOptions())).rejects.toMatchObject({ failure: 'rate_limited' });
      expect(stores.requests).toHaveLength(1);
    },
  );

  it('When the store answers 500 or garbage, then the failure says the answer was unexpected', async () => {
    stores.failWith(500, '/search');
    await expect(clientsFor(stores.url).ios.search('habit tracker', callOptions())).rejects.toMatchObject({
      failure: 'unexpected_response',
    });
    stores.failWith(200, '/work/search');
    await expect(clientsFor(stores.url).android.search('habit tracker', callOptions())).rejects.toMatchObject({
      failure: 'unexpected_response',
    });
  });

  it('When nothing listens at the store address, then the failure is "store unreachable"', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await clientsFor(`http://127.0.0.1:${port}`)
      .ios.search('habit tracker', callOptions())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ failure: 'store_unreachable' });
  });

  it('When the store never answers, then the request gives up at the timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(clientsFor(url, { timeoutMs: 200 }).ios.search('habit tracker', callOptions())).rejects.toMatchObject({
        failure: 'timeout',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('When the same search is asked twice within the cache lifetime, then the store is asked once', async () => {
    const clients = clientsFor(stores.url, { cacheTtlMs: 60_000 });
    const [first, second] = await Promise.all([
      clients.ios.search('habit tracker', callOptions()),
      clients.ios.search('Habit Tracker', callOptions()),
    ]);
    await clients.ios.search('habit tracker', callOptions());
    expect(second).toBe(first);
    expect(stores.requests).toHaveLength(1);
  });
});
