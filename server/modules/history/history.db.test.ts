import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaHashOf, type UploadedImage } from '#shared/admin/content.ts';
import type { EmailTemplate } from '#shared/admin/email.ts';
import {
  type EditConflict,
  type HistoryEntity,
  REVISIONS_KEPT,
  type RevisionDetail,
  type RevisionList,
  type RevisionSummary,
  STUDIO_SETTINGS_ID,
} from '#shared/admin/history.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  blogPosts,
  emailTemplates,
  formOptions,
  media,
  projectImages,
  projects,
  revisions,
  siteSettings,
  slugRedirects,
} from '../../platform/db/schema/index.ts';
import { uploadSamplePhoto } from '../media/testing/upload-images.ts';
import { pruneRevisions } from './prune-revisions.ts';
import { PRUNE_REVISIONS_CRON, PRUNE_REVISIONS_JOB } from './prune-revisions-job.ts';

/**
 * Issue 29 (docs/history.md): every save of a project, post, e-mail template or the studio
 * settings is kept as a revision; a restore is the item's own save of an old state, so it is the
 * newest revision and meets every rule a save meets; a save on a stale version is refused. Runs on
 * PostgreSQL too (a real race of two saves, the pruning's lock).
 */
const t = prepareTestApp();

let admin: string;
let editor: string;
let viewer: string;
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
  editor = await signInAs(t, 'editor');
  viewer = await signInAs(t, 'viewer');
});

const send = (method: string, path: string, body: unknown, cookie: string) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));
const read = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } });

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Everything a save or a restore could write, to show a refused one wrote nothing. */
async function stored() {
  const db = t.handle.db;
  return {
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    images: await db.select().from(projectImages).orderBy(asc(projectImages.id)),
    posts: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
    templates: await db.select().from(emailTemplates).orderBy(asc(emailTemplates.id)),
    settings: await db.select().from(siteSettings),
    redirects: await db.select().from(slugRedirects).orderBy(asc(slugRedirects.id)),
    revisions: await db.select().from(revisions).orderBy(asc(revisions.id)),
  };
}

async function refusedAndUnchanged(act: () => Promise<Response>, status: number): Promise<ApiErrorBody> {
  const before = await stored();
  const res = await act();
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(await stored()).toEqual(before);
  return JSON.parse(text) as ApiErrorBody;
}

const historyOf = (entity: HistoryEntity, id: number, cookie = viewer) =>
  read(`/api/admin/revisions?entity=${entity}&id=${id}`, cookie).then((res) => ok<RevisionList>(res));

/** The revision of `version` of an item (its id is what the routes take). */
async function revisionOf(entity: HistoryEntity, id: number, version: number): Promise<RevisionSummary> {
  const found = (await historyOf(entity, id)).revisions.find((revision) => revision.version === version);
  if (!found) throw new Error(`${entity} ${id} has no revision ${version}`);
  return found;
}

const restore = (revisionId: number, body: { version?: number }, cookie = editor) =>
  send('POST', `/api/admin/revisions/${revisionId}/restore`, body, cookie);

let named = 0;
const unique = (word: string) => {
  named += 1;
  return `${word}-${named}`;
};

async function createProject(body: Record<string, unknown>): Promise<Project> {
  return ok<Project>(
    await send('POST', '/api/projects', { location: 'Leeds', description: 'First words.', ...body }, editor),
    201,
  );
}

