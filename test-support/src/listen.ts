import type { AddressInfo } from 'node:net';
import http, { type RequestListener, type Server } from 'node:http';
import { applyServerSettings } from '@aiapp/kit';

export interface Listening {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves an app (express or any request listener) on a free loopback port. */
export function listen(app: RequestListener): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app).listen(0, '127.0.0.1');
    // As runServer does in production: JSON for parser errors, and the keep-alive timeouts the gateway's pool relies on.
    applyServerSettings(server);
    server.once('error', reject);
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
