import type { Context } from 'hono';
import { CreateTestimonialSchema, ReorderSchema, UpdateTestimonialSchema } from '#shared/admin/content.ts';
import { signedInUser } from '../auth/session-auth.ts';
import { NotFoundError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { readJson } from '../http/write-guards.ts';
import {
  createTestimonial,
  deleteTestimonial,
  reorderTestimonials,
  TESTIMONIAL_NOT_FOUND,
  updateTestimonial,
} from '../services/testimonial-writes.service.ts';
import { listTestimonials } from '../services/testimonials.service.ts';

/** `/testimonials/:id`: a positive whole number that fits, or there is no such testimonial. */
function testimonialId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
  return id;
}

export const testimonialRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/testimonials',
    access: 'public',
    // Nothing is hidden from the public here; staff get the same list never cached (no-store), so
    // the Testimonials tab reads its own write at once instead of a minute-old copy.
    staffView: 'content.read',
    summary: 'The testimonials, in the studio’s order',
    handler: async (c) => c.json(await listTestimonials(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/testimonials',
    access: 'content.write',
    summary: 'Add a testimonial (rating 5 unless given)',
    handler: async (c) => {
      const input = CreateTestimonialSchema.parse(await readJson(c));
      return c.json(await createTestimonial(c.get('deps'), signedInUser(c), input), 201);
    },
  },
  {
    method: 'PATCH',
    path: '/testimonials/:id',
    access: 'content.write',
    summary: 'Edit a testimonial: any of its fields',
    handler: async (c) => {
      const id = testimonialId(c);
      const changes = UpdateTestimonialSchema.parse(await readJson(c));
      return c.json(await updateTestimonial(c.get('deps'), signedInUser(c), id, changes));
    },
  },
  {
    method: 'DELETE',
    path: '/testimonials/:id',
    access: 'content.write',
    summary: 'Delete a testimonial',
    handler: async (c) => {
      await deleteTestimonial(c.get('deps'), signedInUser(c), testimonialId(c));
      return c.json({ success: true });
    },
  },
  {
    method: 'POST',
    path: '/testimonial/reorder',
    access: 'content.write',
    summary: 'Save the order of every testimonial (exactly the current ids, D19)',
    handler: async (c) => {
      const { items } = ReorderSchema.parse(await readJson(c));
      await reorderTestimonials(c.get('deps'), signedInUser(c), items);
      return c.json({ success: true });
    },
  },
];
