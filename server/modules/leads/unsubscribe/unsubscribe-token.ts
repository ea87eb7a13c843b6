import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * D11, SECURITY 13: the token in every unsubscribe link. It names the lead and proves we wrote it,
 * so nobody can unsubscribe someone else by guessing ids. Layout (then base64url, no padding):
 *
 *   version (1 byte) | lead id (4 bytes, big-endian) | HMAC-SHA256 tag, first 16 bytes
 *
 * 21 bytes make a 28-character token: short enough for a plain-text e-mail line. A 128-bit tag is
 * the usual truncation (RFC 2104 §5 allows down to half the hash). No expiry: an unsubscribe link
 * in an old e-mail must keep working. The version byte lets a later format replace this one
 * without breaking the links already in people's inboxes.
 */
const VERSION = 1;
const ID_BYTES = 4;
const TAG_BYTES = 16;
const TOKEN_BYTES = 1 + ID_BYTES + TAG_BYTES;
const TOKEN_CHARS = Math.ceil((TOKEN_BYTES * 8) / 6);
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_LEAD_ID = 0xffff_ffff;

/**
 * APP_SECRET also encrypts stored provider secrets (D13); the token key is derived from it for this
 * one purpose, so neither use can be turned against the other.
 */
let derived: { secret: string; key: Buffer } | null = null;
function tokenKey(secret: string): Buffer {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('The unsubscribe secret is empty.');
  // The app has one secret; keeping its key saves a derivation per link without holding others.
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'atelier', 'unsubscribe-token', 32)) };
  }
  return derived.key;
}

function tag(secret: string, signed: Buffer): Buffer {
  return createHmac('sha256', tokenKey(secret)).update(signed).digest().subarray(0, TAG_BYTES);
}

export function createUnsubscribeToken(secret: string, leadId: number): string {
  if (!Number.isSafeInteger(leadId) || leadId < 1 || leadId > MAX_LEAD_ID) {
    throw new RangeError('A lead id is a positive 32-bit integer.');
  }
  const signed = Buffer.alloc(1 + ID_BYTES);
  signed.writeUInt8(VERSION, 0);
  signed.writeUInt32BE(leadId, 1);
  return Buffer.concat([signed, tag(secret, signed)]).toString('base64url');
}

/**
 * The lead a genuine token names, or null for anything else (forged, garbled, truncated, another
 * secret, another version). Never throws on what a visitor sends, and says nothing about why.
 */
export function verifyUnsubscribeToken(secret: string, token: unknown): { leadId: number } | null {
  // A missing secret is a configuration error, not a bad token: it fails loudly whatever was sent.
  tokenKey(secret);
  if (typeof token !== 'string' || token.length !== TOKEN_CHARS || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One string per token: unused low bits of the last character must be zero (no look-alike tokens).
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
  const signed = bytes.subarray(0, 1 + ID_BYTES);
  if (!timingSafeEqual(tag(secret, signed), bytes.subarray(1 + ID_BYTES))) return null;
  if (signed.readUInt8(0) !== VERSION) return null;
  const leadId = signed.readUInt32BE(1);
  return leadId >= 1 ? { leadId } : null;
}
