import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HISTORY_ENTITIES, type Snapshot } from '#shared/admin/history.ts';
import { users } from './auth.ts';

/**
 * Issue 29 (D33, docs/history.md): every saved state of a project, post, testimonial, e-mail
 * template or the studio settings, numbered per item. The newest revision's `version` is the one
 * the item's own `version` column holds. No foreign key to the item: the five live in different
 * tables, and an item's history is removed with it by its delete (`deleteHistory`).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity', { enum: HISTORY_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Snapshot>().notNull(),
    /** null: a state saved before history was kept, or by someone since deleted (`authorName` stays) */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** the item was public in this state; kept by the pruning whatever its age */
    published: boolean('published').notNull().default(false),
    /** the fields that differ from the revision before (every field for an item's first) */
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    /** the version this revision restored, when it did */
    restoredFromVersion: integer('restored_from_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('revisions_item_version_uq').on(t.entity, t.entityId, t.version)],
);

/**
 * Autosave (issue 29): one user's unsaved edit of one item, kept on the server a few seconds after
 * typing stops. Nobody else sees it; saving or discarding the edit removes it. `entityId` null: an
 * item not yet created (a new post), one per user and kind.
 */
export const editDrafts = pgTable(
  'edit_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: HISTORY_ENTITIES }).notNull(),
    entityId: integer('entity_id'),
    /** the item's version the edit started from (null for a new item) */
    baseVersion: integer('base_version'),
    data: jsonb('data').$type<Snapshot>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('edit_drafts_user_item_uq').on(t.userId, t.entity, sql`coalesce(${t.entityId}, 0)`)],
);

/**
 * Preview links (issue 29): `/preview/{token}` shows one unpublished post or project to whoever has
 * the link, until it expires or is revoked. Only the token's SHA-256 is stored.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    entity: text('entity', { enum: ['post', 'project'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('preview_links_item_idx').on(t.entity, t.entityId)],
);
