import { PostListQuerySchema, ProjectListQuerySchema } from '#shared/admin/content-lists.ts';
import { parseListQuery } from '../../http/list-query.ts';
import type { ApiRoute } from '../../http/route-table.ts';
import { listPostPageForStaff } from '../../services/blog.service.ts';
import { listProjectPage } from '../../services/projects.service.ts';
import { PostPageSchema, ProjectPageSchema } from '../responses/content-lists.responses.ts';

/**
 * The admin's Projects and Blog Posts tabs, a page at a time (issue 11: whole lists of a large
 * studio took seconds). Every signed-in role may read them (`content.read`); answers are no-store.
 * The public lists (`GET /api/projects`, `/api/blog`) stay whole for the site and the pickers.
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
];
