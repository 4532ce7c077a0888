#!/usr/bin/env node
// A real single-node Apache Kafka broker (KRaft) on 127.0.0.1, from jars fetched off Maven
// Central into .kafka/ (see pom.xml). No Docker, no download of the Kafka tarball.
//
//   node scripts/kafka/kafka.mjs run   [--port 19092]                    foreground; Ctrl-C stops it (make kafka)
//   node scripts/kafka/kafka.mjs start --data-dir DIR [--port 0] [--fresh]  detached; prints host:port on stdout
//   node scripts/kafka/kafka.mjs stop  --data-dir DIR [--kill]           SIGTERM (or SIGKILL) and wait
//   node scripts/kafka/kafka.mjs fetch [--version 4.1.0]                 only fetch the jars; prints their folder
//   node scripts/kafka/kafka.mjs address --data-dir DIR                  host:port of the plain listener
//   node scripts/kafka/kafka.mjs sasl --data-dir DIR                     JSON: the SASL/PLAIN listener and its login
//
// Progress goes to stderr, so `KAFKA_BROKERS=$(node scripts/kafka/kafka.mjs start …)` works.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureKafkaJars, KAFKA_HOME } from './jars.mjs';
import { DEV_SASL_LOGIN, formatStorage, prepareDataDir, readBrokerAddress } from './storage.mjs';
import { isOurBroker, stopBroker, waitUntilAnswering } from './process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    kill: { type: 'boolean', default: false },
    version: { type: 'string' },
  },
});
const command = positionals[0] ?? 'run';
const log = (message) => process.stderr.write(`kafka: ${message}\n`);

function fail(message) {
  log(message);
  process.exit(1);
}

/** Java flags for a small, quick-starting broker on a shared 2-core machine. */
function javaArgs(libs, dataDir) {
  return [
    '-Xms64m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-XX:+ExitOnOutOfMemoryError',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${path.join(dataDir, 'log4j2.properties')}`,
    '-cp',
    `${libs}/*`,
    'kafka.Kafka',
    path.join(dataDir, 'server.properties'),
  ];
}

async function start({ dataDir, port, fresh, detached }) {
  const libs = ensureKafkaJars(log);
  const pidFile = path.join(dataDir, 'broker.pid');
  if (fs.existsSync(pidFile) && isOurBroker(Number(fs.readFileSync(pidFile, 'utf8')), dataDir)) {
    fail(`a broker already runs for ${dataDir}; stop it first (node scripts/kafka/kafka.mjs stop --data-dir ${dataDir})`);
  }
  const address = await prepareDataDir({ dataDir, port, fresh });
  formatStorage(libs, dataDir, log);
  const logFile = fs.openSync(path.join(dataDir, 'broker.log'), 'a');
  const broker = spawn('java', javaArgs(libs, dataDir), { cwd: dataDir, detached, stdio: ['ignore', logFile, logFile] });
  broker.on('error', (error) => fail(`could not start java: ${error.message}`));
  fs.writeFileSync(pidFile, String(broker.pid));
  const started = Date.now();
  await waitUntilAnswering({ broker, address, dataDir, log });
  log(`broker ${address} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (data and log in ${dataDir})`);
  return { broker, address };
}

const dataDirOption = () => path.resolve(values['data-dir'] ?? fail('--data-dir is required'));

async function main() {
  switch (command) {
    case 'fetch':
      process.stdout.write(`${ensureKafkaJars(log, values.version)}\n`);
      break;
    case 'start': {
      const { broker, address } = await start({
        dataDir: dataDirOption(),
        port: values.port ?? '0',
        fresh: values.fresh,
        detached: true,
      });
      broker.unref();
      process.stdout.write(`${address}\n`);
      process.exit(0);
      break;
    }
    case 'stop':
      await stopBroker(dataDirOption(), { kill: values.kill, log });
      break;
    case 'run': {
      const dataDir = path.resolve(values['data-dir'] ?? path.join(root, '.kafka', 'dev'));
      const { address } = await start({ dataDir, port: values.port ?? '19092', fresh: values.fresh, detached: false });
      log(`running at ${address}: start the services with KAFKA_BROKERS=${address} (Ctrl-C stops the broker)`);
      const { mechanism, username, password } = DEV_SASL_LOGIN;
      log(
        `SASL listener: KAFKA_BROKERS=${readBrokerAddress(dataDir, 'SASL_PLAINTEXT')} KAFKA_SASL_MECHANISM=${mechanism} KAFKA_SASL_USERNAME=${username} KAFKA_SASL_PASSWORD=${password}`,
      );
      const shutDown = () => void stopBroker(dataDir, { kill: false, log }).then(() => process.exit(0));
      process.on('SIGINT', shutDown);
      process.on('SIGTERM', shutDown);
      break;
    }
    case 'address':
      process.stdout.write(`${readBrokerAddress(dataDirOption())}\n`);
      break;
    case 'sasl':
      process.stdout.write(
        `${JSON.stringify({ brokers: readBrokerAddress(dataDirOption(), 'SASL_PLAINTEXT'), ...DEV_SASL_LOGIN })}\n`,
      );
      break;
    default:
      fail(`unknown command "${command}" (run, start, stop, fetch, address, sasl); Kafka home: ${KAFKA_HOME}`);
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
