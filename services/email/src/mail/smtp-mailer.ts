import nodemailer from 'nodemailer';
import type { RenderedMail } from './mail-messages';

/** Sends one mail; the worker knows nothing about SMTP, so tests and other providers can stand in. */
export interface Mailer {
  send(to: string, mail: RenderedMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Each SMTP phase may take this long; well under the worker's lease, so a hung server cannot double-send. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * nodemailer over SMTP (https://nodemailer.com/smtp/): `smtpUrl` as nodemailer reads it, e.g.
 * smtp://127.0.0.1:1025 (MailDev, the local default) or smtps://user:pass@smtp.example.com:465.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): Mailer {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // The timeouts go to the SMTP transport itself, beside its URL: set on the returned object, they
  // reached only the message defaults, and a server that accepted a connection and never answered
  // held the worker for nodemailer's own 10-minute socket timeout, every mail queued behind it.
  const transport = nodemailer.createTransport(
    { url: options.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from: options.from },
  );
  return {
    async send(to, mail) {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      transport.close();
    },
  };
}
