import { ErrorResponse, ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import {
  buildPackage,
  listen,
  silentLogger,
  startServiceProcess,
  type Listening,
  type ServiceProcess,
} from '@aiapp/test-support';
import { createApp as createImageApp } from '@aiapp/image-service';
import { createGatewayApp } from '../src/app';

const POLICY = { app_name: 'FitTrack', company_name: 'Fit Ltd' };
const LOGO = { text: 'FitTrack', style: 'modern' };

interface Answer {
  call: 'policy' | 'logo';
  status: number;
  body: unknown;
  /** Sent after the legal process was killed. */
  afterKill: boolean;
}

describe('A service killed under load', () => {
  let legal: ServiceProcess;
  let image: Listening;
  let gateway: Listening;
  const answers: Answer[] = [];
  let killed = false;
  let restartedAnswers: { status: number }[] = [];

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => 'not JSON')) as unknown };
  };

  beforeAll(async () => {
    buildPackage('services/legal');
    legal = await startServiceProcess('services/legal/dist/server.js');
    image = await listen(createImageApp({ logger: silentLogger }));
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, image.url])) as Record<ServiceName, string>;
    upstreams.legal = legal.url;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));

    let sent = 0;
    // Each kind of call sends its own share after the kill: with one budget for both, the policy
    // calls (answered 502 at once) used it up while a busy machine was still rendering logos.
    const afterKillToSend: Record<Answer['call'], number> = { policy: 150, logo: 60 };
    const worker = async (call: Answer['call']) => {
      while (!killed || afterKillToSend[call] > 0) {
        sent += 1;
        if (sent === 300) {
          legal.child.kill('SIGKILL');
          killed = true;
        }
        const afterKill = killed;
        if (afterKill) afterKillToSend[call] -= 1;
        const answer =
          call === 'policy' ? await post(ROUTES.generatePrivacyPolicy.path, POLICY) : await post(ROUTES.generateLogo.path, LOGO);
        answers.push({ call, afterKill, ...answer });
      }
    };
    await Promise.all([...Array.from({ length: 8 }, () => worker('policy')), ...Array.from({ length: 4 }, () => worker('logo'))]);
    await legal.exited;

    // The same service started again on the same address: the gateway needs no restart.
    legal = await startServiceProcess('services/legal/dist/server.js', {}, legal.port);
    restartedAnswers = await Promise.all(Array.from({ length: 20 }, () => post(ROUTES.generatePrivacyPolicy.path, POLICY)));
  }, 120_000);
  afterAll(async () => {
    legal?.child.kill('SIGKILL');
    await gateway?.close();
    await image?.close();
  });

  it('Then its calls are answered 502 upstream_unavailable JSON, never a hang, a dropped connection or another status', () => {
    const afterKill = answers.filter((answer) => answer.call === 'policy' && answer.afterKill);
    expect(afterKill.length).toBeGreaterThan(100);
    for (const answer of afterKill) {
      expect(answer.status).toBe(502);
      expect(ErrorResponse.parse(answer.body).error).toMatchObject({ code: 'upstream_unavailable' });
    }
    const around = answers.filter((answer) => answer.call === 'policy' && !answer.afterKill);
    expect(around.filter((answer) => answer.status !== 200 && answer.status !== 502)).toEqual([]);
  });

  it('Then the other services keep answering through the same gateway', () => {
    const logos = answers.filter((answer) => answer.call === 'logo');
    expect(logos.filter((answer) => answer.afterKill).length).toBeGreaterThan(50);
    expect(logos.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it('Then, once the service is back, its calls succeed again without restarting the gateway', () => {
    expect(restartedAnswers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });
});
