import type { Context } from 'hono';
import {
  CreateProjectSchema,
  ReorderSchema,
  SetBannerImagesSchema,
  UpdateProjectSchema,
} from '#shared/admin/content.ts';
import { signedInUser } from '../auth/session-auth.ts';
import { writeContent } from '../content/content-write.ts';
import { NotFoundError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { readJson } from '../http/write-guards.ts';
import type { AuditActor } from '../services/audit.service.ts';
import {
  createProject,
  deleteProject,
  PROJECT_NOT_FOUND,
  reorderProjects,
  setProjectBannerImages,
  updateProject,
} from '../services/project-writes.service.ts';
import {
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from '../services/projects.service.ts';

/** `/projects/:id`: a positive whole number that fits, or there is no such project. */
function projectId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
  return id;
}

function actorOf(c: Context<AppEnv>): AuditActor {
  const { id, username } = signedInUser(c);
  return { id, username };
}

export const projectRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/projects',
    access: 'public',
    summary: 'The published projects, in the studio’s order',
    // The admin lists read it: staff get a fresh, uncached answer that shows their own writes at once.
    staffView: 'content.read',
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
  {
    method: 'POST',
    path: '/projects',
    access: 'content.write',
    summary: 'Add a project (defaults: first active category and style, slug from the title, last in order)',
    handler: async (c) => {
      const input = CreateProjectSchema.parse(await readJson(c));
      const actor = actorOf(c);
      return c.json(await writeContent(c.get('deps'), (tx) => createProject(tx, actor, input)), 201);
    },
  },
  {
    method: 'PATCH',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Change a project: any of its fields, its gallery (images) or its banner switch',
    handler: async (c) => {
      const id = projectId(c);
      const changes = UpdateProjectSchema.parse(await readJson(c));
      const actor = actorOf(c);
      return c.json(await writeContent(c.get('deps'), (tx) => updateProject(tx, actor, id, changes)));
    },
  },
  {
    method: 'PUT',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Choose which of a project’s images the home banner shows (D5)',
    handler: async (c) => {
      const id = projectId(c);
      const { bannerImages } = SetBannerImagesSchema.parse(await readJson(c));
      const actor = actorOf(c);
      return c.json(await writeContent(c.get('deps'), (tx) => setProjectBannerImages(tx, actor, id, bannerImages)));
    },
  },
  {
    method: 'DELETE',
    path: '/projects/:id',
    access: 'content.write',
    summary: 'Delete a project (testimonials naming it keep their text, D25)',
    handler: async (c) => {
      const id = projectId(c);
      const actor = actorOf(c);
      await writeContent(c.get('deps'), (tx) => deleteProject(tx, actor, id));
      return c.json({ success: true });
    },
  },
  {
    method: 'POST',
    path: '/project/reorder',
    access: 'content.write',
    summary: 'Put the portfolio in this order (exactly the current projects, D19)',
    handler: async (c) => {
      const { items } = ReorderSchema.parse(await readJson(c));
      const actor = actorOf(c);
      await writeContent(c.get('deps'), (tx) => reorderProjects(tx, actor, items));
      return c.json({ success: true });
    },
  },
];
