import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { test } from './test.ts';

/**
 * A photo file on disk as a studio would pick it: a JPEG or PNG of its own colours (no two alike, so
 * no two share a stored image), with a band across it so a crop shows which part it kept.
 */
export async function photoFile(name: string, { width = 800, height = 600 } = {}): Promise<string> {
  const [r, g, b] = [randomInt(40, 220), randomInt(40, 220), randomInt(40, 220)];
  const band = await sharp({
    create: {
      width: Math.round(width * 0.8),
      height: Math.round(height * 0.2),
      channels: 3,
      background: { r: 255 - r, g: 255 - g, b: 255 - b },
    },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).composite([
    { input: band, top: Math.round(height * 0.6), left: Math.round(width * 0.1) },
  ]);
  const bytes = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return testFile(name, bytes);
}

/** A file that says it is a photo and is not one (the server sniffs the bytes, SECURITY 10). */
export async function fakePhotoFile(name: string): Promise<string> {
  return testFile(name, 'These are notes, not a photo.\n');
}

async function testFile(name: string, bytes: string | Buffer): Promise<string> {
  const file = test.info().outputPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}
