/**
 * The package entry: what tests and tools outside this package may use (docs/architecture.md).
 * Production runs dist/server.js; importing this starts nothing.
 */
export { createApp, type EmailAppDeps } from './app';
export { EMAIL_MIGRATIONS } from './data-access/migrations';
export { startMailWorker, type MailWorker, type MailWorkerSettings } from './mail/mail-worker';
export { createSmtpMailer } from './mail/smtp-mailer';
