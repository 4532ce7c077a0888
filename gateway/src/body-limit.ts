import type { RequestHandler } from 'express';
import { AppError } from '@aiapp/kit';
import type { RouteContract } from '@aiapp/contracts';

/** Refuses a declared body over the call's limit before anything is sent upstream. */
export function bodyLimit(contract: RouteContract): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > contract.maxBodyBytes) {
      // The unread body is not worth keeping the connection for.
      res.setHeader('Connection', 'close');
      next(new AppError('payload_too_large', 413, `The request body is larger than ${formatBytes(contract.maxBodyBytes)}`));
      return;
    }
    next();
  };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
