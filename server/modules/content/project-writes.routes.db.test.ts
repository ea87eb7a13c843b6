import { and, asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_PATTERN, mediaHashOf } from '#shared/admin/content.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  formOptions,
  media,
  projectImages,
  projects,
  slugRedirects,
  testimonials,
} from '../../platform/db/schema/index.ts';
import { uploadSamplePhoto } from '../media/testing/upload-images.ts';
import { getPublishedProjectBySlug } from './projects.service.ts';

// Production caches on: every read below after a write also shows that the write dropped them.
// One trusted proxy hop gives each sign-in its own address (the login limit stays out of the way).
const t = prepareTestApp({ config: { production: true, trustProxyHops: 1 } });

let adminCookie: string;
let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  adminCookie = await signInAs(t, 'admin');
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
});

const write = (method: string, path: string, body: unknown, cookie: string | null = editorCookie) =>
  t.request(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));

async function ok<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function refused(response: Response, status: number): Promise<ApiErrorBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text);
}

const getJson = async <T>(path: string): Promise<T> => ok<T>(await t.request(path));

/** Everything a project write could touch, to show that a refused one touched nothing. */
async function projectState() {
  const db = t.deps.db;
  return {
    projects: await db.select().from(projects).orderBy(projects.id),
    images: await db.select().from(projectImages).orderBy(projectImages.id),
    redirects: await db.select().from(slugRedirects).orderBy(slugRedirects.id),
    testimonials: await db.select().from(testimonials).orderBy(testimonials.id),
    media: (await db.select({ n: count() }).from(media))[0]?.n,
    audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

async function expectRefusedAndUnchanged(send: () => Promise<Response>, status: number): Promise<ApiErrorBody> {
  const before = await projectState();
  const body = await refused(await send(), status);
  expect(await projectState()).toEqual(before);
  return body;
}

const create = async (body: Record<string, unknown>): Promise<Project> =>
  ok<Project>(await write('POST', '/api/projects', body), 201);

const lastAudit = async () => (await t.deps.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

const activeOptions = async (fieldType: 'projectCategory' | 'projectStyle') =>
  t.deps.db
    .select()
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.active, true)))
    .orderBy(asc(formOptions.sortOrder), asc(formOptions.id));

