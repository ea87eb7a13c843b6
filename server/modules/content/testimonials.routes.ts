import { testimonialsApi } from '#shared/api/content.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import {
  createTestimonial,
  deleteTestimonial,
  reorderTestimonials,
  TESTIMONIAL_NOT_FOUND,
  updateTestimonial,
} from './testimonial-writes.service.ts';
import { listTestimonials } from './testimonials.service.ts';

/** Testimonials: the public list, and the writes of `content.write` (D14). A malformed `:id` is the testimonial's 404. */
export const testimonialRoutes: ApiRoute[] = [
  route(testimonialsApi.list, {
    access: 'public',
    // Nothing is hidden from the public here; staff get the same list never cached (no-store), so
    // the Testimonials tab reads its own write at once instead of a minute-old copy.
    staffView: 'content.read',
    summary: 'The testimonials, in the studio’s order',
    handle: (c) => listTestimonials(c.get('deps').db),
  }),
  route(testimonialsApi.create, {
    access: 'content.write',
    summary: 'Add a testimonial (rating 5 unless given)',
    handle: (c, { body }) => createTestimonial(c.get('deps'), signedInUser(c), body),
  }),
  route(testimonialsApi.update, {
    access: 'content.write',
    summary: 'Edit a testimonial: any of its fields',
    notFound: TESTIMONIAL_NOT_FOUND,
    handle: (c, { params, body }) => updateTestimonial(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(testimonialsApi.remove, {
    access: 'content.write',
    summary: 'Delete a testimonial',
    notFound: TESTIMONIAL_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteTestimonial(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(testimonialsApi.reorder, {
    access: 'content.write',
    summary: 'Save the order of every testimonial (exactly the current ids, D19)',
    handle: async (c, { body }) => {
      await reorderTestimonials(c.get('deps'), signedInUser(c), { ids: body.items, partial: body.partial });
      return { success: true } as const;
    },
  }),
];
