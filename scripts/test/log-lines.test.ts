import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { AppError, logRequestFailure, toAppError } from '@aiapp/kit';

/*
 * How `make start` prints the services' JSON log lines (scripts/log-lines.mjs, an ES module run
 * here in a node of its own, since jest loads CommonJS): a failed request must say its code, its
 * message and, for a 5xx, where it was thrown; LOG_LEVEL=debug shows every frame and field.
 */
const root = path.resolve(__dirname, '../..');
const ROOT = '/home/dev/aiapp';

interface Options {
  debug?: boolean;
  root?: string;
}

/** formatLogLine over every case at once: one node process for the whole file. */
function format(cases: Array<[string, Options]>): string[][] {
  const module = pathToFileURL(path.join(root, 'scripts/log-lines.mjs')).href;
  const script = `import { formatLogLine } from '${module}';
import fs from 'node:fs';
const cases = JSON.parse(fs.readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(cases.map(([line, options]) => formatLogLine(line, options))));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[][];
}
/** createLineFormatter over one child's lines, in order: what the launcher prints for each. */
function formatSequence(lines: object[], options: Options = {}): string[][] {
  const module = pathToFileURL(path.join(root, 'scripts/log-lines.mjs')).href;
  const script = `import { createLineFormatter } from '${module}';
import fs from 'node:fs';
const { lines, options } = JSON.parse(fs.readFileSync(0, 'utf8'));
const format = createLineFormatter(options);
process.stdout.write(JSON.stringify(lines.map((line) => format(line))));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify({ lines: lines.map((line) => JSON.stringify(line)), options }),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[][];
}
const formatOne = (entry: object | string, options: Options = {}) =>
  format([[typeof entry === 'string' ? entry : JSON.stringify(entry), options]])[0]!;

