import { projectsApi } from '#shared/api/content.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { EDIT_CONFLICT_ERRORS } from '../../platform/history/edit-conflict-answer.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import {
  createProject,
  deleteProject,
  PROJECT_NOT_FOUND,
  reorderProjects,
  setProjectBannerImages,
  updateProject,
} from './project-writes.service.ts';
import {
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from './projects.service.ts';

/**
 * The portfolio: public reads, and the writes of `content.write` (D14) as the signed-in user. A
 * malformed `:id` is the project's 404.
 */
export const projectRoutes: ApiRoute[] = [
  route(projectsApi.list, {
    access: 'public',
    summary: 'The published projects, in the studio’s order',
    // The admin lists read it: staff get a fresh, uncached answer that shows their own writes at once.
    staffView: 'content.read',
    handle: (c) => listPublishedProjects(c.get('deps').db),
  }),
  route(projectsApi.featured, {
    access: 'public',
    summary: 'The featured projects',
    handle: (c) => listFeaturedProjects(c.get('deps').db),
  }),
  route(projectsApi.bySlug, {
    access: 'public',
    summary: 'One project by its address (301 from a renamed one)',
    errors: { 301: 'The project was renamed: Location names its address now' },
    handle: async (c, { params }) => {
      const found = await getPublishedProjectBySlug(c.get('deps').db, params.slug);
      if (!found) throw new NotFoundError(PROJECT_NOT_FOUND);
      if ('redirectTo' in found) {
        return c.redirect(endpointUrl(projectsApi.bySlug, { slug: found.redirectTo }), 301);
      }
      return found.project;
    },
  }),
  route(projectsApi.related, {
    access: 'public',
    summary: 'Projects like this one',
    notFound: PROJECT_NOT_FOUND,
    handle: async (c, { params }) => {
      const related = await listRelatedProjects(c.get('deps').db, params.id);
      if (!related) throw new NotFoundError(PROJECT_NOT_FOUND);
      return related;
    },
  }),
  route(projectsApi.bannerImages, {
    access: 'public',
    summary: 'The home page banner’s images, in project order (D5)',
    handle: async (c) => {
      const images = await listBannerImages(c.get('deps').db);
      return images.map((image) => image.url);
    },
  }),
  route(projectsApi.create, {
    access: 'content.write',
    summary: 'Add a project (defaults: first active category and style, slug from the title, last in order)',
    handle: (c, { body }) => createProject(c.get('deps'), signedInUser(c), body),
  }),
  route(projectsApi.update, {
    access: 'content.write',
    summary: 'Change a project: any of its fields, its gallery (images) or its banner switch',
    notFound: PROJECT_NOT_FOUND,
    errors: EDIT_CONFLICT_ERRORS,
    handle: (c, { params, body }) => updateProject(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(projectsApi.setBannerImages, {
    access: 'content.write',
    summary: 'Choose which of a project’s images the home banner shows (D5)',
    notFound: PROJECT_NOT_FOUND,
    errors: EDIT_CONFLICT_ERRORS,
    handle: (c, { params, body }) => setProjectBannerImages(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(projectsApi.remove, {
    access: 'content.write',
    summary: 'Delete a project (testimonials naming it keep their text, D25)',
    notFound: PROJECT_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteProject(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(projectsApi.reorder, {
    access: 'content.write',
    summary: 'Put the portfolio in this order (exactly the current projects, D19)',
    handle: (c, { body }) =>
      reorderProjects(c.get('deps'), signedInUser(c), { ids: body.items, partial: body.partial }),
  }),
];
