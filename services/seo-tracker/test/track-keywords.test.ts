import { KeywordTrackingResponse } from '@aiapp/contracts';
import { type Database } from '@aiapp/kit';
import {
  clientsFor,
  listen,
  provideMigratedDatabase,
  silentLogger,
  startFakeStores,
  type FakeStores,
  type Listening,
  type MigratedTestDatabase,
  type TcpProxy,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { SEO_TRACKER_MIGRATIONS } from '../src/data-access/migrations';

describe('keyword rank tracking over HTTP, against recorded store answers', () => {
  let database: MigratedTestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let stores: FakeStores;
  let service: Listening;
  let clock = new Date('2026-11-20T09:00:00Z');

  beforeAll(async () => {
    database = await provideMigratedDatabase('seo', SEO_TRACKER_MIGRATIONS);
    ({ db, proxy } = database);
    stores = await startFakeStores();
    service = await listen(
      createApp({
        logger: silentLogger,
        db,
        isSchemaReady: () => true,
        stores: clientsFor(stores.url),
        trackingBudgetMs: 10_000,
        now: () => clock,
      }),
    );
  });
  afterEach(() => {
    stores.failWith(null);
    proxy.restore();
  });
  afterAll(async () => {
    await service.close();
    await stores.close();
    await database.stop();
  });

  const track = (body: unknown) =>
    fetch(`${service.url}/api/track-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const tracked = async (body: unknown) => {
    const res = await track(body);
    expect(res.status).toBe(200);
    return KeywordTrackingResponse.parse(await res.json());
  };
  const observations = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM rank_observations'))[0]?.n);

  it('When the app ranks for a keyword, then its position, class, estimates and the store listing come back', async () => {
    const result = await tracked({ app_name: 'Habitloop', keywords: ['habit tracker'], app_store: 'ios' });
    expect(result.rankings['habit tracker']).toMatchObject({
      current_position: 4,
      previous_position: null,
      change: 'new',
      status: 'ranked',
      failure: null,
      rank_class: 'excellent',
      results_checked: 200,
      volume_basis: 'autocomplete_and_results',
      suggestions: ['habit tracker free', 'habit tracker widget', 'habit tracker for adhd', 'habit tracker app'],
      history: [{ checked_at: '2026-11-20T09:00:00.000Z', position: 4 }],
    });
    expect(result.rankings['habit tracker']!.top_results).toHaveLength(3);
    expect(result.matched_app).toEqual({
      id: '1588800001',
      title: 'Habitloop: Habit Tracker',
      url: 'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001',
    });
    expect(result.insights).toContain(
      "'habit tracker' ranks #4, on the first screen of results: move it to the start of your title or subtitle to reach the top 3.",
    );
  });

  it('When the same app is tracked again after the store changed, then the previous position and the change are the stored ones', async () => {
    const body = {
      app_name: 'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001',
      keywords: ['Habit Tracker', 'streak counter'],
      app_store: 'ios',
    };
    clock = new Date('2026-11-20T10:00:00Z');
    const first = await tracked(body);
    stores.useRecording('app-store', 'habit tracker', 'app-store/search-habit-tracker.later.json');
    clock = new Date('2026-11-21T10:00:00Z');
    const second = await tracked(body);
    stores.useRecording('app-store', 'habit tracker', 'app-store/search-habit-tracker.json');

    expect(first.rankings['Habit Tracker']).toMatchObject({ current_position: 4, change: 'new' });
    expect(second.rankings['Habit Tracker']).toMatchObject({
      current_position: 2,
      previous_position: 4,
      previous_checked_at: '2026-11-20T10:00:00.000Z',
      change: 'up',
      position_change: 2,
      history: [
        { checked_at: '2026-11-20T10:00:00.000Z', position: 4 },
        { checked_at: '2026-11-21T10:00:00.000Z', position: 2 },
      ],
    });
    expect(second.rankings['streak counter']).toMatchObject({
      current_position: 23,
      previous_position: 23,
      change: 'same',
      position_change: 0,
      rank_class: 'good',
    });
    expect(second.insights).toContain("'Habit Tracker' ranks #2: protect it by keeping the exact phrase in your title.");
  });

  it('When the app is not in the results, then the position is null, the class poor, and the insights point at the easy keyword', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const result = await tracked({
      app_name: 'Habitloop',
      keywords: 'habit tracker, water reminder, meditation',
      app_store: 'ios',
    });
    const water = result.rankings['water reminder']!;
    const meditation = result.rankings.meditation!;
    expect(water).toMatchObject({ current_position: null, status: 'not_ranked', rank_class: 'poor', results_checked: 200 });
    expect(water.difficulty!).toBeLessThan(meditation.difficulty!);
    expect(meditation.search_volume!).toBeGreaterThan(water.search_volume!);
    expect(result.insights).toContainEqual(
      expect.stringMatching(
        /^'water reminder' is easier than your other keywords \(difficulty \d+ vs\. \d+ on average\) and you don't rank in the top 200: add it to your subtitle\.$/,
      ),
    );
    expect(result.insights).toContainEqual(
      expect.stringMatching(
        /^'meditation' is crowded \(difficulty \d+: its top 10 apps average [\d.]+[KM] ratings\) and you don't rank in the top 200: target a longer search such as 'meditation app' first\.$/,
      ),
    );
  });

  it('When one keyword’s search fails, then that keyword says why, keeps its last rank, and the others are tracked', async () => {
    stores.failWith(500, '/search', 'meditation');
    const before = await observations();
    const result = await tracked({ app_name: 'Habitloop', keywords: ['habit tracker', 'meditation'], app_store: 'ios' });
    expect(result.rankings.meditation).toMatchObject({
      status: 'unavailable',
      failure: 'unexpected_response',
      change: 'unknown',
      current_position: null,
      difficulty: null,
      search_volume: null,
      previous_position: null,
    });
    expect(result.rankings.meditation!.history.at(-1)).toEqual({ checked_at: '2026-11-22T10:00:00.000Z', position: null });
    expect(result.rankings['habit tracker']!.status).toBe('ranked');
    expect(result.insights[0]).toBe(
      "'meditation' could not be checked this time (App Store sent an answer we could not read): its last known rank is shown. Try again in a minute.",
    );
    expect(await observations()).toBe(before + 1);
  });

  it('When Google Play is tracked by its link, then the rank is read across its result pages', async () => {
    const result = await tracked({
      app_name: 'https://play.google.com/store/apps/details?id=com.habitloop.app',
      keywords: ['habit tracker', 'water reminder'],
      app_store: 'android',
      country: 'GB',
    });
    expect(result).toMatchObject({ app_store: 'android', country: 'gb', matched_app: { id: 'com.habitloop.app' } });
    expect(result.rankings['habit tracker']).toMatchObject({ current_position: 37, rank_class: 'average', results_checked: 150 });
    expect(result.rankings['water reminder']).toMatchObject({ current_position: null, results_checked: 24 });
    expect(result.insights).toContain(
      "'habit tracker' ranks #37, too deep to bring many installs: use the exact phrase in your short description or favour an easier keyword.",
    );
  });

  it('When the same keyword is typed twice in different case, then it is checked once', async () => {
    const result = await tracked({ app_name: 'Habitloop', keywords: ['habit tracker', 'Habit  Tracker', ' '], app_store: 'ios' });
    expect(Object.keys(result.rankings)).toEqual(['habit tracker']);
  });

  it.each([
    ['no keywords', { app_name: 'A', keywords: [' ', ''], app_store: 'ios' }, 'Please enter at least one keyword'],
    [
      '16 keywords',
      { app_name: 'A', keywords: Array.from({ length: 16 }, (_, i) => `k${i}`).join(','), app_store: 'ios' },
      'At most 15 entries',
    ],
    [
      'a keyword over 100 characters',
      { app_name: 'A', keywords: ['k'.repeat(101)], app_store: 'ios' },
      'Entry 1 must be at most 100 characters',
    ],
    ['an unknown store', { app_name: 'A', keywords: ['k'], app_store: 'windows' }, 'Choose one of: ios, android'],
    [
      'an unknown country',
      { app_name: 'A', keywords: ['k'], app_store: 'ios', country: 'xx' },
      'Choose a supported store country (two-letter code such as us, gb, de)',
    ],
    ['a blank app name', { app_name: '  ', keywords: ['k'], app_store: 'ios' }, 'Must not be blank'],
  ])('When the body has %s, then 400 with a clear message and no store request', async (_case, body, message) => {
    const before = stores.requests.length;
    const res = await track(body);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.message).toBe(message);
    expect(stores.requests.length).toBe(before);
  });

  it('When the App Store limits our requests for every keyword, then 503 store_rate_limited with Retry-After, nothing stored, and the store left alone', async () => {
    // Fresh clients: the cool-down this test triggers must not leak into the other tests.
    const own = await listen(
      createApp({
        logger: silentLogger,
        db,
        isSchemaReady: () => true,
        stores: clientsFor(stores.url),
        trackingBudgetMs: 10_000,
      }),
    );
    stores.failWith(429, '/search');
    const before = { observations: await observations(), requests: stores.requests.length };
    try {
      const res = await fetch(`${own.url}/api/track-keywords`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_name: 'Habitloop', keywords: ['habit tracker'], app_store: 'ios' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect((await res.json()).error).toMatchObject({
        code: 'store_rate_limited',
        message: 'App Store is limiting our requests, so no keyword could be checked. Please try again in a few minutes.',
      });
      stores.failWith(null);
      const again = await fetch(`${own.url}/api/track-keywords`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_name: 'Habitloop', keywords: ['water reminder', 'meditation'], app_store: 'ios' }),
      });
      expect(again.status).toBe(503);
      expect(stores.requests.slice(before.requests).filter((request) => request.path === '/search')).toHaveLength(1);
      expect(await observations()).toBe(before.observations);
    } finally {
      await own.close();
    }
  });

  it('When a Play link is given for the App Store, then 400 store_mismatch', async () => {
    const res = await track({
      app_name: 'https://play.google.com/store/apps/details?id=com.habitloop.app',
      keywords: ['habit tracker'],
      app_store: 'ios',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('store_mismatch');
  });

  it('When Postgres is down, then 503 database_unavailable', async () => {
    proxy.cut();
    const res = await track({ app_name: 'Habitloop', keywords: ['habit tracker'], app_store: 'ios' });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('database_unavailable');
  });
});

describe('keyword rank tracking when the store cannot be reached at all', () => {
  it('When nothing answers at the store address, then 503 store_unavailable with a clear message', async () => {
    const stores = await startFakeStores();
    const url = stores.url;
    await stores.close();
    const service = await listen(
      createApp({
        logger: silentLogger,
        db: {} as Database,
        isSchemaReady: () => true,
        stores: clientsFor(url),
        trackingBudgetMs: 5_000,
      }),
    );
    try {
      const res = await fetch(`${service.url}/api/track-keywords`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_name: 'Habitloop', keywords: ['habit tracker', 'meditation'], app_store: 'ios' }),
      });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatchObject({
        code: 'store_unavailable',
        message: 'App Store could not be reached, so no keyword could be checked. Please try again in a few minutes.',
      });
    } finally {
      await service.close();
    }
  });
});
