import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type MediaFormat, variantWidths } from '#shared/media.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { media, mediaVariants } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { encodeVariant, withEncodeSlot } from './encode.ts';
import { sniffImageType } from './sniff.ts';

/** D20 / SECURITY 10 limits. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface StoredMedia {
  id: string;
  hash: string;
  width: number;
  height: number;
  color: string;
}

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

/** Who uploaded an image, and when (issue 29: the library shows both; the clean-up counts from it). */
export interface UploadFacts {
  uploadedBy: number;
  at: Date;
}

/** A validated image, re-encoded as the master that is stored: what `storePreparedImage` writes. */
export interface PreparedImage {
  master: Buffer;
  /** the master's content hash: the same picture is one row */
  hash: string;
  width: number;
  height: number;
  color: string;
}

/**
 * How a master is written: at most 2,560 wide (the largest served variant is 1,920). Exported so a cache of prepared images (the demo seed's) can name it in
 * its key: changed settings are new masters, never stale ones.
 */
export const MASTER_ENCODING = { maxWidth: 2560, background: '#ffffff', jpeg: { quality: 88, mozjpeg: true } } as const;

/**
 * Validates an image and prepares its master: real raster bytes only, pixel and size caps, EXIF
 * orientation applied, metadata (GPS!) stripped by re-encoding. Touches no database.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ValidationError('image_too_large', { megabytes: 15 });
  if (!sniffImageType(input)) throw new ValidationError('image_unsupported');
  const { master, info, dominant } = await withEncodeSlot(() => reencode(input));
  return {
    master,
    hash: masterHash(master),
    width: info.width,
    height: info.height,
    color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`,
  };
}

/** The content hash a master is stored under. */
export function masterHash(master: Buffer): string {
  return createHash('sha256').update(master).digest('hex').slice(0, 20);
}

/** Validates an uploaded image and stores its master (`prepareImage`, then `storePreparedImage`). */
export async function storeImage(db: DbOrTx, input: Buffer, upload?: UploadFacts): Promise<StoredMedia> {
  return storePreparedImage(db, await prepareImage(input), upload);
}

/**
 * Stores a prepared master. Same bytes → same row; a second upload of a stored picture keeps its
 * uploader but counts as new for the clean-up of unused uploads (its date moves forward), so a
 * picture uploaded again for a gallery is not removed under it.
 */
export async function storePreparedImage(
  db: DbOrTx,
  prepared: PreparedImage,
  upload?: UploadFacts,
): Promise<StoredMedia> {
  const { master, hash } = prepared;
  const values = {
    hash,
    mime: 'image/jpeg',
    width: prepared.width,
    height: prepared.height,
    byteSize: master.byteLength,
    color: prepared.color,
    bytes: master,
    ...(upload ? { uploadedBy: upload.uploadedBy, createdAt: upload.at } : {}),
  };
  if (upload) {
    await db
      .insert(media)
      .values(values)
      .onConflictDoUpdate({
        target: media.hash,
        set: { createdAt: sql`greatest(${media.createdAt}, excluded.created_at)` },
      });
  } else {
    await db.insert(media).values(values).onConflictDoNothing({ target: media.hash });
  }
  const [row] = await db
    .select({ id: media.id, hash: media.hash, width: media.width, height: media.height, color: media.color })
    .from(media)
    .where(eq(media.hash, hash));
  if (!row) throw new Error(`media row ${hash} vanished after insert`);
  return row;
}

/**
 * The smallest side an image may have: media URLs name widths of 2–4 digits (shared/media.ts), and
 * nothing smaller is a picture anyone wants on a page.
 */
export const MIN_IMAGE_SIDE = 16;

/** Decodes (within the pixel cap), applies EXIF orientation and writes a clean JPEG master. */
async function reencode(
  input: Buffer,
): Promise<{ master: Buffer; info: sharp.OutputInfo; dominant: sharp.Stats['dominant'] }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new ValidationError('image_unreadable');
    if (Math.min(meta.width, meta.height) < MIN_IMAGE_SIDE) {
      throw new ValidationError('image_too_small', { side: MIN_IMAGE_SIDE });
    }
    const { data: master, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MASTER_ENCODING.maxWidth, withoutEnlargement: true })
      .flatten({ background: MASTER_ENCODING.background })
      .jpeg(MASTER_ENCODING.jpeg)
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(master).resize(64).stats();
    return { master, info, dominant };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw error instanceof Error && /pixel limit/i.test(error.message)
      ? new ValidationError('image_too_many_pixels', { megapixels: 40 })
      : new ValidationError('image_unreadable');
  }
}

/**
 * A served variant: from the table when it was made before, else encoded from the master and kept.
 * Null when the hash is unknown or the width is not one this image is served at.
 */
export async function getMediaVariant(
  db: DbOrTx,
  hash: string,
  width: number,
  format: MediaFormat,
): Promise<Buffer | null> {
  const [cached] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.hash, hash), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
    .limit(1);
  if (cached) return cached.bytes;
  const [master] = await db
    .select({ id: media.id, width: media.width, bytes: media.bytes })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1);
  if (!master || !variantWidths(master.width).includes(width)) return null;
  const bytes = await encodeVariant(master.bytes, width, format);
  try {
    // Two requests may race to make the same variant; both answers are equivalent, keep the first.
    await db
      .insert(mediaVariants)
      .values({ mediaId: master.id, format, width, bytes, byteSize: bytes.byteLength })
      .onConflictDoNothing();
  } catch (error) {
    // The image was deleted while it was being encoded (the media library's delete or its daily
    // clean-up racing the warm-up job): there is nothing to serve or keep.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
  return bytes;
}

/** Encodes every variant of one image ahead of visitors (the media.warm job). */
export async function warmMediaVariants(db: DbOrTx, hash: string): Promise<number> {
  const [master] = await db.select({ width: media.width }).from(media).where(eq(media.hash, hash)).limit(1);
  if (!master) return 0;
  let made = 0;
  for (const width of variantWidths(master.width)) {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      if (await getMediaVariant(db, hash, width, format)) made += 1;
    }
  }
  return made;
}
