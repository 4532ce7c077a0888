// Waiting for the broker to answer, and stopping it by its recorded pid (never by name).
import fs from 'node:fs';
import path from 'node:path';

const READY_LIMIT_MS = 90_000;
const STOP_LIMIT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when `pid` is a live Kafka broker started for this folder (pids get reused). */
export function isOurBroker(pid, dataDir) {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('kafka.Kafka') && command.includes(dataDir);
  } catch {
    return false;
  }
}

function logTail(dataDir) {
  try {
    return fs.readFileSync(path.join(dataDir, 'broker.log'), 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no broker.log)';
  }
}

/** Resolves once a Kafka client gets cluster metadata from the broker; exits loudly otherwise. */
export async function waitUntilAnswering({ broker, address, dataDir, log }) {
  let exited;
  broker.once('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
  });
  const { Kafka, logLevel } = await import('kafkajs');
  const kafka = new Kafka({
    clientId: 'kafka-script',
    brokers: [address],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    retry: { retries: 0 },
  });
  const deadline = Date.now() + READY_LIMIT_MS;
  for (;;) {
    if (exited) {
      log(
        `the broker stopped while starting (${exited}); last lines of ${path.join(dataDir, 'broker.log')}:\n${logTail(dataDir)}`,
      );
      process.exit(1);
    }
    const admin = kafka.admin();
    try {
      await admin.connect();
      const { brokers } = await admin.describeCluster();
      if (brokers.length > 0) return;
    } catch {
      // not answering yet
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      broker.kill('SIGKILL');
      log(`the broker did not answer within ${READY_LIMIT_MS / 1000} s; last lines of its log:\n${logTail(dataDir)}`);
      process.exit(1);
    }
    await sleep(250);
  }
}

/** Stops the folder's broker (SIGTERM: a clean shutdown; --kill: SIGKILL, like a crash) and waits until it is gone. */
export async function stopBroker(dataDir, { kill, log }) {
  const pidFile = path.join(dataDir, 'broker.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : NaN;
  if (!isOurBroker(pid, dataDir)) {
    log(`no broker runs for ${dataDir}`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, kill ? 'SIGKILL' : 'SIGTERM');
  const deadline = Date.now() + STOP_LIMIT_MS;
  while (isOurBroker(pid, dataDir)) {
    if (Date.now() > deadline) {
      log('the broker did not stop in time: killing it');
      process.kill(pid, 'SIGKILL');
    }
    await sleep(100);
  }
  fs.rmSync(pidFile, { force: true });
  log(`broker stopped${kill ? ' (killed)' : ''}`);
}
