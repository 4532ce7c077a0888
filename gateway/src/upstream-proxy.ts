import http from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { AppError, errorBody, type Logger } from '@aiapp/kit';
import type { RouteContract } from '@aiapp/contracts';

const timedOut = new WeakSet<Request>();

/**
 * Headers that describe the client's own connection (RFC 9110 §7.6.1), never forwarded: a
 * client's `Connection: close` would make the service close the pooled connection after an early
 * answer (a 404 or 415 sent before the body is read), cutting the body mid-stream into a 502.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

function isResponse(target: ServerResponse | Socket): target is ServerResponse {
  return typeof (target as ServerResponse).writeHead === 'function';
}

function upstreamFailure(contract: RouteContract, req: Request, error: NodeJS.ErrnoException): AppError {
  if (timedOut.has(req)) {
    return new AppError(
      'upstream_timeout',
      504,
      `The ${contract.service} service did not answer within ${contract.timeoutMs / 1000} s. Please try again.`,
    );
  }
  return new AppError(
    'upstream_unavailable',
    502,
    `The ${contract.service} service is unavailable right now. Please try again shortly.`,
    {
      cause: error.code ?? 'unknown',
    },
  );
}

/**
 * Forwards one call to its owning service, streaming the body untouched, over a shared
 * keep-alive agent; upstream failures become JSON 502/504.
 */
export function proxyFor(contract: RouteContract, target: string, agent: http.Agent, logger: Logger): RequestHandler {
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target,
    agent,
    xfwd: true,
    proxyTimeout: contract.timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setTimeout(contract.timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' }));
        });
      },
      error: (error, req, res) => {
        const failure = upstreamFailure(contract, req, error as NodeJS.ErrnoException);
        logger.warn(
          { path: contract.path, code: (error as NodeJS.ErrnoException).code, status: failure.status },
          failure.message,
        );
        if (!isResponse(res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(failure.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(errorBody(failure, req.id ? String(req.id) : undefined)));
      },
    },
  });
  /*
   * Dropped from the incoming request before the outgoing one is built from it: the `proxyReq`
   * event can come after the headers went out (a pooled socket, a body already buffered), where
   * changing a header throws and takes the gateway down.
   */
  return (req, res, next) => {
    for (const header of HOP_BY_HOP) delete req.headers[header];
    return proxy(req, res, next);
  };
}
