import { and, eq, ne } from 'drizzle-orm';
import { SLUG_MAX_LENGTH, slugify } from '#shared/slug.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { blogPosts, projects, slugRedirects } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';

export type SluggedEntity = 'project' | 'blogPost';

const tables = { project: projects, blogPost: blogPosts } as const;

async function isTaken(db: DbOrTx, entity: SluggedEntity, slug: string, exceptId?: number): Promise<boolean> {
  const table = tables[entity];
  const [live] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (live) return true;
  // An old address of another item keeps redirecting to it (D3): it is not free either.
  const [redirect] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return redirect !== undefined && redirect.targetId !== exceptId;
}

/**
 * D3: the slug an item gets: the one typed (already checked against SLUG_PATTERN by the schema) or
 * the slugified title, made unique with `-2`, `-3`… A typed slug that another item holds is
 * refused rather than silently changed: the editor chose that address on purpose.
 */
export async function chooseSlug(
  db: DbOrTx,
  entity: SluggedEntity,
  input: { typed?: string; title: string; exceptId?: number },
): Promise<string> {
  if (input.typed) {
    if (await isTaken(db, entity, input.typed, input.exceptId)) {
      throw ValidationError.forField('slug', 'slug_taken', { slug: input.typed });
    }
    return input.typed;
  }
  const base = slugify(input.title) || (entity === 'project' ? 'project' : 'post');
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await isTaken(db, entity, candidate, input.exceptId))) return candidate;
  }
}

/**
 * D3: after a rename the old address answers 301 to the new one. A redirect that pointed at the
 * item's new slug is dropped (renaming back must not loop), and the old slug now leads here.
 */
export async function recordSlugChange(
  db: DbOrTx,
  entity: SluggedEntity,
  id: number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await db.delete(slugRedirects).where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, to)));
  await db
    .insert(slugRedirects)
    .values({ entity, oldSlug: from, targetId: id })
    .onConflictDoUpdate({ target: [slugRedirects.entity, slugRedirects.oldSlug], set: { targetId: id } });
}

/** A deleted item's old addresses go with it (they would redirect to nothing). */
export async function dropSlugRedirects(db: DbOrTx, entity: SluggedEntity, id: number): Promise<void> {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.targetId, id)));
}
