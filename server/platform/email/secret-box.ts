import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Provider secrets at rest (D13, SECURITY 6): AES-256-GCM with a key derived from APP_SECRET by
 * HKDF-SHA256, a random 12-byte IV per value, and the output `v1:<iv>:<tag>:<ciphertext>` in
 * base64url. A wrong key, a garbled value or an unknown version is a SecretBoxError; nothing
 * ever answers the ciphertext or a guess in place of the secret.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Fixed and public: separates each use of APP_SECRET from its others (unsubscribe links, provider
 * secrets, two-factor secrets), so one derived key never serves two purposes.
 */
const EMAIL_SETTINGS_SALT = 'atelier/email-settings';
const HKDF_INFO = 'aes-256-gcm v1';

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function createSecretBox(appSecret: string, purpose = EMAIL_SETTINGS_SALT): SecretBox {
  if (appSecret.length < 16) throw new SecretBoxError('APP_SECRET is too short to derive an encryption key');
  const key = Buffer.from(hkdfSync('sha256', appSecret, purpose, HKDF_INFO, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext].map((part) => (typeof part === 'string' ? part : b64(part))).join(':');
    },
    open(sealed) {
      const parts = sealed.split(':');
      if (parts[0] !== VERSION || parts.length !== 4) {
        throw new SecretBoxError('stored secret is not in a known format (expected v1:iv:tag:ciphertext)');
      }
      const [iv, tag, ciphertext] = parts.slice(1).map(unb64);
      if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !ciphertext) {
        throw new SecretBoxError('stored secret is garbled');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          'stored secret cannot be decrypted: APP_SECRET changed since it was saved, or the value is garbled; enter it again in Email Setup',
        );
      }
    },
  };
}

function b64(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function unb64(text: string): Buffer | undefined {
  return /^[A-Za-z0-9_-]*$/.test(text) ? Buffer.from(text, 'base64url') : undefined;
}
