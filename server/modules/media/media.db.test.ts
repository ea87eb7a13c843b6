import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantWidths } from '#shared/media.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { media, mediaVariants } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { storeImage, warmMediaVariants } from './media.service.ts';

const t = prepareTestApp({ content: 'migrated' });

const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#8a9a7b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' },
    })
    .toBuffer();

describe('storeImage (D20)', () => {
  it('keeps a re-encoded master without the metadata a phone photo carries', async () => {
    const input = await photo();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(t.handle.db, input);
    const [row] = await t.handle.db.select().from(media).where(eq(media.id, stored.id));
    expect(row).toMatchObject({ width: 1200, height: 800, mime: 'image/jpeg' });
    const meta = await sharp(row?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('stores the same picture once', async () => {
    const input = await photo(640, 480);
    const a = await storeImage(t.handle.db, input);
    const b = await storeImage(t.handle.db, input);
    expect(b.id).toBe(a.id);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['text named .jpg', Buffer.from('definitely not an image, just words')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1])],
  ])('refuses %s', async (_, bytes) => {
    const before = await t.handle.db.select({ id: media.id }).from(media);
    await expect(storeImage(t.handle.db, bytes)).rejects.toBeInstanceOf(ValidationError);
    expect(await t.handle.db.select({ id: media.id }).from(media)).toHaveLength(before.length);
  });

  it('refuses an image over 40 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(storeImage(t.handle.db, huge)).rejects.toThrow('Image has too many pixels (40 megapixels at most).');
  });
});

describe('GET /media/{hash}/{width}.{ext}', () => {
  it('serves every format at every listed width, cacheable forever, and keeps what it encoded', async () => {
    const stored = await storeImage(t.handle.db, await photo(1000, 700));
    const widths = variantWidths(1000);
    expect(widths).toEqual([320, 480, 640, 800, 1000]);
    for (const [ext, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      const res = await t.request(`/media/${stored.hash}/640.${ext}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(640);
    }
    const kept = await t.handle.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, stored.id));
    expect(kept.map((v) => v.format).sort()).toEqual(['avif', 'jpeg', 'webp']);
  });

  it('answers 304 to a client that already has the variant', async () => {
    const stored = await storeImage(t.handle.db, await photo(900, 600));
    const first = await t.request(`/media/${stored.hash}/320.webp`);
    const etag = first.headers.get('etag') ?? '';
    const again = await t.request(`/media/${stored.hash}/320.webp`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses widths it does not serve, unknown hashes and other file names with 404', async () => {
    const stored = await storeImage(t.handle.db, await photo(800, 600));
    for (const path of [
      `/media/${stored.hash}/333.jpg`,
      `/media/${stored.hash}/1920.jpg`,
      `/media/${stored.hash}/640.gif`,
      `/media/${stored.hash}/640.jpg.exe`,
      `/media/${'0'.repeat(20)}/640.jpg`,
      '/media/../etc/passwd',
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it('the warm-up encodes every variant ahead of visitors', async () => {
    const stored = await storeImage(t.handle.db, await photo(700, 500));
    const made = await warmMediaVariants(t.handle.db, stored.hash);
    expect(made).toBe(variantWidths(700).length * 3);
    const kept = await t.handle.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, stored.id));
    expect(kept).toHaveLength(made);
  });
});
