// make up-check's calls through the running compose stack's gateway (node smoke.mjs <gateway url>):
// every call of its OpenAPI document once with that call's example body (a call that needs the App
// Store, Google Play or a model may answer its honest refusal where they are out of reach), the web app and the API
// docs; the capture stored in Postgres and its event read back from Kafka by a console consumer in
// the broker's container; then one service stopped: the gateway must answer its calls with a 502
// JSON error while the other services still answer. Progress goes to stderr; the last line on
// stdout holds the counts for the summary. Exits 1 on the first failed check.
import { spawnSync } from 'node:child_process';

const gateway = process.argv[2];
const STOPPED_SERVICE = 'legal';
const CAPTURE_PATH = '/api/email-capture';
const CAPTURED_TOPIC = 'email.captured.v1';
/**
 * Answers a call may honestly give where this stack cannot do the work, with their statuses: no
 * store reachable (a machine without internet), no model configured (compose sets no
 * OPENAI_API_KEY, so translating a listing is refused and says why).
 */
const HONEST_REFUSALS = new Map([
  ['store_unavailable', 503],
  ['model_not_configured', 403],
]);
/**
 * A call whose body carries a mailed link's token (confirm a subscription, erase, see what is
 * stored) cannot succeed with the document's example: that token was not signed by this stack.
 * Its answer proves the route reaches the email service and that the signature is checked; the
 * mailed-link flows themselves run in web/test/browser/trust.test.ts against MailDev.
 */
const LINK_INVALID = 'link_invalid';
const captureAddress = `up-check-${Date.now()}@example.com`;

const log = (message) => process.stderr.write(`up-check: ${message}\n`);

function fail(message) {
  log(`FAILED: ${message}`);
  process.exit(1);
}

/** `docker compose <args>`; the project, engine and plugins come from the environment up-check.sh set. */
function compose(args, what) {
  const result = spawnSync('docker', ['compose', ...args], { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) fail(`${what}: docker compose ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
  return result.stdout;
}

async function request(method, path, body) {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Each call of the gateway's own OpenAPI document, with its example (the capture with an address of this run). */
async function callsOfTheDocument() {
  const document = JSON.parse((await request('GET', '/api/openapi.json')).text);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      let body = operation.requestBody?.content?.['application/json']?.example;
      if (operation.requestBody && body === undefined)
        fail(`${method.toUpperCase()} ${path} has no example in /api/openapi.json`);
      if (path === CAPTURE_PATH) body = { ...body, email: captureAddress };
      const rateLimited = '429' in (operation.responses ?? {});
      return { method: method.toUpperCase(), path, service: operation.tags?.[0], rateLimited, body };
    }),
  );
}

const errorCodeOf = (answer) => (answer.type.startsWith('application/json') ? JSON.parse(answer.text).error?.code : undefined);

async function expectAnswer(call, status = 200) {
  const answer = await request(call.method, call.path, call.body);
  if (answer.status !== status)
    fail(`${call.method} ${call.path} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`);
  return answer;
}

/**
 * A tool call answered by its service: 200, or one of its honest refusals (HONEST_REFUSALS) where
 * this stack cannot do the work. Returns the refusal's code, or null for a 200.
 */
async function expectToolAnswer(call) {
  const answer = await request(call.method, call.path, call.body);
  if (typeof call.body?.token === 'string') {
    if (answer.status === 400 && errorCodeOf(answer) === LINK_INVALID) return null;
    fail(`${call.method} ${call.path} answered ${answer.status}, not 400 ${LINK_INVALID}: ${answer.text.slice(0, 300)}`);
  }
  const code = answer.status === 200 ? undefined : errorCodeOf(answer);
  if (code !== undefined && HONEST_REFUSALS.get(code) === answer.status) return code;
  if (answer.status !== 200) fail(`${call.method} ${call.path} answered ${answer.status}, not 200: ${answer.text.slice(0, 300)}`);
  return null;
}

async function expectPage(path, marker) {
  const answer = await expectAnswer({ method: 'GET', path });
  if (!answer.type.startsWith('text/html') || !answer.text.includes(marker)) fail(`GET ${path} is not the page with "${marker}"`);
}

function storedCaptures() {
  const sql = `SELECT count(*) FROM email.captures c JOIN email.subscribers s ON s.id = c.subscriber_id WHERE s.email_normalized = '${captureAddress}'`;
  return Number(
    compose(['exec', '-T', 'postgres', 'psql', '-U', 'aiapp', '-d', 'aiapp', '-tAc', sql], 'reading the capture').trim(),
  );
}

/**
 * Events of this run's address, read from the topic's start by Kafka's own console consumer: the
 * stack is fresh (down -v after each run), so the first event on the topic is this run's capture.
 */
function capturedEvents() {
  const output = compose(
    [
      'exec',
      '-T',
      'kafka',
      '/opt/kafka/bin/kafka-console-consumer.sh',
      '--bootstrap-server',
      'localhost:9092',
      '--topic',
      CAPTURED_TOPIC,
      '--from-beginning',
      '--timeout-ms',
      '60000',
      '--max-messages',
      '1',
    ],
    'consuming the capture event',
  );
  return output.split('\n').filter((line) => line.includes(captureAddress)).length;
}

async function main() {
  const calls = await callsOfTheDocument();
  const refused = new Map();
  for (const call of calls) {
    const refusal = await expectToolAnswer(call);
    if (refusal) refused.set(call.path, refusal);
    const answered = typeof call.body?.token === 'string' ? `400 ${LINK_INVALID}` : '200';
    log(`${call.method} ${call.path} ${refusal ? `${HONEST_REFUSALS.get(refusal)} ${refusal}` : answered}`);
  }
  await expectPage('/', '<div id="root">');
  await expectPage('/api/docs', 'AI App Toolkit API');
  log('the web app and /api/docs answer');

  const rows = storedCaptures();
  if (rows !== 1) fail(`${rows} capture rows for ${captureAddress} in Postgres, not 1`);
  const events = capturedEvents();
  if (events !== 1) fail(`${events} ${CAPTURED_TOPIC} events for ${captureAddress}, not 1`);
  log(`the capture is a row in Postgres and an event on ${CAPTURED_TOPIC}`);

  compose(['stop', STOPPED_SERVICE], `stopping ${STOPPED_SERVICE}`);
  const others = [];
  for (const call of calls) {
    if (call.service !== STOPPED_SERVICE) {
      // Calls without a per-client budget: asking twice must not run into a 429.
      if (!call.rateLimited && !others.some((other) => other.service === call.service)) others.push(call);
      continue;
    }
    const answer = await expectAnswer(call, 502);
    const error = answer.type.startsWith('application/json') ? JSON.parse(answer.text).error : undefined;
    if (typeof error?.code !== 'string' || typeof error?.message !== 'string')
      fail(`the 502 of ${call.path} is not the JSON error shape: ${answer.text}`);
  }
  for (const call of others) await expectToolAnswer(call);
  log(`with ${STOPPED_SERVICE} stopped its calls answer 502 JSON and ${others.length} other services answer`);

  const ok = calls.length - refused.size;
  const outOfReach = refused.size > 0 ? ` (${[...refused].map(([path, code]) => `${path}: ${code}`).join(', ')})` : '';
  process.stdout.write(
    `${ok}/${calls.length} calls ok${outOfReach}, SPA and docs ok, capture row ${rows}, event ${events}, 502 ok (${STOPPED_SERVICE} stopped, ${others.length} others answer)\n`,
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