describe('a project’s history', () => {
  let project: Project;
  let photos: UploadedImage[];

  beforeAll(async () => {
    photos = [await uploadSamplePhoto(t, editor), await uploadSamplePhoto(t, editor)];
    project = await createProject({
      title: 'History Loft',
      slug: unique('history-loft'),
      images: photos.map((photo) => photo.url),
    });
  });

  it('keeps every save: the new project is version 1, the form’s save and the banner choice the next ones', async () => {
    expect(project.version).toBe(1);
    const saved = await ok<Project>(
      await send('PATCH', `/api/projects/${project.id}`, { description: 'Second words.', version: 1 }, editor),
    );
    expect(saved.version).toBe(2);
    const bannered = await ok<Project>(
      await send('PUT', `/api/projects/${project.id}`, { bannerImages: [saved.images[1]], version: 2 }, admin),
    );
    expect(bannered.version).toBe(3);

    // A viewer may read the history, as they may read the project.
    const history = await historyOf('project', project.id, viewer);
    expect(history.currentVersion).toBe(3);
    expect(history.revisions.map((r) => [r.version, r.changedFields, r.author?.name])).toEqual([
      [3, ['bannerImages'], expect.stringMatching(/admin/)],
      [2, ['description'], expect.stringMatching(/editor/)],
      [1, expect.arrayContaining(['title', 'images', 'bannerImages', 'published']), expect.stringMatching(/editor/)],
    ]);
    expect(history.revisions.every((r) => r.published && r.restoredFromVersion === null)).toBe(true);

    const first = await ok<RevisionDetail>(await read(`/api/admin/revisions/${history.revisions[2]?.id}`, viewer));
    expect(first.snapshot).toEqual({
      title: 'History Loft',
      slug: project.slug,
      location: 'Leeds',
      description: 'First words.',
      category: project.category,
      style: project.style,
      tags: [],
      images: project.gallery.map((image) => ({ url: image.url, alt: 'History Loft', focalX: 50, focalY: 50 })),
      bannerImages: [],
      featured: false,
      inLookbook: false,
      published: true,
    });
  });

  it('a restore saves the old state again as the newest revision, and the public page shows it', async () => {
    const first = await revisionOf('project', project.id, 1);
    const made = await ok<RevisionSummary>(await restore(first.id, { version: 3 }));
    expect(made).toMatchObject({
      entity: 'project',
      entityId: project.id,
      version: 4,
      restoredFromVersion: 1,
      changedFields: ['description', 'bannerImages'],
      author: { name: expect.stringMatching(/editor/) },
    });
    const page = await ok<Project>(await t.request(`/api/projects/slug/${project.slug}`));
    expect(page).toMatchObject({ description: 'First words.', bannerImages: [], version: 4 });

    // History only grows: the restored state is a new revision, the ones after it stay.
    const history = await historyOf('project', project.id);
    expect(history.revisions.map((r) => r.version)).toEqual([4, 3, 2, 1]);
    const [restored, original] = await Promise.all([
      read(`/api/admin/revisions/${made.id}`, viewer).then((res) => ok<RevisionDetail>(res)),
      read(`/api/admin/revisions/${first.id}`, viewer).then((res) => ok<RevisionDetail>(res)),
    ]);
    expect(restored.snapshot).toEqual(original.snapshot);
  });

  it('a restore on a version someone saved since is 409 edit_conflict, and nothing is written', async () => {
    const second = await revisionOf('project', project.id, 2);
    const body = (await refusedAndUnchanged(() => restore(second.id, { version: 3 }), 409)) as ApiErrorBody &
      EditConflict;
    expect(body).toMatchObject({ code: 'edit_conflict', yourVersion: 3, currentVersion: 4 });
  });

  it('restoring a state from before the project was published takes it off the site again', async () => {
    const hidden = await createProject({ title: 'Quiet Mews', slug: unique('quiet-mews'), published: false });
    await ok(await send('PATCH', `/api/projects/${hidden.id}`, { published: true, version: 1 }, editor));
    expect((await t.request(`/api/projects/slug/${hidden.slug}`)).status).toBe(200);

    const made = await ok<RevisionSummary>(
      await restore((await revisionOf('project', hidden.id, 1)).id, { version: 2 }),
    );
    expect(made).toMatchObject({ version: 3, changedFields: ['published'], published: false });
    expect((await t.request(`/api/projects/slug/${hidden.slug}`)).status).toBe(404);
  });

  it('a restore sends only what differs: a project made without a location can have its star undone', async () => {
    const quick = await ok<Project>(await send('POST', '/api/projects', { title: 'Quick Add' }, editor), 201);
    expect(quick.location).toBe('');
    await ok(await send('PATCH', `/api/projects/${quick.id}`, { featured: true }, editor));
    const first = await revisionOf('project', quick.id, 1);
    const made = await ok<RevisionSummary>(await restore(first.id, { version: 2 }));
    expect(made).toMatchObject({ version: 3, changedFields: ['featured'], restoredFromVersion: 1 });
    // Restoring the state it is in still says so in the history (nothing else changes).
    const again = await ok<RevisionSummary>(await restore(first.id, { version: 3 }));
    expect(again).toMatchObject({ version: 4, changedFields: [], restoredFromVersion: 1 });
  });

  it('a banner choice on a stale version is 409 as well, and nothing is written', async () => {
    const body = await refusedAndUnchanged(
      () => send('PUT', `/api/projects/${project.id}`, { bannerImages: [], version: 2 }, admin),
      409,
    );
    expect(body.code).toBe('edit_conflict');
  });

  it('a viewer may not restore (403), and nothing is written', async () => {
    const second = await revisionOf('project', project.id, 2);
    const body = await refusedAndUnchanged(() => restore(second.id, {}, viewer), 403);
    expect(body.code).toBe('forbidden');
  });

  it('a restored address another project holds now is refused with the save’s reason, and nothing is written', async () => {
    const blue = unique('history-blue');
    const mine = await createProject({ title: 'Blue House', slug: blue });
    await ok(await send('PATCH', `/api/projects/${mine.id}`, { slug: unique('history-green'), version: 1 }, editor));
    // The old address stops redirecting (as a studio might clear it by hand); another project takes it.
    await t.handle.db.delete(slugRedirects).where(eq(slugRedirects.targetId, mine.id));
    await createProject({ title: 'Other Blue House', slug: blue });
    const first = await revisionOf('project', mine.id, 1);
    const body = await refusedAndUnchanged(() => restore(first.id, { version: 2 }), 400);
    expect(body).toMatchObject({ code: 'slug_taken', params: { slug: blue } });
  });

  it('restoring an image deleted from the library since is refused naming it, and nothing is written', async () => {
    const photo = await uploadSamplePhoto(t, editor);
    const mine = await createProject({ title: 'Lost Picture', slug: unique('lost-picture'), images: [photo.url] });
    await ok(await send('PATCH', `/api/projects/${mine.id}`, { images: [], version: 1 }, editor));
    await t.handle.db.delete(media).where(eq(media.hash, mediaHashOf(photo.url) ?? ''));
    const first = await revisionOf('project', mine.id, 1);
    const body = await refusedAndUnchanged(() => restore(first.id, { version: 2 }), 400);
    expect(body.code).toBe('image_not_stored');
    expect(body.message).toContain(mine.images[0]);
  });

  it('two saves of one project at the same version at the same moment: one is saved, the other is 409', async () => {
    const mine = await createProject({ title: 'Raced Loft', slug: unique('raced-loft') });
    const [a, b] = await Promise.all(
      ['Words of one.', 'Words of two.'].map((description) =>
        send('PATCH', `/api/projects/${mine.id}`, { description, version: 1 }, editor),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const winner = a?.status === 200 ? 'Words of one.' : 'Words of two.';
    const [row] = await t.handle.db.select().from(projects).where(eq(projects.id, mine.id));
    expect(row).toMatchObject({ description: winner, version: 2 });
    expect((await historyOf('project', mine.id)).revisions.map((r) => r.version)).toEqual([2, 1]);
  });
});

describe('a post’s history', () => {
  const createPost = async (body: Record<string, unknown>) =>
    ok<BlogPost>(await send('POST', '/api/blog', { content: 'Kept words.', ...body }, editor), 201);

  it('a save on a stale version is 409 with what changed, and nothing is written; published states are marked', async () => {
    const post = await createPost({ title: 'Versioned post', status: 'draft' });
    await ok(await send('PATCH', `/api/blog/${post.id}`, { status: 'published', version: 1 }, admin));
    const body = (await refusedAndUnchanged(
      () => send('PATCH', `/api/blog/${post.id}`, { title: 'Mine', version: 1 }, editor),
      409,
    )) as ApiErrorBody & EditConflict;
    expect(body).toMatchObject({
      code: 'edit_conflict',
      entity: 'post',
      currentVersion: 2,
      changedFields: expect.arrayContaining(['status']),
      base: { status: 'draft' },
      current: { status: 'published' },
    });
    expect((await historyOf('post', post.id)).revisions.map((r) => [r.version, r.published])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('restoring a category deactivated since is refused with the save’s rule, and nothing is written', async () => {
    const categories = await t.handle.db
      .select()
      .from(formOptions)
      .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.active, true)))
      .orderBy(asc(formOptions.sortOrder));
    const [first, second] = categories;
    if (!first || !second) throw new Error('the demo studio has two active blog categories');
    const post = await createPost({ title: 'Moved post', category: first.value, status: 'draft' });
    await ok(await send('PATCH', `/api/blog/${post.id}`, { category: second.value, version: 1 }, editor));
    await t.handle.db.update(formOptions).set({ active: false }).where(eq(formOptions.id, first.id));
    try {
      const revision = await revisionOf('post', post.id, 1);
      const body = await refusedAndUnchanged(() => restore(revision.id, { version: 2 }), 400);
      expect(body.code).toBe('option_inactive');
    } finally {
      await t.handle.db.update(formOptions).set({ active: true }).where(eq(formOptions.id, first.id));
    }
  });
});

describe('an e-mail template’s history', () => {
  let template: EmailTemplate;
  beforeAll(async () => {
    template = await ok<EmailTemplate>(
      await send(
        'POST',
        '/api/email-templates',
        { name: 'Kept template', subject: 'Hello {{firstName}}', htmlContent: '<p>First.</p>' },
        editor,
      ),
      201,
    );
  });

  it('is for those who see templates: a viewer is refused (403)', async () => {
    expect(template.version).toBe(1);
    const res = await read(`/api/admin/revisions?entity=emailTemplate&id=${template.id}`, viewer);
    expect(res.status).toBe(403);
    expect((await historyOf('emailTemplate', template.id, editor)).revisions.map((r) => r.version)).toEqual([1]);
  });

  it('a stale save is 409, nothing written; a restore brings the subject back through the save', async () => {
    await ok(
      await send('PATCH', `/api/email-templates/${template.id}`, { subject: 'Hi {{firstName}}', version: 1 }, admin),
    );
    await refusedAndUnchanged(
      () => send('PATCH', `/api/email-templates/${template.id}`, { name: 'Mine', version: 1 }, editor),
      409,
    );
    const first = (await historyOf('emailTemplate', template.id, editor)).revisions.find((r) => r.version === 1);
    const made = await ok<RevisionSummary>(await restore(first?.id ?? 0, { version: 2 }));
    expect(made).toMatchObject({ version: 3, restoredFromVersion: 1, changedFields: ['subject'], published: false });
    const [row] = await t.handle.db.select().from(emailTemplates).where(eq(emailTemplates.id, template.id));
    expect(row).toMatchObject({ subject: 'Hello {{firstName}}', version: 3 });
  });
});

describe('the studio settings’ history', () => {
  const settings = async () => ok<StudioSettings>(await read('/api/admin/settings', viewer));
  const formOf = ({ updatedAt: _, ...form }: StudioSettings) => form;

  it('a stale save is 409 and nothing is written', async () => {
    const current = await settings();
    const saved = await ok<StudioSettings>(
      await send('PUT', '/api/admin/settings', { ...formOf(current), tagline: 'Calm rooms.' }, admin),
    );
    expect(saved.version).toBe(current.version + 1);
    const body = (await refusedAndUnchanged(
      () => send('PUT', '/api/admin/settings', { ...formOf(current), tagline: 'Mine.' }, editor),
      409,
    )) as ApiErrorBody & EditConflict;
    expect(body).toMatchObject({ entity: 'studioSettings', entityId: STUDIO_SETTINGS_ID, changedFields: ['tagline'] });
  });

  it('an editor may not restore a state with other admin-only fields (403, nothing written); an admin may', async () => {
    const current = await settings();
    const first = await ok<StudioSettings>(
      await send('PUT', '/api/admin/settings', { ...formOf(current), notificationEmail: 'first@example.com' }, admin),
    );
    await ok(
      await send('PUT', '/api/admin/settings', { ...formOf(first), notificationEmail: 'second@example.com' }, admin),
    );
    const revision = await revisionOf('studioSettings', STUDIO_SETTINGS_ID, first.version);
    const body = await refusedAndUnchanged(() => restore(revision.id, { version: first.version + 1 }, editor), 403);
    expect(body.code).toBe('settings_admin_only');
    const made = await ok<RevisionSummary>(await restore(revision.id, { version: first.version + 1 }, admin));
    expect(made).toMatchObject({ restoredFromVersion: first.version, changedFields: ['notificationEmail'] });
    expect((await settings()).notificationEmail).toBe('first@example.com');
  });
});

describe('a testimonial’s history', () => {
  it('a restore brings its words back as the newest revision', async () => {
    const made = await ok<{ id: number; version: number }>(
      await send('POST', '/api/testimonials', { name: 'Ines V.', content: 'Warm and exact.', rating: 5 }, editor),
      201,
    );
    await ok(await send('PATCH', `/api/testimonials/${made.id}`, { rating: 3, version: 1 }, editor));
    const first = await revisionOf('testimonial', made.id, 1);
    expect(await ok<RevisionSummary>(await restore(first.id, { version: 2 }))).toMatchObject({
      version: 3,
      changedFields: ['rating'],
      published: true,
    });
    const listed = (await ok<Array<{ id: number; rating: number }>>(await t.request('/api/testimonials'))).find(
      (testimonial) => testimonial.id === made.id,
    );
    expect(listed?.rating).toBe(5);
  });
});

describe('the revisions routes refuse', () => {
  it('a restore body its schema refuses (400), and nothing is written', async () => {
    const mine = await createProject({ title: 'Bad Body', slug: unique('bad-body') });
    const first = await revisionOf('project', mine.id, 1);
    for (const body of [{ version: 0 }, { version: 'one' }, { version: 1, extra: true }]) {
      await refusedAndUnchanged(() => send('POST', `/api/admin/revisions/${first.id}/restore`, body, editor), 400);
    }
  });

  it('an unknown or malformed revision (404 revision_not_found)', async () => {
    for (const path of ['/api/admin/revisions/999999', '/api/admin/revisions/abc']) {
      expect(await (await read(path, viewer)).json()).toMatchObject({ code: 'revision_not_found' });
    }
    const body = await refusedAndUnchanged(() => restore(999_999, {}), 404);
    expect(body.code).toBe('revision_not_found');
  });

  it('the history of an item that does not exist (its own 404)', async () => {
    const res = await read('/api/admin/revisions?entity=project&id=999999', viewer);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'project_not_found' });
  });

  it('a deleted item’s history: it went with the item (404), and a revision left without its item is 404 revision_item_gone', async () => {
    const mine = await createProject({ title: 'Soon Gone', slug: unique('soon-gone') });
    const first = await revisionOf('project', mine.id, 1);
    await ok(await send('DELETE', `/api/projects/${mine.id}`, undefined, editor));
    expect((await refusedAndUnchanged(() => restore(first.id, {}), 404)).code).toBe('revision_not_found');

    // A revision whose item was removed outside the app (by hand in the database).
    const orphan = await createProject({ title: 'Removed By Hand', slug: unique('removed-by-hand') });
    const kept = await revisionOf('project', orphan.id, 1);
    await t.handle.db.delete(projects).where(eq(projects.id, orphan.id));
    expect((await refusedAndUnchanged(() => restore(kept.id, {}), 404)).code).toBe('revision_item_gone');
  });
});

