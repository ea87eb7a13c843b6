import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_BODY_MAX_BYTES, DRAFT_DATA_MAX_BYTES, type Draft } from '#shared/admin/drafts.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { createUserDirect, signInAs, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { blogPosts, editDrafts, emailTemplates, projects } from '../../platform/db/schema/index.ts';

/**
 * Autosave's drafts API (issue 29; docs/autosave.md): each user keeps, reads and discards only
 * their own draft of an item; sizes and shapes are bounded; every refusal leaves the table as it was.
 */
let now = new Date();
const t = prepareTestApp({ clock: () => now, config: { trustProxyHops: 1 } });

let maria: { id: number; cookie: string };
let tom: { id: number; cookie: string };
let viewer: string;
let postId: number;
let projectId: number;
let templateId: number;

async function editor(username: string) {
  const user = await createUserDirect(t.handle.db, { username, role: 'editor' });
  return { id: user.id, cookie: await signInAs(t, { username, password: TEST_PASSWORD }) };
}

beforeAll(async () => {
  maria = await editor('maria-drafts');
  tom = await editor('tom-drafts');
  viewer = await signInAs(t, 'viewer');
  const first = async (table: typeof blogPosts | typeof projects) => {
    const [row] = await t.handle.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
    if (!row) throw new Error('the demo studio lacks an item');
    return row.id;
  };
  postId = await first(blogPosts);
  projectId = await first(projects);
  // The demo studio has no templates: one written straight to the table is the starting state.
  const [template] = await t.handle.db
    .insert(emailTemplates)
    .values({ name: 'Welcome', subject: 'Hello', htmlContent: '<p>Hi</p>', textContent: 'Hi' })
    .returning({ id: emailTemplates.id });
  templateId = template?.id ?? 0;
});

const put = (body: unknown, cookie = maria.cookie) =>
  t.request('/api/admin/drafts', jsonWrite('PUT', body, { Cookie: cookie }));
const get = (query: string, cookie = maria.cookie) =>
  t.request(`/api/admin/drafts?${query}`, { headers: { Cookie: cookie } });
const remove = (query: string, cookie = maria.cookie) =>
  t.request(`/api/admin/drafts?${query}`, {
    method: 'DELETE',
    headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
  });

async function kept(body: Record<string, unknown>, cookie = maria.cookie): Promise<Draft> {
  const res = await put(body, cookie);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as Draft;
}

const allDrafts = () => t.handle.db.select().from(editDrafts).orderBy(asc(editDrafts.id));

async function expectRefused(request: () => Promise<Response>, status: number, code: string) {
  const before = await allDrafts();
  const res = await request();
  const body = (await res.json()) as ApiErrorBody;
  expect(res.status, JSON.stringify(body).slice(0, 400)).toBe(status);
  expect(body.code === code || Object.values(body.fieldErrors ?? {}).some((problem) => problem.code === code)).toBe(
    true,
  );
  expect(await allDrafts()).toEqual(before);
  return body;
}

