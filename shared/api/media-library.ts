import {
  DeletedMediaSchema,
  MediaHashParamsSchema,
  MediaItemSchema,
  MediaListQuerySchema,
  MediaPageSchema,
  UpdateMediaSchema,
} from '../admin/media-library.ts';
import { endpoint } from './endpoint.ts';

/** The media library (issue 29, docs/media-library.md): editors and admins. */
export const mediaLibraryApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/media',
    query: MediaListQuerySchema,
    response: { status: 200, schema: MediaPageSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/media/:hash',
    params: MediaHashParamsSchema,
    body: UpdateMediaSchema,
    response: { status: 200, schema: MediaItemSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/media/:hash',
    params: MediaHashParamsSchema,
    response: { status: 200, schema: DeletedMediaSchema },
  }),
};
