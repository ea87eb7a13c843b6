import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The token in a booking's reschedule and cancel links (issue 27): it names the booking and proves
 * we wrote it, so nobody changes someone else's consultation by guessing. Layout, then base64url:
 *
 *   version (1) | booking uid (16 bytes) | expires, seconds since 1970 (4, big-endian) | HMAC tag (16)
 *
 * 37 bytes, 50 characters. The link expires when the consultation starts: after that there is
 * nothing left to move. The key is derived from APP_SECRET for this one purpose (as the
 * unsubscribe token's is), so neither token can be passed off as the other.
 */
const VERSION = 1;
const UID_BYTES = 16;
const TAG_BYTES = 16;
const SIGNED_BYTES = 1 + UID_BYTES + 4;
const TOKEN_BYTES = SIGNED_BYTES + TAG_BYTES;
const TOKEN_CHARS = Math.ceil((TOKEN_BYTES * 8) / 6);
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let derived: { secret: string; key: Buffer } | null = null;
function tokenKey(secret: string): Buffer {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('The booking link secret is empty.');
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'atelier', 'booking-manage-token', 32)) };
  }
  return derived.key;
}

function tag(secret: string, signed: Buffer): Buffer {
  return createHmac('sha256', tokenKey(secret)).update(signed).digest().subarray(0, TAG_BYTES);
}

export function createManageToken(secret: string, uid: string, expiresAt: Date): string {
  if (!UUID.test(uid)) throw new RangeError('A booking uid is a lower-case UUID.');
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > 0xffff_ffff)
    throw new RangeError('Expiry out of range.');
  const signed = Buffer.alloc(SIGNED_BYTES);
  signed.writeUInt8(VERSION, 0);
  Buffer.from(uid.replaceAll('-', ''), 'hex').copy(signed, 1);
  signed.writeUInt32BE(seconds, 1 + UID_BYTES);
  return Buffer.concat([signed, tag(secret, signed)]).toString('base64url');
}

/**
 * The booking a genuine, unexpired token names, or null for anything else (forged, garbled,
 * truncated, another secret, expired). Never throws on what a visitor sends.
 */
export function verifyManageToken(secret: string, token: unknown, now: Date): { uid: string } | null {
  tokenKey(secret);
  if (typeof token !== 'string' || token.length !== TOKEN_CHARS || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
  if (bytes.readUInt8(0) !== VERSION) return null;
  const signed = bytes.subarray(0, SIGNED_BYTES);
  if (!timingSafeEqual(bytes.subarray(SIGNED_BYTES), tag(secret, signed))) return null;
  if (bytes.readUInt32BE(1 + UID_BYTES) * 1000 <= now.getTime()) return null;
  const hex = bytes.subarray(1, 1 + UID_BYTES).toString('hex');
  return { uid: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}
