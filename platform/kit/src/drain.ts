import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every connection has ended. Answers still to
   * come close their connection, so keep-alive clients reconnect (elsewhere, behind a Service).
   */
  stop(): Promise<void>;
}

/** A quiet timer this late means the event loop was blocked (ordinary timer jitter is a millisecond or two). */
const LATE_TIMER_MS = 20;

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
   * Timers run before the event loop polls for I/O (https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick).
   * When the quiet timer fires late, the loop was busy: connections the kernel queued meanwhile are
   * not accepted yet, so not counted, and closing now would reset them. Then the decision waits one
   * full turn of the loop (two setImmediate hops, a poll phase between them) to accept what was
   * queued, and looks again. A timer on time, or the check at the stop itself, decides at once.
   */
  const untilClientsStopConnecting = (stoppedAt: number) =>
    new Promise<void>((resolve) => {
      const check = (firedFor?: number) => {
        const now = performance.now();
        const quietFor = now - lastConnectionAt;
        if (quietFor < quietMs && now - stoppedAt < lingerMs) {
          const wait = Math.min(quietMs - quietFor, lingerMs - (now - stoppedAt));
          const dueAt = now + wait;
          setTimeout(() => check(dueAt), wait);
        } else if (firedFor !== undefined && now - firedFor > LATE_TIMER_MS) {
          setImmediate(() => setImmediate(() => check()));
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
