import { withCode } from '../api/errors.ts';
import { hasControlCharacters } from '../forms.ts';
import { z } from '../zod.ts';
import { ALT_MAX, oneLine } from './content.ts';

/**
 * The media library (issue 29, docs/media-library.md): every stored image, where it is used, its
 * default alt text; the query and answers of `GET /api/admin/media`, the PATCH and the 409 of a
 * delete refused because the image is in use.
 */
export const MEDIA_PAGE_SIZE_DEFAULT = 24;
export const MEDIA_PAGE_SIZE_MAX = 96;

/** An upload nobody has used for this long is removed by the daily clean-up job. */
export const UNUSED_MEDIA_DAYS = 7;

/**
 * Where an image is used. `banner` is a project image shown in the home hero (it is also listed as
 * a `project` use); `postContent` an image inside a post's text; `studioSettings` the designer's
 * portrait; `emailTemplate` a /media/<hash>/ address in a template's HTML.
 */
export const MEDIA_USE_KINDS = [
  'project',
  'banner',
  'postFeatured',
  'postContent',
  'studioSettings',
  'emailTemplate',
] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

export const MediaUseSchema = z.strictObject({
  kind: z.enum(MEDIA_USE_KINDS),
  /** the item's id (null for the studio settings, which are one record) */
  id: z.number().int().nullable(),
  /** the item's name as it is now (a project's or post's title, a template's name; '' for the settings) */
  name: z.string(),
});
export type MediaUse = z.output<typeof MediaUseSchema>;

export const MediaItemSchema = z.strictObject({
  hash: z.string(),
  /** a small JPEG variant for the grid */
  thumbnailUrl: z.string(),
  /** the address a use names (the same as an upload answers) */
  url: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
  createdAt: z.iso.datetime(),
  defaultAlt: z.string(),
  /** the uploader's username; null for the demo content or a user since deleted */
  uploadedBy: z.string().nullable(),
  uses: z.array(MediaUseSchema),
});
export type MediaItem = z.output<typeof MediaItemSchema>;

export const MEDIA_FILTERS = ['all', 'used', 'unused'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

/** GET /api/admin/media?q=&filter=&page=&pageSize= (an empty parameter means "any"). */
export const MediaListQuerySchema = z.strictObject({
  /** default alt text and the names of the items that use the image, case-insensitively */
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .refine(
      (value) => !hasControlCharacters(value, false),
      withCode('one_line', 'Search must be one line of plain text.'),
    )
    .default(''),
  filter: z.enum(MEDIA_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEDIA_PAGE_SIZE_MAX).default(MEDIA_PAGE_SIZE_DEFAULT),
});
export type MediaListQuery = z.output<typeof MediaListQuerySchema>;

export const MediaPageSchema = z.strictObject({
  items: z.array(MediaItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type MediaPage = z.output<typeof MediaPageSchema>;

/** The path's image: its content hash (20 hex digits), as in its /media/<hash>/ address. */
export const MediaHashParamsSchema = z.strictObject({
  hash: z.string().regex(/^[0-9a-f]{20}$/, 'Image not found.'),
});

/** PATCH /api/admin/media/{hash}: the text each new use of the image starts with. */
export const UpdateMediaSchema = z.strictObject({
  defaultAlt: oneLine('Default alt text', ALT_MAX),
});
export type UpdateMedia = z.output<typeof UpdateMediaSchema>;

export const DeletedMediaSchema = z.strictObject({ hash: z.string() });
