import type { RouteContract } from './routes';
import { ROUTES, type RouteId } from './routes';

/**
 * Calls whose abuse costs something are limited per client address, in buckets shared by every
 * gateway replica: e-mail capture (spam in the subscriber list), messages to the operator (contact form and
 * erasure requests: spam, and probing addresses), image processing (CPU and
 * memory), model calls (money per token) and store lookups (the stores throttle us in turn).
 * Cheap calls are not limited.
 */
export const RATE_LIMIT_CLASSES = ['email-capture', 'message', 'image', 'model', 'store-lookup'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

export interface RateLimit {
  /** Requests allowed per client address in one window. */
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Defaults, generous for a person using the site by hand: a visitor unlocks one result per
 * e-mail capture, an icon set takes about a minute to prepare, a keyword check runs up to 15
 * keywords in two stores; nobody writes to us or erases an address five times in ten minutes. Each is changed with the gateway's RATE_LIMIT_<CLASS> setting.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitClass, RateLimit>> = {
  'email-capture': { max: 30, windowSeconds: 600 },
  message: { max: 5, windowSeconds: 600 },
  image: { max: 30, windowSeconds: 600 },
  model: { max: 20, windowSeconds: 600 },
  'store-lookup': { max: 10, windowSeconds: 600 },
};

const CLASS_BY_ROUTE: Partial<Record<RouteId, RateLimitClass>> = {
  emailCapture: 'email-capture',
  emailErasure: 'message',
  contact: 'message',
  generateIcons: 'image',
  resizeScreenshots: 'image',
  generateLandingPage: 'model',
  generateReviews: 'model',
  generateStoreDescription: 'model',
  generateAppNames: 'model',
  trackKeywords: 'store-lookup',
};

/** The bucket a call draws from, or undefined for a call that is not limited. */
export function rateLimitClassOf(contract: RouteContract): RateLimitClass | undefined {
  const id = (Object.keys(ROUTES) as RouteId[]).find((key) => ROUTES[key].path === contract.path);
  return id ? CLASS_BY_ROUTE[id] : undefined;
}
