import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readCompose } from './support/compose-file';

/*
 * The pure helpers of make up-check (scripts/up-check/): the stand-in broker's server.properties
 * from the KAFKA_* variables, and the list of base images read from the compose file and the
 * Dockerfiles. The docker flow itself is exercised by `make up-check`, not here.
 */
const root = path.resolve(__dirname, '../..');

function serverProperties(env: Record<string, string>): string[] {
  const script = path.join(root, 'scripts/up-check/stand-ins/kafka/bin/server-properties.sh');
  const result = spawnSync('sh', [script], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout.trim().split('\n');
}

function baseImages(config: unknown): string[] {
  const result = spawnSync('node', [path.join(root, 'scripts/up-check/base-images.mjs')], {
    input: JSON.stringify(config),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return result.stdout.trim().split('\n');
}

describe('the stand-in Kafka image', () => {
  test("When the compose file's kafka variables are given, then each becomes its broker property and the JVM's are left out", () => {
    const environment = Object.entries(readCompose().services.kafka?.environment ?? {});
    const properties = serverProperties(Object.fromEntries(environment.map(([name, value]) => [name, String(value)])));
    expect(properties).toEqual(
      expect.arrayContaining([
        'node.id=1',
        'process.roles=broker,controller',
        'listeners=PLAINTEXT://:9092,CONTROLLER://:9093',
        'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        'controller.quorum.voters=1@kafka:9093',
        'auto.create.topics.enable=false',
        'log.dirs=/var/lib/kafka/data',
      ]),
    );
    expect(properties).toHaveLength(environment.length - 1);
    expect(properties.join('\n')).not.toMatch(/heap/);
  });

  test('When a name holds doubled or tripled underscores, then they stand for "_" and "-", as in the official image', () => {
    expect(serverProperties({ KAFKA_A___B__C_D: 'x=y', OTHER: 'ignored' })).toEqual(['a-b_c.d=x=y']);
  });
});

describe('the base images of the compose stack', () => {
  test("When a service is built, then its Dockerfile's FROM image counts with the build args filled in, and its own stages do not", () => {
    const config = {
      services: {
        gateway: { build: { context: root, dockerfile: 'gateway/Dockerfile', args: { NODE_VERSION: '24.1.0' } } },
        email: { build: { context: root, dockerfile: 'services/email/Dockerfile' } },
        postgres: { image: 'postgres:17.6' },
      },
    };
    expect(baseImages(config)).toEqual(['node:22.23.3-trixie-slim', 'node:24.1.0-trixie-slim', 'postgres:17.6']);
  });
});
