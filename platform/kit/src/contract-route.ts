import express, { type Request, type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import { checkRequest, type RouteContract } from '@aiapp/contracts';
import { readDeclaredBody } from './declared-body';
import { AppError } from './errors';
import { sendInSlices } from './send-in-slices';
import { refuseDeepNesting } from './json-depth';
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
  /**
   * Hands the raw body to `run` (e.g. a worker thread that parses, validates with
   * `checkContractBody` and answers) and sends the JSON bytes it returns as they are, a slice at
   * a time, so a 14 MB body is never parsed or serialised on the event loop. `handler` is then
   * not called.
   */
  offThread?: (body: Buffer) => Promise<Buffer>;
}

/** The body as the contract's handler receives it: no NUL characters, validated by the request schema. */
export function checkContractBody<C extends RouteContract>(contract: C, body: unknown): RequestOf<C> {
  const nulAt = findNulCharacter(body);
  if (nulAt) {
    const message = 'Text must not contain NUL characters (U+0000)';
    throw new AppError('validation_failed', 400, message, [{ code: 'invalid_characters', path: nulAt, message }]);
  }
  const parsed = contract.request ? checkRequest(contract.request, body) : { success: true as const, data: undefined };
  if (!parsed.success) {
    throw new AppError('validation_failed', 400, parsed.error.issues[0]?.message ?? 'Invalid request', parsed.error.issues);
  }
  return parsed.data as RequestOf<C>;
}

/** JSON text to a value, a syntax error or nesting beyond MAX_JSON_DEPTH being the client's 400 like express.json's. */
export function parseJsonBody(body: Buffer): unknown {
  refuseDeepNesting(body);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('invalid_json', 400, 'The request body is not valid JSON');
  }
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
  const respond = async (req: Request, body: unknown) => handler(checkContractBody(contract, body), req);

  if (contract.method === 'GET') {
    router.get(path, async (req, res) => {
      res.json(await respond(req, undefined));
    });
    return;
  }
  const { offThread } = options;
  if (offThread) {
    router.post(
      path,
      (req, _res, next) => {
        requireJson(req);
        next();
      },
      ...(options.before ?? []),
      readDeclaredBody(contract.maxBodyBytes),
      express.raw({ limit: contract.maxBodyBytes, type: () => true }),
      async (req, res) => {
        const answer = await offThread(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        await sendInSlices(res.type('application/json'), answer);
      },
    );
    return;
  }
  // `verify` sees the bytes before they are parsed; the AppError it throws keeps its 400 (body-parser passes it on).
  const parseJson = express.json({
    limit: contract.maxBodyBytes,
    strict: true,
    type: () => true,
    verify: (_req, _res, bytes) => refuseDeepNesting(bytes),
  });
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
