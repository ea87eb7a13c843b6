import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '#shared/admin/leads.ts';
import type { LeadTask, MyTask, StaffMember } from '#shared/admin/tasks.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { createUserDirect, signInAs, TEST_PASSWORD } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, leadEvents, leads, leadTasks, users } from '../../platform/db/schema/index.ts';

/**
 * Tasks on leads through HTTP (issue 27): a lead's list, add, edit, finish, delete, "My tasks"
 * and the staff list, with the app clock under the test's control. Every refused write is followed
 * by a read of the database showing nothing changed.
 */

// Friday 14 March 2025, 10:00 in Los Angeles.
const NOW = new Date('2025-03-14T17:00:00Z');
const t = prepareTestApp({ clock: () => NOW, config: { trustProxyHops: 1 } });

let editor: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let viewerCookie: string;
let leadId: number;
let otherLeadId: number;

beforeAll(async () => {
  const e = await createUserDirect(t.deps.db, { role: 'editor', username: `tasks-editor-${process.pid}` });
  await t.deps.db.update(users).set({ firstName: 'Maya', lastName: 'Lopez' }).where(eq(users.id, e.id));
  editor = { id: e.id, cookie: await signInAs(t, { username: e.username, password: TEST_PASSWORD }) };
  const a = await createUserDirect(t.deps.db, { role: 'admin', username: `tasks-admin-${process.pid}` });
  admin = { id: a.id, cookie: await signInAs(t, { username: a.username, password: TEST_PASSWORD }) };
  viewerCookie = await signInAs(t, 'viewer');
  const rows = await t.deps.db
    .insert(leads)
    .values([
      { email: 'ana.tasks@example.com', firstName: 'Ana', lastName: 'Ruiz', source: 'contact' },
      { email: 'ben.tasks@example.com', firstName: 'Ben', lastName: 'Cole', source: 'manual' },
    ])
    .returning({ id: leads.id });
  leadId = rows[0]?.id ?? 0;
  otherLeadId = rows[1]?.id ?? 0;
});

const get = (path: string, cookie = editor.cookie) => t.request(path, { headers: { Cookie: cookie } });
const write = (method: string, path: string, body: unknown, cookie = editor.cookie) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));

const tasksOf = (id: number) =>
  t.deps.db.select().from(leadTasks).where(eq(leadTasks.leadId, id)).orderBy(asc(leadTasks.id));
const taskEvents = (id: number) =>
  t.deps.db
    .select({ message: leadEvents.message, data: leadEvents.data })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.id));
const auditOf = (entityId: number) =>
  t.deps.db
    .select({ action: auditEvents.action, summary: auditEvents.summary })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'task'), eq(auditEvents.entityId, String(entityId))))
    .orderBy(asc(auditEvents.id));

async function addTask(body: Record<string, unknown>, lead = leadId): Promise<LeadTask> {
  const response = await write('POST', `/api/leads/${lead}/tasks`, body);
  expect(response.status).toBe(201);
  return (await response.json()) as LeadTask;
}

