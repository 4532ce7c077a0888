import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LINK_ERROR_CODES } from '@aiapp/contracts';
import { AppError, type Database } from '@aiapp/kit';

/** What a link lets its holder do; part of the signature, so a link of one kind never works as another. */
export type LinkPurpose = 'confirm' | 'erasure' | 'access';
/** A link's purposes, and the one-click unsubscribe address of a confirmation mail (signed over the same row). */
export type TokenPurpose = LinkPurpose | 'unsubscribe';

export interface LinkTokenClaims {
  /** The link_tokens row (uuid). */
  id: string;
  purpose: TokenPurpose;
  expiresAt: Date;
}

const SEPARATOR = '.';
const UUID_HEX = /^[0-9a-f]{32}$/;
const EXPIRY = /^[0-9a-z]{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

function mac(secret: Buffer, purpose: TokenPurpose, idHex: string, expiry: string): Buffer {
  return createHmac('sha256', secret).update(`aiapp-link-v1\n${purpose}\n${idHex}\n${expiry}`).digest();
}

/**
 * The token in a link: `<row id, hex>.<expiry, unix seconds in base 36>.<HMAC-SHA256, base64url>`.
 * HMAC as RFC 2104 defines it (https://www.rfc-editor.org/rfc/rfc2104) over the purpose, the id and
 * the expiry, so none of them can be changed or made up without the key. The token carries no
 * address: whoever reads it in a log learns nothing about the person.
 */
export function signLinkToken(secret: Buffer, claims: LinkTokenClaims): string {
  const idHex = claims.id.replace(/-/g, '').toLowerCase();
  const expiry = Math.floor(claims.expiresAt.getTime() / 1000).toString(36);
  return [idHex, expiry, mac(secret, claims.purpose, idHex, expiry).toString('base64url')].join(SEPARATOR);
}

export type LinkTokenCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's form, signature (in constant time) and expiry; says nothing about whether it was used. */
export function verifyLinkToken(secret: Buffer, purpose: TokenPurpose, token: string, now: Date = new Date()): LinkTokenCheck {
  const parts = token.split(SEPARATOR);
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [idHex = '', expiry = '', signature = ''] = parts;
  if (!UUID_HEX.test(idHex) || !EXPIRY.test(expiry) || !MAC.test(signature)) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, idHex, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const id = `${idHex.slice(0, 8)}-${idHex.slice(8, 12)}-${idHex.slice(12, 16)}-${idHex.slice(16, 20)}-${idHex.slice(20)}`;
  return { ok: true, id };
}

/** The 4xx a link that cannot be used answers with; nothing has changed when it is thrown. */
export function linkRefused(reason: 'invalid' | 'expired' | 'used'): AppError {
  switch (reason) {
    case 'invalid':
      return new AppError(LINK_ERROR_CODES.invalid, 400, 'This link is not valid. Ask for a new one on the privacy page.');
    case 'expired':
      return new AppError(LINK_ERROR_CODES.expired, 410, 'This link has expired. Ask for a new one on the privacy page.');
    case 'used':
      return new AppError(LINK_ERROR_CODES.used, 410, 'This link has been used already. Ask for a new one on the privacy page.');
  }
}

/** The id of a valid token, or the 4xx for an invalid or expired one. */
export function requireLinkToken(secret: Buffer, purpose: TokenPurpose, token: string, now?: Date): string {
  const check = verifyLinkToken(secret, purpose, token, now);
  if (!check.ok) throw linkRefused(check.reason);
  return check.id;
}

const KEY_NAME = 'link-tokens';
const KEY_BYTES = 32;

/**
 * The signing key: EMAIL_LINK_SECRET when the operator sets one, else a random key the first
 * replica stores in the service's schema and every replica then reads, so links survive restarts
 * and work on any replica with nothing to configure.
 */
export async function loadLinkSecret(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db.query(`INSERT INTO signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    KEY_NAME,
    randomBytes(KEY_BYTES),
  ]);
  const [row] = await db.query<{ secret: Buffer }>(`SELECT secret FROM signing_keys WHERE name = $1`, [KEY_NAME]);
  if (!row) throw new Error('the link signing key could not be stored');
  return row.secret;
}
