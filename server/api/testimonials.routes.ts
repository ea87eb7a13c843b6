import type { ApiRoute } from '../http/route-table.ts';
import { listTestimonials } from '../services/testimonials.service.ts';

export const testimonialRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/testimonials',
    access: 'public',
    summary: 'The testimonials, in the studio’s order',
    handler: async (c) => c.json(await listTestimonials(c.get('deps').db)),
  },
];
