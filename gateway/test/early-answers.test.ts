import express from 'express';
import { ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { listen, rawRequest, silentLogger, type Listening } from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';

describe('A service that answers before reading the body', () => {
  let service: Listening;
  let gateway: Listening;
  const connectionHeaders: (string | undefined)[] = [];

  beforeAll(async () => {
    const app = express();
    // As a service does for a call it has not mounted, or a body in the wrong content type.
    app.use((req, res) => {
      connectionHeaders.push(req.headers.connection);
      res.status(415).json({ error: { code: 'unsupported_media_type', message: 'Send the request body as application/json' } });
    });
    service = await listen(app);
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it.each([false, true])(
    'When a client that asks to close its connection sends 5 MB (chunked: %s), then it gets the service answer, not a 502',
    async (chunked) => {
      const outcome = await rawRequest(`${gateway.url}${ROUTES.generateIcons.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', connection: 'close' },
        body: Buffer.alloc(5 * 1024 * 1024, 'a'),
        chunked,
        timeoutMs: 10_000,
      });
      expect(outcome).toMatchObject({ kind: 'answered', status: 415 });
      expect(connectionHeaders.at(-1)).not.toBe('close');
    },
  );
});
