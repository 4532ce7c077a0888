import { LINK_PAGES, PRIVACY_ERASURE_ANCHOR } from '@aiapp/site-catalogue';
import { ROUTES } from '@aiapp/contracts';
import type { Database, Logger } from '@aiapp/kit';
import { claimMailJobs, deleteMailJob, recordMailFailure, type ClaimedMailJob } from '../data-access/mail-job-repository';
import { signLinkToken, type LinkPurpose } from '../domain/link-tokens';
import { renderMail } from './mail-messages';
import type { Mailer } from './smtp-mailer';

export interface MailWorkerSettings {
  /** The site's origin, e.g. https://toolkit.example.com: links open its pages. */
  publicBaseUrl: string;
  linkSecret: Buffer;
  maxAttempts: number;
  /** First retry after this long, doubling each time up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
  /** A claimed job comes back after this long if the worker died while sending it. */
  leaseMs: number;
  /** Idle poll; a mail queued in this process wakes the worker at once. */
  pollIntervalMs: number;
  /** How long a confirmation link works, said in the mail. */
  confirmationValidForMs: number;
}

export interface MailWorker {
  wake(): void;
  stop(): Promise<void>;
  /** Resolves once no due job is left (tests). */
  idle(): Promise<void>;
}

const WAKE_GAP_MS = 50;

const PAGE_OF: Record<LinkPurpose, string> = {
  confirm: LINK_PAGES.confirmSubscription,
  erasure: LINK_PAGES.erasure,
  access: LINK_PAGES.access,
};

/** The delay before attempt `attempts + 1`: exponential back-off with full jitter (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/). */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function linksFor(job: ClaimedMailJob, settings: MailWorkerSettings) {
  const base = settings.publicBaseUrl.replace(/\/+$/, '');
  if (!job.link) throw new Error(`mail job ${job.id} (${job.kind}) has no link`);
  const token = signLinkToken(settings.linkSecret, job.link);
  // A confirmation mail can be unsubscribed from in one click (RFC 8058); the others were asked for once.
  const oneClick =
    job.link.purpose === 'confirm' ? signLinkToken(settings.linkSecret, { ...job.link, purpose: 'unsubscribe' }) : undefined;
  return {
    action: `${base}${PAGE_OF[job.link.purpose]}?token=${token}`,
    privacy: `${base}/privacy`,
    unsubscribe: oneClick
      ? `${base}${ROUTES.emailUnsubscribe.path}?token=${oneClick}`
      : `${base}/privacy#${PRIVACY_ERASURE_ANCHOR}`,
    oneClickUnsubscribe: oneClick !== undefined,
  };
}

/**
 * A send that has not finished when its job's lease runs out is given up as failed: the job is
 * due again then anyway, and a send that never settles (a transport stuck past its own timeouts)
 * must not hold every mail queued behind it.
 */
async function withinLease<T>(sending: Promise<T>, leaseMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the send did not finish within the ${leaseMs} ms lease`)), leaseMs);
    timer.unref();
  });
  try {
    return await Promise.race([sending, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the mail jobs the service queued, independent of Kafka: claims due jobs with a lease,
 * renders and sends each, deletes it once the SMTP server accepted it, and retries a failed
 * send with back-off until `maxAttempts`, then gives it up with an error log line. The database
 * away: logged, tried again at the next poll.
 */
export function startMailWorker(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  settings: MailWorkerSettings;
}): MailWorker {
  const { db, mailer, logger, settings } = deps;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeRequested = false;
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];

  const sendOne = async (job: ClaimedMailJob) => {
    try {
      const validFor = job.kind === 'confirm-subscription' ? settings.confirmationValidForMs : undefined;
      const mail = renderMail(job.kind, linksFor(job, settings), validFor);
      const { messageId } = await withinLease(mailer.send(job.recipient, mail), settings.leaseMs);
      await deleteMailJob(db, job.id);
      logger.info({ mailJob: job.id, kind: job.kind, messageId }, 'mail sent');
    } catch (error) {
      const retryAfterMs = retryDelayMs(job.attempts, settings.retryBaseMs, settings.retryMaxMs);
      const failed = await recordMailFailure(db, job.id, String((error as Error)?.message ?? error), {
        retryAfterMs,
        maxAttempts: settings.maxAttempts,
      });
      if (failed) logger.error({ err: error, mailJob: job.id, kind: job.kind, attempts: job.attempts }, 'mail given up');
      else
        logger.warn(
          { err: error, mailJob: job.id, kind: job.kind, attempts: job.attempts, retryAfterMs },
          'mail failed: will retry',
        );
    }
  };

  const round = async () => {
    wakeRequested = false;
    for (;;) {
      const jobs = await claimMailJobs(db, { limit: settings.batchSize, leaseMs: settings.leaseMs });
      for (const job of jobs) await sendOne(job);
      if (stopping || jobs.length < settings.batchSize) return;
    }
  };

  let lastStartedAt = 0;
  let timerDueAt = Infinity;

  const schedule = (afterMs: number) => {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timerDueAt = Date.now() + afterMs;
    // A timer that fired is pending no more: Node may fire it a millisecond before Date.now()
    // reaches its due time, and run() then took it for a timer still to come and returned, leaving
    // none at all: the worker never polled again and every later mail waited for a restart.
    timer = setTimeout(() => {
      timer = undefined;
      timerDueAt = Infinity;
      run();
    }, afterMs);
    timer.unref();
  };

  /**
   * Every capture wakes the worker and most queue no mail, so a wake runs a round at most once
   * per WAKE_GAP_MS: a stream of captures costs one claim query per gap, not one per capture.
   */
  function run(): void {
    if (stopping) return;
    if (running) {
      wakeRequested = true;
      return;
    }
    const gapLeft = lastStartedAt + WAKE_GAP_MS - Date.now();
    if (gapLeft > 0) {
      if (timerDueAt > Date.now() + gapLeft) schedule(gapLeft);
      return;
    }
    if (timer) clearTimeout(timer);
    timerDueAt = Infinity;
    lastStartedAt = Date.now();
    running = round()
      .catch((error: unknown) => logger.warn({ err: error }, 'mail worker round failed: will try again'))
      .finally(() => {
        running = undefined;
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((resolve) => resolve());
        schedule(wakeRequested ? WAKE_GAP_MS : settings.pollIntervalMs);
      });
  }

  run();
  return {
    wake: run,
    idle: () => (running ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
