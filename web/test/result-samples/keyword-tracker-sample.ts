import { KeywordTrackingRequest, type KeywordTrackingResponse } from '@aiapp/contracts';
import { SEO_TRACKER_MIGRATIONS, trackKeywords } from '@aiapp/seo-tracker-service';
import { clientsFor, provideMigratedDatabase, startFakeStores } from '@aiapp/test-support';

/**
 * The tracker's own code (store clients, estimates, history in Postgres, insights) run twice, a
 * day apart, against the App Store answers recorded for the seo-tracker tests: a stand-in store
 * serves them, so the example never claims to be a live ranking.
 */
export async function trackOnRecordedAnswers(appName: string, keywords: string[]): Promise<KeywordTrackingResponse> {
  const database = await provideMigratedDatabase('samples', SEO_TRACKER_MIGRATIONS);
  const stores = await startFakeStores();
  try {
    const request = KeywordTrackingRequest.parse({ app_name: appName, app_store: 'ios', country: 'us', keywords });
    const deps = { db: database.db, stores: clientsFor(stores.url), budgetMs: 20_000 };
    await trackKeywords(request, { ...deps, now: () => new Date('2026-11-19T09:00:00Z') });
    stores.useRecording('app-store', 'habit tracker', 'app-store/search-habit-tracker.later.json');
    return await trackKeywords(request, { ...deps, now: () => new Date('2026-11-20T09:00:00Z') });
  } finally {
    await stores.close();
    await database.stop();
  }
}
