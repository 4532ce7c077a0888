import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { AppError, logRequestFailure, startRequestLog, toAppError, type Logger } from '@aiapp/kit';
import { MODEL_GRANT_HEADER, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { oversizedBody } from './body-limit';
import { clientAddressResolver } from './client-address';
import { sendJsonError } from './json-error';
import { clientKeyOf, inFlightPerClient, type CallLimiter } from './rate-limit';
import { setSecurityHeaders } from './security-headers';
import { proxyTo, type Forward } from './upstream-proxy';

export interface ApiCallsOptions {
  routes: readonly RouteContract[];
  upstreams: Record<ServiceName, string>;
  trustProxyHops: number;
  logger: Logger;
  limiterFor: (contract: RouteContract) => CallLimiter | undefined;
  /** API calls one client address may have in flight at once (MAX_CALLS_IN_FLIGHT_PER_CLIENT). */
  maxCallsInFlightPerClient?: number;
}

/** Generous for a person (a page sends a handful of calls at once) and for an office behind one address. */
export const DEFAULT_MAX_CALLS_IN_FLIGHT_PER_CLIENT = 64;

function tooManyCallsInFlight(max: number): AppError {
  return new AppError(
    'too_many_calls_in_flight',
    429,
    `Your network already has ${max} requests in progress: please wait for them to finish.`,
    { in_flight_limit: max, retry_after_seconds: 2 },
    { 'Retry-After': '2' },
  );
}

interface Call {
  contract: RouteContract;
  limit: CallLimiter | undefined;
  forward: Forward;
}

/** Answers an API call; false when the request is not one (the express app takes it). */
export type ApiCalls = (req: IncomingMessage, res: ServerResponse) => boolean;

/*
 * Idle pooled connections are dropped after 4 s, long before a service would close them (kit
 * KEEP_ALIVE_TIMEOUT_MS, 65 s, in production and tests alike): the side that closes an idle
 * connection must be the one that would send on it, or a request sent as the service closes it
 * fails. A stopping service leaves idle connections to us for the same reason (kit drain.ts).
 */
export const UPSTREAM_IDLE_TIMEOUT_MS = 4_000;
const upstreamAgent = () =>
  new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: UPSTREAM_IDLE_TIMEOUT_MS });

/**
 * The calls of the route table, found by method and path in one map lookup and forwarded on
 * Node's own request and response: this is the gateway's hot path, so it skips express's router
 * and compression (answers are passed through as the service sent them).
 * Each call, in order: request id, security headers, calls in flight per client (429), body size
 * (413), rate limit (429), proxy with the call's total deadline (504).
 * An early answer (413, 429) ends once the unread body is in, so the client can read it.
 */
export function createApiCalls(options: ApiCallsOptions): ApiCalls {
  const { logger } = options;
  const agent = upstreamAgent();
  const forwardTo = new Map<ServiceName, Forward>();
  const forwardFor = (service: ServiceName) => {
    let forward = forwardTo.get(service);
    if (!forward) forwardTo.set(service, (forward = proxyTo(options.upstreams[service], agent, logger)));
    return forward;
  };
  const clientAddressOf = clientAddressResolver(options.trustProxyHops);
  const maxInFlight = options.maxCallsInFlightPerClient ?? DEFAULT_MAX_CALLS_IN_FLIGHT_PER_CLIENT;
  const callsInFlight = inFlightPerClient(maxInFlight);
  const calls = new Map<string, Call>();
  for (const contract of options.routes) {
    const call = {
      contract,
      limit: options.limiterFor(contract),
      forward: forwardFor(contract.service),
    };
    calls.set(`${contract.method} ${contract.path}`, call);
    if (contract.method === 'GET') calls.set(`HEAD ${contract.path}`, call);
  }

  const refuse = (req: IncomingMessage, res: ServerResponse, id: string, refusal: AppError) => {
    logRequestFailure(logger, req, id, refusal, refusal);
    sendJsonError(res, refusal, id, req);
  };

  const handle = async (call: Call, req: IncomingMessage, res: ServerResponse, id: string) => {
    // Only the gateway grants the model (its rate limiter sets this below); a visitor's own is dropped.
    delete req.headers[MODEL_GRANT_HEADER];
    const client = clientAddressOf(req);
    const leave = callsInFlight.enter(clientKeyOf(client));
    if (!leave) return refuse(req, res, id, tooManyCallsInFlight(maxInFlight));
    res.once('close', leave);
    const oversized = oversizedBody(call.contract, req);
    const decision = oversized ? { refusal: oversized } : ((await call.limit?.(client, res)) ?? {});
    if (decision.refusal) return refuse(req, res, id, decision.refusal);
    Object.assign(req.headers, decision.forwardHeaders);
    await call.forward(call.contract, req, res, decision.onAnswer);
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const call = calls.get(`${req.method} ${query < 0 ? url : url.slice(0, query)}`);
    if (!call) return false;
    const id = startRequestLog(logger, req, res);
    setSecurityHeaders(res);
    handle(call, req, res, id).catch((error: unknown) => {
      const appError = toAppError(error);
      logRequestFailure(logger, req, id, appError, error);
      sendJsonError(res, appError, id);
    });
    return true;
  };
}
