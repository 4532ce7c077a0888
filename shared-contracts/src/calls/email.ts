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

export const EmailErasureRequest = z.object({ email: emailAddress });
export type EmailErasureRequest = z.infer<typeof EmailErasureRequest>;

/** Deliberately the same whether or not the address was known: the answer must not tell who is stored. */
export const EmailErasureResponse = z.object({ erased: z.literal(true) });
export type EmailErasureResponse = z.infer<typeof EmailErasureResponse>;

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
