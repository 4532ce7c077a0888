import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { ErrorResponse } from '@aiapp/contracts';
import type { Logger } from 'pino';
import { answerBeforeBody } from './early-answer';
import { AppError } from './errors';
import { requestIdOfRequest } from './request-id';

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Errors raised by express.json() and friends, mapped onto the error catalogue. */
function fromBodyParser(error: HttpishError & Error): AppError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', 413, 'The request body is too large');
    case 'entity.parse.failed':
      return new AppError('invalid_json', 400, 'The request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_encoding', 415, 'Unsupported body encoding');
    case 'request.aborted':
      return new AppError('request_aborted', 400, 'The request was aborted');
    default: {
      const status = error.status ?? error.statusCode;
      if (status && status >= 400 && status < 500)
        return new AppError('bad_request', status, error.expose ? error.message : 'Bad request');
      return undefined;
    }
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) {
    return new AppError('validation_failed', 400, 'The request does not match the contract', error.issues);
  }
  if (error instanceof Error) {
    const mapped = fromBodyParser(error);
    if (mapped) return mapped;
  }
  return new AppError('internal_error', 500, 'Something went wrong on our side. Please try again.');
}

export function errorBody(error: AppError, requestId: string | undefined): ErrorResponse {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}

/**
 * One log line for a request that failed, with what a reader needs to see why: its catalogue code
 * and status, the call (method and URL) and the request id. A 4xx is logged at info with the
 * message it answered; a 5xx at error as 'request failed' with its cause under `err` (pino's
 * serializer: type, message, stack, so the first frame says where it was thrown). The stack stays
 * in the log: the answer carries only `errorBody`.
 */
export function logRequestFailure(
  logger: Logger,
  req: IncomingMessage & { originalUrl?: string },
  reqId: string | undefined,
  appError: AppError,
  cause: unknown,
): void {
  const fields = {
    reqId,
    req: { method: req.method, url: req.originalUrl ?? req.url },
    code: appError.code,
    status: appError.status,
  };
  if (appError.status >= 500) logger.error({ ...fields, err: cause }, 'request failed');
  else logger.info(fields, appError.message);
}

/** Turns whatever a handler threw into the catalogue's JSON error, and logs it (`logRequestFailure`). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    const reqId = requestIdOfRequest(req);
    logRequestFailure(logger, req, reqId || undefined, appError, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Thrown before the body was read (415, 404) or after: either way the answer must reach the client.
    res.status(appError.status).set(appError.headers).type('application/json');
    answerBeforeBody(req, res, JSON.stringify(errorBody(appError, reqId || undefined)));
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', 404, `No such endpoint: ${req.method} ${req.path}`));
};
