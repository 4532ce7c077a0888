import { ErrorResponse, type RouteContract } from '@aiapp/contracts';
import type { z } from 'zod';
import { fetchTransport, xhrTransport, type Transport, type UploadProgress } from './uploadProgress';

/**
 * One call of a route contract: the exchange, its timeout and cancellation, the error shape and
 * the answer checked against the contract. Apart from the route table (`api.ts`), so a page that
 * makes one call (the home page's figures) loads only that call's schema.
 */

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'bad_response';

/** A failed call, carrying a message fit to show the visitor. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, options: { kind: ApiErrorKind; status?: number; code?: string; requestId?: string }) {
    super(message);
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status;
    this.code = options.code;
    this.requestId = options.requestId;
  }
}

const NETWORK_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
const UNEXPECTED_MESSAGE = 'The server sent an unexpected answer. Please try again.';

/** Give the gateway time to answer its own 504 before the browser gives up. */
const CLIENT_TIMEOUT_MARGIN_MS = 5_000;

export interface CallOptions {
  /** Cancels the call, e.g. when the page unmounts. Rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Reports upload progress (large image uploads); the call then goes through XMLHttpRequest. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Sends `body` (POST) or nothing (GET) to the contract's path and returns its answer, checked against the contract's response schema. */
export async function callRoute(contract: RouteContract, body: unknown, options: CallOptions = {}): Promise<unknown> {
  const init: RequestInit =
    contract.method === 'POST'
      ? {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        }
      : { method: 'GET', headers: { Accept: 'application/json' } };
  const { status, ok, payload } = await exchangeJson(
    contract.path,
    init,
    options.timeoutMs ?? contract.timeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    options.signal,
    options.onUploadProgress ? xhrTransport(options.onUploadProgress) : fetchTransport,
  );
  if (!ok) throw errorFromResponse(status, payload);
  return parseResponse(contract.response, status, payload);
}

function parseResponse(schema: z.ZodType, status: number, payload: unknown): unknown {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(UNEXPECTED_MESSAGE, { kind: 'bad_response', status });
  return parsed.data;
}

interface JsonExchange {
  status: number;
  ok: boolean;
  /** The parsed body, or undefined when it is empty or not JSON. */
  payload: unknown;
}

/** One exchange whose timeout and cancellation cover reading the body too. */
async function exchangeJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  transport: Transport,
): Promise<JsonExchange> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  if (callerSignal?.aborted) forwardAbort();

  try {
    const { status, ok, text } = await transport(url, init, controller.signal);
    return { status, ok, payload: parseJson(text) };
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, { kind: 'timeout' });
    if (callerSignal?.aborted) throw callerSignal.reason ?? error;
    throw new ApiError(NETWORK_MESSAGE, { kind: 'network' });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const parsed = ErrorResponse.safeParse(payload);
  if (parsed.success) {
    const { code, message, request_id } = parsed.data.error;
    return new ApiError(message, {
      kind: 'server',
      status,
      code,
      ...(request_id === undefined ? {} : { requestId: request_id }),
    });
  }
  return new ApiError(`The server answered with an error (HTTP ${status}). Please try again.`, {
    kind: 'bad_response',
    status,
  });
}
