/**
 * The package entry: what tests and tools outside this package may use (docs/architecture.md).
 * Production runs dist/server.js; importing this starts nothing.
 */
export { createApp, DEFAULT_IMAGE_JOBS, type ImageAppDeps } from './app';
export { buildIconSet } from './domain/icons/build-icon-set';
export { buildLogo } from './domain/logo';
export { resizeScreenshots } from './domain/screenshots/resize-screenshots';