describe('retention: the daily pruning', () => {
  /** Revisions written straight to the table, for an item no other test touches. */
  async function keptVersions(entity: HistoryEntity, entityId: number, count: number, published: number[] = []) {
    await t.handle.db.insert(revisions).values(
      Array.from({ length: count }, (_, i) => ({
        entity,
        entityId,
        version: i + 1,
        snapshot: { title: `State ${i + 1}` },
        published: published.includes(i + 1),
      })),
    );
  }
  const versionsOf = async (entity: HistoryEntity, entityId: number) =>
    (
      await t.handle.db
        .select({ version: revisions.version })
        .from(revisions)
        .where(and(eq(revisions.entity, entity), eq(revisions.entityId, entityId)))
        .orderBy(asc(revisions.version))
    ).map((row) => row.version);

  it(`keeps each item’s newest ${REVISIONS_KEPT} and every published one, once even when two runs overlap`, async () => {
    const many = REVISIONS_KEPT + 10;
    await keptVersions('post', 900_001, many, [3, 7]);
    await keptVersions('post', 900_002, 5);
    const runs = await Promise.all([pruneRevisions(t.handle.db), pruneRevisions(t.handle.db)]);
    // Ten beyond the newest fifty, two of them published: eight deleted, by one of the two runs.
    expect(runs.sort()).toEqual([0, 8]);
    expect(await versionsOf('post', 900_001)).toEqual([
      3,
      7,
      ...Array.from({ length: REVISIONS_KEPT }, (_, i) => many - REVISIONS_KEPT + 1 + i),
    ]);
    expect(await versionsOf('post', 900_002)).toEqual([1, 2, 3, 4, 5]);
    expect(await pruneRevisions(t.handle.db)).toBe(0);
  });

  it(`keeps only the newest ${REVISIONS_KEPT} of an item public from its first save (a testimonial, the settings)`, async () => {
    const many = REVISIONS_KEPT + 3;
    const everyVersion = Array.from({ length: many }, (_, i) => i + 1);
    await keptVersions('testimonial', 900_004, many, everyVersion);
    await keptVersions('studioSettings', 900_005, many, everyVersion);

    expect(await pruneRevisions(t.handle.db)).toBe(6);
    const newest = everyVersion.slice(-REVISIONS_KEPT);
    expect(await versionsOf('testimonial', 900_004)).toEqual(newest);
    expect(await versionsOf('studioSettings', 900_005)).toEqual(newest);
  });

  it('runs as a daily job on the queue', async () => {
    const boss = t.boss;
    if (!boss) throw new Error('the test app has no job queue');
    // Once a day (pg-boss makes each cron slot one job across instances).
    expect(PRUNE_REVISIONS_CRON).toMatch(/^\d+ \d+ \* \* \*$/);
    await keptVersions('post', 900_003, REVISIONS_KEPT + 2);
    const id = await boss.send(PRUNE_REVISIONS_JOB, {});
    if (!id) throw new Error('the job was not queued');
    await expect
      .poll(async () => (await boss.getJobById(PRUNE_REVISIONS_JOB, id))?.state, { timeout: 20_000, interval: 200 })
      .toBe('completed');
    expect(await versionsOf('post', 900_003)).toEqual(Array.from({ length: REVISIONS_KEPT }, (_, i) => i + 3));
  });
});
