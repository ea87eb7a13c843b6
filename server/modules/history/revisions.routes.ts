import { revisionsApi } from '#shared/api/history.ts';
import { EDIT_CONFLICT_ERRORS } from '../../platform/history/edit-conflict-answer.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { getRevision, listRevisions, REVISION_NOT_FOUND, restoreRevision } from './revisions.service.ts';

/**
 * The revisions of projects, posts, testimonials, e-mail templates and the studio settings (issue
 * 29; docs/history.md). The route's access is the least any kind needs; each kind's own (a
 * template's history is for those who see templates) is checked once the kind is known.
 */
export const revisionRoutes: ApiRoute[] = [
  route(revisionsApi.list, {
    access: 'content.read',
    summary: 'An item’s revisions, newest first, with its current version',
    handle: (c, { query }) => listRevisions(c.get('deps').db, signedInUser(c).role, query),
  }),
  route(revisionsApi.detail, {
    access: 'content.read',
    summary: 'One revision with the state it kept',
    notFound: REVISION_NOT_FOUND,
    handle: (c, { params }) => getRevision(c.get('deps').db, signedInUser(c).role, params.id),
  }),
  route(revisionsApi.restore, {
    access: 'content.write',
    summary: 'Save a revision’s state again through the item’s own save; it becomes the newest revision',
    notFound: REVISION_NOT_FOUND,
    errors: EDIT_CONFLICT_ERRORS,
    handle: (c, { params, body }) => restoreRevision(c.get('deps'), signedInUser(c), params.id, body),
  }),
];
