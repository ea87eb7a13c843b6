import {
  RestoreRevisionSchema,
  RevisionDetailSchema,
  RevisionListQuerySchema,
  RevisionListSchema,
  RevisionSummarySchema,
} from '../admin/history.ts';
import { IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * An item's history (issue 29, D33; docs/history.md): its revisions, one of them whole, and a
 * restore, which saves that revision's state again as the newest one. Reading needs the right to
 * read the item; restoring, the right to save it (`content.write`, or `admin` for the settings'
 * admin-only fields, as a save).
 */
export const revisionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/revisions',
    query: RevisionListQuerySchema,
    response: { status: 200, schema: RevisionListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/revisions/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: RevisionDetailSchema },
  }),
  /** 200: the new revision the restore made */
  restore: endpoint({
    method: 'POST',
    path: '/admin/revisions/:id/restore',
    params: IdParamsSchema,
    body: RestoreRevisionSchema,
    response: { status: 200, schema: RevisionSummarySchema },
  }),
};
