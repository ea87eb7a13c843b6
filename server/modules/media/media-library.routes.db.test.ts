import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '#shared/admin/content.ts';
import type { MediaItem, MediaPage } from '#shared/admin/media-library.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  blogPosts,
  emailTemplates,
  media,
  mediaVariants,
  projectImages,
  siteSettings,
} from '../../platform/db/schema/index.ts';
import { samplePhoto, uploadRequest, uploadSamplePhoto } from './testing/upload-images.ts';
import { UPLOAD_RATE_LIMIT } from './upload.routes.ts';

/**
 * The media library (issue 29): every stored image with where it is used, its default alt text,
 * and a delete that refuses an image in use. Uploads are limited per user and audited.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let editor: string;
let admin: string;
let viewer: string;
const img: Record<'gallery' | 'featured' | 'inText' | 'portrait' | 'inTemplate' | 'unused', UploadedImage> =
  {} as never;
let project: Project;
let post: BlogPost;
let templateId: number;

const write = (method: string, path: string, body: unknown, cookie: string | null = editor) =>
  t.request(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));
const get = (path: string, cookie = editor) => t.request(path, { headers: { Cookie: cookie } });
async function ok<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const list = async (query: string) => ok<MediaPage>(await get(`/api/admin/media?${query}`));
const itemOf = async (hash: string): Promise<MediaItem | undefined> =>
  (await list('pageSize=96')).items.find((item) => item.hash === hash);
const mediaRow = async (hash: string) => (await t.deps.db.select().from(media).where(eq(media.hash, hash)))[0];

beforeAll(async () => {
  [editor, admin, viewer] = [await signInAs(t, 'editor'), await signInAs(t, 'admin'), await signInAs(t, 'viewer')];
  for (const key of Object.keys({ gallery: 0, featured: 0, inText: 0, portrait: 0, inTemplate: 0, unused: 0 })) {
    img[key as keyof typeof img] = await uploadSamplePhoto(t, editor);
  }
  project = await ok<Project>(
    await write('POST', '/api/projects', { title: 'Quince Loft', images: [img.gallery.url] }),
    201,
  );
  await ok(await write('PUT', `/api/projects/${project.id}`, { bannerImages: [img.gallery.url] }));
  post = await ok<BlogPost>(
    await write('POST', '/api/blog', {
      title: 'Linen Season',
      content: `Morning light.\n\n![A linen sofa](${img.inText.url})\n\nMore words.`,
      featuredImage: img.featured.url,
    }),
    201,
  );
  const [portrait] = await t.deps.db.select({ id: media.id }).from(media).where(eq(media.hash, img.portrait.hash));
  await t.deps.db.update(siteSettings).set({ designerPortraitId: portrait?.id ?? null });
  const [template] = await t.deps.db
    .insert(emailTemplates)
    .values({
      name: 'Autumn welcome',
      subject: 'Hello',
      htmlContent: `<p>Hi</p><img src="${img.inTemplate.url}" alt="">`,
      textContent: 'Hi',
    })
    .returning({ id: emailTemplates.id });
  templateId = template?.id ?? 0;
});

describe('GET /api/admin/media', () => {
  it('lists each image with its file facts, uploader and every place it is used, naming the item', async () => {
    const gallery = await itemOf(img.gallery.hash);
    expect(gallery).toMatchObject({
      hash: img.gallery.hash,
      url: img.gallery.url,
      thumbnailUrl: `/media/${img.gallery.hash}/480.jpg`,
      width: 900,
      height: 600,
      defaultAlt: '',
      uploadedBy: expect.stringMatching(/editor/),
      uses: [
        { kind: 'banner', id: project.id, name: 'Quince Loft' },
        { kind: 'project', id: project.id, name: 'Quince Loft' },
      ],
    });
    expect(gallery?.byteSize).toBeGreaterThan(0);
    expect(Date.parse(gallery?.createdAt ?? '')).not.toBeNaN();
    expect((await itemOf(img.featured.hash))?.uses).toEqual([
      { kind: 'postFeatured', id: post.id, name: 'Linen Season' },
    ]);
    expect((await itemOf(img.inText.hash))?.uses).toEqual([{ kind: 'postContent', id: post.id, name: 'Linen Season' }]);
    expect((await itemOf(img.portrait.hash))?.uses).toEqual([{ kind: 'studioSettings', id: null, name: '' }]);
    expect((await itemOf(img.inTemplate.hash))?.uses).toEqual([
      { kind: 'emailTemplate', id: templateId, name: 'Autumn welcome' },
    ]);
    expect((await itemOf(img.unused.hash))?.uses).toEqual([]);
  });

  it('filters used and unused, searches default alt text and the names of the items using an image', async () => {
    const hashes = (page: MediaPage) => page.items.map((item) => item.hash);
    const unused = await list('filter=unused&pageSize=96');
    expect(hashes(unused)).toContain(img.unused.hash);
    expect(unused.items.every((item) => item.uses.length === 0)).toBe(true);
    const used = await list('filter=used&pageSize=96');
    expect(hashes(used)).toEqual(expect.arrayContaining([img.gallery.hash, img.portrait.hash, img.inTemplate.hash]));
    expect(hashes(used)).not.toContain(img.unused.hash);
    expect(used.total + unused.total).toBe((await list('')).total);

    expect(hashes(await list('q=quince'))).toEqual([img.gallery.hash]);
    expect(hashes(await list('q=linen%20season')).sort()).toEqual([img.featured.hash, img.inText.hash].sort());
    expect(hashes(await list('q=autumn'))).toEqual([img.inTemplate.hash]);
    await ok(await write('PATCH', `/api/admin/media/${img.unused.hash}`, { defaultAlt: 'Verdigris vase 100%' }));
    expect(hashes(await list('q=verdigris&filter=unused'))).toEqual([img.unused.hash]);
    expect(hashes(await list('q=verdigris&filter=used'))).toEqual([]);
    // % is searched for as itself, not as a wildcard
    expect(hashes(await list('q=100%25'))).toEqual([img.unused.hash]);
  });

  it('gives the demo photos their gallery alt text as their default, so a picked one is described', async () => {
    const [seeded] = await t.deps.db
      .select({ hash: media.hash, alt: projectImages.alt })
      .from(projectImages)
      .innerJoin(media, eq(media.id, projectImages.mediaId))
      .where(eq(projectImages.position, 0))
      .limit(1);
    if (!seeded) throw new Error('the demo content has no gallery');
    expect(seeded.alt).not.toBe('');
    expect((await mediaRow(seeded.hash))?.defaultAlt).toBe(seeded.alt);
  });

  it('pages newest first', async () => {
    const first = await list('pageSize=2');
    const second = await list('pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.hash).toBe(img.unused.hash);
    expect(second.items[0]?.hash).not.toBe(first.items[1]?.hash);
    expect(Date.parse(first.items[1]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second.items[0]?.createdAt ?? ''),
    );
  });

  it('refuses a viewer (403), a visitor (401) and a bad query (400)', async () => {
    expect((await get('/api/admin/media', viewer)).status).toBe(403);
    expect((await t.request('/api/admin/media')).status).toBe(401);
    expect((await get('/api/admin/media?filter=orphans')).status).toBe(400);
    expect((await get('/api/admin/media?pageSize=1000')).status).toBe(400);
  });
});

describe('PATCH /api/admin/media/{hash}', () => {
  it('sets the default alt text, audited; a new gallery image and a new featured image start with it', async () => {
    const fresh = await uploadSamplePhoto(t, editor);
    const item = await ok<MediaItem>(
      await write('PATCH', `/api/admin/media/${fresh.hash}`, { defaultAlt: '  Oak table by the window ' }),
    );
    expect(item).toMatchObject({ hash: fresh.hash, defaultAlt: 'Oak table by the window', uses: [] });
    expect((await mediaRow(fresh.hash))?.defaultAlt).toBe('Oak table by the window');
    const events = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'media.update'), eq(auditEvents.entityId, fresh.hash)));
    expect(events).toHaveLength(1);

    const saved = await ok<Project>(
      await write('PATCH', `/api/projects/${project.id}`, { images: [img.gallery.url, fresh.url] }),
    );
    expect(saved.gallery.map((image) => image.alt)).toEqual(['Quince Loft', 'Oak table by the window']);
    const withImage = await ok<BlogPost>(
      await write('POST', '/api/blog', { title: 'Oak', content: 'Wood.', featuredImage: fresh.url }),
      201,
    );
    const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, withImage.id));
    expect(row?.featuredImageAlt).toBe('Oak table by the window');
    // What was typed wins over the default.
    const typed = await ok<BlogPost>(
      await write('POST', '/api/blog', {
        title: 'Oak 2',
        content: 'Wood.',
        featuredImage: fresh.url,
        featuredImageAlt: 'A long oak table',
      }),
      201,
    );
    const [typedRow] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, typed.id));
    expect(typedRow?.featuredImageAlt).toBe('A long oak table');
    await t.deps.db.delete(blogPosts).where(inArray(blogPosts.id, [withImage.id, typed.id]));
    await ok(await write('PATCH', `/api/projects/${project.id}`, { images: [img.gallery.url] }));
  });

  it('refuses an unknown or malformed hash (404), bad text (400) and a viewer (403), changing nothing', async () => {
    const before = await mediaRow(img.gallery.hash);
    const unknown = await write('PATCH', `/api/admin/media/${'0'.repeat(20)}`, { defaultAlt: 'x' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('media_not_found');
    expect((await write('PATCH', '/api/admin/media/not-a-hash', { defaultAlt: 'x' })).status).toBe(404);
    for (const body of [
      { defaultAlt: 'two\nlines' },
      { defaultAlt: 'x'.repeat(301) },
      {},
      { defaultAlt: 'x', hash: 'y' },
    ]) {
      expect((await write('PATCH', `/api/admin/media/${img.gallery.hash}`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await write('PATCH', `/api/admin/media/${img.gallery.hash}`, { defaultAlt: 'x' }, viewer)).status).toBe(
      403,
    );
    expect(await mediaRow(img.gallery.hash)).toEqual(before);
  });
});

describe('DELETE /api/admin/media/{hash}', () => {
  it('refuses an image in use with 409 naming every use, and the image and its variants stay', async () => {
    await t.request(`/media/${img.gallery.hash}/320.webp`);
    for (const [image, names] of [
      [img.gallery, 'the home banner (“Quince Loft”), the project “Quince Loft”'],
      [img.featured, 'the post “Linen Season”'],
      [img.inText, 'the post “Linen Season”'],
      [img.portrait, 'the studio settings (designer portrait)'],
      [img.inTemplate, 'the e-mail template “Autumn welcome”'],
    ] as const) {
      const before = await mediaRow(image.hash);
      const response = await write('DELETE', `/api/admin/media/${image.hash}`, undefined);
      expect(response.status).toBe(409);
      const body = (await response.json()) as { code: string; message: string; uses: unknown[] };
      expect(body.code).toBe('media_in_use');
      expect(body.message).toBe(`This image is used by ${names}. Remove it from there first, then delete it.`);
      expect(body.uses).toEqual((await itemOf(image.hash))?.uses);
      expect(await mediaRow(image.hash)).toEqual(before);
    }
    const gallery = await mediaRow(img.gallery.hash);
    const variants = await t.deps.db
      .select()
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, gallery?.id ?? ''));
    expect(variants.some((v) => v.width === 320 && v.format === 'webp')).toBe(true);
    expect(await t.deps.db.select().from(projectImages).where(eq(projectImages.projectId, project.id))).toHaveLength(1);
  });

  it('deletes an unused image with its variants, audited, and its address stops serving', async () => {
    const doomed = await uploadSamplePhoto(t, editor);
    expect((await t.request(`/media/${doomed.hash}/320.jpg`)).status).toBe(200);
    const row = await mediaRow(doomed.hash);
    expect(await ok(await write('DELETE', `/api/admin/media/${doomed.hash}`, undefined))).toEqual({
      hash: doomed.hash,
    });
    expect(await mediaRow(doomed.hash)).toBeUndefined();
    expect(
      await t.deps.db
        .select()
        .from(mediaVariants)
        .where(eq(mediaVariants.mediaId, row?.id ?? '')),
    ).toEqual([]);
    expect((await t.request(`/media/${doomed.hash}/320.jpg`)).status).toBe(404);
    const [event] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'media.delete'), eq(auditEvents.entityId, doomed.hash)));
    expect(event?.actorUserId).not.toBeNull();
    // gone: a second delete is the unknown image's 404
    expect((await write('DELETE', `/api/admin/media/${doomed.hash}`, undefined)).status).toBe(404);
  });

  it('refuses a viewer (403) and a malformed hash (404), deleting nothing', async () => {
    expect((await write('DELETE', `/api/admin/media/${img.unused.hash}`, undefined, viewer)).status).toBe(403);
    expect((await write('DELETE', '/api/admin/media/abc', undefined)).status).toBe(404);
    expect(await mediaRow(img.unused.hash)).toBeDefined();
  });
});

describe('POST /api/media (issue 29: uploader, audit, limit per user)', () => {
  it('records who uploaded and audits each upload', async () => {
    const image = await uploadSamplePhoto(t, admin);
    const row = await mediaRow(image.hash);
    expect(row?.uploadedBy).not.toBeNull();
    expect((await itemOf(image.hash))?.uploadedBy).toMatch(/admin/);
    const events = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'media.upload'), eq(auditEvents.entityId, image.hash)));
    expect(events).toHaveLength(1);
    expect(events[0]?.actorUserId).toBe(row?.uploadedBy);
  });

  it(`refuses a user's upload past ${UPLOAD_RATE_LIMIT.limit} a window with 429, storing nothing; another user still uploads`, async () => {
    const busy = await signInAs(t, 'editor');
    // Empty bodies count as attempts (the limit is checked before the bytes are read) and cost no encode.
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
      expect((await t.request('/api/media', uploadRequest(new Uint8Array(0), 'image/jpeg', busy))).status).toBe(400);
    }
    const before = await t.deps.db.select({ id: media.id }).from(media);
    const auditBefore = await t.deps.db.select({ id: auditEvents.id }).from(auditEvents);
    const refused = await t.request('/api/media', uploadRequest(await samplePhoto(), 'image/jpeg', busy));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.deps.db.select({ id: media.id }).from(media)).toHaveLength(before.length);
    expect(await t.deps.db.select({ id: auditEvents.id }).from(auditEvents)).toHaveLength(auditBefore.length);
    // Per user, not per address: the editor of the other tests is not held back.
    expect((await t.request('/api/media', uploadRequest(await samplePhoto(), 'image/jpeg', editor))).status).toBe(201);
  });
});
