import sharp from 'sharp';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MAX_PIXELS } from '#shared/chat.ts';
import { ValidationError } from '../../../platform/errors.ts';
import { sniffImageType } from '../../media/index.ts';
import { createSlots } from './decode-slots.ts';

/**
 * Decoding a 40-megapixel PNG takes ~120 MB and a core for a moment: at most two at a time, a
 * few more waiting, and beyond that a polite 503 rather than a server out of memory.
 */
const withDecodeSlot = createSlots({ parallel: 2, waiting: 6 });

/** A palette needs no more: 64 px on the long edge is ~3,000–4,000 pixels. */
const THUMBNAIL_EDGE = 64;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface DecodedImage {
  /** packed 8-bit RGB of the thumbnail, alpha flattened onto white */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** the original's size */
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * The bytes of a `data:…;base64,…` URL. What the URL claims about its type is ignored here: the
 * bytes are sniffed afterwards (SECURITY 10).
 */
export function bytesFromDataUrl(dataUrl: string): Buffer {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) throw new ValidationError('chat_image_not_data_url');
  const base64 = dataUrl.slice(match[0].length).replace(/\s+/g, '');
  if (!/^[a-z0-9+/]*={0,2}$/i.test(base64)) throw new ValidationError('chat_image_not_base64');
  if ((base64.length * 3) / 4 > CHAT_IMAGE_MAX_BYTES + 3) throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) throw new ValidationError('chat_image_empty');
  return bytes;
}

function tooLarge(): ValidationError {
  return new ValidationError('chat_image_too_large', { megabytes: CHAT_IMAGE_MAX_BYTES / 1024 / 1024 });
}

/** What a refused file is, in words a visitor recognizes. */
function describeRefused(bytes: Buffer): string {
  const head = bytes.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('gif8')) return 'GIF images';
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'SVG images';
  if (sniffImageType(bytes) === 'image/avif') return 'AVIF images';
  if (head.startsWith('bm')) return 'BMP images';
  if (/^ii\*\0|^mm\0\*/.test(head)) return 'TIFF images';
  if (head.startsWith('%pdf')) return 'PDF files';
  return 'This file';
}

/**
 * Decodes an uploaded room photo in memory into a small RGB thumbnail (D21: nothing is written
 * anywhere, and nothing about the picture is logged). Only real JPEG, PNG and WebP bytes pass; the
 * size cap, the pixel cap (checked from the header before any decoding) and a strict decoder
 * (a truncated file is an error, not a half-grey picture) all answer 400 with a clear message.
 */
export async function decodeRoomPhoto(bytes: Buffer): Promise<DecodedImage> {
  if (bytes.byteLength > CHAT_IMAGE_MAX_BYTES) throw tooLarge();
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) {
    const what = describeRefused(bytes);
    throw what === 'This file'
      ? new ValidationError('chat_file_unsupported')
      : new ValidationError('chat_image_kind_unsupported', { kind: what });
  }
  const options = { limitInputPixels: CHAT_IMAGE_MAX_PIXELS, failOn: 'truncated' as const };
  let meta: sharp.Metadata;
  try {
    // sharp checks the pixel cap against the header here, before any pixel is decoded.
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > CHAT_IMAGE_MAX_PIXELS) throw tooManyPixels();
  const { width, height } = meta;
  return withDecodeSlot(() => thumbnail(bytes, options, width, height));
}

async function thumbnail(
  bytes: Buffer,
  options: sharp.SharpOptions,
  sourceWidth: number,
  sourceHeight: number,
): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      sourceWidth,
      sourceHeight,
    };
  } catch (error) {
    throw refusal(error);
  }
}

function refusal(error: unknown): ValidationError {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
}

function tooManyPixels(): ValidationError {
  return new ValidationError('chat_image_too_many_pixels', { megapixels: CHAT_IMAGE_MAX_PIXELS / 1_000_000 });
}

function unreadable(): ValidationError {
  return new ValidationError('chat_image_unreadable');
}
