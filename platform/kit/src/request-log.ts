import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Gives a request its id (the caller's x-request-id when safe, else a new one; echoed in the
 * answer, forwarded upstream by the gateway, readable with `requestIdOfRequest`) and logs one
 * line when the answer is done: `error` for a 5xx, `info` otherwise; probes are not logged.
 * Nothing per request is built unless the line is written, so a busy service pays little for it.
 */
export function startRequestLog(logger: Logger, req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  (req as IncomingMessage & { id?: string }).id = id;
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  if (UNLOGGED_PATHS.has(req.url ?? '')) return id;
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const level = res.statusCode >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const responseTime = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    logger[level](
      { reqId: id, req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime },
      res.writableFinished ? 'request completed' : 'request aborted',
    );
  });
  return id;
}

/** `startRequestLog` as express middleware. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    startRequestLog(logger, req, res);
    next();
  };
}