describe('a user’s own draft', () => {
  it('is kept, replaced by the next save, read back, and discarded; the item itself never changes', async () => {
    const postRow = () => t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    const item = await postRow();
    const first = await kept({
      entity: 'post',
      entityId: postId,
      baseVersion: 1,
      data: { title: 'Light', content: 'A' },
    });
    expect(first).toMatchObject({
      entity: 'post',
      entityId: postId,
      baseVersion: 1,
      data: { title: 'Light', content: 'A' },
    });
    const later = await kept({
      entity: 'post',
      entityId: postId,
      baseVersion: 1,
      data: { title: 'Light in', content: 'AB' },
    });
    expect(later.data).toEqual({ title: 'Light in', content: 'AB' });
    // One row per user and item: the second save replaced the first.
    expect(await t.handle.db.select().from(editDrafts).where(eq(editDrafts.userId, maria.id))).toHaveLength(1);
    const read = await get(`entity=post&id=${postId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(later);

    const gone = await remove(`entity=post&id=${postId}`);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ success: true });
    expect((await get(`entity=post&id=${postId}`)).status).toBe(404);
    // Discarding what is not there is not an error: afterwards there is no draft either way.
    expect((await remove(`entity=post&id=${postId}`)).status).toBe(200);
    // A draft is the user's alone: the post (what the site and other editors read) is as it was.
    expect(await postRow()).toEqual(item);
  });

  it('of a new item is named by no id or by "new", one per kind, and has no base version', async () => {
    const draft = await kept({ entity: 'project', entityId: null, baseVersion: 3, data: { title: 'Casa Alta' } });
    expect(draft).toMatchObject({ entityId: null, baseVersion: null });
    expect(await (await get('entity=project')).json()).toEqual(draft);
    expect(await (await get('entity=project&id=new')).json()).toEqual(draft);
    // A new post's draft is another item.
    expect((await get('entity=post&id=new')).status).toBe(404);
    expect((await remove('entity=project&id=new')).status).toBe(200);
    expect((await get('entity=project')).status).toBe(404);
  });

  it('two tabs keeping a new item’s draft at once leave one draft', async () => {
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((title) =>
        put({ entity: 'emailTemplate', entityId: null, baseVersion: null, data: { name: title } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const rows = await t.handle.db.select().from(editDrafts).where(eq(editDrafts.userId, maria.id));
    expect(rows.filter((row) => row.entity === 'emailTemplate')).toHaveLength(1);
    await remove('entity=emailTemplate');
  });

  it('carries the time it was kept, on the app’s clock (the editor shows it)', async () => {
    now = new Date(now.getTime() + 3 * 60_000);
    const draft = await kept({
      entity: 'emailTemplate',
      entityId: templateId,
      baseVersion: 2,
      data: { subject: 'Hi' },
    });
    expect(draft.updatedAt).toBe(now.toISOString());
    await remove(`entity=emailTemplate&id=${templateId}`);
  });
});

describe('another user’s draft', () => {
  it('is never read, replaced or removed: it answers as no draft does', async () => {
    const marias = await kept({
      entity: 'project',
      entityId: projectId,
      baseVersion: 1,
      data: { title: 'Maria’s words' },
    });
    expect((await get(`entity=project&id=${projectId}`, tom.cookie)).status).toBe(404);
    const body = (await (await get(`entity=project&id=${projectId}`, tom.cookie)).json()) as ApiErrorBody;
    expect(body.code).toBe('draft_not_found');

    // Tom's discard and Tom's save touch Tom's row alone.
    expect((await remove(`entity=project&id=${projectId}`, tom.cookie)).status).toBe(200);
    await kept({ entity: 'project', entityId: projectId, baseVersion: 1, data: { title: 'Tom’s words' } }, tom.cookie);
    expect(await (await get(`entity=project&id=${projectId}`)).json()).toEqual(marias);
    expect(((await (await get(`entity=project&id=${projectId}`, tom.cookie)).json()) as Draft).data).toEqual({
      title: 'Tom’s words',
    });
    await remove(`entity=project&id=${projectId}`);
    await remove(`entity=project&id=${projectId}`, tom.cookie);
  });

  it('nor can a viewer, who may not edit, keep, read or discard any draft (403)', async () => {
    await kept({ entity: 'post', entityId: postId, baseVersion: 1, data: { title: 'Kept' } });
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: { title: 'x' } }, viewer),
      403,
      'forbidden',
    );
    expect((await get(`entity=post&id=${postId}`, viewer)).status).toBe(403);
    await expectRefused(() => remove(`entity=post&id=${postId}`, viewer), 403, 'forbidden');
    expect((await t.request('/api/admin/drafts?entity=post')).status).toBe(401);
    await remove(`entity=post&id=${postId}`);
  });
});

describe('refusals (the table read back unchanged)', () => {
  beforeAll(async () => {
    // Something to keep unchanged.
    await kept({ entity: 'post', entityId: postId, baseVersion: 1, data: { title: 'Standing draft' } });
  });

  it('an item that does not exist: 404 draft_item_not_found', async () => {
    await expectRefused(
      () => put({ entity: 'post', entityId: 2_000_000_000, baseVersion: 1, data: { title: 'x' } }),
      404,
      'draft_item_not_found',
    );
    await expectRefused(
      () => put({ entity: 'emailTemplate', entityId: projectId + 1_000_000, baseVersion: 1, data: { name: 'x' } }),
      404,
      'draft_item_not_found',
    );
  });

  it('a kind that does not autosave, or a malformed id: 400', async () => {
    await expectRefused(
      () => put({ entity: 'testimonial', entityId: 1, baseVersion: 1, data: {} }),
      400,
      'invalid_choice',
    );
    await expectRefused(() => put({ entity: 'post', entityId: -1, baseVersion: 1, data: {} }), 400, 'too_small');
    expect((await get('entity=studioSettings')).status).toBe(400);
    expect((await get('entity=post&id=abc')).status).toBe(400);
    await expectRefused(() => remove('entity=post&id=0'), 400, 'too_small');
  });

  it('data that is not a form’s fields: 400 draft_shape', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`field${i}`, 'x']));
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: tooMany }),
      400,
      'draft_shape',
    );
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: { 'a b': 'x' } }),
      400,
      'draft_shape',
    );
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: { deep: [[[[['too deep']]]]] } }),
      400,
      'draft_shape',
    );
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: ['title'] }),
      400,
      'invalid_type',
    );
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: 'title' }),
      400,
      'invalid_type',
    );
    await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: {}, userId: tom.id }),
      400,
      'unknown_field',
    );
  });

  it('a project’s gallery (a list of image objects) is a form’s value', async () => {
    const images = [{ url: '/media/a.webp', alt: 'Hall', focalX: 50, focalY: 40 }];
    const draft = await kept({
      entity: 'project',
      entityId: projectId,
      baseVersion: 1,
      data: { title: 'Hall', images },
    });
    expect(draft.data.images).toEqual(images);
    await remove(`entity=project&id=${projectId}`);
  });

  it('too large for its kind: 400 draft_too_large; a body over the route’s cap: 413', async () => {
    const postCap = DRAFT_DATA_MAX_BYTES.post;
    // Just under the post's cap is kept; a template may be much larger.
    const under = 'a'.repeat(postCap - 100);
    await kept({ entity: 'post', entityId: null, baseVersion: null, data: { content: under } });
    await remove('entity=post');
    const body = await expectRefused(
      () => put({ entity: 'post', entityId: postId, baseVersion: 1, data: { content: 'é'.repeat(postCap / 2) } }),
      400,
      'draft_too_large',
    );
    expect(body.fieldErrors?.data?.params).toEqual({ maximum: 256 });
    await kept({
      entity: 'emailTemplate',
      entityId: templateId,
      baseVersion: 1,
      data: { htmlContent: 'b'.repeat(postCap * 2) },
    });
    await remove(`entity=emailTemplate&id=${templateId}`);
    await expectRefused(
      () =>
        put({
          entity: 'emailTemplate',
          entityId: templateId,
          baseVersion: 1,
          data: { htmlContent: 'c'.repeat(DRAFT_BODY_MAX_BYTES) },
        }),
      413,
      'body_too_large',
    );
  });
});
