import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, like a server that went away. */
  cut(): void;
  /**
   * Stops forwarding without closing anything, like a server that hangs or a network that drops
   * packets: open connections stay open and new ones are accepted, but no byte passes either way.
   */
  hang(): void;
  /** Forwards again (new connections; ones opened while hung stay silent); ends a cut or a hang. */
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay in front of a real server, to take it "down" and back in a test. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let down = false;
  let hung = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    track(client);
    if (hung) return; // accepted, never answered
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    // Chunks are dropped, not buffered, while hung: nothing arrives late after a restore either.
    client.on('data', (chunk: Buffer) => hung || upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => hung || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    hang() {
      hung = true;
    },
    restore() {
      down = false;
      hung = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The same connection string, pointed at another local port. */
export function viaPort(connectionString: string, port: number): string {
  const url = new URL(connectionString);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}
