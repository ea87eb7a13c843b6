import { describe, expect, it } from 'vitest';
import { defaultImageUrl, mediaUrl, srcSet, variantWidths } from './media.ts';

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
