import type { Handler } from 'hono';
import type { z } from 'zod';
import type { AuditActor } from '../audit.service.ts';
import type { PlatformDeps } from '../platform-deps.ts';
import type { AppEnv } from './app-env.ts';
import { idParam } from './route-params.ts';
import { signedInUser } from './signed-in-user.ts';
import { readJson } from './write-guards.ts';

/**
 * The handlers of the admin's item writes that are not yet bound to a contract endpoint: each
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
  notFoundMessage: string,
  schema: z.ZodType<Changes>,
  update: Write<[number, Changes], Result>,
): Handler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFoundMessage);
    const changes = schema.parse(await readJson(c));
    return c.json(await update(c.get('deps'), signedInUser(c), id, changes));
  };
}

/** `DELETE /things/:id`: answers `{ success: true }`. */
export function deleteHandler(notFoundMessage: string, remove: Write<[number], void>): Handler<AppEnv> {
  return async (c) => {
    const id = idParam(c, notFoundMessage);
    await remove(c.get('deps'), signedInUser(c), id);
    return c.json({ success: true });
  };
}
