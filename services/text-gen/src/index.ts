/**
 * The package entry: what tests and tools outside this package may use (docs/architecture.md).
 * Production runs dist/server.js; importing this starts nothing.
 */
export { createApp, type TextGenAppDeps } from './app';
export { suggestAppNames } from './domain/app-names/suggest-names';
export { buildLandingPage } from './domain/landing-page/build-landing-page';
export { generateReviews } from './domain/reviews/generate-reviews';
export { writeStoreDescription } from './domain/store-description/built-in';
