import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CreateLeadTask, LeadTask, MyTask, StaffMember, UpdateLeadTask } from '#shared/admin/tasks.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { leadEvents, leads, leadTasks, users } from '../../platform/db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { LEAD_NOT_FOUND, type LeadDeps } from './lead-rows.ts';

/**
 * Tasks on a lead (issue 27; docs/leads.md § Tasks): each write in one transaction with its audit
 * row under its own action, and a 'task' event on the lead's timeline when a task is added or
 * finished (the two moments the history of a lead needs; edits and deletions are in the audit log).
 * Overdue is decided here with the app clock, so every list agrees on it.
 */

export const TASK_NOT_FOUND = 'task_not_found' satisfies ErrorCode;
const ASSIGNEE_UNKNOWN = 'task_assignee_unknown' satisfies ErrorCode;

/** A staff user's name as lists show it: the full name when there is one, else the username. */
const staffName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;
const leadName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${leads.firstName}, ${leads.lastName})), ''), ${leads.email})`;

const taskColumns = {
  id: leadTasks.id,
  leadId: leadTasks.leadId,
  title: leadTasks.title,
  dueAt: leadTasks.dueAt,
  doneAt: leadTasks.doneAt,
  createdAt: leadTasks.createdAt,
  assigneeId: leadTasks.assigneeId,
  assigneeName: staffName,
};

interface TaskRow {
  id: number;
  leadId: number;
  title: string;
  dueAt: Date;
  doneAt: Date | null;
  createdAt: Date;
  assigneeId: number | null;
  assigneeName: string | null;
}

function toTask(row: TaskRow, now: Date): LeadTask {
  return {
    id: row.id,
    leadId: row.leadId,
    title: row.title,
    dueAt: row.dueAt.toISOString(),
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    overdue: row.doneAt === null && row.dueAt.getTime() < now.getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

async function readTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select(taskColumns)
    .from(leadTasks)
    .leftJoin(users, eq(users.id, leadTasks.assigneeId))
    .where(eq(leadTasks.id, id));
  return row;
}

/** A task may go to an active staff user or to nobody; anyone else is a field problem. */
async function checkAssignee(db: DbOrTx, assigneeId: number | null): Promise<void> {
  if (assigneeId === null) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.active, true)));
  if (!user) throw ValidationError.forField('assigneeId', ASSIGNEE_UNKNOWN);
}

/** GET /api/staff: the active staff users, by name: whom a task can be given to. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: staffName })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(sql`lower(${staffName})`), asc(users.id));
}

/** GET /api/leads/:id/tasks: open tasks first by due date, then the finished ones, latest first. */
export async function listLeadTasks(deps: LeadDeps, leadId: number): Promise<LeadTask[]> {
  const [lead] = await deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
  const rows = await deps.db
    .select(taskColumns)
    .from(leadTasks)
    .leftJoin(users, eq(users.id, leadTasks.assigneeId))
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(
      sql`${leadTasks.doneAt} is not null`,
      sql`case when ${leadTasks.doneAt} is null then ${leadTasks.dueAt} end asc`,
      sql`${leadTasks.doneAt} desc`,
      asc(leadTasks.id),
    );
  const now = deps.clock();
  return rows.map((row) => toTask(row, now));
}

/**
 * GET /api/tasks/mine: the signed-in user's open tasks with their leads, overdue first (the oldest
 * due first), then the rest by due date.
 */
export async function listMyTasks(deps: LeadDeps, userId: number): Promise<MyTask[]> {
  const now = deps.clock();
  const rows = await deps.db
    .select({ ...taskColumns, leadName })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .leftJoin(users, eq(users.id, leadTasks.assigneeId))
    .where(and(eq(leadTasks.assigneeId, userId), isNull(leadTasks.doneAt)))
    // Overdue ones are exactly those due before now, so due order puts them first.
    .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id));
  return rows.map((row) => ({ ...toTask(row, now), leadName: row.leadName }));
}

async function recordTaskEvent(
  tx: DbOrTx,
  actor: AuditActor,
  task: { id: number; leadId: number; title: string },
  action: 'created' | 'done',
  at: Date,
): Promise<void> {
  await tx.insert(leadEvents).values({
    leadId: task.leadId,
    kind: 'task',
    message: task.title,
    data: { action, taskId: task.id, by: actor.username, byUserId: actor.id },
    createdAt: at,
  });
}

/** POST /api/leads/:id/tasks */
export async function createLeadTask(
  deps: LeadDeps,
  actor: AuditActor,
  leadId: number,
  input: CreateLeadTask,
): Promise<LeadTask> {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
    await checkAssignee(tx, input.assigneeId);
    const [row] = await tx
      .insert(leadTasks)
      .values({
        leadId,
        title: input.title,
        dueAt: new Date(input.dueAt),
        assigneeId: input.assigneeId,
        createdByUserId: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leadTasks.id });
    if (!row) throw new Error('task insert returned no row');
    await recordTaskEvent(tx, actor, { id: row.id, leadId, title: input.title }, 'created', now);
    await recordAuditEvent(tx, {
      actor,
      action: 'task.create',
      entityType: 'task',
      entityId: row.id,
      label: input.title,
      data: { leadId },
    });
    return row.id;
  });
  return readOrThrow(deps, id);
}

async function readOrThrow(deps: LeadDeps, id: number): Promise<LeadTask> {
  const row = await readTask(deps.db, id);
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  return toTask(row, deps.clock());
}

/**
 * PATCH /api/tasks/:id. Finishing (done: true on an open task) is audited as 'task.complete' and
 * put on the timeline; any other change as 'task.update'. done: true on a finished task keeps its
 * first done time.
 */
export async function updateLeadTask(
  deps: LeadDeps,
  actor: AuditActor,
  id: number,
  input: UpdateLeadTask,
): Promise<LeadTask> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [task] = await tx.select().from(leadTasks).where(eq(leadTasks.id, id)).for('update');
    if (!task) throw new NotFoundError(TASK_NOT_FOUND);
    if (input.assigneeId !== undefined && input.assigneeId !== task.assigneeId) {
      await checkAssignee(tx, input.assigneeId);
    }
    const finishing = input.done === true && task.doneAt === null;
    const reopening = input.done === false && task.doneAt !== null;
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.dueAt !== undefined ? { dueAt: new Date(input.dueAt) } : {}),
      ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
      ...(finishing ? { doneAt: now } : reopening ? { doneAt: null } : {}),
    };
    await tx
      .update(leadTasks)
      .set({ ...changes, updatedAt: now })
      .where(eq(leadTasks.id, id));
    const title = input.title ?? task.title;
    const fields = Object.keys(changes).filter((key) => key !== 'doneAt');
    if (finishing) await recordTaskEvent(tx, actor, { id, leadId: task.leadId, title }, 'done', now);
    await recordAuditEvent(tx, {
      actor,
      action: finishing ? 'task.complete' : 'task.update',
      entityType: 'task',
      entityId: id,
      label: title,
      data: { leadId: task.leadId, fields, ...(reopening ? { reopened: true } : {}) },
    });
  });
  return readOrThrow(deps, id);
}

/** DELETE /api/tasks/:id */
export async function deleteLeadTask(deps: LeadDeps, actor: AuditActor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .delete(leadTasks)
      .where(eq(leadTasks.id, id))
      .returning({ leadId: leadTasks.leadId, title: leadTasks.title });
    if (!task) throw new NotFoundError(TASK_NOT_FOUND);
    await recordAuditEvent(tx, {
      actor,
      action: 'task.delete',
      entityType: 'task',
      entityId: id,
      label: task.title,
      data: { leadId: task.leadId },
    });
  });
}
