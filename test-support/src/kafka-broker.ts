import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/kafka/kafka.mjs');

/** The brokers named by KAFKA_BROKERS (CI starts one with scripts/kafka/kafka.mjs), or none. */
export function kafkaBrokersFromEnv(): string[] {
  return (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
}

/**
 * `describe` when a broker is configured; otherwise a block whose one test fails and says what is
 * missing (`make test` starts a broker when KAFKA_BROKERS is unset), never a quiet skip.
 */
export function describeWithKafka(name: string, body: () => void): void {
  if (kafkaBrokersFromEnv().length > 0) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    test('When no Kafka broker is configured, then these tests cannot run', () => {
      throw new Error('Needs a Kafka broker: set KAFKA_BROKERS (make test starts one; make kafka runs one at 127.0.0.1:19092).');
    });
  });
}

export interface OwnKafkaBroker {
  /** host:port, the same across restarts. */
  address: string;
  /** Its second listener, which wants this SASL/PLAIN login. */
  sasl: { brokers: string; mechanism: 'plain'; username: string; password: string };
  /** SIGTERM and wait (clean shutdown), or SIGKILL with `{ kill: true }` (a crash). */
  stop(options?: { kill?: boolean }): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/**
 * A broker of this test file's own, for tests that stop and restart it (the shared one must
 * stay up for the other files). Started by the project script, from the cached jars.
 */
export async function startOwnKafkaBroker(): Promise<OwnKafkaBroker> {
  const dataDir = path.join(ROOT, '.kafka', 'test', randomBytes(4).toString('hex'));
  const script = async (...args: string[]) =>
    (await run(process.execPath, [SCRIPT, ...args, '--data-dir', dataDir], { cwd: ROOT })).stdout.trim();
  const address = await script('start', '--fresh');
  return {
    address,
    sasl: JSON.parse(await script('sasl')),
    stop: async (options = {}) => void (await script('stop', ...(options.kill ? ['--kill'] : []))),
    start: async () => void (await script('start')),
    dispose: async () => {
      await script('stop');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
