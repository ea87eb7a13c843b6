import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { hexToRgb } from '../image/color-space.ts';

/**
 * Pictures with known palettes for the image-analysis tests, drawn with sharp, plus the files the
 * endpoint must refuse. Colors get a little seeded noise so they behave like photos, not swatches.
 */
export type Format = 'png' | 'jpeg' | 'webp';

function jitter(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
}

/** Vertical bands: [color, share of the width] left to right, each pixel ±`noise` per channel. */
export async function bandsImage(
  bands: Array<[hex: string, share: number]>,
  options: { format?: Format; width?: number; height?: number; noise?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 240;
  const height = options.height ?? 160;
  const noise = options.noise ?? 12;
  const random = jitter(42);
  const pixels = Buffer.alloc(width * height * 3);
  const edges: number[] = [];
  let total = 0;
  for (const [, share] of bands) {
    total += share;
    edges.push(Math.round(total * width));
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = bands[edges.findIndex((edge) => x < edge)] ?? bands[bands.length - 1];
      const rgb = hexToRgb(band?.[0] ?? '#000000');
      for (let c = 0; c < 3; c += 1) {
        const value = (rgb[c] ?? 0) + Math.round(random() * 2 * noise);
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const format = options.format ?? 'png';
  if (format === 'jpeg') return image.jpeg({ quality: 92 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 92 }).toBuffer();
  return image.png().toBuffer();
}

export function dataUrl(bytes: Buffer | string, mime: string): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

export const SVG_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#1f4fb0"/><script>alert(1)</script></svg>';

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#1f4fb0' } })
    .gif()
    .toBuffer();
}

/** A real JPEG cut off halfway: a browser would show half a picture; we refuse it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await bandsImage([['#6f8fc9', 1]], { format: 'jpeg', width: 400, height: 300, noise: 40 });
  return whole.subarray(0, Math.floor(whole.byteLength / 2));
}

/**
 * A tiny PNG whose header claims `width` × `height` pixels (with a valid checksum), the classic
 * decompression bomb: it must be refused from the header, before anything is decoded.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
