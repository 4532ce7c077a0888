import type { Response } from 'express';

const SLICE_BYTES = 1 << 20;

/** Resolves when the socket has room again, or when the exchange is over (the client left). */
const roomOrClose = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });

/**
 * Sends a large answer (an icon set for a 10 MB upload is some 20 MB of JSON) a slice at a time,
 * each after the socket has taken the last: written at once, it held the event loop for about
 * 15 ms copying into the socket, and /healthz waited behind it.
 */
export async function sendInSlices(res: Response, bytes: Buffer): Promise<void> {
  res.setHeader('content-length', bytes.length);
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
    if (res.destroyed) return;
    if (!res.write(bytes.subarray(offset, offset + SLICE_BYTES))) await roomOrClose(res);
  }
  res.end();
}
