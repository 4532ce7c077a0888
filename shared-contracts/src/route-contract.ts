import type { z } from 'zod';
import type { RateLimitClass } from './rate-limits';
import type { ServiceName } from './services';

export interface RouteContract {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  readonly service: ServiceName;
  readonly summary: string;
  /** null for calls without a body. */
  readonly request: z.ZodType | null;
  readonly response: z.ZodType;
  /** Largest request body accepted, checked by the gateway and again by the service. */
  readonly maxBodyBytes: number;
  /** How long the gateway waits for the service before answering 504. */
  readonly timeoutMs: number;
  /** The per-client budget the call draws from (rate-limits.ts), or null for a call that costs next to nothing. */
  readonly rateLimit: RateLimitClass | null;
}

/** A route contract as written, its literal types kept (method, path, service…). */
export function route<const R extends RouteContract>(contract: R): R {
  return contract;
}
