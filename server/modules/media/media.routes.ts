import { Hono } from 'hono';
import { FORMAT_BY_EXTENSION } from '#shared/media.ts';
import type { Database } from '../../platform/db/client.ts';
import { CONTENT_TYPES } from './encode.ts';
import { getMediaVariant } from './media.service.ts';

const FILE_PATTERN = /^(\d{2,4})\.(avif|webp|jpg)$/;
const HASH_PATTERN = /^[0-9a-f]{20}$/;

/** GET /media/<hash>/<width>.<ext>: immutable, content-addressed image variants. */
export function mediaRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/:hash/:file', async (c) => {
    const hash = c.req.param('hash');
    const match = FILE_PATTERN.exec(c.req.param('file'));
    const format = match?.[2] ? FORMAT_BY_EXTENSION[match[2]] : undefined;
    if (!HASH_PATTERN.test(hash) || !match || !format) return c.text('Not found', 404);
    const width = Number(match[1]);
    const etag = `"${hash}-${width}-${format}"`;
    // The URL names the bytes, so a client that has them has the right ones.
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
    const bytes = await getMediaVariant(db, hash, width, format);
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    });
  });
  return routes;
}
