import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { blogPosts, projects } from '../../platform/db/schema/index.ts';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** Every public URL a search engine should know, with when it last changed. */
export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const [projectRows, postRows] = await Promise.all([
    db
      .select({ slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(asc(projects.sortOrder), asc(projects.id)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, 'published'),
          or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)),
        ),
      )
      .orderBy(desc(blogPosts.publishedAt)),
  ]);
  const newest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null);
  const projectsChanged = newest(projectRows.map((p) => p.updatedAt));
  const postsChanged = newest(postRows.map((p) => p.updatedAt));
  return [
    { path: '/', lastModified: newest([projectsChanged, postsChanged].filter((d): d is Date => d !== null)) },
    { path: '/portfolio', lastModified: projectsChanged },
    { path: '/about', lastModified: null },
    { path: '/blog', lastModified: postsChanged },
    { path: '/contact', lastModified: null },
    // Booking (issue 27): the entry page only; a type's page lists times, and token pages are private.
    { path: '/book', lastModified: null },
    ...projectRows.map((p) => ({ path: `/projects/${p.slug}`, lastModified: p.updatedAt })),
    ...postRows.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
  ];
}
