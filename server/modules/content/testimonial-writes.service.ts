import { eq, sql } from 'drizzle-orm';
import type { CreateTestimonial, UpdateTestimonial } from '#shared/admin/content.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { Testimonial } from '#shared/content.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { projects, testimonials } from '../../platform/db/schema/index.ts';
import { endPosition, type NewOrder, saveOrder } from '../../platform/db/sort-order.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import {
  beginEdit,
  deleteHistory,
  type FinishOptions,
  finishEdit,
  recordCreation,
} from '../../platform/history/edit-history.ts';
import type { ContentDeps } from './deps.ts';
import { testimonialHistory } from './testimonial-history.ts';
import { getTestimonialById, testimonialOrder } from './testimonials.service.ts';

export const TESTIMONIAL_NOT_FOUND = 'testimonial_not_found' satisfies ErrorCode;

/** The project a testimonial names must exist; its title is the default for the `project` text. */
async function projectTitle(tx: Transaction, projectId: number): Promise<string> {
  const [row] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw ValidationError.forField('projectId', 'testimonial_project_unknown');
  return row.title;
}

/** '' and null both mean "no project" in the spec's free text. */
const projectText = (value: string | null | undefined) => (value ? value : null);

async function answer(tx: Transaction, id: number): Promise<Testimonial> {
  const testimonial = await getTestimonialById(tx, id);
  if (!testimonial) throw new Error(`testimonial ${id} vanished inside its own transaction`);
  return testimonial;
}

/**
 * POST /api/testimonials: name and content (admin area §5), rating 5 unless given. Linking a portfolio
 * project fills the spec's `project` text with its title unless a text is given. A new testimonial
 * goes to the end of the list, as a new project or option does: the order is the studio's curation.
 */
export async function createTestimonial(
  deps: ContentDeps,
  actor: AuditActor,
  input: CreateTestimonial,
): Promise<Testimonial> {
  return writeContent(deps, async (tx) => {
    const linked = input.projectId ? await projectTitle(tx, input.projectId) : null;
    const [row] = await tx
      .insert(testimonials)
      .values({
        name: input.name,
        content: input.content,
        rating: input.rating ?? 5,
        project: projectText(input.project) ?? linked,
        projectId: input.projectId ?? null,
        featured: input.featured ?? false,
        sortOrder: await endPosition(tx, testimonials),
      })
      .returning({ id: testimonials.id });
    if (!row) throw new Error('insert returned no row');
    await recordCreation(tx, testimonialHistory, row.id, actor);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.create',
      entityType: 'testimonial',
      entityId: row.id,
      label: input.name,
      data: { rating: input.rating ?? 5 },
    });
    return answer(tx, row.id);
  });
}

/**
 * PATCH /api/testimonials/{id}: any subset. Linking another project without sending a text
 * renames the text to that project's title; unlinking keeps the text (D25: a testimonial keeps
 * naming the project it was about).
 */
export async function updateTestimonial(
  deps: ContentDeps,
  actor: AuditActor,
  id: number,
  changes: UpdateTestimonial,
  options: FinishOptions = {},
): Promise<Testimonial> {
  return writeContent(deps, async (tx) => {
    // A save on an older version than the stored one is a conflict, refused before any write.
    const edit = await beginEdit(tx, testimonialHistory, id, changes.version);
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!edit || !before) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
    const projectId = changes.projectId === undefined ? before.projectId : changes.projectId;
    const linked =
      changes.projectId && changes.projectId !== before.projectId ? await projectTitle(tx, changes.projectId) : null;
    const project = changes.project !== undefined ? projectText(changes.project) : (linked ?? before.project);
    const name = changes.name ?? before.name;
    await tx
      .update(testimonials)
      .set({
        name,
        content: changes.content ?? before.content,
        rating: changes.rating ?? before.rating,
        project,
        projectId,
        featured: changes.featured ?? before.featured,
        updatedAt: sql`now()`,
      })
      .where(eq(testimonials.id, id));
    await finishEdit(tx, edit, actor, options);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'testimonial',
      entityId: id,
      label: name,
      data: { fields: Object.keys(changes).filter((field) => field !== 'version') },
    });
    return answer(tx, id);
  });
}

/** DELETE /api/testimonials/{id}. */
export async function deleteTestimonial(deps: ContentDeps, actor: AuditActor, id: number): Promise<void> {
  await writeContent(deps, async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ name: testimonials.name });
    if (!row) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
    await deleteHistory(tx, 'testimonial', id);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.delete',
      entityType: 'testimonial',
      entityId: id,
      label: row.name,
    });
  });
}

/** POST /api/testimonial/reorder (D19): exactly the current ids (or, `partial`, some), or nothing changes. */
export async function reorderTestimonials(deps: ContentDeps, actor: AuditActor, order: NewOrder): Promise<void> {
  await writeContent(deps, async (tx) => {
    await saveOrder(tx, testimonials, order, testimonialOrder);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.reorder',
      entityType: 'testimonial',
      entityId: null,
      label: '',
      data: order.partial ? { order: order.ids, partial: true } : { order: order.ids },
    });
  });
}
