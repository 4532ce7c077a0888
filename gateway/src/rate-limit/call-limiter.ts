import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { AppError } from '@aiapp/kit';
import type { RateLimit } from '@aiapp/contracts';
import type { WindowCount } from './store';

function inWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyRequests(limit: RateLimit, resetSeconds: number): AppError {
  return new AppError(
    'rate_limited',
    429,
    `Too many requests from your network: you can try again in ${inWords(resetSeconds)}.`,
    { limit: limit.max, window_seconds: limit.windowSeconds, retry_after_seconds: resetSeconds },
    { 'Retry-After': String(resetSeconds) },
  );
}

/** What the limiter decided for one request: the 429 to answer, or how to go on. */
export interface LimitDecision {
  refusal?: AppError;
  /** To be called with the service's answer headers, for a class settled by what the answer says. */
  onAnswer?: (headers: IncomingHttpHeaders) => void;
  /** Request headers to forward to the service, set by the gateway whatever the visitor sent. */
  forwardHeaders?: Record<string, string>;
}

/** Counts one request of a call for a client. */
export type CallLimiter = (client: string, res: ServerResponse) => Promise<LimitDecision>;

/** Adds `requests` (negative to give back) to a client's window of a class; undefined when the shared store failed. */
export type WindowCounter = (
  bucket: string,
  limit: RateLimit,
  clientKey: string,
  requests: number,
) => Promise<WindowCount | undefined>;

export function setRateLimitHeaders(res: ServerResponse, limit: RateLimit, window: WindowCount): void {
  res.setHeader('RateLimit-Limit', String(limit.max));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, limit.max - window.hits)));
  res.setHeader('RateLimit-Reset', String(window.resetSeconds));
}
