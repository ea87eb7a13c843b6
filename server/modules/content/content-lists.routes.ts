import { PostListQuerySchema, ProjectListQuerySchema } from '#shared/admin/content-lists.ts';
import { parseListQuery } from '../../platform/http/list-query.ts';
import {
  PostPageSchema,
  ProjectPageSchema,
  ProjectSummaryListSchema,
  ProjectTitleListSchema,
} from '../../platform/http/responses/content-lists.responses.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { listPostPageForStaff } from './blog.service.ts';
import { listProjectSummaries, listProjectTitles } from './project-summaries.service.ts';
import { listProjectPage } from './projects.service.ts';

/**
 * The admin's Projects and Blog Posts tabs, a page at a time (issue 11: whole lists of a large
 * studio took seconds). Every signed-in role may read them (`content.read`); answers are no-store.
 * The Lookbook tab and the testimonial picker read every project, but only what they show
 * (ADR 009 "Light project lists"); the public lists (`GET /api/projects`, `/api/blog`) stay whole.
 */
export const contentListRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/projects',
    access: 'content.read',
    summary: 'One page of the Projects tab, in the studio’s order: search, category and featured filters',
    query: ProjectListQuerySchema,
    response: { status: 200, schema: ProjectPageSchema },
    handler: async (c) => c.json(await listProjectPage(c.get('deps').db, parseListQuery(c, ProjectListQuerySchema))),
  },
  {
    method: 'GET',
    path: '/admin/posts',
    access: 'content.read',
    summary:
      'One page of the Blog Posts tab (every status), in the studio’s order: search, status, category and featured filters',
    query: PostListQuerySchema,
    response: { status: 200, schema: PostPageSchema },
    handler: async (c) => c.json(await listPostPageForStaff(c.get('deps').db, parseListQuery(c, PostListQuerySchema))),
  },
  {
    method: 'GET',
    path: '/admin/project-summaries',
    access: 'content.read',
    summary:
      'The Lookbook tab’s cards: every published project in the studio’s order, with its cover, image count and the start of its description',
    response: { status: 200, schema: ProjectSummaryListSchema },
    handler: async (c) => c.json(await listProjectSummaries(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/admin/project-titles',
    access: 'content.read',
    summary: 'The testimonial form’s project picker: every published project’s id and title, in the studio’s order',
    response: { status: 200, schema: ProjectTitleListSchema },
    handler: async (c) => c.json(await listProjectTitles(c.get('deps').db)),
  },
];
