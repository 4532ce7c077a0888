/**
 * Calls whose abuse costs something are limited per client address, in buckets shared by every
 * gateway replica: e-mail capture (spam in the subscriber list), messages to the operator (contact
 * form: spam), links to erase, see or confirm an address (each request mails a stranger's inbox), image processing (CPU and memory),
 * answers a model wrote (money per token) and store lookups (the stores throttle us in turn).
 * Cheap calls are not limited. Each call's class is in the route table (routes.ts).
 */
export const RATE_LIMIT_CLASSES = ['email-capture', 'message', 'image', 'model', 'store-lookup', 'privacy-link'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

export interface RateLimit {
  /** Requests allowed per client address in one window. */
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Defaults, generous for a person using the site by hand: a visitor unlocks one result per
 * e-mail capture, an icon set takes about a minute to prepare, a keyword check runs up to 15
 * keywords in two stores; nobody writes to us or erases an address five times in ten minutes.
 * Each is changed with the gateway's RATE_LIMIT_<CLASS> setting.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitClass, RateLimit>> = {
  'email-capture': { max: 30, windowSeconds: 600 },
  message: { max: 5, windowSeconds: 600 },
  image: { max: 30, windowSeconds: 600 },
  model: { max: 20, windowSeconds: 600 },
  'store-lookup': { max: 10, windowSeconds: 600 },
  // Erasure and access links asked for and used, confirmations: a person needs two or three.
  'privacy-link': { max: 10, windowSeconds: 600 },
};

/** Says which engine wrote a text-generation answer ('model' or 'built-in', as the body's `engine`). */
export const TEXT_ENGINE_HEADER = 'x-text-engine';

/**
 * How many model calls the service made for an answer (a number, `0` when none was asked). The
 * gateway reserves a unit of the `model` budget before forwarding a call and gives it back only
 * when this says 0: an answer the model wrote and the guard threw away still cost a call.
 */
export const MODEL_CALLS_HEADER = 'x-model-calls';

/**
 * Set by the gateway on every call of the `model` class, never taken from the visitor: `granted`,
 * or the ModelSkipReason (`daily-budget`, `budget-unchecked`) that keeps the service from asking
 * the model. A service reached without it (its own tests, a direct call inside the cluster) may ask.
 */
export const MODEL_GRANT_HEADER = 'x-model-grant';
