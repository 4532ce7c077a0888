import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Reuses the caller's id when it is safe to log and echo, else makes a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(given) ? given[0] : given;
  return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/** The id `startRequestLog` gave this request (also echoed in the x-request-id header). */
export function requestIdOfRequest(req: IncomingMessage): string {
  return String((req as IncomingMessage & { id?: unknown }).id ?? '');
}
