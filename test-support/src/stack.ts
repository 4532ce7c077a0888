import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { databaseUnavailable, runMigrations, type Database, type ModelClient } from '@aiapp/kit';
import type { MailWorker } from '@aiapp/email-service';
import type { SiteSettings } from '@aiapp/gateway';
import { connectTo, dropSchema, provideDatabaseServer, silentLogger, uniqueSchema } from './database';
import { listen, type Listening } from './listen';
import { startMailDev, testMailWorkerSettings, type MailDev } from './maildev';

export const WEB_DIST = path.resolve(__dirname, '../../web/dist');

export interface Stack {
  /** The gateway's base URL, serving web/dist and /api. */
  url: string;
  upstreams: Record<ServiceName, string>;
  captures(): Promise<{ email: string; tool_used: string }[]>;
  outbox(): Promise<{ topic: string; payload: { email: string; tool_used: string } }[]>;
  /** The mail jobs still queued or given up for an address: what a test that waited for a mail in vain reports. */
  /** The database's statements running or waiting now, other than this one (what a stuck worker waits on). */
  /** The mail worker's last log lines (info and up), newest last. */
  mailLog(): string[];
  busyQueries(): Promise<
    { state: string; wait_event_type: string | null; wait_event: string | null; query: string; seconds: number }[]
  >;
  mailJobs(
    email: string,
  ): Promise<{ kind: string; attempts: number; next_attempt_at: Date; failed_at: Date | null; last_error: string | null }[]>;
  /** While true, the e-mail service behaves as if Postgres were down. */
  failCaptures(failing: boolean): void;
  /**
   * Whether text-gen answers with the model the stack was started with (on from the start when
   * given one) or as a site without OPENAI_API_KEY: the same port, so the gateway and the image
   * service's store kit follow the switch.
   */
  useModel(on: boolean): void;
  /** The gateway's site settings from now on (the ones it was started with when none are given): same address. */
  useSite(site?: SiteSettings): void;
  /** Starts MailDev and the mail worker, unless they run already (`mail: true`); mail queued before is then sent too. */
  startMail(): Promise<MailDev>;
  /** MailDev catching the e-mail service's mail, once the stack was started with `mail: true` or startMail() has run. */
  maildev?: MailDev;
  stop(): Promise<void>;
}

/** A database whose transactions fail as an unreachable Postgres would, while `failing` is set. */
function switchableDatabase(db: Database, isFailing: () => boolean): Database {
  const guard = () => {
    if (isFailing()) throw databaseUnavailable();
  };
  return {
    ...db,
    schema: db.schema,
    query: async (sql, params) => (guard(), db.query(sql, params)),
    statement: async (sql, params) => (guard(), db.statement(sql, params)),
    withTransaction: async (work) => (guard(), db.withTransaction(work)),
  };
}

export interface StackOptions {
  /** The gateway's public address and contact settings (PUBLIC_BASE_URL, CONTACT_EMAIL). */
  site?: SiteSettings;
  /**
   * Where the seo-tracker finds the App Store and Google Play (a loopback fake in tests). By
   * default a closed local port, so a test that forgets to set it fails fast instead of
   * reaching the internet.
   */
  storeBaseUrl?: string;
  /** Start MailDev and the mail worker, so confirmation, erasure and access mails are sent (links open the gateway). */
  mail?: boolean;
  /** The start of its two schemas' names ('stack' unless given; the shared stacks carry the run's id). */
  schemaPrefix?: string;
  /** The text-gen service's model (a client pointed at the fake OpenAI server in tests); none by default, as without OPENAI_API_KEY. */
  model?: ModelClient;
}

/** How many of the mail worker's log lines a stack keeps for a failing test to print. */
const MAIL_LOG_LINES = 20;

