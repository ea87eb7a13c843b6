import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { CreateProject, SetBannerImages, UpdateProject } from '#shared/admin/content.ts';
import type { ProjectReorderResult, ProjectWriteResult } from '#shared/admin/showcase.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { Project } from '#shared/content.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { projectImages, projects, testimonials } from '../../platform/db/schema/index.ts';
import { endPosition, type NewOrder, saveOrder } from '../../platform/db/sort-order.ts';
import { NotFoundError } from '../../platform/errors.ts';
import {
  beginEdit,
  deleteHistory,
  type FinishOptions,
  finishEdit,
  recordCreation,
} from '../../platform/history/edit-history.ts';
import { assertActiveOption, firstActiveOption } from '../studio/index.ts';
import type { ContentDeps } from './deps.ts';
import { applyBannerFlag, replaceGallery, setBannerSelection } from './project-gallery.ts';
import { projectHistory } from './project-history.ts';
import { getProjectById, projectOrder } from './projects.service.ts';
import { watchShowcase } from './showcase.ts';
import { chooseSlug, dropSlugRedirects, recordSlugChange } from './slugs.ts';

/**
 * The admin's project writes (admin area §2, §5, §7; D1, D3, D5, D19, D23, D25). Each runs in
 * `writeContent`, so the change, its audit row and the cache drop go together.
 */

export const PROJECT_NOT_FOUND = 'project_not_found' satisfies ErrorCode;

/**
 * Every project write: in `writeContent`, one at a time studio-wide (a transaction-scoped advisory
 * lock, held to the commit): a slug chosen as free is still free at insert, "the end of the
 * portfolio" is still the end, and a reorder checks the same set of ids it then writes. A studio
 * saves a few projects a minute; waiting costs nothing.
 */