describe('POST /api/projects', () => {
  it('creates from a title alone: first active category and style, slug from the title, last in the portfolio', async () => {
    const before = await getJson<Project[]>('/api/projects');
    const project = await create({ title: '  Café Søren’s Loft  ' });
    const [category] = await activeOptions('projectCategory');
    const [style] = await activeOptions('projectStyle');
    expect(project).toMatchObject({
      title: 'Café Søren’s Loft',
      slug: 'cafe-sorens-loft',
      category: category?.value,
      style: style?.value,
      location: '',
      description: '',
      tags: [],
      featured: false,
      inBanner: false,
      inLookbook: false,
      images: [],
      bannerImages: [],
      gallery: [],
    });
    const after = await getJson<Project[]>('/api/projects');
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), project.id]);
    expect(await lastAudit()).toMatchObject({
      action: 'content.create',
      entityType: 'project',
      entityId: String(project.id),
      summary: 'Café Søren’s Loft',
    });
  });

  it('makes a taken slug unique with -2, -3', async () => {
    const a = await create({ title: 'Twin Rooms' });
    const b = await create({ title: 'Twin  Rooms!' });
    const c = await create({ title: 'twin rooms' });
    expect([a.slug, b.slug, c.slug]).toEqual(['twin-rooms', 'twin-rooms-2', 'twin-rooms-3']);
  });

  it('creates the whole form: uploaded images in order with alt and focal point, banner on the cover', async () => {
    const first = await uploadSamplePhoto(t, editorCookie);
    const second = await uploadSamplePhoto(t, editorCookie);
    const [, category] = await activeOptions('projectCategory');
    const project = await create({
      title: 'Harbour Flat',
      location: 'Bristol',
      description: 'Two rooms.\n\nOne view.',
      category: category?.value,
      tags: ['coastal', 'small space'],
      images: [first.url, { url: second.url, alt: 'The window seat', focalX: 20, focalY: 80 }],
      featured: true,
      inBanner: true,
      inLookbook: true,
      slug: 'harbour-flat-bristol',
    });
    expect(project).toMatchObject({
      slug: 'harbour-flat-bristol',
      location: 'Bristol',
      description: 'Two rooms.\n\nOne view.',
      category: category?.value,
      tags: ['coastal', 'small space'],
      featured: true,
      inBanner: true,
      inLookbook: true,
    });
    expect(project.gallery.map((image) => [image.hash, image.alt, image.focalX, image.focalY, image.inBanner])).toEqual(
      [
        [first.hash, 'Harbour Flat', 50, 50, true],
        [second.hash, 'The window seat', 20, 80, false],
      ],
    );
    expect(project.bannerImages).toEqual([project.images[0]]);
    expect(await getJson<string[]>('/api/banner/images')).toContain(project.images[0]);
    expect((await getJson<Project[]>('/api/lookbook/projects')).map((p) => p.id)).toContain(project.id);
  });

  it('gives projects created at the same moment distinct slugs and places (no clash, no 5xx)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => write('POST', '/api/projects', { title: 'Rush Hour' })),
    );
    const made = await Promise.all(responses.map((response) => ok<Project>(response, 201)));
    expect(new Set(made.map((p) => p.slug))).toEqual(
      new Set(['rush-hour', 'rush-hour-2', 'rush-hour-3', 'rush-hour-4', 'rush-hour-5']),
    );
    const rows = await t.deps.db.select({ id: projects.id, sortOrder: projects.sortOrder }).from(projects);
    const places = rows.filter((row) => made.some((p) => p.id === row.id)).map((row) => row.sortOrder);
    expect(new Set(places).size).toBe(5);
  });

  it('answers the spec’s message for a missing title (400), and stores nothing', async () => {
    for (const body of [{}, { title: '   ' }, { title: '' }]) {
      const answer = await expectRefusedAndUnchanged(() => write('POST', '/api/projects', body), 400);
      expect(answer.fieldErrors?.title).toEqual({ code: 'required', message: 'Title is required' });
    }
  });

  it('refuses an unknown or inactive category or style, on its field, and stores nothing', async () => {
    const unknown = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'X', category: 'spaceship' }),
      400,
    );
    expect(unknown.fieldErrors).toEqual({
      category: {
        code: 'option_inactive',
        message: 'Category must be one of the active options.',
        params: { field: 'Category' },
      },
    });
    const style = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'X', style: 'baroque-revival' }),
      400,
    );
    expect(style.fieldErrors).toEqual({
      style: {
        code: 'option_inactive',
        message: 'Style must be one of the active options.',
        params: { field: 'Style' },
      },
    });

    const [option] = await activeOptions('projectCategory');
    if (!option) throw new Error('no category in the demo');
    await t.deps.db.update(formOptions).set({ active: false }).where(eq(formOptions.id, option.id));
    try {
      const inactive = await expectRefusedAndUnchanged(
        () => write('POST', '/api/projects', { title: 'X', category: option.value }),
        400,
      );
      expect(Object.keys(inactive.fieldErrors ?? {})).toEqual(['category']);
      // …and the default skips it: the first *active* option.
      const defaulted = await create({ title: 'Defaulted Elsewhere' });
      expect(defaulted.category).not.toBe(option.value);
    } finally {
      await t.deps.db.update(formOptions).set({ active: true }).where(eq(formOptions.id, option.id));
    }
  });

  it('refuses a typed slug another project holds (400 on slug), and stores nothing', async () => {
    const [taken] = await getJson<Project[]>('/api/projects');
    const answer = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'Another', slug: taken?.slug }),
      400,
    );
    expect(answer.fieldErrors?.slug).toEqual({
      code: 'slug_taken',
      message: `The address "${taken?.slug}" is already used by another item.`,
      params: { slug: taken?.slug },
    });
  });

  it('refuses images the server does not store, naming them, and stores nothing', async () => {
    const unknownUrl = `/media/${'a'.repeat(20)}/640.jpg`;
    const answer = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'Ghost', images: [unknownUrl] }),
      400,
    );
    expect(answer.code).toBe('image_not_stored');
    expect(answer.message).toContain(unknownUrl);
    expect(answer.fieldErrors).toHaveProperty('images.0');
    // An outside address is never fetched (SECURITY 10): the schema refuses it.
    await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'Ghost', images: ['https://example.com/room.jpg'] }),
      400,
    );
    const image = await uploadSamplePhoto(t, editorCookie);
    const twice = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'Ghost', images: [image.url, image.url] }),
      400,
    );
    expect(twice.fieldErrors).toHaveProperty('images.1');
  });

  it('refuses the banner without an image, fields that are not a project’s, and callers without the right', async () => {
    const banner = await expectRefusedAndUnchanged(
      () => write('POST', '/api/projects', { title: 'Empty', inBanner: true }),
      400,
    );
    expect(Object.keys(banner.fieldErrors ?? {})).toEqual(['inBanner']);
    await expectRefusedAndUnchanged(() => write('POST', '/api/projects', { title: 'Id', id: 1 }), 400);
    await expectRefusedAndUnchanged(() => write('POST', '/api/projects', { title: 'V' }, viewerCookie), 403);
    await expectRefusedAndUnchanged(() => write('POST', '/api/projects', { title: 'A' }, null), 401);
  });
});

