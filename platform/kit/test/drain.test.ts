import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { drainOnStop } from '../src/drain';

/** Blocks the event loop, as a burst of CPU-heavy requests does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning: nothing else runs meanwhile, the kernel queues what arrives
  }
}

/** Sends one request on a raw socket and collects everything until the server closes it, or the error. */
function rawGet(port: number): { socket: net.Socket; outcome: Promise<{ answer: string; error?: string }> } {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  const outcome = new Promise<{ answer: string; error?: string }>((resolve) => {
    socket.on('connect', () => socket.write('GET /late HTTP/1.1\r\nHost: test\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code ?? error.message }));
    socket.on('close', () => resolve({ answer }));
  });
  return { socket, outcome };
}

describe('Draining a server whose event loop is busy when clients connect', () => {
  it('When a connection is queued by the kernel while the loop is blocked past the quiet period, then it is still accepted and answered (with Connection: close), not reset by the listener closing', async () => {
    const server = http.createServer((_req, res) => res.end('served'));
    const drain = drainOnStop(server, { quietMs: 100, lingerMs: 10_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    // A first client: its connection starts the quiet period the drain waits out.
    const first = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('connection', () => resolve()));
    const stopped = drain.stop();

    // A late client connects (the connect call goes out on the next tick), then the loop is busy
    // for three quiet periods: the kernel completes its handshake and queues it, unaccepted.
    const late = rawGet(port);
    await new Promise<void>((resolve) => process.nextTick(resolve));
    busyFor(300);

    const { answer, error } = await late.outcome;
    expect({ error, status: answer.split('\r\n')[0] }).toEqual({ error: undefined, status: 'HTTP/1.1 200 OK' });
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer.endsWith('served')).toBe(true);

    first.destroy();
    await stopped;
    expect(server.listening).toBe(false);
  });

  it('When another thread connects while the loop is busy until just past the quiet period (the timer fires a few ms late, before any poll), then the connection is still accepted and answered, not reset', async () => {
    const server = http.createServer((_req, res) => res.end('served'));
    const drain = drainOnStop(server, { quietMs: 100, lingerMs: 10_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The client runs on its own thread, as another process's client would: it connects while this loop is busy.
    const client = new Worker(
      `const net = require('node:net');
       const { parentPort } = require('node:worker_threads');
       parentPort.once('message', (port) => {
         const socket = net.connect(port, '127.0.0.1');
         let answer = '';
         socket.on('connect', () => socket.write('GET /late HTTP/1.1\\r\\nHost: test\\r\\n\\r\\n'));
         socket.on('data', (chunk) => (answer += chunk));
         socket.on('error', (error) => parentPort.postMessage({ answer, error: error.code }));
         socket.on('close', () => parentPort.postMessage({ answer }));
       });`,
      { eval: true },
    );
    await new Promise((resolve) => client.once('online', resolve));

    const first = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('connection', () => resolve()));
    const quietEndsAt = performance.now() + 100;
    const stopped = drain.stop();
    const outcome = new Promise<{ answer: string; error?: string }>((resolve) => client.once('message', resolve));
    // From the check phase 15 ms before the quiet period ends (no poll follows before the next
    // timers), the client is told to connect and the loop stays busy until 5 ms past the end.
    setTimeout(
      () =>
        setImmediate(() => {
          client.postMessage(port);
          busyFor(quietEndsAt + 5 - performance.now());
        }),
      quietEndsAt - 15 - performance.now(),
    );

    const { answer, error } = await outcome;
    expect({ error, status: answer.split('\r\n')[0] }).toEqual({ error: undefined, status: 'HTTP/1.1 200 OK' });
    first.destroy();
    await stopped;
    await client.terminate();
  });
});
