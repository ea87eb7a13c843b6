import { queryOptions } from '@tanstack/react-query';
import type { CreateTestimonial, UpdateTestimonial } from '#shared/admin/content.ts';
import { testimonialsApi } from '#shared/api/addresses/content.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { RowWrites } from '../shared/content-list/content-tab.tsx';
import { partialOrder } from '../shared/content-list/use-reorder.ts';
import { useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';

export const testimonialsQuery = queryOptions({
  queryKey: contentKeys.testimonials,
  queryFn: () => callApi(testimonialsApi.list),
});

export function useCreateTestimonial() {
  return useContentWrite(contentKeys.testimonials, (body: CreateTestimonial) =>
    callApi(testimonialsApi.create, { body }),
  );
}

export function useUpdateTestimonial() {
  return useContentWrite(contentKeys.testimonials, ({ id, body }: { id: number; body: UpdateTestimonial }) =>
    callApi(testimonialsApi.update, { params: { id }, body }),
  );
}

/** The Testimonials tab's row writes: the star, a delete, a new order. */
export const testimonialRowWrites: RowWrites = {
  setFeatured: (id, featured) => callApi(testimonialsApi.update, { params: { id }, body: { featured } }),
  remove: (id) => callApi(testimonialsApi.remove, { params: { id } }),
  reorder: (ids) => callApi(testimonialsApi.reorder, { body: partialOrder(ids) }),
};
