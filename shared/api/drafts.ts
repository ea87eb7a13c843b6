import { DraftQuerySchema, DraftSchema, SaveDraftSchema } from '../admin/drafts.ts';
import { SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Autosave (issue 29; docs/autosave.md): the signed-in user's own unsaved draft of one post,
 * project or e-mail template. Every call names the item by `entity` and its id (none, or `new`, for
 * an item not yet created) and only ever reaches the caller's own draft: another user's is never
 * read, replaced or removed. `content.write` (editors and admins).
 */
export const draftsApi = {
  /** 200: the kept draft (replaces the user's earlier draft of the item) */
  save: endpoint({
    method: 'PUT',
    path: '/admin/drafts',
    body: SaveDraftSchema,
    response: { status: 200, schema: DraftSchema },
  }),
  /** 200: the user's draft of the item; 404 `draft_not_found` when there is none */
  get: endpoint({
    method: 'GET',
    path: '/admin/drafts',
    query: DraftQuerySchema,
    response: { status: 200, schema: DraftSchema },
  }),
  /** 200 whether or not there was one: afterwards the user has no draft of the item */
  discard: endpoint({
    method: 'DELETE',
    path: '/admin/drafts',
    query: DraftQuerySchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};
