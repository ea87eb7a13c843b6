import { eq, inArray } from 'drizzle-orm';
import type { ProjectImage } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { mediaHashOf } from '#shared/media-address.ts';
import type { RichTextBlock } from '#shared/rich-text/rich-text.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { media, projectImages } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';

/** A project picture's columns (joined with its media row): every read of a project image selects these. */
export const projectPictureColumns = {
  alt: projectImages.alt,
  focalX: projectImages.focalX,
  focalY: projectImages.focalY,
  hash: media.hash,
  width: media.width,
  height: media.height,
  color: media.color,
};

/** Columns selected wherever a project image is read; turned into the public shape by toProjectImage. */
export interface ProjectImageRow {
  id: number;
  alt: string;
  inBanner: boolean;
  focalX: number;
  focalY: number;
  hash: string;
  width: number;
  height: number;
  color: string;
}

export function toProjectImage(row: ProjectImageRow): ProjectImage {
  return {
    id: row.id,
    url: defaultImageUrl(row),
    hash: row.hash,
    width: row.width,
    height: row.height,
    alt: row.alt,
    color: row.color,
    inBanner: row.inBanner,
    focalX: row.focalX,
    focalY: row.focalY,
  };
}

/**
 * The stored image a media URL names (`/media/<hash>/…`; any variant's URL names the image), as
 * its media id; null when it names nothing stored here. The server never fetches an address
 * (SECURITY 10): an image arrives only through the upload route.
 */
export async function findStoredImage(db: DbOrTx, url: string): Promise<string | null> {
  const hash = mediaHashOf(url);
  const [row] = hash ? await db.select({ id: media.id }).from(media).where(eq(media.hash, hash)).limit(1) : [];
  return row?.id ?? null;
}

/**
 * The stored images that media URLs name (`/media/<hash>/…`, as uploads and reads return them),
 * as media ids by hash. Any URL the server does not store is refused, naming it under `field.N`:
 * images only ever arrive through the upload route, and the server never fetches an address
 * (SECURITY 10).
 */
export async function findStoredImages(
  db: DbOrTx,
  urls: readonly string[],
  field: string,
): Promise<Map<string, string>> {
  const hashes = urls.map((url) => mediaHashOf(url));
  const known = hashes.filter((hash): hash is string => hash !== null);
  const rows = known.length
    ? await db.select({ id: media.id, hash: media.hash }).from(media).where(inArray(media.hash, known))
    : [];
  const byHash = new Map(rows.map((row) => [row.hash, row.id]));
  hashes.forEach((hash, i) => {
    if (hash === null || !byHash.has(hash)) {
      throw ValidationError.forField(`${field}.${i}`, 'image_not_stored', { url: urls[i] ?? '' });
    }
  });
  return byHash;
}

/** The default alt text of stored images, by media id (issue 29: a new use of an image starts with it). */
export async function defaultAltsOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db
        .select({ id: media.id, alt: media.defaultAlt })
        .from(media)
        .where(inArray(media.id, [...ids]))
    : [];
  return new Map(rows.map((row) => [row.id, row.alt]));
}

/**
 * A parsed post body or project story with each image's stored picture filled in (`image`: hash,
 * size, colour, and the alt text the writer gave), read in one query, so the page can serve it
 * responsively (docs/content-format.md). An image whose address names nothing stored here (deleted
 * since, or a hash never uploaded) is left out: the page would otherwise show a broken image.
 */
export async function resolveRichTextImages(db: DbOrTx, blocks: readonly RichTextBlock[]): Promise<RichTextBlock[]> {
  const hashes = new Set<string>();
  const collect = (list: readonly RichTextBlock[]): void => {
    for (const block of list) {
      if (block.kind === 'image') {
        const hash = mediaHashOf(block.src);
        if (hash) hashes.add(hash);
      } else if (block.kind === 'quote') collect(block.children);
      else if (block.kind === 'list') for (const item of block.items) collect(item);
    }
  };
  collect(blocks);
  const rows = hashes.size
    ? await db
        .select({ hash: media.hash, width: media.width, height: media.height, color: media.color })
        .from(media)
        .where(inArray(media.hash, [...hashes]))
    : [];
  const stored = new Map(rows.map((row) => [row.hash, row]));
  const resolve = (list: readonly RichTextBlock[]): RichTextBlock[] =>
    list.flatMap((block): RichTextBlock[] => {
      // A quote or list item left with nothing in it goes too (an empty bullet is noise).
      if (block.kind === 'quote') {
        const children = resolve(block.children);
        return children.length > 0 ? [{ ...block, children }] : [];
      }
      if (block.kind === 'list') {
        const items = block.items.map(resolve).filter((item) => item.length > 0);
        return items.length > 0 ? [{ ...block, items }] : [];
      }
      if (block.kind !== 'image') return [block];
      const row = stored.get(mediaHashOf(block.src) ?? '');
      return row ? [{ ...block, image: { ...row, alt: block.alt } }] : [];
    });
  return resolve(blocks);
}
