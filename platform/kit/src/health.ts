import type { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  /** Resolves with optional details when ready; rejects when not. */
  check: () => Promise<Record<string, unknown> | void>;
}

export interface HealthState {
  shuttingDown: boolean;
}

/** `/healthz`: the process is alive. `/readyz`: it should receive traffic. */
export function mountHealth(router: Router, state: HealthState, checks: ReadinessCheck[]): void {
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (state.shuttingDown) {
      res.status(503).json({ status: 'shutting_down' });
      return;
    }
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          return { name, ok: true, details: (await check()) ?? undefined };
        } catch (error) {
          return { name, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const ready = results.every((result) => result.ok);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks: results });
  });
}
