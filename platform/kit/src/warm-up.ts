import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteContract } from '@aiapp/contracts';
import type { Logger } from './logger';

/** One request to an app on a loopback port; resolves with its status once the answer is read. */
function post(port: number, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** A request the warm-up sends: a route and a body it accepts. */
export interface WarmUpRequest {
  route: RouteContract;
  body: unknown;
}

/**
 * Sends requests through `app` before the service listens, on a private loopback port: body
 * parsing (and the decoders it loads on first use), validation, the handler and the JSON answer
 * are then compiled and in memory, so a visitor's first call costs what later ones do (issue 28
 * asks for the first call after start within 50 ms). Bodies like a visitor's reach the code an
 * "Example" placeholder never does. Pass an app that calls no model. An answer that is not 200
 * is logged, never fatal: the service still starts.
 */
export async function warmThroughHttp(app: RequestListener, requests: readonly WarmUpRequest[], logger: Logger): Promise<void> {
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  try {
    const { port } = server.address() as AddressInfo;
    for (const { route, body } of requests) {
      const status = await post(port, route.path, JSON.stringify(body));
      if (status !== 200) logger.warn({ path: route.path, status }, 'warm-up request was not answered 200');
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
