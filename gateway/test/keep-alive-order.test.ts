import { KEEP_ALIVE_TIMEOUT_MS } from '@aiapp/kit';
import { listen } from '@aiapp/test-support';
import { UPSTREAM_IDLE_TIMEOUT_MS } from '../src/api-calls';

describe('Which side closes an idle pooled connection between the gateway and a service', () => {
  it('When a connection idles, then the gateway drops it long before the service would, even with seconds of event-loop lag', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS - UPSTREAM_IDLE_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
  });

  it('When a test serves a service with listen(), then it keeps connections alive as long as runServer does in production', async () => {
    const service = await listen((_req, res) => res.end());
    try {
      expect(service.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(service.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    } finally {
      await service.close();
    }
  });
});
