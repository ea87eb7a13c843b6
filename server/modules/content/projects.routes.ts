import {
  CreateProjectSchema,
  ReorderSchema,
  SetBannerImagesSchema,
  UpdateProjectSchema,
} from '#shared/admin/content.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import { NotFoundError } from '../../platform/errors.ts';
import {
  ImageUrlListSchema,
  ProjectListSchema,
  ProjectSchema,
  RelatedProjectListSchema,
} from '../../platform/http/responses/content.responses.ts';
import { IdParamsSchema, idParam, SlugParamsSchema } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { createHandler, deleteHandler, reorderHandler, updateHandler } from '../../platform/http/write-handlers.ts';
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

export const projectRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/projects',
    access: 'public',
    summary: 'The published projects, in the studio’s order',
    // The admin lists read it: staff get a fresh, uncached answer that shows their own writes at once.
    staffView: 'content.read',
    response: { status: 200, schema: ProjectListSchema },
    handler: async (c) => c.json(await listPublishedProjects(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/projects/featured',
    access: 'public',
    summary: 'The featured projects',
    response: { status: 200, schema: ProjectListSchema },
    handler: async (c) => c.json(await listFeaturedProjects(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/projects/slug/:slug',
    access: 'public',
    summary: 'One project by its address (301 from a renamed one)',
    params: SlugParamsSchema,
    response: { status: 200, schema: ProjectSchema },
    errors: { 301: 'The project was renamed: Location names its address now' },
    handler: async (c) => {
      const { slug } = SlugParamsSchema.parse({ slug: c.req.param('slug') ?? '' });
      const found = await getPublishedProjectBySlug(c.get('deps').db, slug);
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
    params: IdParamsSchema,
    response: { status: 200, schema: RelatedProjectListSchema },
    handler: async (c) => {
      const related = await listRelatedProjects(c.get('deps').db, idParam(c, PROJECT_NOT_FOUND));
      if (!related) throw new NotFoundError(PROJECT_NOT_FOUND);
      return c.json(related);
    },
  },
  {
    method: 'GET',
    path: '/banner/images',
    access: 'public',
    summary: 'The home page banner’s images, in project order (D5)',
    response: { status: 200, schema: ImageUrlListSchema },
    handler: async (c) => {
      const images = await listBannerImages(c.get('deps').db);
      return c.json(images.map((image) => image.url));
    },
  },
  {
    method: 'POST',
    path: '/projects',
    access: 'content.write',
    summary: 'Add a project (defaults: first active category and style, slug from the title, last in order)',
    requestBody: CreateProjectSchema,
    response: { status: 201, schema: ProjectSchema },
    handler: createHandler(CreateProjectSchema, createProject),
  },
  {
    method: 'PATCH',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Change a project: any of its fields, its gallery (images) or its banner switch',
    params: IdParamsSchema,
    requestBody: UpdateProjectSchema,
    response: { status: 200, schema: ProjectSchema },
    handler: updateHandler(PROJECT_NOT_FOUND, UpdateProjectSchema, updateProject),
  },
  {
    method: 'PUT',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Choose which of a project’s images the home banner shows (D5)',
    params: IdParamsSchema,
    requestBody: SetBannerImagesSchema,
    response: { status: 200, schema: ProjectSchema },
    handler: updateHandler(PROJECT_NOT_FOUND, SetBannerImagesSchema, setProjectBannerImages),
  },
  {
    method: 'DELETE',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Delete a project (testimonials naming it keep their text, D25)',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(PROJECT_NOT_FOUND, deleteProject),
  },
  {
    method: 'POST',
    path: '/project/reorder',
    access: 'content.write',
    summary: 'Put the portfolio in this order (exactly the current projects, D19)',
    requestBody: ReorderSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: reorderHandler(reorderProjects),
  },
];
