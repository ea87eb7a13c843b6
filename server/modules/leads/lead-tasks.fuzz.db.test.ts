import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadTask } from '#shared/admin/tasks.ts';
import { createUserDirect, signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  anyFieldValue,
  expectNoServerError,
  filledLine,
  fuzzWriter,
  mostly,
  requestBodies,
} from '../../../tests/support/write-fuzz.ts';
import { leads, leadTasks } from '../../platform/db/schema/index.ts';

/**
 * The task writes (issue 27): whatever an editor's browser sends to POST /api/leads/{id}/tasks or
 * PATCH /api/tasks/{id}, the answer is a success or a clear 4xx, never a 5xx; what is accepted is
 * stored as sent (read back from the database).
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let cookie: string;
let leadId: number;
let active: number;
let inactive: number;

beforeAll(async () => {
  cookie = await signInAs(t, 'editor');
  active = (await createUserDirect(t.deps.db, { role: 'editor' })).id;
  inactive = (await createUserDirect(t.deps.db, { role: 'editor', active: false })).id;
  const [lead] = await t.deps.db
    .insert(leads)
    .values({ email: 'fuzz.tasks@example.com', source: 'manual' })
    .returning({ id: leads.id });
  leadId = lead?.id ?? 0;
});

const write = fuzzWriter(t, () => cookie);

const taskLike = fc.record(
  {
    title: anyFieldValue(),
    dueAt: anyFieldValue(),
    assigneeId: anyFieldValue(),
    done: anyFieldValue(),
    id: anyFieldValue(),
  },
  { requiredKeys: [] },
);

const instants = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const assignees = () => mostly(fc.constantFrom(null, active), fc.constantFrom(inactive, 2_000_000_000));

async function stored(id: number) {
  const [row] = await t.deps.db.select().from(leadTasks).where(eq(leadTasks.id, id));
  if (!row) throw new Error(`task ${id} not stored`);
  return row;
}

describe('task writes never answer 5xx, and store what they accept (property-based)', () => {
  it('POST /api/leads/{id}/tasks with any body', { timeout: 180_000 }, async () => {
    await expectNoServerError<{ title: string; dueAt: string; assigneeId?: number | null }>(
      (body) => write('POST', `/api/leads/${leadId}/tasks`, body),
      requestBodies(
        fc.record(
          { title: filledLine(200), dueAt: instants, assigneeId: assignees() },
          { requiredKeys: ['title', 'dueAt'] },
        ),
        taskLike,
      ),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const row = await stored(((await answer.json()) as LeadTask).id);
          expect(row.title).toBe(sent.title.trim());
          expect(row.dueAt.toISOString()).toBe(new Date(sent.dueAt).toISOString());
          expect(row.assigneeId).toBe(sent.assigneeId ?? null);
        },
      },
    );
  });

  it('PATCH /api/tasks/{id} with any body', { timeout: 180_000 }, async () => {
    const [target] = await t.deps.db
      .insert(leadTasks)
      .values({ leadId, title: 'Fuzzed', dueAt: new Date('2030-01-01T00:00:00Z') })
      .returning({ id: leadTasks.id });
    const id = target?.id ?? 0;
    await expectNoServerError<{ title?: string; dueAt?: string; assigneeId?: number | null; done?: boolean }>(
      (body) => write('PATCH', `/api/tasks/${id}`, body),
      requestBodies(
        fc.record(
          { title: filledLine(200), dueAt: instants, assigneeId: assignees(), done: fc.boolean() },
          { requiredKeys: [] },
        ),
        taskLike,
      ),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => {
          const row = await stored(id);
          if (sent.title !== undefined) expect(row.title).toBe(sent.title.trim());
          if (sent.dueAt !== undefined) expect(row.dueAt.toISOString()).toBe(new Date(sent.dueAt).toISOString());
          if (sent.assigneeId !== undefined) expect(row.assigneeId).toBe(sent.assigneeId);
          if (sent.done !== undefined) expect(row.doneAt !== null).toBe(sent.done);
        },
      },
    );
  });
});
