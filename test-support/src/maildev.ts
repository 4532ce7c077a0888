import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './service-process';
import { waitFor } from './wait-for';
import type { MailWorkerSettings } from '@aiapp/email-service';

const ROOT = path.resolve(__dirname, '../..');
const MAILDEV_CLI = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');

/** One mail as MailDev 3's REST API lists it (GET /api/email); only the fields the tests read. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

export interface MailDev {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  smtpUrl: string;
  /** The web inbox and REST API. */
  apiUrl: string;
  all(): Promise<CaughtMail[]>;
  /** Waits (polling, with a deadline) until `count` mails to `address` have arrived; answers them, oldest first. */
  mailsTo(address: string, count?: number): Promise<CaughtMail[]>;
  /** The raw message (headers and both bodies) as the SMTP server received it. */
  source(id: string): Promise<string>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * MailDev (npm `maildev`, the local mail sink of `make start`) as a child process on free
 * loopback ports with a mail directory of its own, so parallel test files never share an inbox.
 * It is an ES module, which jest's CommonJS runtime cannot load in-process.
 */
/**
 * The e-mail service's mail-worker settings for tests: fast polls and retries, and patient enough
 * (30 attempts, backoff up to 2 s) for a loaded CI machine where MailDev is slow to accept a
 * connection. A test of the retries themselves overrides what it needs.
 */
export function testMailWorkerSettings(
  base: Pick<MailWorkerSettings, 'publicBaseUrl' | 'linkSecret'> & Partial<MailWorkerSettings>,
): MailWorkerSettings {
  return {
    maxAttempts: 30,
    retryBaseMs: 20,
    retryMaxMs: 2_000,
    batchSize: 10,
    // A send that hangs (a loaded MailDev) holds its job only this long before another round takes it.
    leaseMs: 15_000,
    pollIntervalMs: 50,
    confirmationValidForMs: 168 * 3_600_000,
    ...base,
  };
}

/**
 * How long a test waits for a mail: the worker retries with backoff, a hung send is taken again
 * after its lease, and a loaded machine is slow (below jest's 120 s test timeout).
 */
const MAIL_DEADLINE_MS = 90_000;
/**
 * How often a test asks MailDev for its mails: each ask returns every mail of the inbox, and
 * asking every 25 ms kept the one MailDev process too busy to take new mail on a loaded machine.
 */
const MAIL_POLL_MS = 500;

export async function startMailDev(): Promise<MailDev> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'maildev-'));
  const child = spawn(
    process.execPath,
    [MAILDEV_CLI, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'].concat([
      '--mail-directory',
      dir,
      '--silent',
    ]),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`maildev exited with ${child.exitCode}`);
        return (await fetch(`${apiUrl}/api/email`)).ok;
      },
      'MailDev to answer',
      60_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const all = async () => (await (await fetch(`${apiUrl}/api/email`)).json()) as CaughtMail[];
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl,
    all,
    async mailsTo(address, count = 1) {
      return waitFor(
        async () => {
          const mails = (await all()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
          return mails.length >= count ? mails : undefined;
        },
        `${count} mail(s) to ${address}`,
        MAIL_DEADLINE_MS,
        MAIL_POLL_MS,
      );
    },
    async source(id) {
      return (await fetch(`${apiUrl}/api/email/${id}/source`)).text();
    },
    async clear() {
      await fetch(`${apiUrl}/api/email/all`, { method: 'DELETE' });
    },
    stop,
  };
}

/** The token of the first link to `page` in a mail's plain-text body. */
export function linkTokenIn(text: string, page: string): string {
  const match = new RegExp(`https?://[^\\s]+${page.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${page} in:\n${text}`);
  return match[1];
}