describe('adding a task to a lead', () => {
  it('answers 201 with the task, records a timeline event and a task.create audit row', async () => {
    const task = await addTask({
      title: '  Send the kitchen proposal ',
      dueAt: '2025-03-21T17:00:00Z',
      assigneeId: editor.id,
    });
    expect(task).toMatchObject({
      leadId,
      title: 'Send the kitchen proposal',
      dueAt: '2025-03-21T17:00:00.000Z',
      assignee: { id: editor.id, name: 'Maya Lopez' },
      done: false,
      doneAt: null,
      overdue: false,
    });
    const events = await taskEvents(leadId);
    expect(events.at(-1)).toMatchObject({
      message: 'Send the kitchen proposal',
      data: { action: 'created', taskId: task.id },
    });
    expect(await auditOf(task.id)).toEqual([{ action: 'task.create', summary: 'Send the kitchen proposal' }]);
  });

  it('takes an offset instant and nobody as assignee; a past due instant is overdue at once', async () => {
    const task = await addTask({ title: 'Call back', dueAt: '2025-03-14T09:00:00-07:00' });
    expect(task).toMatchObject({ dueAt: '2025-03-14T16:00:00.000Z', assignee: null, overdue: true });
  });

  it.each([
    ['no title', { dueAt: '2025-03-21T17:00:00Z' }, 'title', 'required'],
    ['an empty title', { title: '   ', dueAt: '2025-03-21T17:00:00Z' }, 'title', 'required'],
    ['a title of two lines', { title: 'Call\nback', dueAt: '2025-03-21T17:00:00Z' }, 'title', 'one_line'],
    ['a title over 200 characters', { title: 'x'.repeat(201), dueAt: '2025-03-21T17:00:00Z' }, 'title', 'too_long'],
    ['a due date without a time', { title: 'Call', dueAt: '2025-03-21' }, 'dueAt', 'invalid_date'],
    ['a field the server owns', { title: 'Call', dueAt: '2025-03-21T17:00:00Z', done: true }, '', 'unknown_field'],
  ])('refuses %s (400) and stores nothing', async (_name, body, field, code) => {
    const before = await tasksOf(leadId);
    const response = await write('POST', `/api/leads/${leadId}/tasks`, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiErrorBody;
    if (field) expect(error.fieldErrors?.[field]?.code).toBe(code);
    else expect(error.code).toBe(code);
    expect(await tasksOf(leadId)).toEqual(before);
  });

  it('refuses an inactive or unknown assignee with task_assignee_unknown and stores nothing', async () => {
    const gone = await createUserDirect(t.deps.db, { role: 'editor', active: false });
    const before = await tasksOf(leadId);
    const eventsBefore = await taskEvents(leadId);
    for (const assigneeId of [gone.id, 999_999]) {
      const response = await write('POST', `/api/leads/${leadId}/tasks`, {
        title: 'Call',
        dueAt: '2025-03-21T17:00:00Z',
        assigneeId,
      });
      expect(response.status).toBe(400);
      const error = (await response.json()) as ApiErrorBody;
      expect(error.code).toBe('task_assignee_unknown');
      expect(error.fieldErrors?.assigneeId?.code).toBe('task_assignee_unknown');
    }
    expect(await tasksOf(leadId)).toEqual(before);
    expect(await taskEvents(leadId)).toEqual(eventsBefore);
  });

  it('answers 404 lead_not_found for an unknown lead, and stores nothing', async () => {
    const before = await t.deps.db.select().from(leadTasks);
    const response = await write('POST', '/api/leads/999999/tasks', { title: 'Call', dueAt: '2025-03-21T17:00:00Z' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiErrorBody).code).toBe('lead_not_found');
    expect(await t.deps.db.select().from(leadTasks)).toEqual(before);
  });

  it('is refused to a viewer (403), who may not read leads', async () => {
    const before = await tasksOf(leadId);
    const response = await write(
      'POST',
      `/api/leads/${leadId}/tasks`,
      { title: 'Call', dueAt: '2025-03-21T17:00:00Z' },
      viewerCookie,
    );
    expect(response.status).toBe(403);
    expect((await get(`/api/leads/${leadId}/tasks`, viewerCookie)).status).toBe(403);
    expect((await get('/api/tasks/mine', viewerCookie)).status).toBe(403);
    expect((await get('/api/staff', viewerCookie)).status).toBe(403);
    expect(await tasksOf(leadId)).toEqual(before);
  });
});

describe("a lead's task list", () => {
  it('lists open tasks by due date, then finished ones; 404 for an unknown lead', async () => {
    const lead = (
      await t.deps.db
        .insert(leads)
        .values({ email: 'list.tasks@example.com', source: 'manual' })
        .returning({ id: leads.id })
    )[0]?.id as number;
    const later = await addTask({ title: 'Later', dueAt: '2025-03-30T17:00:00Z' }, lead);
    const sooner = await addTask({ title: 'Sooner', dueAt: '2025-03-15T17:00:00Z' }, lead);
    const finished = await addTask({ title: 'Finished', dueAt: '2025-03-10T17:00:00Z' }, lead);
    expect((await write('PATCH', `/api/tasks/${finished.id}`, { done: true })).status).toBe(200);
    const response = await get(`/api/leads/${lead}/tasks`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as LeadTask[];
    expect(list.map((task) => task.id)).toEqual([sooner.id, later.id, finished.id]);
    expect(list[2]).toMatchObject({ done: true, overdue: false, doneAt: NOW.toISOString() });
    expect((await get('/api/leads/999999/tasks')).status).toBe(404);
  });
});

describe('editing, finishing and deleting a task', () => {
  it('edits the title, due instant and assignee (task.update), and no timeline event', async () => {
    const task = await addTask({ title: 'Measure', dueAt: '2025-03-21T17:00:00Z' });
    const eventsBefore = await taskEvents(leadId);
    const response = await write('PATCH', `/api/tasks/${task.id}`, {
      title: 'Measure the kitchen',
      dueAt: '2025-03-10T17:00:00Z',
      assigneeId: admin.id,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Measure the kitchen',
      dueAt: '2025-03-10T17:00:00.000Z',
      assignee: { id: admin.id },
      overdue: true,
    });
    expect(await taskEvents(leadId)).toEqual(eventsBefore);
    expect((await auditOf(task.id)).map((row) => row.action)).toEqual(['task.create', 'task.update']);
  });

  it('finishes a task (task.complete, a "done" timeline event) and opens it again (task.update)', async () => {
    const task = await addTask({ title: 'Send samples', dueAt: '2025-03-10T17:00:00Z', assigneeId: editor.id });
    const done = await write('PATCH', `/api/tasks/${task.id}`, { done: true });
    expect(await done.json()).toMatchObject({ done: true, doneAt: NOW.toISOString(), overdue: false });
    expect((await taskEvents(leadId)).at(-1)).toMatchObject({
      message: 'Send samples',
      data: { action: 'done', taskId: task.id },
    });
    const reopened = await write('PATCH', `/api/tasks/${task.id}`, { done: false });
    expect(await reopened.json()).toMatchObject({ done: false, doneAt: null, overdue: true });
    expect((await auditOf(task.id)).map((row) => row.action)).toEqual(['task.create', 'task.complete', 'task.update']);
  });

  it("shows adding and finishing on the lead's timeline, with who did it", async () => {
    const task = await addTask({ title: 'Book the tiler', dueAt: '2025-03-21T17:00:00Z' });
    await write('PATCH', `/api/tasks/${task.id}`, { done: true });
    const detail = (await (await get(`/api/leads/${leadId}`)).json()) as LeadDetail;
    const entries = detail.timeline.filter((entry) => entry.kind === 'task' && entry.title === 'Book the tiler');
    // newest first
    expect(entries).toEqual([
      {
        kind: 'task',
        at: NOW.toISOString(),
        action: 'done',
        title: 'Book the tiler',
        by: expect.stringMatching(/^tasks-editor-/),
      },
      {
        kind: 'task',
        at: NOW.toISOString(),
        action: 'created',
        title: 'Book the tiler',
        by: expect.stringMatching(/^tasks-editor-/),
      },
    ]);
  });

  it('refuses an empty change, an inactive assignee and an unknown task, changing nothing', async () => {
    const task = await addTask({ title: 'Order tiles', dueAt: '2025-03-21T17:00:00Z', assigneeId: editor.id });
    const gone = await createUserDirect(t.deps.db, { role: 'editor', active: false });
    const before = await tasksOf(leadId);
    const empty = await write('PATCH', `/api/tasks/${task.id}`, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ApiErrorBody).code).toBe('nothing_to_change');
    const inactive = await write('PATCH', `/api/tasks/${task.id}`, { title: 'Changed', assigneeId: gone.id });
    expect(inactive.status).toBe(400);
    expect(((await inactive.json()) as ApiErrorBody).code).toBe('task_assignee_unknown');
    const unknown = await write('PATCH', '/api/tasks/999999', { done: true });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiErrorBody).code).toBe('task_not_found');
    expect((await write('PATCH', '/api/tasks/abc', { done: true })).status).toBe(404);
    expect(await tasksOf(leadId)).toEqual(before);
    expect((await auditOf(task.id)).map((row) => row.action)).toEqual(['task.create']);
  });

  it('deletes a task (task.delete); an unknown one is 404 and deletes nothing', async () => {
    const task = await addTask({ title: 'Throw away', dueAt: '2025-03-21T17:00:00Z' });
    const before = await t.deps.db.select().from(leadTasks).orderBy(asc(leadTasks.id));
    expect((await write('DELETE', '/api/tasks/999999', undefined)).status).toBe(404);
    expect(await t.deps.db.select().from(leadTasks).orderBy(asc(leadTasks.id))).toEqual(before);
    const response = await write('DELETE', `/api/tasks/${task.id}`, undefined);
    expect(response.status).toBe(200);
    expect(await t.deps.db.select().from(leadTasks).where(eq(leadTasks.id, task.id))).toEqual([]);
    expect((await auditOf(task.id)).map((row) => row.action)).toEqual(['task.create', 'task.delete']);
  });
});

