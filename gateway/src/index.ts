/**
 * The package entry: what tests outside this package may use (docs/architecture.md). Production
 * runs dist/server.js; importing this starts nothing.
 */
export { createGatewayApp, type GatewayDeps } from './app';
export type { SiteSettings } from './site-settings';
