import { z } from 'zod';
import { storedText } from '../fields';
import { TOOL_IDS } from '@aiapp/site-catalogue';

export const EMAIL_MAX_LENGTH = 254;

/** An address as a visitor types it: trimmed, bounded, then checked. */
const emailAddress = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Please enter a valid e-mail address'));

/** One subscriber per address, whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EmailCaptureRequest = z.object({
  email: emailAddress,
  tool_used: z.enum(TOOL_IDS, 'Unknown tool'),
});
export type EmailCaptureRequest = z.infer<typeof EmailCaptureRequest>;

/** Deliberately the same for a new and a known address. */
export const EmailCaptureResponse = z.object({ captured: z.literal(true) });
export type EmailCaptureResponse = z.infer<typeof EmailCaptureResponse>;

/** Asks for a link to erase an address; only the mailbox of the address receives it. */
export const EmailErasureRequest = z.object({ email: emailAddress });
export type EmailErasureRequest = z.infer<typeof EmailErasureRequest>;

/** Asks for a link to see what is stored about an address; only its mailbox receives it. */
export const EmailAccessRequest = z.object({ email: emailAddress });
export type EmailAccessRequest = z.infer<typeof EmailAccessRequest>;

/**
 * The answer to a link request: the same, in the same time, whatever the address, so nobody
 * learns from it who is stored. The link goes to the address, never to the caller.
 */
export const EmailLinkRequestResponse = z.object({ requested: z.literal(true) });
export type EmailLinkRequestResponse = z.infer<typeof EmailLinkRequestResponse>;

/** Longest link token we issue is about 80 characters; anything much longer is not ours. */
const LINK_TOKEN_MAX_LENGTH = 200;

/** The token from a link in one of our e-mails (`…?token=…`), sent back by the page it opens. */
export const LinkTokenRequest = z.object({
  token: z.string().trim().min(1, 'This link is incomplete').max(LINK_TOKEN_MAX_LENGTH, 'This link is not one of ours'),
});
export type LinkTokenRequest = z.infer<typeof LinkTokenRequest>;

/**
 * One-click unsubscribe (RFC 8058, https://www.rfc-editor.org/rfc/rfc8058): the token of the
 * List-Unsubscribe address of a confirmation mail. A mail client POSTs `List-Unsubscribe=One-Click`
 * as a form to that address, the token in its query; this JSON form of the call does the same.
 */
export const EmailUnsubscribeRequest = LinkTokenRequest;
export type EmailUnsubscribeRequest = z.infer<typeof EmailUnsubscribeRequest>;
/** The same whether anything was still held: afterwards nothing is, and nothing more is mailed. */
export const EmailUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
export type EmailUnsubscribeResponse = z.infer<typeof EmailUnsubscribeResponse>;

/** How long an erasure or access link works. */
export const LINK_TOKEN_TTL_HOURS = 24;

/** Error codes of a link that cannot be used (4xx): never ours or altered, out of date, or used already. */
export const LINK_ERROR_CODES = { invalid: 'link_invalid', expired: 'link_expired', used: 'link_used' } as const;

export const EmailErasureConfirmResponse = z.object({ erased: z.literal(true) });
export type EmailErasureConfirmResponse = z.infer<typeof EmailErasureConfirmResponse>;

/**
 * The consent a subscriber gives by following the confirmation link, by version. A text is
 * never edited once published: a new wording is a new id, so every confirmation records the
 * exact words the visitor agreed to.
 */
export const CONSENT_TEXTS = {
  'news-v1':
    'Yes, send me occasional e-mails with news about AI App Toolkit (new tools and major changes) at this address. I can stop them at any time by erasing my address on the privacy page.',
} as const;
export type ConsentId = keyof typeof CONSENT_TEXTS;
export const CONSENT_IDS = Object.keys(CONSENT_TEXTS) as [ConsentId, ...ConsentId[]];
/** The wording the confirmation page shows now. */
export const CURRENT_CONSENT_ID: ConsentId = 'news-v1';

export const EmailConfirmationRequest = LinkTokenRequest.extend({
  consent_id: z.enum(CONSENT_IDS, 'Unknown consent text'),
});
export type EmailConfirmationRequest = z.infer<typeof EmailConfirmationRequest>;

export const EmailConfirmationResponse = z.object({ confirmed: z.literal(true), confirmed_at: z.iso.datetime() });
export type EmailConfirmationResponse = z.infer<typeof EmailConfirmationResponse>;

/** Everything stored about one address, as its owner sees it through an access link. */
export const EmailAccessConfirmResponse = z.object({
  email: z.string().describe('The address the link was sent to, as we compare it (trimmed, lower-cased)'),
  subscriber: z
    .object({
      subscriber_id: z.uuid(),
      email: z.string(),
      first_captured_at: z.iso.datetime(),
      last_captured_at: z.iso.datetime(),
      confirmation_sent_at: z.iso.datetime().nullable(),
      confirmed_at: z.iso.datetime().nullable(),
      consent_id: z.string().nullable(),
      consent_text: z.string().nullable(),
    })
    .nullable(),
  captures: z.array(z.object({ tool_used: z.string(), captured_at: z.iso.datetime() })),
  contact_messages: z.array(
    z.object({ name: z.string(), email: z.string(), message: z.string(), received_at: z.iso.datetime() }),
  ),
  links: z.array(
    z.object({
      purpose: z.string(),
      created_at: z.iso.datetime(),
      expires_at: z.iso.datetime(),
      used_at: z.iso.datetime().nullable(),
    }),
  ),
  mails_waiting: z.number().int().min(0),
});
export type EmailAccessConfirmResponse = z.infer<typeof EmailAccessConfirmResponse>;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ContactRequest = z.object({
  name: storedText(CONTACT_NAME_MAX_LENGTH).describe('How to address the sender'),
  email: emailAddress.describe('Where the answer goes'),
  message: storedText(CONTACT_MESSAGE_MAX_LENGTH).describe('The message, plain text'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponse>;

/**
 * How long an address and its captures are kept when the operator sets nothing else (the
 * e-mail service's CAPTURE_RETENTION_DAYS); the privacy notice quotes it.
 */
export const DEFAULT_CAPTURE_RETENTION_DAYS = 365;

/**
 * How long an address that was never confirmed is kept after it was first given (the e-mail
 * service's UNCONFIRMED_RETENTION_HOURS); its confirmation link works as long. The privacy notice quotes it.
 */
export const DEFAULT_UNCONFIRMED_RETENTION_HOURS = 168;
