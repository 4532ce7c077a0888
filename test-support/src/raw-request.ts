import http from 'node:http';

export type RawOutcome =
  | { kind: 'answered'; status: number; headers: http.IncomingHttpHeaders; body: string }
  | { kind: 'hang' | 'dropped'; detail: string };

export interface RawRequest {
  method: string;
  headers?: Record<string, string>;
  /** The body's bytes, or its pieces in order (sent without joining them). */
  body?: Buffer | readonly Buffer[];
  /** Without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** The body written in 16 KB pieces a millisecond apart, as a slow link delivers it. */
  paced?: boolean;
  /** After this long without a complete answer the request counts as hung. */
  timeoutMs: number;
}

/**
 * Sends exactly the given bytes and headers (fetch would fix up a malformed request) and tells
 * an answer apart from a hang or a connection dropped before a complete answer arrived. An
 * answer that arrives while the body is still being sent counts as an answer, as it does for
 * browsers.
 */
export function rawRequest(url: string, request: RawRequest): Promise<RawOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const pieces = request.body === undefined ? [] : Buffer.isBuffer(request.body) ? [request.body] : request.body;
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body && !request.chunked) headers['content-length'] = pieces.reduce((sum, piece) => sum + piece.length, 0);
    const req = http.request(url, { method: request.method, headers, agent: false });
    const timer = setTimeout(
      () => settle({ kind: 'hang', detail: `no answer within ${request.timeoutMs} ms` }),
      request.timeoutMs,
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        settle({
          kind: 'answered',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (error) => settle({ kind: 'dropped', detail: `answer cut off: ${error.message}` }));
    });
    // A server may answer and close before reading the whole body: the write then fails, the answer still counts.
    req.on('error', (error) => setTimeout(() => settle({ kind: 'dropped', detail: error.message }), 200));
    const pieceBytes = 16 * 1024;
    if (request.body && request.paced) {
      const body = Buffer.concat(pieces);
      let offset = 0;
      const writeNext = () => {
        if (settled) return;
        if (offset >= body.length) return void req.end();
        req.write(body.subarray(offset, (offset += pieceBytes)));
        setTimeout(writeNext, 1);
      };
      writeNext();
      return;
    }
    // Chunked, in 64 KB chunks as a streaming client sends them; otherwise each piece as it is.
    const writeBytes = request.chunked ? 64 * 1024 : Number.POSITIVE_INFINITY;
    for (const piece of pieces)
      for (let offset = 0; offset < piece.length; offset += writeBytes) req.write(piece.subarray(offset, offset + writeBytes));
    req.end();
  });
}
