import { CONSENT_TEXTS, CURRENT_CONSENT_ID, LINK_TOKEN_TTL_HOURS } from '@aiapp/contracts';
import { SITE_NAME } from '@aiapp/site-catalogue';

/** The mails the service sends; each carries one link. */
export const MAIL_KINDS = ['confirm-subscription', 'erasure-link', 'access-link'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailLinks {
  /** The page the mail's link opens, with its token. */
  action: string;
  /** Our privacy notice. */
  privacy: string;
  /** Where the recipient stops mail from us (RFC 2369 List-Unsubscribe): the one-click address, or the erasure form on the privacy notice. */
  unsubscribe: string;
  /** `unsubscribe` takes a POST that unsubscribes at once (RFC 8058 one-click). */
  oneClickUnsubscribe?: boolean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface MailCopy {
  subject: string;
  intro: string[];
  button: string;
  after: string[];
}

function copyOf(kind: MailKind, validFor: string): MailCopy {
  switch (kind) {
    case 'confirm-subscription':
      return {
        subject: `Confirm your address for ${SITE_NAME} news`,
        intro: [
          `You gave this address to ${SITE_NAME} to unlock a result. Your result is yours either way.`,
          `We send news only to addresses whose owner confirms it. By confirming you agree to this: "${CONSENT_TEXTS[CURRENT_CONSENT_ID]}"`,
        ],
        button: 'Confirm my subscription',
        after: [
          `The link works for ${validFor}. If you do nothing, we send you no news and erase the address when that time is up.`,
          'If you did not use our tools, someone typed your address: ignore this mail.',
        ],
      };
    case 'erasure-link':
      return {
        subject: `Erase your address from ${SITE_NAME}`,
        intro: [
          `Someone asked ${SITE_NAME} to erase everything stored about this address. The link below opens a page where you can do it; nothing is erased until you press the button there.`,
        ],
        button: 'Erase my address',
        after: [
          `The link works once, for ${validFor}.`,
          'If you did not ask for this, ignore this mail: nothing changes. If we hold nothing about this address, the page says it is erased, as there is nothing to keep.',
        ],
      };
    case 'access-link':
      return {
        subject: `What ${SITE_NAME} holds about your address`,
        intro: [
          `Someone asked ${SITE_NAME} what it stores about this address. The link below opens a page that shows it, to you alone.`,
        ],
        button: 'Show what you hold',
        after: [
          `The link works once, for ${validFor}.`,
          'If you did not ask for this, ignore this mail: nobody else sees the answer.',
        ],
      };
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function hoursText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  return hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hours`;
}

/**
 * A mail of `kind` in plain text and HTML with the same words, the privacy notice linked, and a
 * List-Unsubscribe header (https://www.rfc-editor.org/rfc/rfc2369#section-3.2).
 */
export function renderMail(
  kind: MailKind,
  links: MailLinks,
  validForMs: number = LINK_TOKEN_TTL_HOURS * 3_600_000,
): RenderedMail {
  const copy = copyOf(kind, hoursText(validForMs));
  const footer = `How we handle your address: ${links.privacy}`;
  const text = [...copy.intro, '', `${copy.button}: ${links.action}`, '', ...copy.after, '', '--', footer, ''].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem">
${paragraphs(copy.intro)}
<p><a href="${escapeHtml(links.action)}" style="display:inline-block;padding:.6em 1.2em;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p style="font-size:.9em">Or open this address: ${escapeHtml(links.action)}</p>
${paragraphs(copy.after)}
<hr><p style="font-size:.9em">How we handle your address: <a href="${escapeHtml(links.privacy)}">our privacy notice</a>.</p>
</body></html>
`;
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${links.unsubscribe}>` };
  // https://www.rfc-editor.org/rfc/rfc8058#section-3.1: the mail client POSTs this body to the address above.
  if (links.oneClickUnsubscribe) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return { subject: copy.subject, text, html, headers };
}
