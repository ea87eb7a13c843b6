import { createHash, randomBytes } from 'node:crypto';

/**
 * A preview link's secret: 32 random bytes, base64url (43 characters), the only proof a visitor
 * needs. The database keeps its SHA-256 alone (a plain hash is enough for 256 random bits: there is
 * nothing to guess), so a copy of the database opens no preview.
 */
export function newPreviewToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What `newPreviewToken` writes; anything else names no link and costs no query. */
export function isPreviewTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The page's address for a token, on the studio's public origin. */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}
