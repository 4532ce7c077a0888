import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every connection has ended. Answers still to
   * come close their connection, so keep-alive clients reconnect (elsewhere, behind a Service).
   */
  stop(): Promise<void>;
}

/**
 * Graceful drain for an HTTP server, installed before it serves. `http.Server#close` (Node 19+)
 * destroys idle keep-alive connections at once, and a client may be sending its next request on
 * one at that moment: that request fails (ECONNRESET; a 502 at the gateway). Instead, idle
 * connections are left for their client to close (the gateway's agent drops idle sockets after a
 * few seconds); a request that still arrives on one is served with `Connection: close`. The
 * caller's grace timer bounds the wait.
 */
export function drainOnStop(server: Server): Drain {
  const active = new Set<ServerResponse>();
  let stopping = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Prepended, so it runs before the app answers (health checks answer synchronously).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) closeAfter(res);
    active.add(res);
    res.once('close', () => active.delete(res));
  });
  return {
    stop: () => {
      stopping = true;
      for (const res of active) closeAfter(res);
      return new Promise<void>((resolve) => {
        net.Server.prototype.close.call(server, () => resolve());
      });
    },
  };
}
