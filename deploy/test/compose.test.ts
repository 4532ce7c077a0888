import { knownKeysOf, requiredKeysOf } from './support/config-keys';
import { composeSchemaProblems, dotEnv, rawComposeText, readCompose, seconds } from './support/compose-file';
import { DEPLOYABLES, GATEWAY_UPSTREAMS } from './support/deployables';

const compose = readCompose();
const services = compose.services;
const longRunning = Object.entries(services).filter(([, service]) => service.restart !== 'no');

describe('docker-compose.yml', () => {
  test('is valid against the Compose Specification schema', () => {
    expect(composeSchemaProblems(compose)).toEqual([]);
  });

  test('When a key is misspelt, then the schema check reports it (the check can fail)', () => {
    const broken = { services: { gateway: { ...services.gateway, helthcheck: {} } } };
    expect(composeSchemaProblems(broken).join('\n')).toMatch(/helthcheck/);
  });

  test('Every variable it interpolates is defined in the committed .env', () => {
    const used = [...rawComposeText().matchAll(/\$\{([A-Z0-9_]+)/g)].map(([, name]) => name!);
    const env = dotEnv();
    expect([...new Set(used)].filter((name) => !(name in env) && name !== 'OPENAI_API_KEY')).toEqual([]);
  });

  test('Only the gateway is published on the host, and the MailDev inbox on loopback alone', () => {
    const published = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name).sort()).toEqual(['gateway', 'maildev']);
    expect(services.gateway?.ports).toEqual([`${dotEnv().GATEWAY_PORT}:8080`]);
    expect(services.maildev?.ports).toEqual([`127.0.0.1:${dotEnv().MAILDEV_PORT}:1080`]);
  });

  test('Every long-running container has a healthcheck, and every dependency waits on a condition', () => {
    for (const [name, service] of longRunning)
      expect({ name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const expected = services[dependency]?.restart === 'no' ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: expected });
      }
    }
  });

  test('Every one-shot container is awaited by a long-running one, so `make up` (--wait) ends with success', () => {
    const oneShots = Object.entries(services)
      .filter(([, service]) => service.restart === 'no')
      .map(([name]) => name);
    for (const oneShot of oneShots)
      expect({ oneShot, awaited: longRunning.some(([, s]) => s.depends_on?.[oneShot]) }).toEqual({ oneShot, awaited: true });
  });

  test('The gateway starts after every service is healthy; email and seo-tracker after Postgres; email after the Kafka topic exists', () => {
    expect(Object.keys(services.gateway?.depends_on ?? {}).sort()).toEqual(
      DEPLOYABLES.filter((d) => d.name !== 'gateway')
        .map((d) => d.name)
        .sort(),
    );
    expect(services.email?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, 'kafka-topics': {} });
    expect(services['seo-tracker']?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });
});

describe.each(DEPLOYABLES.map((d) => [d.name, d] as const))('%s in docker compose', (name, deployable) => {
  const service = services[name]!;

  test('is built from the repository root with the one Dockerfile, its workspace and port as build args, as the image aiapp/<name>', () => {
    expect(service.build).toMatchObject({
      context: '.',
      dockerfile: 'Dockerfile',
      args: { NODE_VERSION: dotEnv().NODE_VERSION, WORKSPACE: deployable.dir, PORT: deployable.port },
    });
    expect(service.image).toBe(`aiapp/${name}:${dotEnv().AIAPP_TAG}`);
  });

  test('gets every setting its config requires, on all interfaces and its own port, and nothing it does not read', () => {
    const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)]));
    expect(requiredKeysOf(deployable).filter((key) => !env[key])).toEqual([]);
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: String(deployable.port) });
    const known = knownKeysOf(deployable);
    expect(Object.keys(env).filter((key) => !known.has(key))).toEqual([]);
    if (name === 'gateway')
      for (const upstream of GATEWAY_UPSTREAMS) expect(env[upstream.key]).toBe(`http://${upstream.service}:${upstream.port}`);
  });

  test('runs read-only without capabilities, and is given longer to stop than it takes to drain', () => {
    expect(service.read_only).toBe(true);
    expect(service.cap_drop).toEqual(['ALL']);
    const drainSeconds = Number(service.environment?.SHUTDOWN_GRACE_MS) / 1000;
    expect(seconds(service.stop_grace_period ?? '10s')).toBeGreaterThanOrEqual(drainSeconds + 5);
  });
});
