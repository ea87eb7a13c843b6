import { asc, eq } from 'drizzle-orm';
import type { Testimonial } from '#shared/content.ts';
import type { DbOrTx } from '../db/client.ts';
import { projects, testimonials } from '../db/schema/index.ts';

export async function listTestimonials(db: DbOrTx): Promise<Testimonial[]> {
  const rows = await db
    .select({ testimonial: testimonials, projectSlug: projects.slug, projectPublished: projects.published })
    .from(testimonials)
    .leftJoin(projects, eq(projects.id, testimonials.projectId))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return rows.map(({ testimonial, projectSlug, projectPublished }) => ({
    id: testimonial.id,
    name: testimonial.name,
    content: testimonial.content,
    rating: testimonial.rating,
    project: testimonial.project,
    // Only link a project a visitor can open.
    projectSlug: projectPublished ? projectSlug : null,
    featured: testimonial.featured,
  }));
}
