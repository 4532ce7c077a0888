import { StoreError } from '../domain/tracking/store-error';

export type FetchFunction = typeof fetch;

export interface FetchTextOptions {
  fetch: FetchFunction;
  timeoutMs: number;
  /** Statuses the store uses to say "slow down" (Apple: 403/429; Google: 429/503). */
  throttledStatuses: readonly number[];
  init?: RequestInit;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; AIAppToolkit-RankTracker/1.0)';

/** GET/POST a store URL and return its body, turning every way it can fail into a StoreError. */
export async function fetchText(url: string, options: FetchTextOptions): Promise<string> {
  let response: Response;
  try {
    response = await options.fetch(url, {
      ...options.init,
      headers: { 'user-agent': USER_AGENT, ...options.init?.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    throw asStoreError(error, url, options.timeoutMs, 'could not be reached');
  }
  if (options.throttledStatuses.includes(response.status)) {
    await response.body?.cancel();
    throw new StoreError('rate_limited', `${new URL(url).host} is limiting our requests (HTTP ${response.status})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new StoreError('unexpected_response', `${new URL(url).host} answered HTTP ${response.status}`);
  }
  try {
    return await response.text();
  } catch (error) {
    throw asStoreError(error, url, options.timeoutMs, 'closed the connection mid-answer');
  }
}

function asStoreError(error: unknown, url: string, timeoutMs: number, otherwise: string): StoreError {
  const host = new URL(url).host;
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new StoreError('timeout', `No answer from ${host} within ${timeoutMs} ms`);
  return new StoreError('store_unreachable', `${host} ${otherwise}`);
}
