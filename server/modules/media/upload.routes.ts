import { mediaApi } from '#shared/api/media.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { PayloadTooLargeError, ValidationError } from '../../platform/errors.ts';
import type { RateLimitRule } from '../../platform/http/rate-limit.service.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { MAX_IMAGE_BYTES, storeImage } from './media.service.ts';
import { enqueueMediaWarmUp } from './warm-up-queue.ts';

/**
 * The body cap of an upload: the image cap plus room for nothing else — the body is the file
 * itself. Anything over the image cap is refused with 413 whichever check sees it first.
 */
export const UPLOAD_BODY_MAX_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * Issue 29: uploads per signed-in user (not per address: the studio shares one), counted in the
 * database so every instance shares the count. Room for a full gallery (60 images) twice over in a
 * quarter of an hour; a script gone wrong stops there, before it fills the database.
 */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { name: 'media-upload', limit: 120, windowSeconds: 15 * 60 };

export const mediaUploadRoutes: ApiRoute[] = [
  route(mediaApi.upload, {
    access: 'content.write',
    summary:
      'Upload one image (its raw bytes): checked, re-encoded without metadata, stored (D20); 120 per user per 15 minutes',
    body: { kind: 'image', maxBytes: UPLOAD_BODY_MAX_BYTES },
    errors: { 429: 'Too many uploads by this user: try again after Retry-After seconds' },
    handle: async (c) => {
      const deps = c.get('deps');
      const user = signedInUser(c);
      // Counted before the bytes are read or decoded: a refused upload costs no encode.
      await enforceRateLimit(deps.db, UPLOAD_RATE_LIMIT, `user:${user.id}`);
      // The endpoint declares no JSON body: the body is the image's bytes, read here.
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw new ValidationError('image_body_missing');
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw new PayloadTooLargeError('image_too_large', { megabytes: 15 });
      // What the bytes are is sniffed whatever the Content-Type says (SECURITY 10).
      const stored = await storeImage(deps.db, bytes, { uploadedBy: user.id, at: deps.clock() });
      await recordAuditEvent(deps.db, {
        actor: user,
        action: 'media.upload',
        entityType: 'media',
        entityId: stored.hash,
        label: '',
        data: { width: stored.width, height: stored.height },
      });
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