describe('My tasks and the staff list', () => {
  it("lists only the signed-in user's open tasks, overdue first, with the lead's name", async () => {
    const mineLater = await addTask(
      { title: 'Mine, next week', dueAt: '2025-03-21T18:00:00Z', assigneeId: admin.id },
      otherLeadId,
    );
    const mineOverdue = await addTask(
      { title: 'Mine, overdue', dueAt: '2025-03-13T18:00:00Z', assigneeId: admin.id },
      otherLeadId,
    );
    const mineDone = await addTask(
      { title: 'Mine, done', dueAt: '2025-03-12T18:00:00Z', assigneeId: admin.id },
      otherLeadId,
    );
    await write('PATCH', `/api/tasks/${mineDone.id}`, { done: true });
    await addTask({ title: 'Not mine', dueAt: '2025-03-13T18:00:00Z', assigneeId: editor.id }, otherLeadId);
    const response = await get('/api/tasks/mine', admin.cookie);
    expect(response.status).toBe(200);
    const mine = ((await response.json()) as MyTask[]).filter((task) => task.leadId === otherLeadId);
    expect(mine.map((task) => [task.title, task.overdue, task.leadName])).toEqual([
      ['Mine, overdue', true, 'Ben Cole'],
      ['Mine, next week', false, 'Ben Cole'],
    ]);
    expect(mine.map((task) => task.id)).toEqual([mineOverdue.id, mineLater.id]);
  });

  it('lists active staff with their names, not inactive ones', async () => {
    const gone = await createUserDirect(t.deps.db, { role: 'editor', active: false });
    const response = await get('/api/staff');
    expect(response.status).toBe(200);
    const staff = (await response.json()) as StaffMember[];
    expect(staff).toContainEqual({ id: editor.id, name: 'Maya Lopez' });
    expect(staff.some((member) => member.id === admin.id)).toBe(true);
    expect(staff.some((member) => member.id === gone.id)).toBe(false);
  });
});
