import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../platform/errors.ts';
import {
  bandsImage,
  dataUrl,
  type Format,
  gifImage,
  pngClaiming,
  SVG_IMAGE,
  truncatedJpeg,
} from '../testing/test-images.ts';
import { namedPalette } from './analyze-room-photo.ts';
import { namedColorEntries, nameHex } from './color-names.ts';
import { bytesFromDataUrl, decodeRoomPhoto } from './decode-image.ts';
import { describePhoto } from './describe-photo.ts';
import { brightnessLevel, measureImage, temperature } from './image-metrics.ts';

async function analyse(bytes: Buffer, room?: 'bedroom' | 'kitchen') {
  const decoded = await decodeRoomPhoto(bytes);
  const swatches = namedPalette(decoded.rgb);
  const metrics = measureImage(decoded.rgb);
  return { swatches, metrics, text: describePhoto(swatches, metrics, room) };
}

describe('room photo analysis from pixels', () => {
  it.each<Format>(['png', 'jpeg', 'webp'])('a mostly blue %s is reported as cool and blue', async (format) => {
    const image = await bandsImage(
      [
        ['#2f5fb0', 0.8],
        ['#e8e6e1', 0.2],
      ],
      { format },
    );
    const { swatches, metrics, text } = await analyse(image, 'bedroom');
    expect(swatches[0]?.family).toBe('blue');
    expect(swatches[0]?.share).toBeGreaterThan(0.7);
    expect(temperature(metrics.warmth)).toBe('cool');
    expect(text).toContain('cool');
    expect(text).toContain('blue');
    expect(text).toContain('bedroom');
  });

  it('a terracotta and ochre room is warm, and both colors are named', async () => {
    const image = await bandsImage(
      [
        ['#b5603f', 0.5],
        ['#c9952c', 0.5],
      ],
      { format: 'jpeg' },
    );
    const { swatches, metrics, text } = await analyse(image, 'kitchen');
    expect(swatches.map((s) => s.name)).toEqual(expect.arrayContaining(['Terracotta', 'Ochre']));
    expect(temperature(metrics.warmth)).toBe('warm');
    expect(text).toContain('warm');
    expect(text).not.toContain(' cool,');
  });

  it('a near-white room is bright, muted and led by a white', async () => {
    const { swatches, metrics, text } = await analyse(await bandsImage([['#f5f3ee', 1]], { format: 'webp', noise: 4 }));
    expect(brightnessLevel(metrics.brightness)).toBe('high');
    expect(swatches[0]?.family).toBe('white');
    expect(text).toContain('bright');
    expect(text).toContain('muted');
  });

  it('a 70/30 split of navy and cream gives both colors with about those shares', async () => {
    const { swatches } = await analyse(
      await bandsImage([
        ['#1f2d45', 0.7],
        ['#efe6d2', 0.3],
      ]),
    );
    expect(swatches).toHaveLength(2);
    expect(swatches[0]).toMatchObject({ name: 'Navy' });
    expect(swatches[0]?.share).toBeCloseTo(0.7, 1);
    expect(swatches[1]?.family).toBe('white');
    expect(swatches[1]?.share).toBeCloseTo(0.3, 1);
  });

  it('finds up to six colors in a busy picture, shares adding up to 1', async () => {
    const { swatches } = await analyse(
      await bandsImage([
        ['#f1ece1', 0.3],
        ['#1f2d45', 0.2],
        ['#c29a6b', 0.2],
        ['#b8914f', 0.1],
        ['#b45a3c', 0.1],
        ['#5a6b3e', 0.1],
      ]),
    );
    expect(swatches.length).toBeGreaterThanOrEqual(5);
    expect(swatches.length).toBeLessThanOrEqual(6);
    expect(swatches.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 2);
    for (const swatch of swatches) expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names colors the way designers do', () => {
    expect(nameHex('#9faa90').name).toBe('Sage');
    expect(nameHex('#b5603f').name).toBe('Terracotta');
    expect(nameHex('#1f2d48').name).toBe('Navy');
    expect(nameHex('#a9a194').name).toBe('Greige');
    expect(nameHex('#3b3c3a').name).toBe('Charcoal');
    // Every entry of the table is reachable: no name is shadowed by a neighbour.
    for (const entry of namedColorEntries()) expect(nameHex(entry.hex).name).toBe(entry.name);
  });
});

describe('what the analysis refuses (400, never a 5xx)', () => {
  const refused = async (bytes: Buffer) => {
    const error = await decodeRoomPhoto(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  };

  it('SVG, whatever the data URL claims', async () => {
    expect(await refused(bytesFromDataUrl(dataUrl(SVG_IMAGE, 'image/png')))).toBe(
      'SVG images are not supported: please upload a JPEG, PNG or WebP photo.',
    );
  });

  it('GIF', async () => {
    expect(await refused(await gifImage())).toBe(
      'GIF images are not supported: please upload a JPEG, PNG or WebP photo.',
    );
  });

  it('a text file renamed .png', async () => {
    const text = Buffer.from('These are my notes about the living room, not a picture at all.');
    expect(await refused(bytesFromDataUrl(dataUrl(text, 'image/png')))).toBe(
      'This file is not supported: please upload a JPEG, PNG or WebP photo.',
    );
  });

  it('a truncated JPEG', async () => {
    expect(await refused(await truncatedJpeg())).toBe(
      'The image could not be read: the file may be damaged or incomplete.',
    );
  });

  it('a PNG whose header claims 20,000 × 20,000 pixels, from the header alone', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect(await refused(bomb)).toBe('The image has too many pixels (40 megapixels at most).');
  });

  it('more than 8 MB', async () => {
    expect(await refused(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff))).toBe('The image is too large (8 MB at most).');
  });

  it('anything that is not a base64 data URL', () => {
    expect(() => bytesFromDataUrl('https://example.com/room.jpg')).toThrow(
      'The image must be a base64 data URL (data:image/jpeg;base64,…).',
    );
    expect(() => bytesFromDataUrl('data:image/png;base64,***')).toThrow('The image data is not valid base64.');
    expect(() => bytesFromDataUrl('data:image/png;base64,')).toThrow('The image is empty.');
  });
});
