import { describe, expect, it } from 'vitest';
import { defaultImageUrl, imageUrlUpTo, mediaUrl, srcSet, variantWidths } from './media.ts';

describe('variantWidths', () => {
  it('serves the standard steps below the master and the master itself, at most 1920', () => {
    expect(variantWidths(1600)).toEqual([320, 480, 640, 800, 1024, 1280, 1600]);
    expect(variantWidths(3000)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1920]);
    expect(variantWidths(500)).toEqual([320, 480, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('URLs', () => {
  const image = { hash: 'a'.repeat(20), width: 1600 };
  it('names hash, width and format', () => {
    expect(mediaUrl(image.hash, 640, 'avif')).toBe(`/media/${image.hash}/640.avif`);
    expect(mediaUrl(image.hash, 640, 'jpeg')).toBe(`/media/${image.hash}/640.jpg`);
  });
  it('uses a 1280 px JPEG as the plain URL', () => {
    expect(defaultImageUrl(image)).toBe(`/media/${image.hash}/1280.jpg`);
  });
  it('lists every width in a srcset', () => {
    expect(srcSet(image, 'webp').split(', ')).toHaveLength(7);
    expect(srcSet(image, 'webp')).toContain(`/media/${image.hash}/1600.webp 1600w`);
  });
});

describe('one image for a box of a given width', () => {
  const hash = 'b'.repeat(20);
  const widthOf = (width: number, box: number) => Number(/\/(\d+)\.jpg$/.exec(imageUrlUpTo({ hash, width }, box))?.[1]);
  it('takes the widest variant that fits the box, as a JPEG', () => {
    expect(imageUrlUpTo({ hash, width: 1600 }, 640)).toBe(`/media/${hash}/640.jpg`);
    expect(widthOf(1600, 700)).toBe(640);
    expect(widthOf(500, 640)).toBe(500);
  });
  it('takes a narrow master as it is: a fixed 320 or 640 does not exist for it', () => {
    expect(widthOf(300, 320)).toBe(300);
    expect(widthOf(626, 640)).toBe(626);
    expect(widthOf(200, 320)).toBe(200);
  });
  it('takes the narrowest variant when none fits', () => {
    expect(widthOf(1600, 100)).toBe(320);
  });
});
