import express, { type Request, type Router } from 'express';
import type { z } from 'zod';
import type { RouteContract } from '@aiapp/contracts';
import { AppError } from './errors';

type RequestOf<C extends RouteContract> = C['request'] extends z.ZodType ? z.output<C['request']> : undefined;
type ResponseOf<C extends RouteContract> = z.input<C['response']>;

export type ContractHandler<C extends RouteContract> = (
  body: RequestOf<C>,
  req: Request,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

function requireJson(req: Request): void {
  if (!req.is('application/json')) {
    throw new AppError('unsupported_media_type', 415, 'Send the request body as application/json');
  }
}

/**
 * Mounts one call of the route table: JSON body within the contract's size limit,
 * validated with its request schema, answered with what the handler returns.
 */
export function mountContract<C extends RouteContract>(router: Router, contract: C, handler: ContractHandler<C>): void {
  const path = contract.path;
  const respond = async (req: Request, body: unknown) => {
    const parsed = contract.request ? contract.request.safeParse(body) : { success: true as const, data: undefined };
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
    parseJson,
    async (req, res) => {
      res.json(await respond(req, req.body));
    },
  );
}
