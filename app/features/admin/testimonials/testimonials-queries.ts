import { queryOptions } from '@tanstack/react-query';
import type { CreateTestimonial, UpdateTestimonial } from '#shared/admin/content.ts';
import type { Testimonial } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';

export const testimonialsQuery = queryOptions({
  queryKey: contentKeys.testimonials,
  queryFn: () => getJson<Testimonial[]>('/api/testimonials'),
});

export function useCreateTestimonial() {
  return useContentWrite(contentKeys.testimonials, (body: CreateTestimonial) =>
    sendJson<Testimonial>('POST', '/api/testimonials', body),
  );
}

export function useUpdateTestimonial() {
  return useContentWrite(contentKeys.testimonials, ({ id, body }: { id: number; body: UpdateTestimonial }) =>
    sendJson<Testimonial>('PATCH', `/api/testimonials/${id}`, body),
  );
}
