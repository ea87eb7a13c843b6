import { createHmac, hkdfSync, randomInt } from 'node:crypto';

/**
 * Recovery codes: ten one-time codes, each 10 characters from an alphabet without look-alikes
 * (about 50 bits), shown once as `xxxxx-xxxxx`. Stored as an HMAC-SHA-256 under a key derived
 * from APP_SECRET: 50 bits could be swept from a plain hash in a backup, not from a keyed one.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function normaliseRecoveryCode(input: string): string | null {
  const chars = input.toLowerCase().replace(/[\s-]/g, '');
  if (chars.length !== LENGTH || ![...chars].every((char) => ALPHABET.includes(char))) return null;
  return chars;
}

export function hashRecoveryCode(normalised: string, appSecret: string): string {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'atelier/recovery-codes', 'hmac-sha256 v1', 32));
  return createHmac('sha256', key).update(normalised).digest('hex');
}
