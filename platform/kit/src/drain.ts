import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every connection has ended. Answers still to
   * come close their connection, so keep-alive clients reconnect (elsewhere, behind a Service).
   */
  stop(): Promise<void>;
}

export interface DrainOptions {
  /** The listener closes once no connection has arrived for this long… */
  quietMs?: number;
  /** …or this long after the stop at the latest, if clients keep connecting. */
  lingerMs?: number;
}

/**
 * Graceful drain for an HTTP server, installed before it serves.
 *
 * Idle connections: `http.Server#close` (Node 19+) destroys idle keep-alive connections at once,
 * and a client may be sending its next request on one at that moment: that request fails
 * (ECONNRESET; a 502 at the gateway). Instead, idle connections are left for their client to
 * close (the gateway's agent drops idle sockets after a few seconds); a request that still
 * arrives on one is served with `Connection: close`.
 *
 * The listener: closing it resets every connection the kernel has queued but the (busy) event
 * loop has not yet accepted, and those clients already sent their requests. So it stays open
 * until clients have stopped connecting (behind a Kubernetes Service they do once the endpoint
 * is removed), serving what arrives with `Connection: close`, for `lingerMs` at most.
 *
 * The caller's grace timer bounds the whole wait.
 */
export function drainOnStop(server: Server, options: DrainOptions = {}): Drain {
  const { quietMs = 200, lingerMs = 2_000 } = options;
  const active = new Set<ServerResponse>();
  let stopping = false;
  let lastConnectionAt = 0;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('connection', () => {
    lastConnectionAt = performance.now();
  });
  // Prepended, so it runs before the app answers (health checks answer synchronously).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) closeAfter(res);
    active.add(res);
    res.once('close', () => active.delete(res));
  });
  /**
   * Timers run before the event loop polls for I/O (https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick),
   * so when the quiet timer fires, connections the kernel queued since the last poll (while the loop
   * was busy, or while another process held the CPU) are not accepted yet, so not counted, and closing
   * then would reset them. The timer therefore only wakes the check, which runs after one full turn
   * of the loop (two setImmediate hops, a poll phase between them) has accepted what was queued.
   * The check at the stop itself decides at once.
   */
  const untilClientsStopConnecting = (stoppedAt: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        const now = performance.now();
        const quietFor = now - lastConnectionAt;
        if (quietFor < quietMs && now - stoppedAt < lingerMs) {
          const wait = Math.min(quietMs - quietFor, lingerMs - (now - stoppedAt));
          setTimeout(() => setImmediate(() => setImmediate(check)), wait);
        } else {
          resolve();
        }
      };
      check();
    });
  return {
    stop: async () => {
      stopping = true;
      for (const res of active) closeAfter(res);
      await untilClientsStopConnecting(performance.now());
      await new Promise<void>((resolve) => {
        net.Server.prototype.close.call(server, () => resolve());
      });
    },
  };
}
