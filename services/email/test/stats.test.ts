import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, SERVICE_NAMES, StatsResponse, type ServiceName } from '@aiapp/contracts';
import { TOOL_IDS } from '@aiapp/site-catalogue';
import { type Database } from '@aiapp/kit';
import {
  listen,
  provideMigratedDatabase,
  silentLogger,
  type Listening,
  type MigratedTestDatabase,
  type TcpProxy,
} from '@aiapp/test-support';
import { createGatewayApp } from '@aiapp/gateway';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';

describe('GET /api/stats: results delivered, counted from the stored captures', () => {
  let database: MigratedTestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let service: Listening;
  let schemaReady = true;

  beforeAll(async () => {
    database = await provideMigratedDatabase('stats', EMAIL_MIGRATIONS);
    ({ db, proxy } = database);
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => schemaReady, statsMaxAgeMs: 0 }));
  });
  afterAll(async () => {
    await service.close();
    await database.stop();
  });

  const capture = async (email: string, toolUsed: string) => {
    const res = await fetch(`${service.url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, tool_used: toolUsed }),
    });
    expect(res.status).toBe(200);
  };
  const stats = async (baseUrl = service.url) => {
    const res = await fetch(`${baseUrl}/api/stats`);
    return { status: res.status, body: await res.json() };
  };

  it('When nothing has been delivered yet, then the total is 0 and every tool of the registry is listed with 0', async () => {
    const { status, body } = await stats();
    expect(status).toBe(200);
    const parsed = StatsResponse.parse(body);
    expect(parsed.results_delivered).toBe(0);
    expect(Object.keys(parsed.per_tool).sort()).toEqual([...TOOL_IDS].sort());
    expect(Object.values(parsed.per_tool).every((count) => count === 0)).toBe(true);
  });

  it('When results are unlocked with e-mails, then each capture counts once, in the total and for its tool', async () => {
    await capture('stats-a@example.com', 'logo-maker');
    await capture('stats-a@example.com', 'logo-maker');
    await capture('stats-b@example.com', 'aso-optimizer');

    const asked = Date.now();
    const parsed = StatsResponse.parse((await stats()).body);
    const answered = Date.now();
    expect(parsed.results_delivered).toBe(3);
    expect(parsed.per_tool['logo-maker']).toBe(2);
    expect(parsed.per_tool['aso-optimizer']).toBe(1);
    expect(parsed.per_tool['privacy-policy']).toBe(0);
    // Counted for this request (statsMaxAgeMs 0): between the question and the answer.
    expect(Date.parse(parsed.counted_at)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(parsed.counted_at)).toBeLessThanOrEqual(answered);
  });

  it('When a stored capture names a tool no longer in the registry, then it counts in the total only', async () => {
    const before = StatsResponse.parse((await stats()).body);
    const [subscriber] = await db.query<{ id: string }>(`SELECT id FROM subscribers LIMIT 1`);
    await db.query(`INSERT INTO captures (subscriber_id, tool_used, captured_at) VALUES ($1, 'retired-tool', now())`, [
      subscriber?.id,
    ]);

    const after = StatsResponse.parse((await stats()).body);
    expect(after.results_delivered).toBe(before.results_delivered + 1);
    expect(after.per_tool).toEqual(before.per_tool);
    expect(after.per_tool).not.toHaveProperty('retired-tool');
  });

  it('When the call comes through the gateway, then it reaches the e-mail service and answers the same figures', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as Record<
      ServiceName,
      string
    >;
    upstreams[ROUTES.stats.service] = service.url;
    const gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist, trustProxyHops: 0 }));
    try {
      const direct = StatsResponse.parse((await stats()).body);
      const viaGateway = await stats(gateway.url);
      expect(viaGateway.status).toBe(200);
      expect(StatsResponse.parse(viaGateway.body).per_tool).toEqual(direct.per_tool);
    } finally {
      await gateway.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('When Postgres is down, then 503 JSON, and the figures come back without a restart', async () => {
    proxy.cut();
    try {
      const { status, body } = await stats();
      expect(status).toBe(503);
      expect(body.error.code).toBe('database_unavailable');
    } finally {
      proxy.restore();
    }
    expect((await stats()).status).toBe(200);
  });

  it('When migrations have not run yet, then 503 JSON rather than a failed query', async () => {
    schemaReady = false;
    try {
      const { status, body } = await stats();
      expect(status).toBe(503);
      expect(body.error.code).toBe('database_unavailable');
    } finally {
      schemaReady = true;
    }
  });
});
