import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  CONTENT_EXPORT_FORMAT,
  CONTENT_EXPORT_VERSION,
  type ContentExport,
  type ExportedBlogPost,
  type ExportedFormOption,
  type ExportedImage,
  type ExportedProject,
  type ExportedProjectImage,
  type ExportedTestimonial,
} from '#shared/admin/content-export.ts';
import { FORM_OPTION_FIELD_TYPES } from '#shared/form-options.ts';
import { mediaUrl, variantWidths } from '#shared/media.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import {
  blogPosts,
  formOptions,
  media,
  projectImages,
  projects,
  slugRedirects,
  testimonials,
} from '../../platform/db/schema/index.ts';
import { getSendingSettings, getSiteSettings } from '../studio/index.ts';

/**
 * The content export (shared/admin/content-export.ts describes the file; docs/operations.md says
 * when to use it rather than a backup). Every field is copied by name (the studio's through
 * `getSiteSettings`, which picks the public ones), so a column added later for leads, accounts or
 * e-mail never reaches the file by accident.
 */

export interface ContentExportFile {
  /** `atelier-content-2025-03-14.json`, the day in the studio's time zone */
  fileName: string;
  content: ContentExport;
}

interface StoredImage {
  id: string;
  hash: string;
  width: number;
  height: number;
}

/** The largest JPEG the site serves of an image, as an address that works outside the site too. */
function toExportedImage(siteUrl: string, image: StoredImage, alt: string): ExportedImage {
  const largest = variantWidths(image.width).at(-1) ?? image.width;
  return {
    mediaId: image.id,
    url: `${siteUrl}${mediaUrl(image.hash, largest, 'jpeg')}`,
    width: image.width,
    height: image.height,
    alt,
  };
}

const imageColumns = { id: media.id, hash: media.hash, width: media.width, height: media.height };

type SlugLookup = (entity: 'project' | 'blogPost', id: number) => string[];

/** Old addresses by entity and id (D3), oldest first. */
async function formerSlugLookup(tx: DbOrTx): Promise<SlugLookup> {
  const rows = await tx.select().from(slugRedirects).orderBy(asc(slugRedirects.createdAt), asc(slugRedirects.id));
  const byTarget = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.entity}:${row.targetId}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), row.oldSlug]);
  }
  return (entity, id) => byTarget.get(`${entity}:${id}`) ?? [];
}

async function exportProjects(tx: DbOrTx, siteUrl: string, slugsOf: SlugLookup): Promise<ExportedProject[]> {
  const rows = await tx.select().from(projects).orderBy(asc(projects.sortOrder), asc(projects.id));
  const images = await tx
    .select({ image: projectImages, media: imageColumns })
    .from(projectImages)
    .innerJoin(media, eq(media.id, projectImages.mediaId))
    .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
  const galleries = new Map<number, ExportedProjectImage[]>();
  for (const { image, media: stored } of images) {
    const gallery = galleries.get(image.projectId) ?? [];
    gallery.push({
      ...toExportedImage(siteUrl, stored, image.alt),
      inBanner: image.inBanner,
      focalX: image.focalX,
      focalY: image.focalY,
    });
    galleries.set(image.projectId, gallery);
  }
  return rows.map(
    (row): ExportedProject => ({
      id: row.id,
      slug: row.slug,
      formerSlugs: slugsOf('project', row.id),
      title: row.title,
      description: row.description,
      location: row.location,
      category: row.category,
      style: row.style,
      tags: row.tags,
      published: row.published,
      featured: row.featured,
      inLookbook: row.inLookbook,
      images: galleries.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

async function exportBlogPosts(tx: DbOrTx, siteUrl: string, slugsOf: SlugLookup): Promise<ExportedBlogPost[]> {
  const rows = await tx
    .select({ post: blogPosts, image: imageColumns })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    // The Blog Posts tab's order (blog.service.ts `studioOrder`).
    .orderBy(asc(blogPosts.sortOrder), sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
  return rows.map(
    ({ post, image }): ExportedBlogPost => ({
      id: post.id,
      slug: post.slug,
      formerSlugs: slugsOf('blogPost', post.id),
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      tags: post.tags,
      status: post.status,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      featured: post.featured,
      // The alt text the site uses: the editor's, else the title (as blog.service.ts shows it).
      featuredImage: image ? toExportedImage(siteUrl, image, post.featuredImageAlt || post.title) : null,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    }),
  );
}

async function exportTestimonials(tx: DbOrTx): Promise<ExportedTestimonial[]> {
  const rows = await tx.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return rows.map(
    (row): ExportedTestimonial => ({
      id: row.id,
      name: row.name,
      content: row.content,
      rating: row.rating,
      project: row.project,
      projectId: row.projectId,
      featured: row.featured,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

async function exportFormOptions(tx: DbOrTx): Promise<ContentExport['formOptions']> {
  const rows = await tx.select().from(formOptions).orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
  const lists = Object.fromEntries(FORM_OPTION_FIELD_TYPES.map((type) => [type, [] as ExportedFormOption[]]));
  for (const row of rows) lists[row.fieldType]?.push({ value: row.value, label: row.label, active: row.active });
  return lists as ContentExport['formOptions'];
}

/** The public studio facts (what `getSiteSettings` gives every page), the portrait as an exported image. */
async function exportStudio(tx: DbOrTx, siteUrl: string): Promise<ContentExport['studio']> {
  // The reply promise (issue 27) is a setting of the studio's service, not content the export's format (version 1) carries.
  const { designerPortrait, replyWithinBusinessDays: _, ...facts } = await getSiteSettings(tx);
  const [stored] = designerPortrait
    ? await tx.select(imageColumns).from(media).where(eq(media.hash, designerPortrait.hash)).limit(1)
    : [];
  return { ...facts, designerPortrait: stored ? toExportedImage(siteUrl, stored, designerPortrait?.alt ?? '') : null };
}

/** `atelier-content-2025-03-14.json`: the day in the studio's time zone, as the leads CSV is named. */
export function contentExportFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return `atelier-content-${day}.json`;
}

/**
 * Reads everything in one repeatable-read transaction, as the backup does, so the file is one
 * moment: a testimonial never names a project the same file lacks.
 */
export async function exportContent(
  db: Database,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<ContentExportFile> {
  return db.transaction(
    async (tx) => {
      const slugsOf = await formerSlugLookup(tx);
      const { timeZone } = await getSendingSettings(tx);
      const content: ContentExport = {
        format: CONTENT_EXPORT_FORMAT,
        formatVersion: CONTENT_EXPORT_VERSION,
        exportedAt: now.toISOString(),
        site: siteUrl,
        studio: await exportStudio(tx, siteUrl),
        projects: await exportProjects(tx, siteUrl, slugsOf),
        blogPosts: await exportBlogPosts(tx, siteUrl, slugsOf),
        testimonials: await exportTestimonials(tx),
        formOptions: await exportFormOptions(tx),
      };
      return { fileName: contentExportFileName(now, timeZone), content };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
