import net from 'node:net';
import { LINK_PAGES } from '@aiapp/site-catalogue';
import type { Database } from '@aiapp/kit';
import {
  linkTokenIn,
  listen,
  provideMigratedDatabase,
  silentLogger,
  startMailDev,
  testMailWorkerSettings,
  waitFor,
  type Listening,
  type MailDev,
  type MigratedTestDatabase,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { startMailWorker, retryDelayMs, type MailWorker, type MailWorkerSettings } from '../src/mail/mail-worker';
import { createSmtpMailer, type Mailer } from '../src/mail/smtp-mailer';

const LINK_SECRET = Buffer.from('mail-worker-test-secret-mail-worker-test');
const BASE = 'https://toolkit.example.test';

/** The worker's test settings with the retries this file checks: four attempts, backoff up to 100 ms. */
const settings = (overrides: Partial<MailWorkerSettings> = {}): MailWorkerSettings =>
  testMailWorkerSettings({
    publicBaseUrl: BASE,
    linkSecret: LINK_SECRET,
    maxAttempts: 4,
    retryMaxMs: 100,
    confirmationValidForMs: 7 * 86_400_000,
    ...overrides,
  });

describe('mail: jobs written with the capture, sent over SMTP by the worker (no Kafka anywhere)', () => {
  let database: MigratedTestDatabase;
  let db: Database;
  let maildev: MailDev;
  let service: Listening;
  let worker: MailWorker | undefined;

  beforeAll(async () => {
    // One after the other, so that afterAll stops what did start when the next fails: a MailDev left
    // running keeps jest's output pipe open, and the whole run never ends.
    maildev = await startMailDev();
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db } = database);
    service = await listen(
      createApp({
        logger: silentLogger,
        db,
        isSchemaReady: () => true,
        linkSecret: LINK_SECRET,
        onMailQueued: () => worker?.wake(),
      }),
    );
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await service?.close();
    await Promise.all([database?.stop(), maildev?.stop()]);
  });

  const capture = (email: string) =>
    fetch(`${service.url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, tool_used: 'logo-maker' }),
    });
  const jobsFor = (address: string) =>
    db.query<{ kind: string; attempts: number; last_error: string | null; failed_at: Date | null }>(
      `SELECT kind, attempts, last_error, failed_at FROM mail_jobs WHERE recipient_normalized = $1`,
      [address.toLowerCase()],
    );

  it('When an address is captured, then its confirmation mail is queued in the same statement and reaches the SMTP server with both bodies, the privacy notice and List-Unsubscribe', async () => {
    const address = 'Mail.Me@Example.com';
    expect((await capture(address)).status).toBe(200);
    // Committed with the capture, before any worker runs.
    expect(await jobsFor(address)).toEqual([{ kind: 'confirm-subscription', attempts: 0, last_error: null, failed_at: null }]);

    worker = startMailWorker({
      db,
      logger: silentLogger,
      mailer: createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'AI App Toolkit <no-reply@example.test>' }),
      settings: settings(),
    });
    const [mail] = await maildev.mailsTo(address);

    expect(mail!.subject).toMatch(/Confirm your address/);
    expect(mail!.from).toEqual([{ address: 'no-reply@example.test', name: 'AI App Toolkit' }]);
    const token = linkTokenIn(mail!.text, LINK_PAGES.confirmSubscription);
    expect(mail!.text).toContain(`${BASE}/privacy`);
    expect(mail!.text).toContain('7 days');
    expect(mail!.html).toContain(`href="${BASE}${LINK_PAGES.confirmSubscription}?token=${token}"`);
    expect(mail!.html).toContain(`href="${BASE}/privacy"`);
    // Long header lines are folded (RFC 5322 §2.2.3): unfolded before reading.
    const source = (await maildev.source(mail!.id)).replace(/\r?\n[ \t]+/g, ' ');
    expect(source).toMatch(new RegExp(`^List-Unsubscribe: +<${BASE}/api/email-unsubscribe\\?token=[^>]+>\\r?$`, 'm'));
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(source).toMatch(/multipart\/alternative/);
    // A sent job is deleted: it held the address.
    await waitFor(async () => (await jobsFor(address)).length === 0, 'the sent job to be deleted');
  });

  it('When the owner presses one-click unsubscribe (RFC 8058), then the address is erased on the POST, never on a GET, and a forged link changes nothing', async () => {
    const address = 'one-click@example.com';
    expect((await capture(address)).status).toBe(200);
    worker = startMailWorker({
      db,
      logger: silentLogger,
      mailer: createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'AI App Toolkit <no-reply@example.test>' }),
      settings: settings(),
    });
    const [mail] = await maildev.mailsTo(address);
    const source = (await maildev.source(mail!.id)).replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribeUrl = /^List-Unsubscribe: +<([^>]+)>/m.exec(source)?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${BASE}/api/email-unsubscribe?token=`)).toBe(true);
    const atService = unsubscribeUrl.replace(BASE, service.url);
    const subscriber = () => db.query(`SELECT 1 FROM subscribers WHERE email = $1`, [address]);
    const oneClick = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    const opened = await fetch(atService);
    expect(opened.status).toBe(404);
    expect(await subscriber()).toHaveLength(1);
    const forged = await oneClick(atService.replace(/token=[^.]+/, 'token=' + 'f'.repeat(32)));
    expect(forged.status).toBe(400);
    expect(await subscriber()).toHaveLength(1);

    const pressed = await oneClick(atService);
    expect(pressed.status).toBe(200);
    expect(await pressed.json()).toEqual({ unsubscribed: true });
    expect(await subscriber()).toEqual([]);
    expect(await db.query(`SELECT 1 FROM outbox WHERE topic = 'email.erased.v1'`)).not.toHaveLength(0);
    // Sent again (mail clients retry), the answer is the same and nothing is left to change.
    expect((await oneClick(atService)).status).toBe(200);
  });

  it('When the same unconfirmed address is captured again the same day, then no second confirmation is queued', async () => {
    const address = 'twice@example.com';
    await capture(address);
    await capture(address);
    await capture(` ${address.toUpperCase()} `);
    expect(await jobsFor(address)).toHaveLength(1);
    expect(
      await db.query(`SELECT 1 FROM link_tokens WHERE email_normalized = $1 AND purpose = 'confirm'`, [address]),
    ).toHaveLength(1);
  });

  it('When the SMTP server fails twice, then the worker retries with back-off and the mail arrives once', async () => {
    const address = 'flaky@example.com';
    const smtp = createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'no-reply@example.test' });
    let failures = 0;
    const flaky: Mailer = {
      send: async (to, mail) => {
        if (to === address && failures < 2) {
          failures += 1;
          throw new Error('451 try again later');
        }
        return smtp.send(to, mail);
      },
      close: () => smtp.close(),
    };
    await capture(address);
    worker = startMailWorker({ db, logger: silentLogger, mailer: flaky, settings: settings() });

    const mails = await maildev.mailsTo(address);
    expect(failures).toBe(2);
    expect(mails).toHaveLength(1);
    await waitFor(async () => (await jobsFor(address)).length === 0, 'the sent job to be deleted');
  });

  it('When a send never settles, then the job is retried when its lease runs out and the next mail still goes', async () => {
    const address = 'stuck@example.com';
    const later = 'after-stuck@example.com';
    const smtp = createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'no-reply@example.test' });
    let stuck = 0;
    const hanging: Mailer = {
      send: (to, mail) => {
        if (to === address && stuck === 0) {
          stuck += 1;
          return new Promise(() => undefined);
        }
        return smtp.send(to, mail);
      },
      close: () => smtp.close(),
    };
    await capture(address);
    await capture(later);
    // The lease must outlast a real SMTP send, or that job is sent twice (delivery is at least once):
    // 300 ms did not on a loaded 2-core machine (a second "after-stuck" mail in a fresh-clone make test).
    worker = startMailWorker({ db, logger: silentLogger, mailer: hanging, settings: settings({ leaseMs: 3_000 }) });

    expect(await maildev.mailsTo(later)).toHaveLength(1);
    expect(await maildev.mailsTo(address)).toHaveLength(1);
    expect(stuck).toBe(1);
  });

  it('When the SMTP server never accepts, then the job is given up after its attempts and kept with the error', async () => {
    const address = 'bounce@example.com';
    await capture(address);
    const refusing: Mailer = {
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => undefined,
    };
    worker = startMailWorker({ db, logger: silentLogger, mailer: refusing, settings: settings({ maxAttempts: 3 }) });

    const [job] = await waitFor(async () => {
      const jobs = await jobsFor(address);
      return jobs[0]?.failed_at ? jobs : undefined;
    }, 'the job to be given up');
    expect(job).toMatchObject({ attempts: 3, last_error: '550 mailbox unavailable' });
  });

  it('When the SMTP server is not there at all, then the job waits with the connection error and nothing is lost', async () => {
    const address = 'no-server@example.com';
    await capture(address);
    worker = startMailWorker({
      db,
      logger: silentLogger,
      // A closed port: connection refused.
      mailer: createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'no-reply@example.test' }),
      settings: settings({ retryBaseMs: 60_000, retryMaxMs: 60_000 }),
    });
    const [job] = await waitFor(async () => {
      const jobs = await jobsFor(address);
      return jobs[0]?.last_error ? jobs : undefined;
    }, 'the failed attempt to be recorded');
    expect(job).toMatchObject({ attempts: 1, failed_at: null });
    expect(job!.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('When the SMTP server accepts the connection and never answers, then the send fails at its own timeout, not after minutes', async () => {
    // A server that takes the connection and says nothing: no greeting, as a hung MailDev or relay.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.test', timeoutMs: 300 });
    try {
      await expect(mailer.send('hung@example.com', { subject: 'x', text: 'x', html: '<p>x</p>', headers: {} })).rejects.toThrow(
        /greeting|timeout/i,
      );
    } finally {
      mailer.close();
      await new Promise((resolve) => silent.close(resolve));
    }
    // nodemailer's own greeting timeout is 30 s and its socket timeout 10 min: the test's own 10 s
    // limit fails it unless the 300 ms given here reached the SMTP transport.
  }, 10_000);

  it('Retry delays double from the base up to the ceiling, jittered within the upper half', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 5_000, 30_000, () => 1))).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(3, 5_000, 30_000, () => 0)).toBe(10_000);
  });
});
