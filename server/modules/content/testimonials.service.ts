import { asc, eq } from 'drizzle-orm';
import type { Testimonial } from '#shared/content.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { projects, testimonials } from '../../platform/db/schema/index.ts';

function selectTestimonials(db: DbOrTx) {
  return db
    .select({ testimonial: testimonials, projectSlug: projects.slug, projectPublished: projects.published })
    .from(testimonials)
    .leftJoin(projects, eq(projects.id, testimonials.projectId));
}

type TestimonialRow = Awaited<ReturnType<typeof selectTestimonials>>[number];

function toTestimonial({ testimonial, projectSlug, projectPublished }: TestimonialRow): Testimonial {
  return {
    id: testimonial.id,
    name: testimonial.name,
    content: testimonial.content,
    rating: testimonial.rating,
    project: testimonial.project,
    projectId: testimonial.projectId,
    // Only link a project a visitor can open.
    projectSlug: projectPublished ? projectSlug : null,
    featured: testimonial.featured,
    version: testimonial.version,
  };
}

/** D19: the studio's order (the Testimonials tab's drag and drop), which a reorder rewrites. */
export const testimonialOrder = [asc(testimonials.sortOrder), asc(testimonials.id)] as const;

/** Every testimonial, in the studio's order. */
export async function listTestimonials(db: DbOrTx): Promise<Testimonial[]> {
  const rows = await selectTestimonials(db).orderBy(...testimonialOrder);
  return rows.map(toTestimonial);
}

export async function getTestimonialById(db: DbOrTx, id: number): Promise<Testimonial | null> {
  const [row] = await selectTestimonials(db).where(eq(testimonials.id, id)).limit(1);
  return row ? toTestimonial(row) : null;
}
