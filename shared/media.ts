import type { z } from 'zod';
import type { ImageRefSchema } from './content.ts';

/**
 * The public URL scheme of images: /media/<content hash>/<width>.<avif|webp|jpg>. The hash names the
 * master's bytes, so a URL never changes meaning and can be cached forever.
 */

export const MEDIA_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const EXTENSIONS: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const FORMAT_BY_EXTENSION: Record<string, MediaFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

/**
 * An image as the pages draw it: its content hash, the master's size, its alt text and average
 * colour. The shape is `ImageRefSchema` of shared/content.ts, imported as a type only: this file is
 * in every public page's code, and zod is not.
 */
export type ImageRef = z.output<typeof ImageRefSchema>;

/** Widths served for a master: the standard steps below it, and the master's own width (max 1920). */
export function variantWidths(masterWidth: number): number[] {
  const largest = Math.min(masterWidth, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? masterWidth);
  const steps: number[] = MEDIA_WIDTHS.filter((w) => w < largest);
  return [...steps, largest];
}

export function mediaUrl(hash: string, width: number, format: MediaFormat): string {
  return `/media/${hash}/${width}.${EXTENSIONS[format]}`;
}

/**
 * The widest variant of this image that is at most `maxWidth`, or its narrowest when none is: a
 * fixed width such as 320 does not exist for a master narrower than that (the server answers 404).
 */
function variantUpTo(image: Pick<ImageRef, 'width'>, maxWidth: number): number {
  const widths = variantWidths(image.width);
  return widths.filter((w) => w <= maxWidth).at(-1) ?? widths[0] ?? image.width;
}

/** One JPEG of the image for a box about `maxWidth` wide (admin thumbnails and previews). */
export function imageUrlUpTo(image: Pick<ImageRef, 'hash' | 'width'>, maxWidth: number): string {
  return mediaUrl(image.hash, variantUpTo(image, maxWidth), 'jpeg');
}

/** The single URL used where a plain list of image URLs is asked for (the spec's `images`). */
export function defaultImageUrl(image: Pick<ImageRef, 'hash' | 'width'>): string {
  return imageUrlUpTo(image, 1280);
}

export function srcSet(image: Pick<ImageRef, 'hash' | 'width'>, format: MediaFormat, maxWidth = Infinity): string {
  return variantWidths(image.width)
    .filter((w, i) => w <= maxWidth || i === 0)
    .map((w) => `${mediaUrl(image.hash, w, format)} ${w}w`)
    .join(', ');
}
