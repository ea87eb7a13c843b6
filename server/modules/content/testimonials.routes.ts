import { CreateTestimonialSchema, ReorderSchema, UpdateTestimonialSchema } from '#shared/admin/content.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import { TestimonialListSchema, TestimonialSchema } from '../../platform/http/responses/content.responses.ts';
import { IdParamsSchema } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { createHandler, deleteHandler, reorderHandler, updateHandler } from '../../platform/http/write-handlers.ts';
import {
  createTestimonial,
  deleteTestimonial,
  reorderTestimonials,
  TESTIMONIAL_NOT_FOUND,
  updateTestimonial,
} from './testimonial-writes.service.ts';
import { listTestimonials } from './testimonials.service.ts';

export const testimonialRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/testimonials',
    access: 'public',
    // Nothing is hidden from the public here; staff get the same list never cached (no-store), so
    // the Testimonials tab reads its own write at once instead of a minute-old copy.
    staffView: 'content.read',
    summary: 'The testimonials, in the studio’s order',
    response: { status: 200, schema: TestimonialListSchema },
    handler: async (c) => c.json(await listTestimonials(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/testimonials',
    access: 'content.write',
    summary: 'Add a testimonial (rating 5 unless given)',
    requestBody: CreateTestimonialSchema,
    response: { status: 201, schema: TestimonialSchema },
    handler: createHandler(CreateTestimonialSchema, createTestimonial),
  },
  {
    method: 'PATCH',
    path: '/testimonials/:id',
    access: 'content.write',
    summary: 'Edit a testimonial: any of its fields',
    params: IdParamsSchema,
    requestBody: UpdateTestimonialSchema,
    response: { status: 200, schema: TestimonialSchema },
    handler: updateHandler(TESTIMONIAL_NOT_FOUND, UpdateTestimonialSchema, updateTestimonial),
  },
  {
    method: 'DELETE',
    path: '/testimonials/:id',
    access: 'content.write',
    summary: 'Delete a testimonial',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(TESTIMONIAL_NOT_FOUND, deleteTestimonial),
  },
  {
    method: 'POST',
    path: '/testimonial/reorder',
    access: 'content.write',
    summary: 'Save the order of every testimonial (exactly the current ids, D19)',
    requestBody: ReorderSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: reorderHandler(reorderTestimonials),
  },
];