const base = {
  level: 30,
  time: '2026-11-25T10:00:00.000Z',
  pid: 7,
  hostname: 'box',
  service: 'seo-tracker',
  name: 'seo-tracker',
};
const thrown = {
  ...base,
  level: 50,
  reqId: 'r-1',
  req: { method: 'POST', url: '/api/track-keywords' },
  code: 'internal_error',
  status: 500,
  err: {
    type: 'TypeError',
    message: "Cannot read properties of undefined (reading 'rank')",
    stack: [
      "TypeError: Cannot read properties of undefined (reading 'rank')",
      `    at rankOf (${ROOT}/services/seo-tracker/src/domain/rank.ts:42:17)`,
      `    at track (file://${ROOT}/services/seo-tracker/src/domain/track.ts:9:3)`,
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n'),
  },
  msg: 'request failed',
};

describe('The launcher’s view of the services’ log lines', () => {
  test('When a handler throws, then the line says status, code, call and the cause, and the next its first frame, relative to the repository', () => {
    expect(formatOne(thrown, { root: ROOT })).toEqual([
      "ERROR 500 internal_error POST /api/track-keywords: TypeError: Cannot read properties of undefined (reading 'rank')",
      '    at rankOf (services/seo-tracker/src/domain/rank.ts:42:17)',
    ]);
  });

  test('When LOG_LEVEL is debug, then every frame follows, and the request id and the other fields', () => {
    expect(formatOne(thrown, { root: ROOT, debug: true })).toEqual([
      "ERROR 500 internal_error POST /api/track-keywords: TypeError: Cannot read properties of undefined (reading 'rank')",
      '    at rankOf (services/seo-tracker/src/domain/rank.ts:42:17)',
      '    at track (services/seo-tracker/src/domain/track.ts:9:3)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '    {"reqId":"r-1"}',
    ]);
  });

  test('When a call is refused with a 4xx, then code and message are enough: no frame', () => {
    const refused = { ...base, reqId: 'r-2', req: { method: 'GET', url: '/x' }, code: 'nope', status: 422, msg: 'Not like this' };
    expect(formatOne(refused)).toEqual(['422 nope GET /x: Not like this']);
  });

  test('When a call is answered, then nothing is printed unless debug asks; a failed answer is printed with its status and time', () => {
    const completed = (statusCode: number) => ({
      ...base,
      reqId: 'r-3',
      req: { method: 'GET', url: '/api/stats' },
      res: { statusCode },
      responseTime: 4.2,
      msg: 'request completed',
    });
    expect(formatOne(completed(200))).toEqual([]);
    expect(formatOne(completed(200), { debug: true })).toEqual(['GET /api/stats → 200 (4.2 ms)', '    {"reqId":"r-3"}']);
    expect(formatOne({ ...completed(502), level: 50 })).toEqual(['ERROR GET /api/stats → 502 (4.2 ms)']);
  });

  test('When a failure line was printed, then the same request’s completion line is left out, unless debug asks; a failed answer with no failure line before it is kept', () => {
    const completed = (reqId: string) => ({
      ...base,
      level: 50,
      reqId,
      req: { method: 'POST', url: '/api/track-keywords' },
      res: { statusCode: 500 },
      responseTime: 9,
      msg: 'request completed',
    });
    const printed = formatSequence([thrown, completed('r-1'), completed('r-9')], { root: ROOT });
    expect(printed.map((lines) => lines.length)).toEqual([2, 0, 1]);
    expect(printed[2]).toEqual(['ERROR POST /api/track-keywords → 500 (9 ms)']);
    expect(formatSequence([thrown, completed('r-1')], { root: ROOT, debug: true })[1]?.[0]).toBe(
      'ERROR POST /api/track-keywords → 500 (9 ms)',
    );
  });

  test('When a warning carries an error, then its message is shown, and its frames only under debug', () => {
    const warning = {
      ...base,
      level: 40,
      err: { type: 'Error', message: 'timeout', stack: 'Error: timeout\n    at x (a.ts:1:1)' },
    };
    expect(formatOne({ ...warning, msg: 'model engine failed' })).toEqual(['WARN model engine failed: Error: timeout']);
    expect(formatOne({ ...warning, msg: 'model engine failed' }, { debug: true })).toEqual([
      'WARN model engine failed: Error: timeout',
      '    at x (a.ts:1:1)',
    ]);
  });

  test('When a line is not a pino entry, then it is printed as it is', () => {
    expect(formatOne('plain text from a child')).toEqual(['plain text from a child']);
    expect(formatOne({ url: 'postgres://127.0.0.1:54329/postgres' })).toEqual(['{"url":"postgres://127.0.0.1:54329/postgres"}']);
  });

  test('When the kit logs an error a handler threw, then the launcher prints its code, message and the frame that threw it', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString().trim());
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const req = { method: 'GET', url: '/broken' } as never;
    let cause: unknown;
    try {
      JSON.parse('{not json');
    } catch (error) {
      cause = error;
    }
    logRequestFailure(logger, req, 'r-4', toAppError(cause), cause);
    const storeDown = new AppError('store_unavailable', 503, 'No store answered');
    logRequestFailure(logger, req, 'r-5', storeDown, storeDown);
    logRequestFailure(logger, req, 'r-6', new AppError('nope', 422, 'Not like this'), undefined);

    const [internal, unavailable, refused] = format(lines.map((line) => [line, { root }]));
    expect(internal![0]).toMatch(/^ERROR 500 internal_error GET \/broken: SyntaxError: .*JSON/);
    expect(internal![1]).toMatch(/^ {4}at /);
    expect(unavailable).toEqual([
      'ERROR 503 store_unavailable GET /broken: No store answered',
      expect.stringMatching(/^ {4}at .*scripts\/test\/log-lines\.test\.ts:\d+:\d+/),
    ]);
    expect(unavailable![1]).not.toContain(root);
    expect(refused).toEqual(['422 nope GET /broken: Not like this']);
  });
});
