import type http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { AppError, REQUEST_ID_HEADER, type Logger } from '@aiapp/kit';
import type { RouteContract } from '@aiapp/contracts';
import { sendJsonError } from './json-error';

const timedOut = new WeakSet<IncomingMessage>();
const hungUp = new WeakSet<IncomingMessage>();

/**
 * Headers that describe the client's own connection (RFC 9110 §7.6.1), never forwarded: a
 * client's `Connection: close` would make the service close the pooled connection after an early
 * answer (a 404 or 415 sent before the body is read), cutting the body mid-stream into a 502.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

function isResponse(target: ServerResponse | Socket): target is ServerResponse {
  return typeof (target as ServerResponse).writeHead === 'function';
}

function upstreamFailure(contract: RouteContract, req: IncomingMessage, error: NodeJS.ErrnoException): AppError {
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

/** Forwards one call, telling `onAnswer` the service's answer headers; settles when the answer is under way. */
export type Forward = (
  contract: RouteContract,
  req: IncomingMessage,
  res: ServerResponse,
  onAnswer?: (headers: IncomingHttpHeaders) => void,
) => Promise<void>;

/**
 * Forwards the calls of one service, streaming each body untouched, over a shared keep-alive
 * agent; upstream failures become JSON 502/504. One proxy per service, not per call: each
 * proxy subscribes once to the gateway server's `close`, and the call's own timeout is looked up
 * per request.
 */
export function proxyTo(target: string, agent: http.Agent, logger: Logger): Forward {
  const callOf = new WeakMap<IncomingMessage, RouteContract>();
  const outgoingOf = new WeakMap<IncomingMessage, http.ClientRequest>();
  const answerListenerOf = new WeakMap<IncomingMessage, (headers: IncomingHttpHeaders) => void>();
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent,
    xfwd: true,
    // Its default request logger is left out: the gateway logs every call itself (startRequestLog).
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        outgoingOf.set(req, proxyReq);
        // The answer's body may stream for long to a slow visitor; it must not stall.
        const { timeoutMs } = callOf.get(req) as RouteContract;
        proxyReq.setTimeout(timeoutMs, () => giveUp(req, proxyReq));
      },
      proxyRes: (proxyRes, req) => {
        clearTimeout(deadlineOf.get(req));
        answerListenerOf.get(req)?.(proxyRes.headers);
      },
      error: (error, req, res) => {
        if (hungUp.has(req)) return;
        const contract = callOf.get(req) as RouteContract;
        const failure = upstreamFailure(contract, req, error as NodeJS.ErrnoException);
        logger.warn(
          { path: contract.path, code: (error as NodeJS.ErrnoException).code, status: failure.status },
          failure.message,
        );
        if (!isResponse(res)) {
          res.destroy();
          return;
        }
        sendJsonError(res, failure, req.headers[REQUEST_ID_HEADER] as string | undefined);
      },
    },
  });
  const deadlineOf = new WeakMap<IncomingMessage, NodeJS.Timeout>();
  const giveUp = (req: IncomingMessage, proxyReq: http.ClientRequest) => {
    timedOut.add(req);
    proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' }));
  };
  /**
   * The call's total deadline, from its arrival to the service's answer headers: the wait for a
   * pooled connection, the body upload and the service's work together, however steadily bytes
   * trickle (the socket's idle timeout alone let a slow service run past the route's limit).
   */
  const startDeadline = (contract: RouteContract, req: IncomingMessage, res: ServerResponse) => {
    const deadline = setTimeout(() => {
      const proxyReq = outgoingOf.get(req);
      if (proxyReq) return giveUp(req, proxyReq);
      timedOut.add(req);
      if (!res.headersSent)
        sendJsonError(
          res,
          upstreamFailure(contract, req, new Error('upstream timeout')),
          req.headers[REQUEST_ID_HEADER] as string | undefined,
        );
    }, contract.timeoutMs);
    deadlineOf.set(req, deadline);
    res.once('close', () => {
      clearTimeout(deadline);
      // The visitor hung up before the answer was out: the service's work is cancelled with it.
      if (res.writableFinished) return;
      hungUp.add(req);
      outgoingOf.get(req)?.destroy();
    });
  };
  /*
   * Dropped from the incoming request before the outgoing one is built from it: the `proxyReq`
   * event can come after the headers went out (a pooled socket, a body already buffered), where
   * changing a header throws and takes the gateway down.
   */
  return (contract, req, res, onAnswer) => {
    callOf.set(req, contract);
    if (onAnswer) answerListenerOf.set(req, onAnswer);
    for (const header of HOP_BY_HOP) delete req.headers[header];
    startDeadline(contract, req, res);
    return proxy(req, res);
  };
}
