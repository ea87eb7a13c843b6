import type { Handler } from 'hono';
import type { z } from 'zod';
import { ReorderSchema } from '#shared/admin/content.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { AuditActor } from '../audit.service.ts';
import type { NewOrder } from '../db/sort-order.ts';
import type { PlatformDeps } from '../platform-deps.ts';
import type { AppEnv } from './app-env.ts';
import { idParam } from './route-params.ts';
import { signedInUser } from './signed-in-user.ts';
import { readJson } from './write-guards.ts';

/**
 * The handlers of the admin's item writes (projects, posts, testimonials, form options): each
 * write has one shape, so a route entry names only its schema, its use case and its 404. The
 * `:id` is read first (a malformed one is the item's 404 before the body is looked at), then the
 * body is checked, then the use case runs as the signed-in user (the access check set them).
 */

type Write<Args extends unknown[], Result> = (deps: PlatformDeps, actor: AuditActor, ...args: Args) => Promise<Result>;

/** `POST /things`: the body checked by `schema`; answers the new item, 201. */
export function createHandler<Input, Result extends object>(
  schema: z.ZodType<Input>,
  create: Write<[Input], Result>,
): Handler<AppEnv> {
  return async (c) => {
    const input = schema.parse(await readJson(c));
    return c.json(await create(c.get('deps'), signedInUser(c), input), 201);
  };
}

/** `PATCH|PUT /things/:id`: the changes checked by `schema`; answers the item as it now is. */
export function updateHandler<Changes, Result extends object>(
  notFound: ErrorCode,
  schema: z.ZodType<Changes>,
  update: Write<[number, Changes], Result>,
): Handler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFound);
    const changes = schema.parse(await readJson(c));
    return c.json(await update(c.get('deps'), signedInUser(c), id, changes));
  };
}

/** `DELETE /things/:id`: answers `{ success: true }`. */
export function deleteHandler(notFound: ErrorCode, remove: Write<[number], void>): Handler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFound);
    await remove(c.get('deps'), signedInUser(c), id);
    return c.json({ success: true });
  };
}

/**
 * `POST /thing/reorder` (D19): `{ items }`, exactly the list's current ids, or `{ items, partial:
 * true }`, some of them (issue 11); answers `{ success: true }`.
 */
export function reorderHandler(reorder: Write<[NewOrder], void>): Handler<AppEnv> {
  return async (c) => {
    const { items, partial } = ReorderSchema.parse(await readJson(c));
    await reorder(c.get('deps'), signedInUser(c), { ids: items, partial });
    return c.json({ success: true });
  };
}
