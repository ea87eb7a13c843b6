import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { rowIdSchema } from '../row-id.ts';
import { z } from '../zod.ts';
import { type Snapshot, VersionSchema } from './history.ts';

/**
 * Autosave (issue 29, D33; docs/autosave.md): one user's unsaved edit of one item, kept on the
 * server a few seconds after typing stops, so a closed tab or a crashed browser gets it back. A
 * draft is its author's alone: nobody else reads, replaces or removes it, and nothing of it reaches
 * the public site. Saving the item (or discarding the edit) removes it.
 */

/** The editors that autosave: a post, a project, an e-mail template. */
export const DRAFT_ENTITIES = ['post', 'project', 'emailTemplate'] as const;
export type DraftEntity = (typeof DRAFT_ENTITIES)[number];

/**
 * The most a draft's `data` may weigh, as UTF-8 JSON, per kind. Above what the item's own save
 * accepts (a post's or project's save takes 64 KB; a template's 2.5 MB, for its 200,000 characters of
 * HTML and as many of text), so any edit a save could take can be kept — and no more.
 */
export const DRAFT_DATA_MAX_BYTES: Record<DraftEntity, number> = {
  post: 256 * 1024,
  project: 256 * 1024,
  emailTemplate: 2 * 1024 * 1024,
};

/** The route's body cap: the largest draft, its JSON envelope and escaping to spare. */
export const DRAFT_BODY_MAX_BYTES = 2.5 * 1024 * 1024;

/** A form has a few dozen fields at most; more, or deeper nesting, is not a form's values. */
export const DRAFT_FIELDS_MAX = 40;
export const DRAFT_DEPTH_MAX = 4;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/** How deep a JSON value nests: 0 for a scalar, 1 for a list or object of scalars. */
export function jsonDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  let deepest = 0;
  for (const item of items) deepest = Math.max(deepest, jsonDepth(item));
  return deepest + 1;
}

/** The UTF-8 bytes of a value written as JSON (what the cap counts). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

const entitySchema = z.enum(DRAFT_ENTITIES, { error: 'Entity must be one of post, project, emailTemplate.' });

/**
 * The form's values by field name. Its size is checked against its kind's cap by `SaveDraftSchema`
 * (the cap depends on the kind).
 */
const SHAPE = withCode(
  'draft_shape',
  `A draft must be the form’s fields: at most ${DRAFT_FIELDS_MAX} of them, plainly named and not deeply nested.`,
  { maximum: DRAFT_FIELDS_MAX },
);

/**
 * Fields of any JSON value. Not `SnapshotSchema` (z.json(), recursive): its JSON Schema needs
 * `$defs`, which the API document does not carry; a request body is parsed JSON, so every value
 * here is JSON anyway.
 */
const JsonFieldsSchema = z.record(z.string(), z.unknown()) as unknown as z.ZodType<Snapshot>;

export const DraftDataSchema = JsonFieldsSchema.refine(
  (data) =>
    Object.keys(data).length <= DRAFT_FIELDS_MAX &&
    Object.keys(data).every((key) => FIELD_NAME.test(key)) &&
    jsonDepth(data) <= DRAFT_DEPTH_MAX + 1,
  SHAPE,
);

/** PUT /api/admin/drafts: keep (replace) the signed-in user's draft of one item. */
export const SaveDraftSchema = z
  .strictObject({
    entity: entitySchema,
    /** null: an item not yet created (the "new" editor); one such draft per user and kind */
    entityId: rowIdSchema.nullable(),
    /** the item's version the edit started from; null for a new item */
    baseVersion: VersionSchema.nullable(),
    data: DraftDataSchema,
  })
  .superRefine((draft, context) => {
    const maximum = DRAFT_DATA_MAX_BYTES[draft.entity];
    if (jsonBytes(draft.data) > maximum) {
      context.addIssue({
        code: 'custom',
        path: ['data'],
        input: undefined,
        ...withCode('draft_too_large', `The draft is too large to keep (at most ${kilobytes(maximum)} KB).`, {
          maximum: kilobytes(maximum),
        }),
      });
    }
  });
export type SaveDraft = z.output<typeof SaveDraftSchema>;

function kilobytes(bytes: number): number {
  return Math.round(bytes / 1024);
}

/**
 * GET and DELETE /api/admin/drafts?entity=&id=: which item's draft. `id` absent or `new`: the draft
 * of a new item of that kind.
 */
export const DraftQuerySchema = z.strictObject({
  entity: entitySchema,
  id: z
    .union([z.literal('new'), z.coerce.number({ error: 'Id must be a number or "new".' }).pipe(rowIdSchema)])
    .optional()
    .transform((id) => (id === undefined || id === 'new' ? null : id)),
});
export type DraftQuery = z.output<typeof DraftQuerySchema>;

export const DraftSchema = z.strictObject({
  entity: z.enum(DRAFT_ENTITIES),
  entityId: z.number().int().nullable(),
  baseVersion: z.number().int().nullable(),
  data: JsonFieldsSchema,
  /** when it was last kept */
  updatedAt: IsoInstant,
});
export type Draft = Omit<z.output<typeof DraftSchema>, 'data'> & { data: Snapshot };