/** The whole product in-process: the five services and the gateway on free ports, a Postgres schema per service. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // Loaded here, not at the top: every test file imports @aiapp/test-support, and loading the whole
  // product took seconds per file for the many that never start it.
  const [
    { createApp: createEmailApp, EMAIL_MIGRATIONS, startMailWorker, createSmtpMailer },
    { createGatewayApp },
    { createApp: createImageApp },
    { createApp: createLegalApp },
    { createApp: createSeoTrackerApp, createStoreClients, SEO_TRACKER_MIGRATIONS },
    { createApp: createTextGenApp },
  ] = await Promise.all([
    import('@aiapp/email-service'),
    import('@aiapp/gateway'),
    import('@aiapp/image-service'),
    import('@aiapp/legal-service'),
    import('@aiapp/seo-tracker-service'),
    import('@aiapp/text-gen-service'),
  ]);
  const server = await provideDatabaseServer();
  const schemaPrefix = options.schemaPrefix ?? 'stack';
  const db = connectTo(server, uniqueSchema(schemaPrefix));
  await runMigrations(db, EMAIL_MIGRATIONS);
  const seoDb = connectTo(server, uniqueSchema(`${schemaPrefix}_seo`));
  await runMigrations(seoDb, SEO_TRACKER_MIGRATIONS);
  const storeBaseUrl = options.storeBaseUrl ?? 'http://127.0.0.1:9';
  const stores = createStoreClients({
    itunesBaseUrl: storeBaseUrl,
    itunesHintsBaseUrl: storeBaseUrl,
    playBaseUrl: storeBaseUrl,
    itunesRequestsPerMinute: 600,
    playRequestsPerMinute: 600,
    concurrency: 3,
    cacheTtlMs: 0,
    timeoutMs: 5_000,
  });
  let failing = false;
  const linkSecret = randomBytes(32);
  let mailWorker: MailWorker | undefined;

  const logger = silentLogger;
  // The image service's store kit asks legal and text-gen, so they listen first.
  const legal = await listen(createLegalApp({ logger }));
  // Two text-gen apps behind one port, one with the model (when given) and one without: useModel switches.
  const builtInTextGen = createTextGenApp({ logger });
  const modelTextGen = options.model ? createTextGenApp({ logger, model: options.model }) : undefined;
  let currentTextGen = modelTextGen ?? builtInTextGen;
  const textGen = await listen((req, res) => currentTextGen(req, res));
  const services: Record<ServiceName, Listening> = {
    image: await listen(createImageApp({ logger, siblings: { legal: legal.url, textGen: textGen.url } })),
    'text-gen': textGen,
    'seo-tracker': await listen(
      createSeoTrackerApp({ logger, db: seoDb, isSchemaReady: () => true, stores, trackingBudgetMs: 20_000 }),
    ),
    legal,
    // Counted fresh on every call, so a test sees the captures it has just made.
    email: await listen(
      createEmailApp({
        logger,
        db: switchableDatabase(db, () => failing),
        isSchemaReady: () => true,
        statsMaxAgeMs: 0,
        linkSecret,
        onMailQueued: () => mailWorker?.wake(),
      }),
    ),
  };
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, services[name].url])) as Record<ServiceName, string>;
  // A gateway app per site settings asked for, behind one port: useSite switches.
  const gatewayApps = new Map<string, RequestListener>();
  const gatewayFor = (site: SiteSettings | undefined) => {
    const key = JSON.stringify(site ?? null);
    let app = gatewayApps.get(key);
    if (!app) gatewayApps.set(key, (app = createGatewayApp({ logger, upstreams, webDist: WEB_DIST, trustProxyHops: 0, site })));
    return app;
  };
  let currentGateway = gatewayFor(options.site);
  const gateway = await listen((req, res) => currentGateway(req, res));
  const mailLines: string[] = [];
  const mailLogger = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        mailLines.push(line);
        if (mailLines.length > MAIL_LOG_LINES) mailLines.shift();
      },
    },
  );
  let mail: Promise<MailDev> | undefined;
  const startMail = () => {
    mail ??= startMailDev().then((maildev) => {
      mailWorker = startMailWorker({
        db,
        logger: mailLogger,
        mailer: createSmtpMailer({ smtpUrl: maildev.smtpUrl, from: 'AI App Toolkit <no-reply@example.test>' }),
        settings: testMailWorkerSettings({ publicBaseUrl: gateway.url, linkSecret }),
      });
      stack.maildev = maildev;
      return maildev;
    });
    return mail;
  };

  const stack: Stack = {
    url: gateway.url,
    upstreams,
    captures: () =>
      db.query(`SELECT s.email, c.tool_used FROM captures c JOIN subscribers s ON s.id = c.subscriber_id ORDER BY c.id`),
    outbox: () => db.query(`SELECT topic, payload FROM outbox ORDER BY id`),
    mailLog: () => [...mailLines],
    busyQueries: () =>
      db.query(
        `SELECT state, wait_event_type, wait_event, left(query, 160) AS query, extract(epoch FROM now() - query_start)::int AS seconds
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      ),
    mailJobs: (email) =>
      db.query(
        `SELECT kind, attempts, next_attempt_at, failed_at, last_error FROM mail_jobs WHERE recipient_normalized = lower($1) ORDER BY id`,
        [email],
      ),
    failCaptures: (value) => {
      failing = value;
    },
    useModel: (on) => {
      currentTextGen = (on && modelTextGen) || builtInTextGen;
    },
    useSite: (site = options.site) => {
      currentGateway = gatewayFor(site);
    },
    startMail,
    stop: async () => {
      await mailWorker?.stop();
      await stack.maildev?.stop();
      await gateway.close();
      await Promise.all(Object.values(services).map((service) => service.close()));
      await dropSchema(db).catch(() => undefined);
      await dropSchema(seoDb).catch(() => undefined);
      await db.close();
      await seoDb.close();
      await server.stop();
    },
  };
  if (options.mail) await startMail();
  return stack;
}
