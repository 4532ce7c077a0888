import {
  CONSENT_TEXTS,
  EMAIL_CONFIRMED_TOPIC,
  EMAIL_ERASED_TOPIC,
  EmailAccessConfirmResponse,
  EmailConfirmedV1,
  EmailErasedV1,
} from '@aiapp/contracts';
import { LINK_PAGES } from '@aiapp/site-catalogue';
import type { Database } from '@aiapp/kit';
import {
  linkTokenIn,
  listen,
  provideMigratedDatabase,
  silentLogger,
  startMailDev,
  testMailWorkerSettings,
  type Listening,
  type MailDev,
  type MigratedTestDatabase,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { signLinkToken } from '../src/domain/link-tokens';
import { applyRetention } from '../src/domain/retention';
import { startMailWorker, type MailWorker } from '../src/mail/mail-worker';
import { createSmtpMailer } from '../src/mail/smtp-mailer';

const LINK_SECRET = Buffer.from('consent-links-test-secret-consent-links');
const BASE = 'https://toolkit.example.test';
const ANSWER_MS = 250;
const HOUR_MS = 3_600_000;

describe('double opt-in, erasure and access by signed link (mail read back from MailDev)', () => {
  let database: MigratedTestDatabase;
  let db: Database;
  let maildev: MailDev;
  let service: Listening;
  let worker: MailWorker;

  beforeAll(async () => {
    // One after the other, so that afterAll stops what did start when the next fails: a MailDev left
    // running keeps jest's output pipe open, and the whole run never ends.
    maildev = await startMailDev();
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db } = database);
    worker = startMailWorker({
      db,
      logger: silentLogger,
      mailer: createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'no-reply@example.test' }),
      settings: testMailWorkerSettings({ publicBaseUrl: BASE, linkSecret: LINK_SECRET }),
    });
    service = await listen(
      createApp({
        logger: silentLogger,
        db,
        isSchemaReady: () => true,
        linkSecret: LINK_SECRET,
        linkRequestAnswerMs: ANSWER_MS,
        onMailQueued: () => worker.wake(),
      }),
    );
  });
  afterAll(async () => {
    await service?.close();
    await worker?.stop();
    await Promise.all([database?.stop(), maildev?.stop()]);
  });

  const post = (path: string, body: unknown) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const capture = (email: string) => post('/api/email-capture', { email, tool_used: 'logo-maker' });

  /** Every row of every table of the service's schema that mentions `needle`, in any case. */
  async function rowsMentioning(needle: string): Promise<string[]> {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [db.schema],
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${db.schema}"."${table}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
        [needle],
      );
      found.push(...rows.map((row) => `${table}: ${row.row}`));
    }
    return found;
  }
  const snapshot = async () => ({
    subscribers: await db.query(`SELECT * FROM subscribers ORDER BY id`),
    contact: await db.query(`SELECT * FROM contact_messages ORDER BY id`),
    outbox: await db.query(`SELECT id FROM outbox ORDER BY id`),
    links: await db.query(`SELECT id, used_at FROM link_tokens ORDER BY id`),
  });
  const subscriberOf = async (address: string) =>
    (
      await db.query<{ id: string; confirmed_at: Date | null; consent_id: string | null; consent_text: string | null }>(
        `SELECT id, confirmed_at, consent_id, consent_text FROM subscribers WHERE email_normalized = $1`,
        [address.toLowerCase()],
      )
    )[0];
  const latestLink = async (address: string, purpose: string) =>
    (
      await db.query<{ id: string; expires_at: Date }>(
        `SELECT id, expires_at FROM link_tokens WHERE email_normalized = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1`,
        [address.toLowerCase(), purpose],
      )
    )[0]!;
  /** A token with every part valid except one character of the signature. */
  const forge = (token: string) => token.slice(0, -3) + (token.slice(-3, -2) === 'A' ? 'B' : 'A') + token.slice(-2);

  describe('double opt-in', () => {
    it('When a visitor follows the confirmation link, then the address counts as confirmed with the time and the exact consent text, and email.confirmed.v1 is in the outbox', async () => {
      const address = 'Opt.In@Example.com';
      expect((await capture(address)).status).toBe(200);
      // The capture alone is no consent.
      expect(await subscriberOf(address)).toMatchObject({ confirmed_at: null, consent_text: null });
      const [mail] = await maildev.mailsTo(address);
      const token = linkTokenIn(mail!.text, LINK_PAGES.confirmSubscription);

      const before = Date.now();
      const res = await post('/api/email-confirmation', { token, consent_id: 'news-v1' });

      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ confirmed: true, confirmed_at: expect.any(String) });
      const subscriber = await subscriberOf(address);
      expect(subscriber).toMatchObject({ consent_id: 'news-v1', consent_text: CONSENT_TEXTS['news-v1'] });
      expect(subscriber!.confirmed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const events = await db.query<{ message_key: string; payload: unknown }>(
        `SELECT message_key, payload FROM outbox WHERE topic = $1`,
        [EMAIL_CONFIRMED_TOPIC],
      );
      expect(events).toHaveLength(1);
      expect(events[0]!.message_key).toBe(subscriber!.id);
      expect(EmailConfirmedV1.parse(events[0]!.payload)).toMatchObject({
        subscriber_id: subscriber!.id,
        email: address,
        consent_id: 'news-v1',
        consent_text: CONSENT_TEXTS['news-v1'],
      });

      // Used once: a second POST is refused and records nothing more.
      const again = await post('/api/email-confirmation', { token, consent_id: 'news-v1' });
      expect(again.status).toBe(410);
      expect((await again.json()).error.code).toBe('link_used');
      expect(await db.query(`SELECT 1 FROM outbox WHERE topic = $1`, [EMAIL_CONFIRMED_TOPIC])).toHaveLength(1);
      // Confirmed addresses get no more confirmation mail.
      await capture(address);
      expect(await db.query(`SELECT 1 FROM mail_jobs WHERE recipient_normalized = $1`, [address.toLowerCase()])).toEqual([]);
    });

    it('When the confirmation token is forged, expired, for another purpose or names an unknown consent text, then 4xx and nothing is confirmed', async () => {
      const address = 'not-yet@example.com';
      await capture(address);
      const [mail] = await maildev.mailsTo(address);
      const token = linkTokenIn(mail!.text, LINK_PAGES.confirmSubscription);
      const link = await latestLink(address, 'confirm');
      const expired = signLinkToken(LINK_SECRET, { id: link.id, purpose: 'confirm', expiresAt: new Date(Date.now() - 1000) });
      const otherPurpose = signLinkToken(LINK_SECRET, { id: link.id, purpose: 'erasure', expiresAt: link.expires_at });
      const otherKey = signLinkToken(Buffer.from('another-key-another-key-another-key'), {
        id: link.id,
        purpose: 'confirm',
        expiresAt: link.expires_at,
      });
      const before = await snapshot();

      const answers = [];
      for (const [body, status, code] of [
        [{ token: forge(token), consent_id: 'news-v1' }, 400, 'link_invalid'],
        [{ token: otherKey, consent_id: 'news-v1' }, 400, 'link_invalid'],
        [{ token: otherPurpose, consent_id: 'news-v1' }, 400, 'link_invalid'],
        [{ token: 'abc', consent_id: 'news-v1' }, 400, 'link_invalid'],
        [{ token: expired, consent_id: 'news-v1' }, 410, 'link_expired'],
        [{ token, consent_id: 'news-v0' }, 400, 'validation_failed'],
      ] as const) {
        const res = await post('/api/email-confirmation', body);
        answers.push({ status: res.status, code: (await res.json()).error.code });
        expect(answers.at(-1)).toEqual({ status, code });
      }
      expect(await snapshot()).toEqual(before);
      expect((await subscriberOf(address))!.confirmed_at).toBeNull();
    });

    it('When an address stays unconfirmed past its time, then the retention erases it with an erasure event; a confirmed one stays', async () => {
      await capture('lapsed@example.com');
      await capture('kept@example.com');
      await db.query(
        `UPDATE subscribers SET confirmed_at = now(), consent_id = 'news-v1' WHERE email_normalized = 'kept@example.com'`,
      );
      const erasedBefore = (await db.query(`SELECT 1 FROM outbox WHERE topic = $1`, [EMAIL_ERASED_TOPIC])).length;
      const lapsed = await subscriberOf('lapsed@example.com');

      const outcome = await applyRetention(db, {
        retentionMs: 365 * 24 * HOUR_MS,
        unconfirmedRetentionMs: 168 * HOUR_MS,
        now: new Date(Date.now() + 169 * HOUR_MS),
      });

      expect(outcome.erasedUnconfirmed).toBeGreaterThanOrEqual(1);
      expect(await rowsMentioning('lapsed@example.com')).toEqual([]);
      expect(await subscriberOf('kept@example.com')).toBeDefined();
      const erased = await db.query<{ payload: unknown }>(`SELECT payload FROM outbox WHERE topic = $1 ORDER BY id`, [
        EMAIL_ERASED_TOPIC,
      ]);
      expect(erased.length).toBeGreaterThan(erasedBefore);
      expect(erased.map((row) => EmailErasedV1.parse(row.payload))).toContainEqual(
        expect.objectContaining({ reason: 'retention', subscriber_id: lapsed!.id }),
      );
    });
  });

  describe('erasure by signed link', () => {
    it('When the owner follows the erasure link from the mail, then everything of the address is erased in one go with email.erased.v1, and the link cannot be used again', async () => {
      const address = 'Erase.Via.Link@Example.com';
      await capture(address);
      await post('/api/contact', { name: 'Erin', email: address, message: 'Please answer me' });
      const subscriber = await subscriberOf(address);
      await maildev.mailsTo(address);

      const requested = await post('/api/email-erasure', { email: address.toUpperCase() });
      expect({ status: requested.status, body: await requested.json() }).toEqual({ status: 200, body: { requested: true } });
      // Nothing is erased by asking.
      expect(await subscriberOf(address)).toBeDefined();
      const mails = await maildev.mailsTo(address, 2);
      const mail = mails.find((m) => m.subject.startsWith('Erase'))!;
      expect(mail.html).toContain(`${BASE}/privacy`);
      const token = linkTokenIn(mail.text, LINK_PAGES.erasure);

      const res = await post('/api/email-erasure/confirm', { token });

      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ erased: true });
      expect(await rowsMentioning(address)).toEqual([]);
      expect(await rowsMentioning('Please answer me')).toEqual([]);
      const erased = await db.query<{ payload: unknown }>(`SELECT payload FROM outbox WHERE topic = $1`, [EMAIL_ERASED_TOPIC]);
      expect(erased.map((row) => EmailErasedV1.parse(row.payload))).toContainEqual(
        expect.objectContaining({ reason: 'request', subscriber_id: subscriber!.id }),
      );

      const before = await snapshot();
      const again = await post('/api/email-erasure/confirm', { token });
      expect(again.status).toBe(410);
      expect((await again.json()).error.code).toBe('link_used');
      expect(await snapshot()).toEqual(before);
    });

    it('When the erasure token is forged, expired, used or an access token, then 4xx and nothing is erased', async () => {
      const address = 'stays@example.com';
      await capture(address);
      await post('/api/email-erasure', { email: address });
      await post('/api/email-access', { email: address });
      const erasure = await latestLink(address, 'erasure');
      const access = await latestLink(address, 'access');
      const good = signLinkToken(LINK_SECRET, { id: erasure.id, purpose: 'erasure', expiresAt: erasure.expires_at });
      const expired = signLinkToken(LINK_SECRET, { id: erasure.id, purpose: 'erasure', expiresAt: new Date(Date.now() - 1) });
      const accessToken = signLinkToken(LINK_SECRET, { id: access.id, purpose: 'access', expiresAt: access.expires_at });
      // Signed well and unexpired, but its row is marked used.
      await db.query(`UPDATE link_tokens SET used_at = now() WHERE id = $1`, [erasure.id]);
      const before = await snapshot();

      for (const [token, status, code] of [
        [forge(good), 400, 'link_invalid'],
        [accessToken, 400, 'link_invalid'],
        [expired, 410, 'link_expired'],
        [good, 410, 'link_used'],
      ] as const) {
        const res = await post('/api/email-erasure/confirm', { token });
        expect({ status: res.status, code: (await res.json()).error.code }).toEqual({ status, code });
      }
      expect(await snapshot()).toEqual(before);
      expect(await subscriberOf(address)).toBeDefined();
    });

    it('When a link is asked for a known and an unknown address, then the answers are the same, no sooner than the constant time, and both ran the same statement', async () => {
      await capture('stored@example.com');
      for (const path of ['/api/email-erasure', '/api/email-access']) {
        const answers = [];
        for (const email of ['stored@example.com', 'nobody-here@example.com', 'stored@example.com', 'nobody-here@example.com']) {
          const started = performance.now();
          const res = await post(path, { email });
          const tookMs = performance.now() - started;
          answers.push({ status: res.status, body: await res.text(), headers: [...res.headers.keys()].sort(), tookMs });
        }
        for (const answer of answers) {
          expect(answer.tookMs).toBeGreaterThanOrEqual(ANSWER_MS - 5);
          expect({ ...answer, tookMs: 0 }).toEqual({ ...answers[0], tookMs: 0 });
        }
      }
      // The same work for both: a link row and a mail for each request, stored or not.
      for (const email of ['stored@example.com', 'nobody-here@example.com']) {
        expect(
          await db.query(
            `SELECT purpose FROM link_tokens WHERE email_normalized = $1 AND purpose <> 'confirm' ORDER BY purpose`,
            [email],
          ),
        ).toEqual([{ purpose: 'access' }, { purpose: 'access' }, { purpose: 'erasure' }, { purpose: 'erasure' }]);
      }
    });

    it('When one address is asked for more than three links a day, then the answer stays the same but no further mail is queued', async () => {
      const email = 'flooded@example.com';
      for (let n = 0; n < 5; n += 1) {
        const res = await post('/api/email-erasure', { email });
        expect(await res.json()).toEqual({ requested: true });
      }
      expect(await db.query(`SELECT 1 FROM link_tokens WHERE email_normalized = $1`, [email])).toHaveLength(3);
      expect((await maildev.mailsTo(email, 3)).length).toBe(3);
    });
  });

  describe('access by signed link', () => {
    it('When the owner follows the access link, then the answer lists everything stored about the address, and the link works once', async () => {
      const address = 'see.me@example.com';
      await capture(address);
      await post('/api/email-capture', { email: address, tool_used: 'blog' });
      await post('/api/contact', { name: 'Sam', email: address, message: 'What do you hold?' });
      await post('/api/email-access', { email: address });
      const mails = await maildev.mailsTo(address, 2);
      const mail = mails.find((m) => m.subject.startsWith('What'))!;
      const token = linkTokenIn(mail.text, LINK_PAGES.access);

      const res = await post('/api/email-access/confirm', { token });

      expect(res.status).toBe(200);
      const body = EmailAccessConfirmResponse.parse(await res.json());
      expect(body.email).toBe(address);
      expect(body.subscriber).toMatchObject({ email: address, confirmed_at: null });
      expect(body.captures.map((c) => c.tool_used)).toEqual(['logo-maker', 'blog']);
      expect(body.contact_messages).toEqual([expect.objectContaining({ name: 'Sam', message: 'What do you hold?' })]);
      expect(body.links.map((link) => link.purpose).sort()).toEqual(['access', 'confirm']);

      const again = await post('/api/email-access/confirm', { token });
      expect(again.status).toBe(410);
      expect(await post('/api/email-access/confirm', { token: forge(token) }).then((r) => r.status)).toBe(400);
    });
  });
});
