import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import {
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from '../services/projects.service.ts';

const PROJECT_NOT_FOUND = { message: 'Project not found' };

export function projectRoutes(db: Database): Hono {
  return new Hono()
    .get('/projects', async (c) => c.json(await listPublishedProjects(db)))
    .get('/projects/featured', async (c) => c.json(await listFeaturedProjects(db)))
    .get('/projects/slug/:slug', async (c) => {
      const found = await getPublishedProjectBySlug(db, c.req.param('slug'));
      if (!found) return c.json(PROJECT_NOT_FOUND, 404);
      if ('redirectTo' in found) return c.redirect(`/api/projects/slug/${encodeURIComponent(found.redirectTo)}`, 301);
      return c.json(found.project);
    })
    .get('/projects/:id/related', async (c) => {
      const id = Number(c.req.param('id'));
      const related = Number.isSafeInteger(id) && id > 0 ? await listRelatedProjects(db, id) : null;
      if (!related) return c.json(PROJECT_NOT_FOUND, 404);
      return c.json(related);
    })
    .get('/banner/images', async (c) => {
      const images = await listBannerImages(db);
      return c.json(images.map((image) => image.url));
    });
}
