import type { ServerResponse } from 'node:http';
import { errorBody, type AppError } from '@aiapp/kit';

/** Answers with the error catalogue's JSON body, status and headers (e.g. Retry-After). */
export function sendJsonError(res: ServerResponse, error: AppError, requestId: string | undefined): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.writeHead(error.status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(errorBody(error, requestId)));
}
