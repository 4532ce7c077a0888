import { StoreError } from '../domain/tracking/store-error';

/**
 * Google Play pages carry their data as `AF_initDataCallback({key: 'ds:N', hash: '…', data:[…],
 * sideChannel: {}});` script blocks. Returns the `data` of the block with the given key.
 */
export function extractPageData(html: string, key: string): unknown {
  for (const match of html.matchAll(/AF_initDataCallback\(([\s\S]*?)\);<\/script>/g)) {
    const block = match[1] ?? '';
    if (!new RegExp(`key:\\s*'${key}'`).test(block)) continue;
    const data = /data:([\s\S]*), sideChannel:\s*\{\}\}$/.exec(block.trim());
    if (!data?.[1]) break;
    try {
      return JSON.parse(data[1]);
    } catch {
      break;
    }
  }
  throw new StoreError(
    'unexpected_response',
    `Google Play's page did not hold its ${key} data block (the page layout may have changed)`,
  );
}

/**
 * Google's batchexecute answers start with the XSSI guard `)]}'` and hold one
 * ["wrb.fr", rpcId, "<json>"] entry per call; the payload is itself JSON in a string.
 */
export function extractRpcPayload(body: string, rpcId: string): unknown {
  try {
    const envelope = JSON.parse(body.replace(/^\)\]\}'/, '')) as unknown[];
    const entry = envelope.find((item): item is unknown[] => Array.isArray(item) && item[0] === 'wrb.fr' && item[1] === rpcId);
    if (!entry) throw new Error('no entry');
    return typeof entry[2] === 'string' ? JSON.parse(entry[2]) : null;
  } catch {
    throw new StoreError('unexpected_response', `Google Play's ${rpcId} answer had an unexpected shape`);
  }
}

/** Reads a value at a path of array indexes in Google's nested arrays; undefined when any step is missing. */
export function at(value: unknown, ...path: number[]): unknown {
  let current = value;
  for (const index of path) {
    if (!Array.isArray(current)) return undefined;
    current = current[index];
  }
  return current;
}

/** The body of a batchexecute POST: f.req=[[[rpcId, "<json args>", null, "generic"]]]. */
export function rpcRequestBody(rpcId: string, args: unknown): string {
  return new URLSearchParams({ 'f.req': JSON.stringify([[[rpcId, JSON.stringify(args), null, 'generic']]]) }).toString();
}
