import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditConflict } from '#shared/admin/history.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { Testimonial } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { revisions, testimonials } from '../db/schema/index.ts';

/**
 * The history's one mechanism (issue 29, docs/history.md), shown on testimonials: every save keeps
 * a numbered revision, and a save that names an older version is refused with what changed.
 */
const t = prepareTestApp();

let editor: string;
let admin: string;
beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  admin = await signInAs(t, 'admin');
});

const send = (method: string, path: string, body: unknown, cookie: string) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));

async function ok<T>(res: Response, status = 200): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const historyOf = (id: number) =>
  t.handle.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entity, 'testimonial'), eq(revisions.entityId, id)))
    .orderBy(asc(revisions.version));

describe('revisions and versions', () => {
  it('a new item is version 1 with one revision; each save that changes it adds the next', async () => {
    const created = await ok<Testimonial>(
      await send('POST', '/api/testimonials', { name: 'Ana P.', content: 'Calm and careful.' }, editor),
      201,
    );
    expect(created.version).toBe(1);
    const saved = await ok<Testimonial>(
      await send(
        'PATCH',
        `/api/testimonials/${created.id}`,
        { content: 'Calm, careful, on time.', version: 1 },
        editor,
      ),
    );
    expect(saved.version).toBe(2);
    // Nothing changed: no new version, no new revision.
    const same = await ok<Testimonial>(
      await send(
        'PATCH',
        `/api/testimonials/${created.id}`,
        { content: 'Calm, careful, on time.', version: 2 },
        editor,
      ),
    );
    expect(same.version).toBe(2);
    const history = await historyOf(created.id);
    expect(history.map((r) => [r.version, r.snapshot.content, r.changedFields])).toEqual([
      [1, 'Calm and careful.', ['name', 'content', 'rating', 'project', 'projectId', 'featured']],
      [2, 'Calm, careful, on time.', ['content']],
    ]);
    expect(history[1]?.authorName).toMatch(/editor/);
  });

  it('an item made before history was kept gets its first state kept at its first save', async () => {
    const [seeded] = await t.handle.db.select().from(testimonials).orderBy(asc(testimonials.id)).limit(1);
    if (!seeded) throw new Error('the demo studio has no testimonial');
    expect(await historyOf(seeded.id)).toEqual([]);
    await ok(await send('PATCH', `/api/testimonials/${seeded.id}`, { rating: seeded.rating === 5 ? 4 : 5 }, admin));
    const history = await historyOf(seeded.id);
    expect(history.map((r) => [r.version, r.authorName, r.snapshot.rating])).toEqual([
      [1, null, seeded.rating],
      [2, expect.stringMatching(/admin/), seeded.rating === 5 ? 4 : 5],
    ]);
  });

  it('a save on a stale version is 409 edit_conflict with what the other person changed, and nothing is written', async () => {
    const created = await ok<Testimonial>(
      await send('POST', '/api/testimonials', { name: 'Lou R.', content: 'First words.' }, editor),
      201,
    );
    await ok(await send('PATCH', `/api/testimonials/${created.id}`, { content: 'Their words.', version: 1 }, admin));
    const before = {
      row: await t.handle.db.select().from(testimonials).where(eq(testimonials.id, created.id)),
      history: await historyOf(created.id),
    };
    const res = await send(
      'PATCH',
      `/api/testimonials/${created.id}`,
      { content: 'My words.', rating: 3, version: 1 },
      editor,
    );
    const body = (await res.json()) as ApiErrorBody & EditConflict;
    expect(res.status).toBe(409);
    expect(body.code).toBe('edit_conflict');
    expect(body.message).toMatch(/^\S*admin\S* saved this since you opened it/);
    expect(body).toMatchObject({
      entity: 'testimonial',
      entityId: created.id,
      yourVersion: 1,
      currentVersion: 2,
      changedFields: ['content'],
      current: { content: 'Their words.' },
      base: { content: 'First words.' },
    });
    expect({
      row: await t.handle.db.select().from(testimonials).where(eq(testimonials.id, created.id)),
      history: await historyOf(created.id),
    }).toEqual(before);
  });

  it('a deleted item takes its history with it', async () => {
    const created = await ok<Testimonial>(
      await send('POST', '/api/testimonials', { name: 'Gone', content: 'Soon gone.' }, editor),
      201,
    );
    await ok(await send('DELETE', `/api/testimonials/${created.id}`, undefined, editor));
    expect(await historyOf(created.id)).toEqual([]);
  });
});
