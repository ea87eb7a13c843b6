import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { listTestimonials } from '../services/testimonials.service.ts';

export function testimonialRoutes(db: Database): Hono {
  return new Hono().get('/testimonials', async (c) => c.json(await listTestimonials(db)));
}
