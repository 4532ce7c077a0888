import express, { type Request, type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import { checkRequest, type RouteContract } from '@aiapp/contracts';
import { AppError } from './errors';
import { findNulCharacter } from './nul-characters';

type RequestOf<C extends RouteContract> = C['request'] extends z.ZodType ? z.output<C['request']> : undefined;
type ResponseOf<C extends RouteContract> = z.input<C['response']>;

export type ContractHandler<C extends RouteContract> = (
  body: RequestOf<C>,
  req: Request,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/** JSON in UTF-8 only (RFC 8259 §8.1): a body declared in another charset is refused, not guessed at. */
function requireJson(req: Request): void {
  if (!req.is('application/json')) {
    throw new AppError('unsupported_media_type', 415, 'Send the request body as application/json');
  }
  const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8') {
    throw new AppError('unsupported_media_type', 415, 'Send the JSON body encoded as UTF-8');
  }
}

export interface MountOptions {
  /** Run before the body is read, e.g. limitConcurrentJobs, so a waiting request holds no body in memory. */
  before?: RequestHandler[];
}

/**
 * Mounts one call of the route table: JSON body within the contract's size limit,
 * validated with its request schema, answered with what the handler returns.
 */
export function mountContract<C extends RouteContract>(
  router: Router,
  contract: C,
  handler: ContractHandler<C>,
  options: MountOptions = {},
): void {
  const path = contract.path;
  const respond = async (req: Request, body: unknown) => {
    const nulAt = findNulCharacter(body);
    if (nulAt) {
      const message = 'Text must not contain NUL characters (U+0000)';
      throw new AppError('validation_failed', 400, message, [{ code: 'invalid_characters', path: nulAt, message }]);
    }
    const parsed = contract.request ? checkRequest(contract.request, body) : { success: true as const, data: undefined };
    if (!parsed.success) {
      throw new AppError('validation_failed', 400, parsed.error.issues[0]?.message ?? 'Invalid request', parsed.error.issues);
    }
    return handler(parsed.data as RequestOf<C>, req);
  };

  if (contract.method === 'GET') {
    router.get(path, async (req, res) => {
      res.json(await respond(req, undefined));
    });
    return;
  }
  const parseJson = express.json({ limit: contract.maxBodyBytes, strict: true, type: () => true });
  router.post(
    path,
    (req, _res, next) => {
      requireJson(req);
      next();
    },
    ...(options.before ?? []),
    parseJson,
    async (req, res) => {
      res.json(await respond(req, req.body));
    },
  );
}
