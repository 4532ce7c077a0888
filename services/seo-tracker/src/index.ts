/**
 * The package entry: what tests and tools outside this package may use (docs/architecture.md).
 * Production runs dist/server.js; importing this starts nothing.
 */
export { createApp, type SeoTrackerAppDeps } from './app';
export { SEO_TRACKER_MIGRATIONS } from './data-access/migrations';
export { createStoreClients, type StoreClientsConfig } from './store-clients';
export { optimizeAso } from './domain/aso/optimize-aso';
export { trackKeywords } from './domain/tracking/track-keywords';
