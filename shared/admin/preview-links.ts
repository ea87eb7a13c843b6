import { IsoInstant } from '../api/common.ts';
import { rowIdSchema } from '../row-id.ts';
import { z } from '../zod.ts';

/**
 * Preview links (issue 29, D33; docs/preview-links.md): `/preview/{token}` shows one unpublished
 * post or project, exactly as its public page will look, to whoever has the link, until it expires
 * or is revoked. The token is shown once, in the answer that made it; the server keeps only its
 * SHA-256, so a link nobody copied cannot be shown again — only revoked and made anew.
 */

export const PREVIEW_ENTITIES = ['post', 'project'] as const;
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

export const PREVIEW_DAYS_DEFAULT = 7;
export const PREVIEW_DAYS_MIN = 1;
export const PREVIEW_DAYS_MAX = 30;
/** the days the dialog offers (any whole number in the range is accepted) */
export const PREVIEW_DAY_CHOICES = [1, 3, 7, 14, 30] as const;

const entityType = z.enum(PREVIEW_ENTITIES, { error: 'Entity type must be post or project.' });

/** POST /api/admin/preview-links */
export const CreatePreviewLinkSchema = z.strictObject({
  entityType,
  entityId: rowIdSchema,
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days.' })
    .int('Expiry must be a whole number of days.')
    .min(PREVIEW_DAYS_MIN, `A link lasts at least ${PREVIEW_DAYS_MIN} day.`)
    .max(PREVIEW_DAYS_MAX, `A link lasts at most ${PREVIEW_DAYS_MAX} days.`)
    .optional(),
});
export type CreatePreviewLink = z.output<typeof CreatePreviewLinkSchema>;

/** 201: the only answer that carries the link itself (`url`, with its token) */
export const PreviewLinkCreatedSchema = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  expiresAt: IsoInstant,
});
export type PreviewLinkCreated = z.output<typeof PreviewLinkCreatedSchema>;

/** GET /api/admin/preview-links?entityType=&entityId= */
export const PreviewLinkListQuerySchema = z.strictObject({
  entityType,
  entityId: z.coerce.number({ error: 'Entity id must be a number.' }).pipe(rowIdSchema),
});
export type PreviewLinkListQuery = z.output<typeof PreviewLinkListQuerySchema>;

/** A live link as the item's list shows it: never its token (only its hash is kept). */
export const PreviewLinkSchema = z.strictObject({
  id: z.uuid(),
  createdAt: IsoInstant,
  expiresAt: IsoInstant,
  /** who made it (their username), null once that user is deleted */
  createdBy: z.string().nullable(),
});
export type PreviewLink = z.output<typeof PreviewLinkSchema>;
export const PreviewLinkListSchema = z.array(PreviewLinkSchema);

/** DELETE /api/admin/preview-links/:id — an id that is not a uuid names no link (the same 404). */
export const PreviewLinkIdParamsSchema = z.object({ id: z.uuid() });
