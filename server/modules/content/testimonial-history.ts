import { eq } from 'drizzle-orm';
import type { Snapshot } from '#shared/admin/history.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { testimonials } from '../../platform/db/schema/index.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';

/**
 * A testimonial's kept state (issue 29): the fields its edit form saves, as
 * `UpdateTestimonialSchema` takes them, so a restore is that save again.
 */
export const testimonialHistory: EditableEntity = {
  entity: 'testimonial',
  table: testimonials,
  async snapshot(tx: Transaction, id: number): Promise<Snapshot | null> {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
    if (!row) return null;
    return {
      name: row.name,
      content: row.content,
      rating: row.rating,
      project: row.project,
      projectId: row.projectId,
      featured: row.featured,
    };
  },
  // A testimonial shows on the site as soon as it is saved.
  isPublished: () => true,
};
