import sharp from 'sharp';
import type { MediaFormat } from '#shared/media.ts';

// sharp defaults to one libvips thread on this class of machine; two cores are there to use.
sharp.concurrency(2);

/**
 * Encodes (variants, and the re-encode of an upload) never run more than this many at once, so a
 * burst of image requests or uploads cannot starve pages.
 */
const MAX_PARALLEL_ENCODES = 2;
let running = 0;
const waiting: Array<() => void> = [];

export async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** One responsive variant of a master. Settings favour speed on first request (measured: AVIF effort 2). */
export function encodeVariant(master: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  return withEncodeSlot(() => {
    const resized = sharp(master).resize({ width, withoutEnlargement: true });
    switch (format) {
      case 'avif':
        return resized.avif({ quality: 55, effort: 2 }).toBuffer();
      case 'webp':
        return resized.webp({ quality: 78, effort: 4 }).toBuffer();
      case 'jpeg':
        return resized.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
    }
  });
}