function writeProjects<T>(deps: ContentDeps, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return writeContent(deps, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_WRITES_LOCK})`);
    return write(tx);
  });
}
/** an arbitrary constant naming the lock ("PROJ" in ASCII) */
const PROJECT_WRITES_LOCK = 0x50524f4a;

async function requireProject(tx: Transaction, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return row;
}

async function readBack(tx: Transaction, id: number): Promise<Project> {
  const project = await getProjectById(tx, id);
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

const CATEGORY = { name: 'category', label: 'Category' } as const;
const STYLE = { name: 'style', label: 'Style' } as const;

/**
 * POST /api/projects ('Add Content' or the full form). Category and style default to the first
 * active option of their lists (D1), the slug to the slugified title (D3); the project goes to the
 * end of the portfolio.
 */
export async function createProject(deps: ContentDeps, actor: AuditActor, input: CreateProject): Promise<Project> {
  return writeProjects(deps, async (tx) => {
    const category = input.category ?? (await firstActiveOption(tx, 'projectCategory', CATEGORY));
    if (input.category !== undefined) await assertActiveOption(tx, 'projectCategory', category, CATEGORY);
    const style = input.style ?? (await firstActiveOption(tx, 'projectStyle', STYLE));
    if (input.style !== undefined) await assertActiveOption(tx, 'projectStyle', style, STYLE);
    const slug = await chooseSlug(tx, 'project', { typed: input.slug, title: input.title });
    const [row] = await tx
      .insert(projects)
      .values({
        slug,
        title: input.title,
        location: input.location ?? '',
        description: input.description ?? '',
        category,
        style,
        tags: input.tags ?? [],
        featured: input.featured ?? false,
        inLookbook: input.inLookbook ?? false,
        published: input.published ?? true,
        sortOrder: await endPosition(tx, projects),
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('project insert returned no row');
    if (input.images) await replaceGallery(tx, row.id, input.images, input.title);
    if (input.inBanner !== undefined) await applyBannerFlag(tx, row.id, input.inBanner);
    await recordCreation(tx, projectHistory, row.id, actor);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.create',
      entityType: 'project',
      entityId: row.id,
      label: input.title,
      data: { slug },
    });
    return readBack(tx, row.id);
  });
}

/** What a restore (issue 29) sets besides the edit form's fields: the banner selection as it was. */
export interface ProjectSaveOptions extends FinishOptions {
  bannerImages?: readonly string[];
}

/**
 * PATCH /api/projects/{id}: what is sent changes, nothing else. A category or style must be an
 * active option unless it is the one the project already has (D1). The address changes only when
 * a slug is sent (a new title alone keeps links working); the old one then answers 301 (D3).
 * `images` replaces the gallery; `inBanner` switches the banner selection (D5). Issue 29: a stale
 * `version` is 409 `edit_conflict` before anything is written; a save that changes the project
 * keeps its new state as a revision.
 */
export async function updateProject(
  deps: ContentDeps,
  actor: AuditActor,
  id: number,
  changes: UpdateProject,
  options: ProjectSaveOptions = {},
): Promise<ProjectWriteResult> {
  return writeProjects(deps, async (tx) => {
    const edit = await beginEdit(tx, projectHistory, id, changes.version);
    if (!edit) throw new NotFoundError(PROJECT_NOT_FOUND);
    const current = await requireProject(tx, id);
    const { version: _version, ...fields } = changes;
    const restoring = options.restoredFromVersion !== undefined;
    // Nothing sent, nothing changed: no audit row for it either.
    if (Object.keys(fields).length === 0 && !restoring) return readBack(tx, id);
    // A new banner choice, gallery order or lookbook choice can move the home hero or the lookbook's cover.
    const showcase = await watchShowcase(tx);
    const title = fields.title ?? current.title;
    if (fields.category !== undefined) {
      await assertActiveOption(tx, 'projectCategory', fields.category, { ...CATEGORY, keep: current.category });
    }
    if (fields.style !== undefined) {
      await assertActiveOption(tx, 'projectStyle', fields.style, { ...STYLE, keep: current.style });
    }
    let slug = current.slug;
    if (fields.slug !== undefined && fields.slug !== current.slug) {
      // An emptied slug field asks for one made from the (new) title.
      slug = await chooseSlug(tx, 'project', { typed: fields.slug || undefined, title, exceptId: id });
      await recordSlugChange(tx, 'project', id, current.slug, slug);
    }
    if (title !== current.title) {
      // Alt text left at its default (the title, D20) follows a renamed project.
      await tx
        .update(projectImages)
        .set({ alt: title })
        .where(and(eq(projectImages.projectId, id), eq(projectImages.alt, current.title)));
    }
    if (fields.images !== undefined) await replaceGallery(tx, id, fields.images, title);
    if (fields.inBanner !== undefined) await applyBannerFlag(tx, id, fields.inBanner);
    if (options.bannerImages !== undefined) await setBannerSelection(tx, id, options.bannerImages);
    await tx
      .update(projects)
      .set({
        title,
        slug,
        location: fields.location,
        description: fields.description,
        category: fields.category,
        style: fields.style,
        tags: fields.tags,
        featured: fields.featured,
        inLookbook: fields.inLookbook,
        published: fields.published,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, id));
    await finishEdit(tx, edit, actor, options);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'project',
      entityId: id,
      label: title,
      data: {
        fields: Object.keys(fields),
        ...(restoring ? { restoredFromVersion: options.restoredFromVersion } : {}),
        ...(slug !== current.slug ? { slug: { from: current.slug, to: slug } } : {}),
      },
    });
    return { ...(await readBack(tx, id)), showcase: await showcase.changes() };
  });
}

/** PUT /api/projects/{id}: the home banner shows exactly these images of the project (D5). */
export async function setProjectBannerImages(
  deps: ContentDeps,
  actor: AuditActor,
  id: number,
  { bannerImages, version }: SetBannerImages,
): Promise<ProjectWriteResult> {
  return writeProjects(deps, async (tx) => {
    // A banner choice is a save of the project (issue 29): versioned and kept like the form's.
    const edit = await beginEdit(tx, projectHistory, id, version);
    if (!edit) throw new NotFoundError(PROJECT_NOT_FOUND);
    const current = await requireProject(tx, id);
    const showcase = await watchShowcase(tx);
    await setBannerSelection(tx, id, bannerImages);
    await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, id));
    await finishEdit(tx, edit, actor);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'project',
      entityId: id,
      label: current.title,
      data: { fields: ['bannerImages'], bannerImages: bannerImages.length },
    });
    return { ...(await readBack(tx, id)), showcase: await showcase.changes() };
  });
}

/**
 * DELETE /api/projects/{id}. Testimonials that named the project keep that name as their text
 * (D25: the link itself is set null by the foreign key); its old addresses stop redirecting; its
 * gallery rows go with it (the image bytes stay).
 */
export async function deleteProject(deps: ContentDeps, actor: AuditActor, id: number): Promise<void> {
  return writeProjects(deps, async (tx) => {
    const current = await requireProject(tx, id);
    await tx
      .update(testimonials)
      .set({ project: current.title })
      .where(and(eq(testimonials.projectId, id), or(isNull(testimonials.project), eq(testimonials.project, ''))));
    await dropSlugRedirects(tx, 'project', id);
    await tx.delete(projects).where(eq(projects.id, id));
    await deleteHistory(tx, 'project', id);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.delete',
      entityType: 'project',
      entityId: id,
      label: current.title,
      data: { slug: current.slug },
    });
  });
}

/**
 * POST /api/project/reorder (D19): the portfolio in this order, which must name every project
 * exactly once — or, `partial`, some projects among their own places (issue 11, `saveOrder`).
 * The answer names the home hero's first slide or the lookbook's cover when the order moved them.
 */
export async function reorderProjects(
  deps: ContentDeps,
  actor: AuditActor,
  order: NewOrder,
): Promise<ProjectReorderResult> {
  return writeProjects(deps, async (tx) => {
    const showcase = await watchShowcase(tx);
    await saveOrder(tx, projects, order, projectOrder);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.reorder',
      entityType: 'project',
      entityId: null,
      label: '',
      data: order.partial ? { order: order.ids, partial: true } : { order: order.ids },
    });
    return { success: true, showcase: await showcase.changes() };
  });
}
