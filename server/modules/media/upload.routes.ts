import { mediaApi } from '#shared/api/media.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { PayloadTooLargeError, ValidationError } from '../../platform/errors.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { MAX_IMAGE_BYTES, storeImage } from './media.service.ts';
import { enqueueMediaWarmUp } from './warm-up-queue.ts';

/**
 * The body cap of an upload: the image cap plus room for nothing else — the body is the file
 * itself. Anything over the image cap is refused with 413 whichever check sees it first.
 */
export const UPLOAD_BODY_MAX_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const mediaUploadRoutes: ApiRoute[] = [
  route(mediaApi.upload, {
    access: 'content.write',
    summary: 'Upload one image (its raw bytes): checked, re-encoded without metadata, stored (D20)',
    body: { kind: 'image', maxBytes: UPLOAD_BODY_MAX_BYTES },
    handle: async (c) => {
      const deps = c.get('deps');
      // The endpoint declares no JSON body: the body is the image's bytes, read here.
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw new ValidationError('image_body_missing');
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw new PayloadTooLargeError('image_too_large', { megabytes: 15 });
      // What the bytes are is sniffed whatever the Content-Type says (SECURITY 10).
      const stored = await storeImage(deps.db, bytes);
      await enqueueMediaWarmUp(deps.queue, stored.hash, deps.log);
      return {
        url: defaultImageUrl(stored),
        hash: stored.hash,
        width: stored.width,
        height: stored.height,
        color: stored.color,
      };
    },
  }),
];
