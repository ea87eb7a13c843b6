import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_PATTERN, type UploadedImage } from '#shared/admin/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { media } from '../../platform/db/schema/index.ts';
import { JOBS } from '../../register-jobs.ts';
import { MAX_IMAGE_BYTES } from './media.service.ts';
import { samplePhoto, uploadRequest } from './testing/upload-images.ts';

const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
});

const upload = (bytes: Uint8Array, type: string, cookie: string | null = editorCookie) =>
  t.request('/api/media', uploadRequest(bytes, type, cookie));

const mediaCount = async () => Number((await t.deps.db.select({ n: count() }).from(media))[0]?.n);

/** A refused upload stores nothing: the media table has exactly the rows it had. */
async function expectRefused(send: () => Promise<Response>, status: number): Promise<string> {
  const before = await mediaCount();
  const response = await send();
  const body = (await response.json()) as { message: string };
  expect(response.status, body.message).toBe(status);
  expect(await mediaCount()).toBe(before);
  return body.message;
}

describe('POST /api/media (D20, SECURITY 10)', () => {
  it('stores a phone photo re-encoded without its metadata and answers where it is served', async () => {
    const photo = await samplePhoto({ width: 1600, height: 1000 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'image/jpeg');
    expect(response.status).toBe(201);
    const stored = (await response.json()) as UploadedImage;
    expect(stored).toEqual({
      url: `/media/${stored.hash}/1280.jpg`,
      hash: expect.stringMatching(/^[0-9a-f]{20}$/),
      width: 1600,
      height: 1000,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(stored.url).toMatch(MEDIA_URL_PATTERN);
    const [row] = await t.deps.db.select().from(media).where(eq(media.hash, stored.hash));
    expect((await sharp(row?.bytes).metadata()).exif).toBeUndefined();
    // Served at once; the warm-up job was queued to encode the rest ahead of visitors.
    expect((await t.request(stored.url)).status).toBe(200);
    const jobs = (await t.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${JOBS.warmMedia} and data->>'hash' = ${stored.hash}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(jobs.rows[0]?.n).toBe(1);
  });

  it('trusts the bytes, not the declared type: a PNG labelled JPEG is stored', async () => {
    const png = await samplePhoto({ format: 'png', width: 400, height: 300 });
    const response = await upload(png, 'image/jpeg');
    expect(response.status).toBe(201);
    expect(((await response.json()) as UploadedImage).width).toBe(400);
  });

  it('refuses an SVG, text labelled as a JPEG, a truncated JPEG and a tiny image, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await expectRefused(() => upload(svg, 'image/svg+xml'), 400)).toBe(
      'Unsupported image: upload a JPEG, PNG, WebP or AVIF file.',
    );
    await expectRefused(() => upload(svg, 'image/jpeg'), 400);
    await expectRefused(() => upload(Buffer.from('definitely not an image, just some words'), 'image/jpeg'), 400);
    const truncated = (await samplePhoto()).subarray(0, 400);
    expect(await expectRefused(() => upload(truncated, 'image/jpeg'), 400)).toBe('The image could not be read.');
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await expectRefused(() => upload(tiny, 'image/png'), 400)).toBe(
      'Image is too small (16 pixels a side at least).',
    );
    expect(await expectRefused(() => upload(new Uint8Array(0), 'image/jpeg'), 400)).toBe(
      'Send the image file as the request body.',
    );
  });

  it('refuses an image over 15 MB with 413, whether the body cap or the image cap sees it first', async () => {
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await expectRefused(() => upload(over, 'image/jpeg'), 413)).toBe('Image is too large (15 MB at most).');
    const far = new Uint8Array(20 * 1024 * 1024);
    await expectRefused(() => upload(far, 'image/jpeg'), 413);
  });

  it('refuses a JSON or form body (415), a viewer (403) and a visitor (401), storing nothing', async () => {
    const photo = await samplePhoto({ width: 300, height: 200 });
    await expectRefused(() => upload(Buffer.from('{"url":"https://example.com/x.jpg"}'), 'application/json'), 415);
    await expectRefused(() => upload(photo, 'multipart/form-data; boundary=x'), 415);
    await expectRefused(() => upload(photo, 'image/jpeg', viewerCookie), 403);
    await expectRefused(() => upload(photo, 'image/jpeg', null), 401);
  });
});