describe('PATCH /api/projects/{id}', () => {
  it('toggles featured and changes nothing else', async () => {
    const project = await create({ title: 'Star Candidate', location: 'Leeds', description: 'Kept.' });
    const updated = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { featured: true }));
    expect(updated).toEqual({
      ...project,
      featured: true,
      updatedAt: expect.any(String),
      version: project.version + 1,
      showcase: {},
    });
    expect((await getJson<Project[]>('/api/projects/featured')).map((p) => p.id)).toContain(project.id);
    expect(await lastAudit()).toMatchObject({ action: 'content.update', summary: 'Star Candidate' });
  });

  it('changes and records nothing for an empty body', async () => {
    const project = await create({ title: 'Untouched' });
    const before = await projectState();
    expect(await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, {}))).toEqual(project);
    expect(await projectState()).toEqual(before);
  });

  it('saves the full edit form; a new title alone keeps the address', async () => {
    const project = await create({ title: 'Old Name' });
    const [, , style] = await activeOptions('projectStyle');
    const updated = await ok<Project>(
      await write('PATCH', `/api/projects/${project.id}`, {
        title: 'New Name',
        location: ' Porto ',
        description: '  Exactly as typed.\n',
        style: style?.value,
        tags: ['azulejo'],
        inLookbook: true,
      }),
    );
    expect(updated).toMatchObject({
      title: 'New Name',
      slug: 'old-name',
      location: 'Porto',
      description: '  Exactly as typed.\n',
      style: style?.value,
      tags: ['azulejo'],
      inLookbook: true,
    });
    expect((await getJson<Project[]>('/api/lookbook/projects')).map((p) => p.id)).toContain(project.id);
  });

  it('refuses to empty location or description, with the spec’s messages', async () => {
    const project = await create({ title: 'Strict Form', location: 'Oslo', description: 'Something.' });
    const location = await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${project.id}`, { location: '  ' }),
      400,
    );
    expect(location.fieldErrors?.location).toEqual({ code: 'required', message: 'Location is required' });
    const description = await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${project.id}`, { description: '\n\n' }),
      400,
    );
    expect(description.fieldErrors?.description).toEqual({ code: 'required', message: 'Description is required' });
  });

  it('renames the address when a slug is typed; the old one answers 301 on the API and the page lookup', async () => {
    const project = await create({ title: 'Moving House' });
    const renamed = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { slug: 'moved-house' }));
    expect(renamed.slug).toBe('moved-house');
    const old = await t.request('/api/projects/slug/moving-house');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/projects/slug/moved-house');
    // The page loader of /projects/{slug} redirects from this lookup (app/lib/project-page.server.ts).
    expect(await getPublishedProjectBySlug(t.deps.db, 'moving-house')).toEqual({ redirectTo: 'moved-house' });
    expect((await getJson<Project>('/api/projects/slug/moved-house')).id).toBe(project.id);

    // Renaming back is allowed (its own old address is not "taken") and does not loop.
    await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { slug: 'moving-house' }));
    expect((await t.request('/api/projects/slug/moving-house')).status).toBe(200);
    expect((await t.request('/api/projects/slug/moved-house')).headers.get('location')).toBe(
      '/api/projects/slug/moving-house',
    );
    // An emptied slug field makes one from the title.
    await ok(await write('PATCH', `/api/projects/${project.id}`, { title: 'Settled In', slug: '' }));
    expect((await getJson<Project>('/api/projects/slug/settled-in')).id).toBe(project.id);
  });

  it('refuses a typed slug another project holds or an old address of another, and changes nothing', async () => {
    const [first] = await getJson<Project[]>('/api/projects');
    const project = await create({ title: 'Slug Thief' });
    const answer = await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${project.id}`, { slug: first?.slug, title: 'Changed' }),
      400,
    );
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(['slug']);
    const other = await create({ title: 'Was Here' });
    await ok(await write('PATCH', `/api/projects/${other.id}`, { slug: 'is-here' }));
    await expectRefusedAndUnchanged(() => write('PATCH', `/api/projects/${project.id}`, { slug: 'was-here' }), 400);
  });

  it('keeps a category that was deactivated since, but refuses switching to an inactive one', async () => {
    const [first, second] = await activeOptions('projectCategory');
    if (!first || !second) throw new Error('the demo has two categories at least');
    const project = await create({ title: 'Loyal Category', category: first.value });
    await t.deps.db.update(formOptions).set({ active: false }).where(eq(formOptions.id, first.id));
    try {
      await ok(await write('PATCH', `/api/projects/${project.id}`, { category: first.value, featured: true }));
      const moved = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { category: second.value }));
      expect(moved.category).toBe(second.value);
      await expectRefusedAndUnchanged(
        () => write('PATCH', `/api/projects/${project.id}`, { category: first.value }),
        400,
      );
    } finally {
      await t.deps.db.update(formOptions).set({ active: true }).where(eq(formOptions.id, first.id));
    }
  });

  it('replaces the gallery in the given order: kept images keep their row and banner flag, new ones get defaults', async () => {
    const [a, b, c] = [
      await uploadSamplePhoto(t, editorCookie),
      await uploadSamplePhoto(t, editorCookie),
      await uploadSamplePhoto(t, editorCookie),
    ];
    const project = await create({
      title: 'Gallery Shuffle',
      images: [a.url, { url: b.url, alt: 'Detail', focalX: 10, focalY: 90 }],
    });
    await ok(await write('PUT', `/api/projects/${project.id}`, { bannerImages: [b.url] }));
    const [rowA, rowB] = project.gallery;

    const updated = await ok<Project>(
      await write('PATCH', `/api/projects/${project.id}`, { images: [b.url, { url: c.url, focalX: 70 }] }),
    );
    expect(updated.gallery.map((image) => [image.hash, image.alt, image.focalX, image.focalY, image.inBanner])).toEqual(
      [
        [b.hash, 'Detail', 10, 90, true],
        [c.hash, 'Gallery Shuffle', 70, 50, false],
      ],
    );
    expect(updated.gallery[0]?.id).toBe(rowB?.id);
    expect(updated.images[0]).toBe(updated.gallery[0]?.url);
    const rows = await t.deps.db
      .select()
      .from(projectImages)
      .where(eq(projectImages.id, rowA?.id ?? 0));
    expect(rows).toEqual([]);
    // The removed image's bytes stay (a post or another project may use them).
    expect(await t.deps.db.select({ id: media.id }).from(media).where(eq(media.hash, a.hash))).toHaveLength(1);

    // Alt text and focal point of an image that stays can be edited through the same list.
    const edited = await ok<Project>(
      await write('PATCH', `/api/projects/${project.id}`, {
        images: [{ url: b.url, alt: 'Brass detail', focalX: 0, focalY: 0 }, c.url],
      }),
    );
    expect(edited.gallery.map((image) => [image.alt, image.focalX, image.focalY])).toEqual([
      ['Brass detail', 0, 0],
      ['Gallery Shuffle', 70, 50],
    ]);
    // Alt text left at the title follows a rename; typed alt text does not.
    const renamed = await ok<Project>(
      await write('PATCH', `/api/projects/${project.id}`, { title: 'Gallery Reshuffled' }),
    );
    expect(renamed.gallery.map((image) => image.alt)).toEqual(['Brass detail', 'Gallery Reshuffled']);
    // Any served variant URL names the same image.
    const other = updated.gallery[1];
    const variant = `/media/${other?.hash}/320.webp`;
    const same = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { images: [variant, b.url] }));
    expect(same.gallery.map((image) => image.id)).toEqual([other?.id, rowB?.id]);
  });

  it('refuses an unknown image in the gallery, naming it, and changes nothing', async () => {
    const image = await uploadSamplePhoto(t, editorCookie);
    const project = await create({ title: 'Careful Gallery', images: [image.url] });
    const unknownUrl = `/media/${'b'.repeat(20)}/800.jpg`;
    const answer = await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${project.id}`, { title: 'Not saved', images: [image.url, unknownUrl] }),
      400,
    );
    expect(answer.code).toBe('image_not_stored');
    expect(answer.message).toContain(unknownUrl);
    expect(answer.fieldErrors).toHaveProperty('images.1');
  });

  it('switches the banner: on selects the cover when nothing is selected, off clears the selection', async () => {
    const [a, b] = [await uploadSamplePhoto(t, editorCookie), await uploadSamplePhoto(t, editorCookie)];
    const project = await create({ title: 'Banner Switch', images: [a.url, b.url] });
    const on = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { inBanner: true }));
    expect(on.inBanner).toBe(true);
    expect(on.bannerImages).toEqual([on.images[0]]);
    // On again keeps the studio's own pick.
    await ok(await write('PUT', `/api/projects/${project.id}`, { bannerImages: [b.url] }));
    const again = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { inBanner: true }));
    expect(again.bannerImages).toEqual([again.images[1]]);
    const off = await ok<Project>(await write('PATCH', `/api/projects/${project.id}`, { inBanner: false }));
    expect(off).toMatchObject({ inBanner: false, bannerImages: [] });
    for (const url of again.images) expect(await getJson<string[]>('/api/banner/images')).not.toContain(url);

    const bare = await create({ title: 'No Pictures Yet' });
    const answer = await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${bare.id}`, { inBanner: true }),
      400,
    );
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(['inBanner']);
  });

  it('answers 404 for unknown or malformed ids, 403 to a viewer, 401 to a visitor, changing nothing', async () => {
    const [any] = await getJson<Project[]>('/api/projects');
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const answer = await expectRefusedAndUnchanged(
        () => write('PATCH', `/api/projects/${id}`, { featured: true }),
        404,
      );
      expect(answer).toEqual({ code: 'project_not_found', message: 'Project not found' });
    }
    await expectRefusedAndUnchanged(
      () => write('PATCH', `/api/projects/${any?.id}`, { featured: true }, viewerCookie),
      403,
    );
    await expectRefusedAndUnchanged(() => write('PATCH', `/api/projects/${any?.id}`, { featured: true }, null), 401);
  });
});

describe('PUT /api/projects/{id} (banner images, D5)', () => {
  it('makes the banner exactly these images; the home hero follows at once', async () => {
    const [a, b, c] = [
      await uploadSamplePhoto(t, adminCookie),
      await uploadSamplePhoto(t, adminCookie),
      await uploadSamplePhoto(t, adminCookie),
    ];
    const project = await create({ title: 'Hero Material', images: [a.url, b.url, c.url] });
    const hero = async () => getJson<string[]>('/api/banner/images');
    const before = await hero();

    const set = await ok<Project>(
      await write('PUT', `/api/projects/${project.id}`, { bannerImages: [c.url, a.url] }, adminCookie),
    );
    expect(set.inBanner).toBe(true);
    expect(set.bannerImages).toEqual([set.images[0], set.images[2]]);
    // D5: project order, then gallery order; this project is last in the portfolio.
    expect(await hero()).toEqual([...before, set.images[0], set.images[2]]);
    expect(await lastAudit()).toMatchObject({ action: 'content.update', summary: 'Hero Material' });

    const cleared = await ok<Project>(await write('PUT', `/api/projects/${project.id}`, { bannerImages: [] }));
    expect(cleared).toMatchObject({ inBanner: false, bannerImages: [] });
    expect(await hero()).toEqual(before);
  });

  it('refuses an image of another project or an unknown one (400), changing nothing', async () => {
    const mine = await uploadSamplePhoto(t, editorCookie);
    const theirs = await uploadSamplePhoto(t, editorCookie);
    const project = await create({ title: 'Mine Only', images: [mine.url] });
    await create({ title: 'Theirs', images: [theirs.url] });
    const foreign = await expectRefusedAndUnchanged(
      () => write('PUT', `/api/projects/${project.id}`, { bannerImages: [mine.url, theirs.url] }),
      400,
    );
    expect(foreign.fieldErrors?.bannerImages).toEqual({
      code: 'banner_image_not_in_project',
      message: `${theirs.url} is not an image of this project.`,
      params: { url: theirs.url },
    });
    const demo = (await getJson<Project[]>('/api/projects'))[0];
    await expectRefusedAndUnchanged(
      () => write('PUT', `/api/projects/${project.id}`, { bannerImages: [demo?.images[0]] }),
      400,
    );
    await expectRefusedAndUnchanged(
      () => write('PUT', `/api/projects/${project.id}`, { bannerImages: [`/media/${'c'.repeat(20)}/640.jpg`] }),
      400,
    );
    await expectRefusedAndUnchanged(() => write('PUT', `/api/projects/${project.id}`, { bannerImages: 'all' }), 400);
    await expectRefusedAndUnchanged(() => write('PUT', '/api/projects/999999', { bannerImages: [] }), 404);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes the project and its old addresses; testimonials that named it keep the name (D25)', async () => {
    const image = await uploadSamplePhoto(t, editorCookie);
    const project = await create({ title: 'Short Lived', images: [image.url] });
    await ok(await write('PATCH', `/api/projects/${project.id}`, { slug: 'short-lived-2024' }));
    const [linked] = await t.deps.db
      .insert(testimonials)
      .values([
        { name: 'Ana', content: 'Lovely.', projectId: project.id },
        { name: 'Ben', content: 'Great.', project: 'The kitchen job', projectId: project.id },
      ])
      .returning({ id: testimonials.id });

    const answer = await ok(await write('DELETE', `/api/projects/${project.id}`, undefined));
    expect(answer).toEqual({ success: true });
    expect(await t.deps.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await t.deps.db.select().from(projectImages).where(eq(projectImages.projectId, project.id))).toEqual([]);
    expect(await t.deps.db.select().from(slugRedirects).where(eq(slugRedirects.targetId, project.id))).toEqual([]);
    const kept = await t.deps.db
      .select({ name: testimonials.name, project: testimonials.project, projectId: testimonials.projectId })
      .from(testimonials)
      .where(eq(testimonials.id, linked?.id ?? 0));
    expect(kept).toEqual([{ name: 'Ana', project: 'Short Lived', projectId: null }]);
    const other = await t.deps.db.select().from(testimonials).where(eq(testimonials.name, 'Ben'));
    expect(other[0]).toMatchObject({ project: 'The kitchen job', projectId: null });
    expect((await t.request('/api/projects/slug/short-lived')).status).toBe(404);
    expect((await getJson<Project[]>('/api/projects')).map((p) => p.id)).not.toContain(project.id);
    expect(await lastAudit()).toMatchObject({ action: 'content.delete', summary: 'Short Lived' });
    // Its image stays stored (another project or post may show it).
    expect(await t.deps.db.select({ id: media.id }).from(media).where(eq(media.hash, image.hash))).toHaveLength(1);
  });

  it('answers 404 for an unknown id and refuses a viewer, changing nothing', async () => {
    const project = await create({ title: 'Survivor' });
    await expectRefusedAndUnchanged(() => write('DELETE', '/api/projects/999999', undefined), 404);
    await expectRefusedAndUnchanged(() => write('DELETE', `/api/projects/${project.id}`, undefined, viewerCookie), 403);
    await expectRefusedAndUnchanged(() => write('DELETE', `/api/projects/${project.id}`, undefined, null), 401);
  });
});

describe('POST /api/project/reorder (D19)', () => {
  const allIds = async () => (await t.deps.db.select({ id: projects.id }).from(projects)).map((row) => row.id);

  it('saves the order; the public portfolio follows at once', async () => {
    const current = (await getJson<Project[]>('/api/projects')).map((p) => p.id);
    const reversed = [...current].reverse();
    // The spec's `{ success: true }`, with what the new order moved on the home page (showcase.db.test.ts).
    expect(await ok(await write('POST', '/api/project/reorder', { items: reversed }))).toMatchObject({ success: true });
    expect((await getJson<Project[]>('/api/projects')).map((p) => p.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({ action: 'content.reorder', entityType: 'project', summary: '' });
    // The spec's client sends the reordered items themselves; only their ids count.
    const items = (await getJson<Project[]>('/api/projects')).reverse();
    await ok(await write('POST', '/api/project/reorder', { items }));
    expect((await getJson<Project[]>('/api/projects')).map((p) => p.id)).toEqual(current);
  });

  it('refuses a foreign, missing or repeated id, changing nothing', async () => {
    const ids = await allIds();
    const [first, ...rest] = ids;
    if (first === undefined) throw new Error('no projects');
    const cases: Array<[string, number[], ApiErrorBody]> = [
      [
        'foreign',
        [...ids, 999999],
        {
          code: 'reorder_unknown_item',
          message: 'The new order names item 999999, which is not in this list.',
          params: { id: 999999 },
        },
      ],
      [
        'missing',
        rest,
        {
          code: 'reorder_incomplete',
          message: 'The new order leaves out items of this list. Reload the list and try again.',
        },
      ],
      [
        'repeated',
        [first, first, ...rest],
        { code: 'reorder_duplicate', message: `The new order names item ${first} twice.`, params: { id: first } },
      ],
    ];
    for (const [, items, expected] of cases) {
      const answer = await expectRefusedAndUnchanged(() => write('POST', '/api/project/reorder', { items }), 400);
      expect(answer).toEqual(expected);
    }
    await expectRefusedAndUnchanged(() => write('POST', '/api/project/reorder', { items: 'all' }), 400);
    await expectRefusedAndUnchanged(() => write('POST', '/api/project/reorder', { items: ids }, viewerCookie), 403);
  });
});

describe('media URLs in answers', () => {
  it('are the /media/… form every write accepts back', async () => {
    const [project] = await getJson<Project[]>('/api/projects');
    for (const url of project?.images ?? []) {
      expect(url).toMatch(MEDIA_URL_PATTERN);
      expect(mediaHashOf(url)).not.toBeNull();
    }
  });
});
