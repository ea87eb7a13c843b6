import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTestimonial, UpdateTestimonial } from '#shared/admin/content.ts';
import type { Testimonial } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { overviewQuery } from '../overview/overview.queries.ts';

export const testimonialsQuery = queryOptions({
  queryKey: contentKeys.testimonials,
  queryFn: () => getJson<Testimonial[]>('/api/testimonials'),
});

/** After a testimonial changes: the list, and the overview's counts and featured items. */
function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.testimonials }),
      queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
    ]);
}

export function useCreateTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (body: CreateTestimonial) => sendJson<Testimonial>('POST', '/api/testimonials', body),
    onSuccess: () => refresh(),
  });
}

export function useUpdateTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTestimonial }) =>
      sendJson<Testimonial>('PATCH', `/api/testimonials/${id}`, body),
    onSuccess: () => refresh(),
  });
}
