import { mediaLibraryApi } from '#shared/api/media-library.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { deleteMedia, listMedia, updateMedia } from './media-library.service.ts';

/** The media library (issue 29, docs/media-library.md): editors and admins, like every content write. */
export const mediaLibraryRoutes: ApiRoute[] = [
  route(mediaLibraryApi.list, {
    access: 'content.write',
    summary: 'The media library: stored images, newest first, with where each is used (search, used/unused)',
    handle: (c, { query }) => listMedia(c.get('deps'), query),
  }),
  route(mediaLibraryApi.update, {
    access: 'content.write',
    summary: 'Set an image’s default alt text (what a new use of it starts with)',
    notFound: 'media_not_found',
    handle: (c, { params, body }) => updateMedia(c.get('deps'), signedInUser(c), params.hash, body),
  }),
  route(mediaLibraryApi.remove, {
    access: 'content.write',
    summary: 'Delete an image nobody uses, with its variants (409 media_in_use naming the uses otherwise)',
    notFound: 'media_not_found',
    errors: { 409: 'The image is used: the answer names where (media_in_use, with `uses`)' },
    handle: (c, { params }) => deleteMedia(c.get('deps'), signedInUser(c), params.hash),
  }),
];
