import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerBeforeBody, errorBody, type AppError } from '@aiapp/kit';

/**
 * Answers with the error catalogue's JSON body, status and headers (e.g. Retry-After). Given the
 * request of an answer sent before its body was read (413, 429), the exchange ends once that body
 * is in (kit early-answer.ts), so the client can read the answer.
 */
export function sendJsonError(
  res: ServerResponse,
  error: AppError,
  requestId: string | undefined,
  earlyFor?: IncomingMessage,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.statusCode = error.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  const body = JSON.stringify(errorBody(error, requestId));
  if (earlyFor) answerBeforeBody(earlyFor, res, body);
  else res.end(body);
}
