import type { Database, Migration } from '@aiapp/kit';
import type { RateLimitStore } from './store';

export const GATEWAY_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_rate_limit_windows',
    // UNLOGGED: counters lost in a Postgres crash only reset some windows early, and writes skip the WAL.
    sql: `
      CREATE UNLOGGED TABLE rate_limit_windows (
        bucket text NOT NULL,
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        window_end timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, client, window_start)
      );
      CREATE INDEX rate_limit_windows_end_idx ON rate_limit_windows (window_end);
    `,
  },
];

/*
 * One statement in one round trip adds the hits ($4: one, or a batch from coalescing-store) and
 * reads the window back, on the database clock, so replicas with skewed clocks still share the
 * same windows. The row lock is held for this statement only (autocommit).
 */
const countHit = (schema: string) => `
  INSERT INTO "${schema}".rate_limit_windows AS w (bucket, client, window_start, window_end, hits)
  SELECT $1, $2, slot.start, slot.start + make_interval(secs => $3::integer), $4::integer
  FROM (SELECT to_timestamp((floor(extract(epoch FROM clock_timestamp()) / $3::integer) * $3::integer)::double precision) AS start) AS slot
  ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = w.hits + EXCLUDED.hits
  RETURNING hits, ceil(extract(epoch FROM w.window_end - clock_timestamp()))::integer AS reset_seconds`;

/** Windows shared by every gateway replica, in the gateway's own schema. */
export function postgresRateLimitStore(db: Database): RateLimitStore & { deleteExpired(): Promise<number> } {
  return {
    async hit(bucket, client, windowSeconds, requests = 1) {
      const [row] = await db.statement<{ hits: number; reset_seconds: number }>(countHit(db.schema), [
        bucket,
        client,
        windowSeconds,
        requests,
      ]);
      if (!row) throw new Error('rate limit count returned no row');
      return { hits: row.hits, resetSeconds: Math.max(1, row.reset_seconds) };
    },
    async deleteExpired() {
      const rows = await db.query<{ bucket: string }>(`DELETE FROM rate_limit_windows WHERE window_end < now() RETURNING bucket`);
      return rows.length;
    },
  };
}
