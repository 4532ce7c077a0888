import type { IncomingMessage, ServerResponse } from 'node:http';

export interface DrainBounds {
  /** Most bytes of an unread body read and dropped; past them the connection is closed. */
  readonly maxBytes: number;
  /** Longest the rest of the body may take to arrive; past it the connection is closed. */
  readonly maxMs: number;
}

/** Room for any body the route table accepts, arriving over a slow link; no more. */
export const EARLY_ANSWER_DRAIN: DrainBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 10_000 };

/**
 * Sends a whole answer given before the request body was read (413, 415, 429) and ends the
 * exchange only once the rest of the body has arrived, read and dropped, within `bounds`.
 *
 * Ending at once lets Node close the connection when it will not be kept alive (the client sent
 * `Connection: close`, or the server is stopping) while the body still arrives: the unread bytes
 * turn the close into a reset, the client's next write fails with EPIPE, often before it has
 * read the answer. This is nginx's lingering close: the answer goes out now (its length is
 * declared, so the client has all of it), the connection closes or is reused after the body.
 * Past the bounds the connection is closed anyway, after the answer. Status and headers are set,
 * not yet sent.
 */
export function answerBeforeBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  bounds: DrainBounds = EARLY_ANSWER_DRAIN,
): void {
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (req.complete || req.readableEnded || req.destroyed) {
    res.end(body);
    return;
  }
  res.write(body);
  let bytes = 0;
  let ended = false;
  const end = (closeConnection: boolean) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    req.removeListener('data', count);
    res.end(() => {
      if (closeConnection) req.socket.destroy();
    });
  };
  const timer = setTimeout(() => end(true), bounds.maxMs);
  timer.unref();
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > bounds.maxBytes) end(true);
  };
  req.on('data', count);
  req.once('end', () => end(false));
  req.once('close', () => end(false));
}
