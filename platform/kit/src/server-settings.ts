import type { Server } from 'node:http';
import { answerClientErrorsAsJson } from './client-errors';

/**
 * How long a service keeps an idle keep-alive connection open. Far above the 4 s after which the
 * gateway's pool drops idle connections (gateway/src/api-calls.ts), so the gateway, the side that
 * would send on one, always closes first: at Node's default of 5 s, a large answer read slowly by
 * a busy gateway starts the service's 5 s before the gateway's 4 s, and the gateway sends its next
 * request on a connection the service is closing (a reset, which the visitor sees as a 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** What every server of the project sets, in production (runServer) and in tests alike. */
export function applyServerSettings(server: Server): void {
  answerClientErrorsAsJson(server);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Above keepAliveTimeout, as Node requires for the headers of a request on a kept-alive connection.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.requestTimeout = 120_000;
}
