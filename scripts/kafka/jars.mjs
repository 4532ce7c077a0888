// Fetches the Kafka broker's jars (pom.xml) from Maven Central once, into .kafka/kafka-<version>/libs.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pom = path.join(here, 'pom.xml');
const pomText = fs.readFileSync(pom, 'utf8');

export const KAFKA_VERSION = /<kafka\.version>([^<]+)</.exec(pomText)?.[1];
export const kafkaHome = (version = KAFKA_VERSION) => path.join(root, '.kafka', `kafka-${version}`);
export const KAFKA_HOME = kafkaHome();
// Pinned so a newer Maven default cannot change what gets copied.
const COPY_GOAL = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies';

function requireTool(command, what, log) {
  const probe = spawnSync(command, ['-version'], { stdio: 'ignore' });
  if (probe.error) {
    log(
      `${what} is needed ("${command}" was not found on PATH). On Debian: apt-get install -y ${command === 'mvn' ? 'maven' : 'openjdk-17-jdk-headless'}`,
    );
    process.exit(1);
  }
}

/**
 * Returns the libs folder, fetching it first when missing or when pom.xml changed. Another version
 * than the pom's (the compose stack's stand-in broker image) is fetched with the same pom.
 */
export function ensureKafkaJars(log, version = KAFKA_VERSION) {
  const home = kafkaHome(version);
  const libs = path.join(home, 'libs');
  const marker = path.join(home, '.fetched-from-pom');
  const pomHash = createHash('sha256').update(pomText).digest('hex');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === pomHash) return libs;

  requireTool('java', 'Java 17 or newer', log);
  requireTool('mvn', 'Maven', log);
  log(`fetching the Apache Kafka ${version} broker jars from Maven Central into ${path.relative(root, home)} (once)…`);
  const partial = `${libs}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const result = spawnSync(
    'mvn',
    [
      '-B',
      '-q',
      '-f',
      pom,
      `-Dmaven.repo.local=${path.join(root, '.kafka', 'm2')}`,
      `-Dkafka.version=${version}`,
      COPY_GOAL,
      `-DoutputDirectory=${partial}`,
      '-DincludeScope=runtime',
    ],
    { encoding: 'utf8' },
  );
  // Maven 3.8 prints colour resets even in batch mode; keep only the words.
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '').trim();
  if (output) process.stderr.write(`${output}\n`);
  if (result.status !== 0) {
    log('Maven could not fetch the Kafka jars (is Maven Central reachable?); see the output above.');
    process.exit(1);
  }
  fs.rmSync(libs, { recursive: true, force: true });
  fs.renameSync(partial, libs);
  fs.writeFileSync(marker, pomHash);
  return libs;
}
