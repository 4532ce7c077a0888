import { buildPackage, runUntilExit } from '@aiapp/test-support';

/** Only what the process needs, so no setting of the test run's own environment hides a bad key. */
const BASE_ENV = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' };
const EX_CONFIG = 78;

describe('Configuration errors of a real server process', () => {
  beforeAll(() => {
    buildPackage('gateway');
    buildPackage('services/email');
  }, 300_000);

  it('When two gateway settings are wrong at once, then it exits 78 naming both', async () => {
    const run = await runUntilExit('gateway/dist/server.js', { ...BASE_ENV, PORT: 'abc', RATE_LIMIT_MODEL: 'lots' });
    expect(run.code).toBe(EX_CONFIG);
    expect(run.stderr).toMatch(/PORT:/);
    expect(run.stderr).toMatch(/RATE_LIMIT_MODEL:/);
  });

  it('When only KAFKA_SASL_MECHANISM of a SASL login is set, with another bad key, then email exits 78 naming all of them', async () => {
    const run = await runUntilExit('services/email/dist/server.js', {
      ...BASE_ENV,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      KAFKA_SASL_MECHANISM: 'plain',
      OUTBOX_BATCH_SIZE: '0',
    });
    expect(run.code).toBe(EX_CONFIG);
    expect(run.stderr).toMatch(/OUTBOX_BATCH_SIZE:/);
    expect(run.stderr).toMatch(/KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD:/);
  });

  it('When DATABASE_URL is missing, then email exits 78 naming it', async () => {
    const run = await runUntilExit('services/email/dist/server.js', BASE_ENV);
    expect(run.code).toBe(EX_CONFIG);
    expect(run.stderr).toMatch(/DATABASE_URL:/);
  });
});

describe('A crash in a server run by runServer', () => {
  beforeAll(() => buildPackage('platform/kit'), 300_000);

  it.each([
    ['an unhandled rejection', 'rejection', /unhandled rejection/, 'boom: nobody awaited me'],
    ['an uncaught exception', 'exception', /uncaught exception/, 'boom: thrown in a timer'],
  ])(
    'When its code leaves %s, then one structured line logs the error, it shuts down and exits 1',
    async (_case, crash, kind, message) => {
      const run = await runUntilExit('platform/kit/test/fixtures/crashing-server.mjs', { PATH: BASE_ENV.PATH, CRASH: crash });
      const lines = run.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
      const fatal = lines.filter((line) => line.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]?.msg).toMatch(kind);
      expect(fatal[0]?.err?.message).toBe(message);
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['closed', 'stopped']));
      expect(run.code).toBe(1);
    },
  );
});
