import { ErrorResponse, ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import {
  buildPackage,
  listen,
  silentLogger,
  startServiceProcess,
  type Listening,
  type ServiceProcess,
} from '@aiapp/test-support';
import { createGatewayApp } from '../src/app';

const POLICY = JSON.stringify({ app_name: 'FitTrack', company_name: 'Fit Ltd' });
const WORKERS = 24;
const SIGTERM_AT = 300;

interface Outcome {
  beforeSignal: boolean;
  status: number;
  cause?: string;
}

describe('A service stopped with SIGTERM while the gateway sends it traffic', () => {
  let legal: ServiceProcess;
  let gateway: Listening;
  const outcomes: Outcome[] = [];
  let exit: number | NodeJS.Signals | null = null;

  beforeAll(async () => {
    buildPackage('services/legal');
    legal = await startServiceProcess('services/legal/dist/server.js', { SHUTDOWN_GRACE_MS: '8000' });
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, legal.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
    let sent = 0;
    let signalledAt = 0;
    const worker = async () => {
      while (signalledAt === 0 || performance.now() - signalledAt < 1_000) {
        sent += 1;
        if (sent === SIGTERM_AT) {
          legal.child.kill('SIGTERM');
          signalledAt = performance.now();
        }
        const beforeSignal = signalledAt === 0;
        const res = await fetch(`${gateway.url}${ROUTES.generatePrivacyPolicy.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: POLICY,
        });
        const body = (await res.json()) as unknown;
        const cause =
          res.status === 200
            ? undefined
            : String((ErrorResponse.parse(body).error.details as { cause?: string } | undefined)?.cause);
        outcomes.push({ beforeSignal, status: res.status, cause });
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    exit = await legal.exited;
  });
  afterAll(async () => {
    legal?.child.kill('SIGKILL');
    await gateway?.close();
  });

  it('Then every call sent before the signal is answered 200', () => {
    const before = outcomes.filter((outcome) => outcome.beforeSignal);
    expect(before.length).toBeGreaterThanOrEqual(SIGTERM_AT - WORKERS);
    expect(before.filter((outcome) => outcome.status !== 200)).toEqual([]);
  });

  it('Then later calls are served on the open connections or, once it stopped listening, get 502 for a refused connection: none is cut by a reset', () => {
    const after = outcomes.filter((outcome) => !outcome.beforeSignal);
    expect(
      after.filter((outcome) => outcome.status !== 200 && !(outcome.status === 502 && outcome.cause === 'ECONNREFUSED')),
    ).toEqual([]);
  });

  it('Then the service exits 0 once the gateway has let its idle connections go', () => {
    expect(exit).toBe(0);
  });
});
