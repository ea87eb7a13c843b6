import { IsoInstant } from '../api/common.ts';
import { ROW_ID_MAX, rowIdSchema } from '../row-id.ts';
import { z } from '../zod.ts';

/**
 * Safe editing (issue 29, D33): the items whose every save is kept, the version a form starts
 * from, and what a stale save is answered with. docs/history.md tells the rules in words.
 *
 * - Every saved state of an item is a revision: a numbered snapshot of its editable fields, with
 *   who saved it and when. Restoring one saves its snapshot again through the item's own save (same
 *   rules, same refusals), so it becomes the newest revision: history only grows.
 * - Every item carries `version`, the number of its newest revision. A form sends the version it
 *   started from; when the item has moved on since, the save is refused with 409 `edit_conflict`
 *   and what the others changed (`EditConflict`), so nothing typed is lost.
 */

export const HISTORY_ENTITIES = ['project', 'post', 'testimonial', 'emailTemplate', 'studioSettings'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The studio's settings are one record; its revisions name it by this id. */
export const STUDIO_SETTINGS_ID = 1;

/** The version an edit form started from (the item's `version` when it was read). */
export const VersionSchema = z
  .number({ error: 'Version must be a number.' })
  .int('Version must be a whole number.')
  .min(1, 'Version must be at least 1.')
  .max(ROW_ID_MAX, 'Version is out of range.');

/** Any JSON value: a snapshot's field. */
export type SnapshotValue = string | number | boolean | null | SnapshotValue[] | { [key: string]: SnapshotValue };

/**
 * A stored state: the item's editable fields by name, exactly as the item's save takes them
 * (`UpdateProject`, `UpdateBlogPost`, `UpdateTestimonial`, `UpdateTemplate`, `StudioSettingsInput`;
 * a project adds `bannerImages`, the URLs of its images on the home banner). Restoring sends it
 * back through that save. How a field is compared (docs/history.md):
 * - a string: by words;
 * - a list of images (objects with `url`) or an image URL (`/media/…`): by thumbnail;
 * - any other list: by item; anything else: as a value.
 */
export type Snapshot = Record<string, SnapshotValue>;
// Each field any JSON value. Not `z.json()`: it is recursive, and the API document keeps no
// `$defs` of its own (every $ref points into its components); the server writes these values.
export const SnapshotSchema: z.ZodType<Snapshot> = z.record(
  z.string(),
  z.unknown().meta({ description: 'the field’s value, as the item’s save takes it (any JSON value)' }),
) as z.ZodType<Snapshot>;

/** Who saved a revision; null for a state saved before history was kept (the item's first revision). */
export const RevisionAuthorSchema = z.strictObject({
  /** null once the user is deleted; the name stays as it was when they saved */
  id: z.number().int().nullable(),
  name: z.string(),
});
export type RevisionAuthor = z.output<typeof RevisionAuthorSchema>;

export const RevisionSummarySchema = z.strictObject({
  id: z.number().int(),
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().int(),
  version: z.number().int(),
  createdAt: IsoInstant,
  author: RevisionAuthorSchema.nullable(),
  /** the item was public in this state (a published post; a published project): kept by the pruning */
  published: z.boolean(),
  /** this revision restored an older one (its version), or null */
  restoredFromVersion: z.number().int().nullable(),
  /** the fields that differ from the revision before it (all of them for the first) */
  changedFields: z.array(z.string()),
});
export type RevisionSummary = z.output<typeof RevisionSummarySchema>;

export const RevisionDetailSchema = RevisionSummarySchema.extend({ snapshot: SnapshotSchema });
export type RevisionDetail = z.output<typeof RevisionDetailSchema>;

/** GET /api/admin/revisions?entity=&id=: newest first. */
export const RevisionListQuerySchema = z.strictObject({
  entity: z.enum(HISTORY_ENTITIES, {
    error: 'Entity must be one of project, post, testimonial, emailTemplate, studioSettings.',
  }),
  id: z.coerce.number({ error: 'Id must be a number.' }).pipe(rowIdSchema),
});
export type RevisionListQuery = z.output<typeof RevisionListQuerySchema>;

export const RevisionListSchema = z.strictObject({
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().int(),
  /** the item's version now: the newest revision's */
  currentVersion: z.number().int(),
  revisions: z.array(RevisionSummarySchema),
});
export type RevisionList = z.output<typeof RevisionListSchema>;

/**
 * POST /api/admin/revisions/{id}/restore. `version`: the item's version the user was looking at
 * when they chose to restore (a save by someone else since is a conflict, as for any save).
 */
export const RestoreRevisionSchema = z.strictObject({ version: VersionSchema.optional() });
export type RestoreRevision = z.output<typeof RestoreRevisionSchema>;

/**
 * What the body of 409 `edit_conflict` carries beside `code` and `message`: the save named `yourVersion`, the item is at `currentVersion`.
 * `current` is the stored state now ("theirs"); `base` the state the form started from (null when
 * that revision was pruned); `changedFields` the fields the saves since then changed; `changedBy`
 * who saved since, oldest first. The client keeps what was typed and lets the user choose.
 */
export const EditConflictSchema = z.strictObject({
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().int(),
  yourVersion: z.number().int(),
  currentVersion: z.number().int(),
  current: SnapshotSchema,
  base: SnapshotSchema.nullable(),
  changedFields: z.array(z.string()),
  changedBy: z.array(z.strictObject({ name: z.string().nullable(), at: IsoInstant })),
});
export type EditConflict = z.output<typeof EditConflictSchema>;

/**
 * Retention (docs/history.md): the newest this many revisions of an item are always kept, and,
 * older than those, every published state; the rest goes by the daily pruning job.
 */
export const REVISIONS_KEPT = 50;

/** Two JSON values are the same: same type, same items in order, same keys with the same values (in any order). */
export function sameJson(a: SnapshotValue | undefined, b: SnapshotValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/** The fields whose values differ between two snapshots (one missing on either side counts), in `after`'s order then `before`'s. */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  if (before === null) return Object.keys(after);
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => !sameJson(before[key], after[key]));
}
