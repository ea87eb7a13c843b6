import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { Testimonial } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, projects, testimonials } from '../../platform/db/schema/index.ts';

/** The Testimonials tab's writes (admin area §2, §5, §7; D19, D25), each refusal read back unchanged. */
const t = prepareTestApp({ config: { production: true, trustProxyHops: 1 } });

let editor: string;
let viewer: string;
let project: { id: number; title: string; slug: string };

beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  viewer = await signInAs(t, 'viewer');
  const [row] = await t.handle.db
    .select({ id: projects.id, title: projects.title, slug: projects.slug })
    .from(projects)
    .where(eq(projects.published, true))
    .limit(1);
  if (!row) throw new Error('the demo studio has no project');
  project = row;
});

const send = (method: string, path: string, body?: unknown, cookie = editor) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));

async function created(body: Record<string, unknown>): Promise<Testimonial> {
  const res = await send('POST', '/api/testimonials', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Testimonial;
}

async function patched(id: number, body: Record<string, unknown>): Promise<Testimonial> {
  const res = await send('PATCH', `/api/testimonials/${id}`, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as Testimonial;
}

const publicList = async () => (await (await t.request('/api/testimonials')).json()) as Testimonial[];

async function testimonialState() {
  return {
    rows: await t.handle.db.select().from(testimonials).orderBy(asc(testimonials.id)),
    audit: (await t.handle.db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

async function expectRefused(request: () => Promise<Response>, status: number, field?: string) {
  const before = await testimonialState();
  const res = await request();
  const body = (await res.json()) as ApiErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (field) expect(body.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
  expect(await testimonialState()).toEqual(before);
  return body;
}

const auditOf = (action: string, id: number) =>
  t.handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));

describe('POST /api/testimonials', () => {
  it('adds a testimonial with rating 5 (admin area §5), at the end of the public list, logged', async () => {
    const item = await created({ name: '  Ines Duarte ', content: 'They listened.\n\nThen they built it.  ' });
    expect(item).toEqual({
      id: item.id,
      name: 'Ines Duarte',
      content: 'They listened.\n\nThen they built it.  ',
      rating: 5,
      project: null,
      projectId: null,
      projectSlug: null,
      featured: false,
      version: 1,
    });
    expect((await publicList()).at(-1)?.id).toBe(item.id);
    expect((await auditOf('content.create', item.id))[0]).toMatchObject({
      entityType: 'testimonial',
      summary: 'Ines Duarte',
    });
  });

  it('links a portfolio project: its title is the default text, a typed text wins', async () => {
    const linked = await created({ name: 'Linked', content: 'x', rating: 4, projectId: project.id });
    expect(linked).toMatchObject({
      rating: 4,
      projectId: project.id,
      project: project.title,
      projectSlug: project.slug,
    });
    const typed = await created({ name: 'Typed', content: 'x', projectId: project.id, project: 'Our kitchen' });
    expect(typed).toMatchObject({ project: 'Our kitchen', projectId: project.id });
    expect((await created({ name: 'Free text', content: 'x', project: 'A cabin' })).project).toBe('A cabin');
  });

  describe('refuses, changing nothing', () => {
    it('a missing name or content, with the spec’s messages', async () => {
      const noName = await expectRefused(
        () => send('POST', '/api/testimonials', { name: ' ', content: 'x' }),
        400,
        'name',
      );
      expect(noName.fieldErrors?.name).toEqual({ code: 'required', message: 'Name is required' });
      const noContent = await expectRefused(
        () => send('POST', '/api/testimonials', { name: 'x', content: '\n ' }),
        400,
        'content',
      );
      expect(noContent.fieldErrors?.content).toEqual({ code: 'required', message: 'Content is required' });
    });

    it('a rating of 0, 6 or 2.5, or a rating that is no number', async () => {
      for (const rating of [0, 6, 2.5, '5', null]) {
        await expectRefused(
          () => send('POST', '/api/testimonials', { name: 'x', content: 'x', rating }),
          400,
          'rating',
        );
      }
    });

    it('a project that does not exist', async () => {
      await expectRefused(
        () => send('POST', '/api/testimonials', { name: 'x', content: 'x', projectId: 999999 }),
        400,
        'projectId',
      );
    });

    it('a viewer (D14) and fields that do not belong', async () => {
      await expectRefused(() => send('POST', '/api/testimonials', { name: 'x', content: 'x' }, viewer), 403);
      await expectRefused(() => send('POST', '/api/testimonials', { name: 'x', content: 'x', sortOrder: 0 }), 400);
    });
  });
});

describe('PATCH /api/testimonials/{id}', () => {
  it('toggles featured alone, as the star does', async () => {
    const item = await created({ name: 'Star', content: 'x' });
    expect(await patched(item.id, { featured: true })).toEqual({ ...item, featured: true, version: 2 });
    expect((await auditOf('content.update', item.id))[0]?.summary).toBe('Star');
  });

  it('edits the fields; linking another project renames the text, unlinking keeps it (D25)', async () => {
    const item = await created({ name: 'Edit me', content: 'x', project: 'Somewhere' });
    expect(await patched(item.id, { name: 'Edited', content: 'Better.', rating: 3 })).toMatchObject({
      name: 'Edited',
      content: 'Better.',
      rating: 3,
      project: 'Somewhere',
    });
    expect(await patched(item.id, { projectId: project.id })).toMatchObject({
      project: project.title,
      projectId: project.id,
    });
    expect(await patched(item.id, { projectId: null })).toMatchObject({ project: project.title, projectId: null });
    expect(await patched(item.id, { project: '' })).toMatchObject({ project: null });
  });

  it('refuses an unknown id, a bad rating, an unknown project, changing nothing', async () => {
    const item = await created({ name: 'Refusals', content: 'x' });
    await expectRefused(() => send('PATCH', '/api/testimonials/999999', { featured: true }), 404);
    await expectRefused(() => send('PATCH', '/api/testimonials/x1', { featured: true }), 404);
    for (const rating of [0, 6, 2.5]) {
      await expectRefused(() => send('PATCH', `/api/testimonials/${item.id}`, { rating }), 400, 'rating');
    }
    await expectRefused(() => send('PATCH', `/api/testimonials/${item.id}`, { projectId: 999999 }), 400, 'projectId');
    await expectRefused(() => send('PATCH', `/api/testimonials/${item.id}`, { name: '' }), 400, 'name');
  });
});

describe('deleting', () => {
  it('DELETE /api/testimonials/{id} removes it and logs it; an unknown id is 404', async () => {
    const item = await created({ name: 'Gone soon', content: 'x' });
    expect((await send('DELETE', `/api/testimonials/${item.id}`)).status).toBe(200);
    expect((await publicList()).map((x) => x.id)).not.toContain(item.id);
    expect(await auditOf('content.delete', item.id)).toHaveLength(1);
    await expectRefused(() => send('DELETE', `/api/testimonials/${item.id}`), 404);
  });

  it('a deleted project leaves the testimonials that named it, with their text (D25)', async () => {
    const [extra] = await t.handle.db
      .insert(projects)
      .values({
        slug: 'a-project-to-delete',
        title: 'A Project To Delete',
        description: 'x',
        location: 'x',
        category: 'kitchen',
        style: 'modern',
      })
      .returning({ id: projects.id });
    if (!extra) throw new Error('no project');
    const item = await created({ name: 'Loyal client', content: 'x', projectId: extra.id });
    await t.handle.db.delete(projects).where(eq(projects.id, extra.id));
    const after = (await publicList()).find((x) => x.id === item.id);
    expect(after).toMatchObject({ project: 'A Project To Delete', projectId: null, projectSlug: null });
  });
});

describe('POST /api/testimonial/reorder (D19)', () => {
  it('saves the order, and the public list follows it', async () => {
    const ids = (await publicList()).map((x) => x.id);
    const rotated = [...ids.slice(1), ids[0] ?? 0];
    const res = await send('POST', '/api/testimonial/reorder', { items: rotated.map((id) => ({ id })) });
    expect(res.status).toBe(200);
    expect((await publicList()).map((x) => x.id)).toEqual(rotated);
  });

  it('refuses a foreign, a missing or a repeated id, changing nothing', async () => {
    const ids = (await publicList()).map((x) => x.id);
    for (const items of [[...ids, 999999], ids.slice(1), [...ids, ids[0] ?? 0]]) {
      await expectRefused(() => send('POST', '/api/testimonial/reorder', { items }), 400);
    }
  });
});

describe('GET /api/testimonials for staff', () => {
  it('is the same list, never cached, so the tab reads its own writes at once', async () => {
    const res = await t.request('/api/testimonials', { headers: { Cookie: viewer } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(await res.json()).toEqual(await publicList());
  });
});
