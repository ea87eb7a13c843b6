import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { mediaHashOf, type ProjectImageInput } from '#shared/admin/content.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { media, projectImages } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { defaultAltsOf, findStoredImages } from '../media/index.ts';

/** D23's default crop: the centre. */
export const DEFAULT_FOCAL = 50;

/** The spec's `images` item is a URL; ours may also carry alt text and a focal point. */
export type GalleryItem = string | ProjectImageInput;

const asInput = (item: GalleryItem): ProjectImageInput => (typeof item === 'string' ? { url: item } : item);

/**
 * Replaces a project's gallery with `items`, in their order (position 0 is the cover). An image the
 * project already has keeps its row — id, banner flag, alt text and focal point — unless the item
 * names new ones; a new image gets the project's title as alt text (D20) and the centre as focal
 * point (D23). Images left out are removed from the project (their bytes stay: a post may use them).
 */
export async function replaceGallery(
  tx: Transaction,
  projectId: number,
  items: readonly GalleryItem[],
  defaultAlt: string,
): Promise<void> {
  const inputs = items.map(asInput);
  const seen = new Set<string>();
  inputs.forEach((input, i) => {
    const hash = mediaHashOf(input.url);
    if (hash !== null && seen.has(hash)) {
      throw ValidationError.forField(`images.${i}`, 'gallery_image_twice', { url: input.url });
    }
    if (hash !== null) seen.add(hash);
  });
  const mediaIds = await findStoredImages(
    tx,
    inputs.map((input) => input.url),
    'images',
  );
  const existing = await tx
    .select({ id: projectImages.id, mediaId: projectImages.mediaId })
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId));
  const rowByMedia = new Map(existing.map((row) => [row.mediaId, row.id]));
  // Issue 29: a new image starts with the library's default alt text, before the project's title.
  const libraryAlts = await defaultAltsOf(tx, [...mediaIds.values()]);

  const kept: number[] = [];
  for (const [position, input] of inputs.entries()) {
    const mediaId = mediaIds.get(mediaHashOf(input.url) ?? '') ?? '';
    const alt = input.alt === undefined ? undefined : input.alt || defaultAlt;
    const rowId = rowByMedia.get(mediaId);
    if (rowId !== undefined) {
      rowByMedia.delete(mediaId);
      kept.push(rowId);
      await tx
        .update(projectImages)
        .set({ position, alt, focalX: input.focalX, focalY: input.focalY })
        .where(eq(projectImages.id, rowId));
      continue;
    }
    const [inserted] = await tx
      .insert(projectImages)
      .values({
        projectId,
        mediaId,
        position,
        alt: input.alt || libraryAlts.get(mediaId) || defaultAlt,
        focalX: input.focalX ?? DEFAULT_FOCAL,
        focalY: input.focalY ?? DEFAULT_FOCAL,
      })
      .returning({ id: projectImages.id });
    if (inserted) kept.push(inserted.id);
  }
  await tx
    .delete(projectImages)
    .where(and(eq(projectImages.projectId, projectId), kept.length ? notInArray(projectImages.id, kept) : undefined));
}

/**
 * PUT /api/projects/{id} (D5): the banner is exactly these images, each one of this project's own
 * (named by any of its media URLs). Anything else is refused before a row changes.
 */
export async function setBannerSelection(tx: Transaction, projectId: number, urls: readonly string[]): Promise<void> {
  const gallery = await tx
    .select({ id: projectImages.id, hash: media.hash })
    .from(projectImages)
    .innerJoin(media, eq(media.id, projectImages.mediaId))
    .where(eq(projectImages.projectId, projectId));
  const idByHash = new Map(gallery.map((image) => [image.hash, image.id]));
  const selected = urls.map((url) => {
    const id = idByHash.get(mediaHashOf(url) ?? '');
    if (id === undefined) throw ValidationError.forField('bannerImages', 'banner_image_not_in_project', { url });
    return id;
  });
  await tx.update(projectImages).set({ inBanner: false }).where(eq(projectImages.projectId, projectId));
  if (selected.length) {
    await tx
      .update(projectImages)
      .set({ inBanner: true })
      .where(and(eq(projectImages.projectId, projectId), inArray(projectImages.id, selected)));
  }
}

/**
 * The edit form's inBanner switch (D5: the flag is derived from the selection). Off clears the
 * selection; on keeps a selection there is, or selects the cover when there is none.
 */
export async function applyBannerFlag(tx: Transaction, projectId: number, inBanner: boolean): Promise<void> {
  if (!inBanner) {
    await tx.update(projectImages).set({ inBanner: false }).where(eq(projectImages.projectId, projectId));
    return;
  }
  const gallery = await tx
    .select({ id: projectImages.id, inBanner: projectImages.inBanner })
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId))
    .orderBy(asc(projectImages.position), asc(projectImages.id));
  if (gallery.some((image) => image.inBanner)) return;
  const cover = gallery[0];
  if (!cover) throw ValidationError.forField('inBanner', 'banner_needs_image');
  await tx.update(projectImages).set({ inBanner: true }).where(eq(projectImages.id, cover.id));
}
