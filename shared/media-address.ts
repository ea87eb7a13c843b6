// No imports: shared/admin/content.ts (zod schemas) and the post format's parser both use this, and
// shared/media.ts reaches shared/admin/content.ts through shared/content.ts.

/**
 * An image the server stores, named by its URL (`/media/<hash>/<width>.<ext>`, as `POST /api/media`
 * and every read return it). Any variant's URL names the image.
 */
export const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{20})\/\d{2,4}\.(?:avif|webp|jpg)$/;

/** The hash a media URL names; null for anything else. */
export function mediaHashOf(url: string): string | null {
  return MEDIA_URL_PATTERN.exec(url)?.[1] ?? null;
}
