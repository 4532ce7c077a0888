import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dotEnv, readCompose } from './support/compose-file';

/*
 * The pure helpers of make up-check (scripts/up-check/): the stand-in broker's server.properties
 * from the KAFKA_* variables, and the list of base images read from the compose file and the
 * Dockerfile (with each service's build args). The docker flow itself is exercised by `make up-check`, not here.
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
  test('When services are built from the one Dockerfile, then its FROM image counts once per set of build args filled in, and its own stages (chosen by an arg too) do not', () => {
    const config = {
      services: {
        gateway: {
          build: {
            context: root,
            dockerfile: 'Dockerfile',
            args: { NODE_VERSION: '24.1.0', WORKSPACE: 'gateway', PORT: '8080' },
          },
        },
        image: {
          build: {
            context: root,
            dockerfile: 'Dockerfile',
            args: { WORKSPACE: 'services/image', PORT: '4101', MALLOC: 'jemalloc' },
          },
        },
        email: { build: { context: root, dockerfile: 'Dockerfile', args: { WORKSPACE: 'services/email', PORT: '4105' } } },
        postgres: { image: 'postgres:17.6' },
      },
    };
    expect(baseImages(config)).toEqual(['node:22.23.3-trixie-slim', 'node:24.1.0-trixie-slim', 'postgres:17.6']);
  });

  test('When the real compose file is read, then the base images are the Node image of .env, Postgres, Kafka and MailDev', () => {
    const compose = readCompose();
    const config = {
      services: Object.fromEntries(
        Object.entries(compose.services).map(([name, service]) => [
          name,
          service.build ? { build: { ...service.build, context: root } } : { image: service.image },
        ]),
      ),
    };
    expect(baseImages(config)).toEqual(
      [
        `node:${dotEnv().NODE_VERSION}-trixie-slim`,
        'postgres:17.6',
        'apache/kafka:4.1.0',
        'maildev/maildev:3.0.0',
        'ollama/ollama:0.12.6',
      ].sort(),
    );
  });
});
