import { contentListsApi } from '#shared/api/content.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { getPostById, listPostPageForStaff } from './blog.service.ts';
import { POST_NOT_FOUND } from './blog-writes.service.ts';
import { listProjectSummaries, listProjectTitles } from './project-summaries.service.ts';
import { listProjectPage } from './projects.service.ts';

/**
 * The admin's Projects and Blog Posts tabs, a page at a time (issue 11: whole lists of a large
 * studio took seconds). Every signed-in role may read them (`content.read`); answers are no-store.
 * The Lookbook tab and the testimonial picker read every project, but only what they show
 * (ADR 009 "Light project lists"); the public lists (`projectsApi.list`, `blogApi.list`) stay whole.
 */
export const contentListRoutes: ApiRoute[] = [
  route(contentListsApi.projects, {
    access: 'content.read',
    summary: 'One page of the Projects tab, in the studio’s order: search, category and featured filters',
    handle: (c, { query }) => listProjectPage(c.get('deps').db, query),
  }),
  route(contentListsApi.posts, {
    access: 'content.read',
    summary:
      'One page of the Blog Posts tab (every status), in the studio’s order: search, status, category and featured filters',
    handle: (c, { query }) => listPostPageForStaff(c.get('deps').db, query),
  }),
  route(contentListsApi.post, {
    access: 'content.read',
    summary: 'One post, any status: what its editor page (/admin/blog/{id}) opens with',
    notFound: POST_NOT_FOUND,
    handle: async (c, { params }) => {
      const post = await getPostById(c.get('deps').db, params.id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      return post;
    },
  }),
  route(contentListsApi.projectSummaries, {
    access: 'content.read',
    summary:
      'The Lookbook tab’s cards: every published project in the studio’s order, with its cover, image count and the start of its description',
    handle: (c) => listProjectSummaries(c.get('deps').db),
  }),
  route(contentListsApi.projectTitles, {
    access: 'content.read',
    summary: 'The testimonial form’s project picker: every published project’s id and title, in the studio’s order',
    handle: (c) => listProjectTitles(c.get('deps').db),
  }),
];
