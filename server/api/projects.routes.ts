import { NotFoundError } from '../errors.ts';
import type { ApiRoute } from '../http/route-table.ts';
import {
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from '../services/projects.service.ts';

const PROJECT_NOT_FOUND = 'Project not found';

export const projectRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/projects',
    access: 'public',
    summary: 'The published projects, in the studio’s order',
    handler: async (c) => c.json(await listPublishedProjects(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/projects/featured',
    access: 'public',
    summary: 'The featured projects',
    handler: async (c) => c.json(await listFeaturedProjects(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/projects/slug/:slug',
    access: 'public',
    summary: 'One project by its address (301 from a renamed one)',
    handler: async (c) => {
      const found = await getPublishedProjectBySlug(c.get('deps').db, c.req.param('slug') ?? '');
      if (!found) throw new NotFoundError(PROJECT_NOT_FOUND);
      if ('redirectTo' in found) return c.redirect(`/api/projects/slug/${encodeURIComponent(found.redirectTo)}`, 301);
      return c.json(found.project);
    },
  },
  {
    method: 'GET',
    path: '/projects/:id/related',
    access: 'public',
    summary: 'Projects like this one',
    handler: async (c) => {
      const id = Number(c.req.param('id'));
      const related = Number.isSafeInteger(id) && id > 0 ? await listRelatedProjects(c.get('deps').db, id) : null;
      if (!related) throw new NotFoundError(PROJECT_NOT_FOUND);
      return c.json(related);
    },
  },
  {
    method: 'GET',
    path: '/banner/images',
    access: 'public',
    summary: 'The home page banner’s images, in project order (D5)',
    handler: async (c) => {
      const images = await listBannerImages(c.get('deps').db);
      return c.json(images.map((image) => image.url));
    },
  },
];
