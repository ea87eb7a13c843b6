import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ContentPage, ProjectListQuery } from '#shared/admin/content-lists.ts';
import type { Project, ProjectImage, RelatedProject } from '#shared/content.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { readInOneSnapshot } from '../../platform/db/one-snapshot.ts';
import { media, projectImages, projects, slugRedirects } from '../../platform/db/schema/index.ts';
import { projectPictureColumns, toProjectImage } from '../media/index.ts';

type ProjectRow = typeof projects.$inferSelect;

/** D19: the studio's order, which every list of projects follows (and a reorder rewrites). */
export const projectOrder = [asc(projects.sortOrder), asc(projects.id)] as const;

async function loadGalleries(db: DbOrTx, projectIds: number[]): Promise<Map<number, ProjectImage[]>> {
  const galleries = new Map<number, ProjectImage[]>();
  if (projectIds.length === 0) return galleries;
  const rows = await db
    .select({
      projectId: projectImages.projectId,
      id: projectImages.id,
      inBanner: projectImages.inBanner,
      ...projectPictureColumns,
    })
    .from(projectImages)
    .innerJoin(media, eq(media.id, projectImages.mediaId))
    .where(inArray(projectImages.projectId, projectIds))
    .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
  for (const row of rows) {
    const list = galleries.get(row.projectId) ?? [];
    list.push(toProjectImage(row));
    galleries.set(row.projectId, list);
  }
  return galleries;
}

function toProject(row: ProjectRow, gallery: ProjectImage[]): Project {
  const banner = gallery.filter((image) => image.inBanner);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category,
    style: row.style,
    tags: row.tags,
    featured: row.featured,
    inBanner: banner.length > 0,
    inLookbook: row.inLookbook,
    published: row.published,
    images: gallery.map((image) => image.url),
    bannerImages: banner.map((image) => image.url),
    gallery,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function withGalleries(db: DbOrTx, rows: ProjectRow[]): Promise<Project[]> {
  const galleries = await loadGalleries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProject(row, galleries.get(row.id) ?? []));
}

/** The portfolio, in the studio's order; optionally one category. */
export async function listPublishedProjects(db: DbOrTx, filter: { category?: string } = {}): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.published, true), filter.category ? eq(projects.category, filter.category) : undefined))
    .orderBy(...projectOrder);
  return withGalleries(db, rows);
}

export async function listFeaturedProjects(db: DbOrTx): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.published, true), eq(projects.featured, true)))
    .orderBy(...projectOrder);
  return withGalleries(db, rows);
}

function adminProjectFilter(query: ProjectListQuery): SQL | undefined {
  const q = query.q.trim();
  const pattern = containsPattern(q);
  return and(
    q
      ? or(
          ilike(projects.title, pattern),
          ilike(projects.location, pattern),
          ilike(projects.description, pattern),
          ilike(projects.slug, pattern),
        )
      : undefined,
    query.category ? eq(projects.category, query.category) : undefined,
    query.featured === 'true' ? eq(projects.featured, true) : undefined,
  );
}

/**
 * GET /api/admin/projects (issue 11): one page of the Projects tab, in the studio's order, with how
 * many match, read in one snapshot. Only that page's rows and galleries are read, so a large
 * portfolio stays quick.
 */
export async function listProjectPage(db: Database, query: ProjectListQuery): Promise<ContentPage<Project>> {
  const where = adminProjectFilter(query);
  return readInOneSnapshot(db, async (tx) => {
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(projects).where(where);
    const rows = await tx
      .select()
      .from(projects)
      .where(where)
      .orderBy(...projectOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: await withGalleries(tx, rows),
      total: Number(counted?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** One project by id, published or not (the admin's view after a write); null when unknown. */
export async function getProjectById(db: DbOrTx, id: number): Promise<Project | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) return null;
  const [project] = await withGalleries(db, [row]);
  return project ?? null;
}

export type ProjectLookup = { project: Project } | { redirectTo: string } | null;

/** A project by slug, or where a renamed slug now points (D3), or null. */
export async function getPublishedProjectBySlug(db: DbOrTx, slug: string): Promise<ProjectLookup> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.published, true)))
    .limit(1);
  if (row) {
    const [project] = await withGalleries(db, [row]);
    return project ? { project } : null;
  }
  const [redirect] = await db
    .select({ slug: projects.slug })
    .from(slugRedirects)
    .innerJoin(projects, eq(projects.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.entity, 'project'), eq(slugRedirects.oldSlug, slug), eq(projects.published, true)))
    .limit(1);
  return redirect ? { redirectTo: redirect.slug } : null;
}

/**
 * Same category, excluding the project itself (public site §2); null when the project is unknown
 * (or unpublished, unless `forPreview`: a preview link shows the related projects its page will have).
 */
export async function listRelatedProjects(
  db: DbOrTx,
  projectId: number,
  { forPreview = false }: { forPreview?: boolean } = {},
): Promise<RelatedProject[] | null> {
  const [current] = await db
    .select({ category: projects.category })
    .from(projects)
    .where(and(eq(projects.id, projectId), forPreview ? undefined : eq(projects.published, true)))
    .limit(1);
  if (!current) return null;
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.published, true), eq(projects.category, current.category), ne(projects.id, projectId)))
    .orderBy(...projectOrder);
  const related = await withGalleries(db, rows);
  return related.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    location: p.location,
    images: p.images,
    tags: p.tags,
    cover: p.gallery[0] ?? null,
  }));
}

/** D5: the selected banner images of all published projects, in project order. */
export async function listBannerImages(db: DbOrTx): Promise<ProjectImage[]> {
  const rows = await db
    .select({
      id: projectImages.id,
      inBanner: projectImages.inBanner,
      ...projectPictureColumns,
    })
    .from(projectImages)
    .innerJoin(projects, eq(projects.id, projectImages.projectId))
    .innerJoin(media, eq(media.id, projectImages.mediaId))
    .where(and(eq(projectImages.inBanner, true), eq(projects.published, true)))
    .orderBy(...projectOrder, asc(projectImages.position), asc(projectImages.id));
  return rows.map(toProjectImage);
}
