import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './error-handler';
import { AppError } from './errors';

function failureFor(code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError('headers_too_large', 431, 'The request line or headers are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('request_timeout', 408, 'The request took too long to arrive');
    default:
      return new AppError('bad_request', 400, 'The request is not valid HTTP');
  }
}

/**
 * What helmet gives the gateway's other answers, at its strictest: these are written to the socket
 * directly, before any middleware has run. Nothing here is a page, so the policy allows nothing.
 */
const PROTECTIONS = [
  "Content-Security-Policy: default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy: same-origin',
  'Cache-Control: no-store',
].join('\r\n');

/**
 * Requests Node's HTTP parser refuses before express sees them (a URL or headers over 16 KB,
 * broken framing) get the JSON error shape too, instead of Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const failure = failureFor(error.code);
    const body = JSON.stringify(errorBody(failure, undefined));
    socket.end(
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\nContent-Type: application/json; charset=utf-8\r\n${PROTECTIONS}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
