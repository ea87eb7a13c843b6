import { asc, eq, sql } from 'drizzle-orm';
import { LOOKBOOK_EXCERPT_MAX, type ProjectSummary, type ProjectTitle } from '#shared/admin/content-lists.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import { truncate } from '#shared/text.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { media, projectImages, projects } from '../../platform/db/schema/index.ts';
import { projectPictureColumns } from '../media/index.ts';
import { projectOrder } from './projects.service.ts';

/**
 * The light project lists of the admin (issue 11): what the Lookbook tab and the testimonial
 * picker show, read in one statement each. They list the projects `GET /api/projects` lists (the
 * published ones, which the lookbook's PDF is made from) in the same order.
 */

/**
 * GET /api/admin/project-summaries: the Lookbook tab's cards. The gallery's first picture and its
 * size come from one lateral join and one counted subquery per row, both on
 * `project_images_project_idx`; only the start of the description leaves the database.
 */
export async function listProjectSummaries(db: DbOrTx): Promise<ProjectSummary[]> {
  const cover = db
    .select(projectPictureColumns)
    .from(projectImages)
    .innerJoin(media, eq(media.id, projectImages.mediaId))
    .where(eq(projectImages.projectId, projects.id))
    .orderBy(asc(projectImages.position), asc(projectImages.id))
    .limit(1)
    .as('cover');
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      location: projects.location,
      category: projects.category,
      style: projects.style,
      featured: projects.featured,
      inLookbook: projects.inLookbook,
      // The whole story: its plain text (the format's marks dropped) is what gets cut.
      description: projects.description,
      imageCount: sql<number>`(select count(*)::int from ${projectImages} where ${projectImages.projectId} = ${projects.id})`,
      coverHash: cover.hash,
      coverWidth: cover.width,
      coverHeight: cover.height,
      coverAlt: cover.alt,
      coverColor: cover.color,
      coverFocalX: cover.focalX,
      coverFocalY: cover.focalY,
    })
    .from(projects)
    .leftJoinLateral(cover, sql`true`)
    .where(eq(projects.published, true))
    .orderBy(...projectOrder);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    category: row.category,
    style: row.style,
    featured: row.featured,
    inLookbook: row.inLookbook,
    excerpt: truncate(richTextToPlainText(row.description).replace(/\s+/g, ' ').trim(), LOOKBOOK_EXCERPT_MAX),
    imageCount: Number(row.imageCount),
    // The left join types each cover column as nullable; they are all set whenever the hash is.
    cover:
      row.coverHash === null
        ? null
        : {
            hash: row.coverHash,
            width: row.coverWidth ?? 0,
            height: row.coverHeight ?? 0,
            alt: row.coverAlt ?? '',
            color: row.coverColor ?? '',
            focalX: row.coverFocalX ?? 50,
            focalY: row.coverFocalY ?? 50,
          },
  }));
}

/** GET /api/admin/project-titles: the testimonial form's project picker, id and title only. */
export async function listProjectTitles(db: DbOrTx): Promise<ProjectTitle[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(...projectOrder);
}
