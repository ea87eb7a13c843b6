import { withCode } from '../api/errors.ts';
import { FORM_OPTION_FIELD_TYPES } from '../form-options.ts';
import { hasControlCharacters, isStorable, isStorableText } from '../forms.ts';
import { MEDIA_URL_PATTERN, mediaHashOf } from '../media-address.ts';
import { rowIdSchema } from '../row-id.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.ts';
import { z } from '../zod.ts';
import { VersionSchema } from './history.ts';

/**
 * The admin API's contract for content (admin area §3, §5, §7 with D1–D5, D12, D19, D20,
 * D23–D25): one schema for the browser's forms and the server's validation. Object schemas are
 * strict, so a field that does not belong (an id, a timestamp) is refused with 400 (SECURITY 2).
 *
 * Text rules: one-line fields (titles, names, labels) are trimmed and may not hold line breaks or
 * control characters; long text (descriptions, post bodies, testimonials) is stored exactly as
 * given — never escaped or rewritten — and rendered as text everywhere (SECURITY 8).
 *
 * Which category, style and blog category values are allowed is data (the option lists, D1): the
 * schemas only bound their length, and the services check them against the active options.
 */

export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const POST_CONTENT_MAX = 100_000;
/** admin area §5: the create form caps the excerpt at 160; the edit form keeps that cap. */
export const EXCERPT_MAX = 160;
export const TESTIMONIAL_MAX = 5_000;
export const TAG_MAX = 50;
export const TAGS_MAX = 30;
export const ALT_MAX = 300;
export const PROJECT_IMAGES_MAX = 60;
export const REORDER_MAX = 5_000;

/** One line of text: trimmed, capped, no line breaks or control characters. */
export const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', `${label} must be on one line.`))
    .refine(isStorable, withCode('unstorable_characters', `${label} contains characters that cannot be stored.`));

/** admin area §5's messages: 'Title is required' (no full stop, as the spec has it). */
const requiredLine = (label: string, max: number) =>
  oneLine(label, max).pipe(z.string().min(1, `${label} is required`));

/** Multi-line text kept exactly as typed; required means "has something besides white space". */
const longText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(isStorableText, withCode('unstorable_characters', `${label} contains characters that cannot be stored.`));
const requiredLongText = (label: string, max: number) =>
  longText(label, max).refine((value) => value.trim().length > 0, withCode('required', `${label} is required`));

/** An option list value (D1), checked against the active options by the service. */
const optionValue = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100);

const tags = z
  .array(oneLine('Tag', TAG_MAX).pipe(z.string().min(1, 'Tags cannot be empty.')))
  .max(TAGS_MAX, `At most ${TAGS_MAX} tags.`);

/** D3: editable; empty means "make one from the title". Uniqueness is the service's to ensure. */
const slug = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters.`)
  .refine(
    (value) => value === '' || SLUG_PATTERN.test(value),
    withCode('slug_format', 'Slug may use lower-case letters, digits and single hyphens.'),
  );

/**
 * An image the server already stores, named by its URL (`/media/<hash>/<width>.<ext>`, as
 * `POST /api/media` and every read return it). The server never fetches a URL (SECURITY 10), so an
 * outside address is refused; images arrive only through the upload route.
 */
export const MediaUrlSchema = z
  .string({ error: 'Image is required' })
  .regex(MEDIA_URL_PATTERN, 'Images must be uploaded first (a /media/… address).');

// The pattern and mediaHashOf live in shared/media-address.ts (no zod: the post format's parser uses them).
export { MEDIA_URL_PATTERN, mediaHashOf };

const percent = z.number().int('Focal point must be a whole percentage.').min(0).max(100);

/** D23: per image alt text (default: the project's title) and focal point (default: centre). */
export const ProjectImageInputSchema = z.strictObject({
  url: MediaUrlSchema,
  alt: oneLine('Alt text', ALT_MAX).optional(),
  focalX: percent.optional(),
  focalY: percent.optional(),
});
export type ProjectImageInput = z.infer<typeof ProjectImageInputSchema>;

/** The spec's `images` is a list of URLs; an item may also carry alt text and focal point. */
const projectImages = z
  .array(z.union([MediaUrlSchema, ProjectImageInputSchema]))
  .max(PROJECT_IMAGES_MAX, `At most ${PROJECT_IMAGES_MAX} images per project.`);

const projectFields = {
  title: requiredLine('Title', TITLE_MAX),
  location: oneLine('Location', LOCATION_MAX),
  description: longText('Description', DESCRIPTION_MAX),
  category: optionValue('Category'),
  style: optionValue('Style'),
  tags,
  images: projectImages,
  slug,
  featured: z.boolean(),
  /** D5: false clears the banner selection; true selects the cover when nothing is selected */
  inBanner: z.boolean(),
  inLookbook: z.boolean(),
  /** issue 29: false hides the project from the public site (it can still be shown by a preview link) */
  published: z.boolean(),
};

/**
 * POST /api/projects. Only the title is needed ('Add Content'); category and style default to
 * the first active option of their lists (D1), the slug to the slugified title (D3).
 */
export const CreateProjectSchema = z.strictObject({
  ...projectFields,
  location: projectFields.location.optional(),
  description: projectFields.description.optional(),
  category: projectFields.category.optional(),
  style: projectFields.style.optional(),
  tags: tags.optional(),
  images: projectImages.optional(),
  slug: slug.optional(),
  featured: z.boolean().optional(),
  inBanner: z.boolean().optional(),
  inLookbook: z.boolean().optional(),
  published: z.boolean().optional(),
});
export type CreateProject = z.infer<typeof CreateProjectSchema>;

/**
 * PATCH /api/projects/{id}: any subset (the star sends `{ featured }`, the dialog the whole form).
 * The edit form's rule applies to what is sent: location and description may not be emptied.
 * `images` replaces the gallery (order = position; the first is the cover).
 */
export const UpdateProjectSchema = z
  .strictObject({
    ...projectFields,
    location: requiredLine('Location', LOCATION_MAX),
    description: requiredLongText('Description', DESCRIPTION_MAX),
    /** issue 29: the version the form started from (a stale one is 409 `edit_conflict`) */
    version: VersionSchema,
  })
  .partial();
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

/** PUT /api/projects/{id}: the banner selection, a subset of the project's own images (D5). */
export const SetBannerImagesSchema = z.strictObject({
  bannerImages: z.array(MediaUrlSchema).max(PROJECT_IMAGES_MAX),
  /** issue 29: the project's version the selection started from */
  version: VersionSchema.optional(),
});
export type SetBannerImages = z.infer<typeof SetBannerImagesSchema>;

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** An ISO 8601 instant with its offset, e.g. from `Date.toISOString()`. */
const instant = z.iso.datetime({ offset: true, error: 'Publish date must be a date and time.' });

const postFields = {
  title: requiredLine('Title', TITLE_MAX),
  excerpt: oneLine('Excerpt', EXCERPT_MAX).pipe(z.string().min(1, 'Excerpt is required')),
  content: requiredLongText('Content', POST_CONTENT_MAX),
  category: optionValue('Category'),
  tags,
  slug,
  /** a stored image's URL, or null for none */
  featuredImage: MediaUrlSchema.nullable(),
  featuredImageAlt: oneLine('Alt text', ALT_MAX),
  /** the spec's create call sends it; the server always computes it from the words (D2) */
  readTime: z.number().optional(),
  /** the spec's flag: true publishes now (or at `publishedAt` when that is ahead), false makes a draft */
  published: z.boolean(),
  /** D24, wins over `published` when both are sent; 'scheduled' needs a `publishedAt` ahead */
  status: z.enum(BLOG_STATUSES, { error: 'Status must be draft, scheduled or published.' }),
  publishedAt: instant.nullable(),
  featured: z.boolean(),
};

/**
 * POST /api/blog. 'Add Content' sends the spec's fields; content falls back to the excerpt, the
 * excerpt to the start of the content, the category to the first active option, the slug to the
 * slugified title. Without `status` or `published` a post is published (the spec's default).
 */
export const CreateBlogPostSchema = z
  .strictObject({
    ...postFields,
    excerpt: oneLine('Excerpt', EXCERPT_MAX).optional(),
    content: longText('Content', POST_CONTENT_MAX).optional(),
    category: postFields.category.optional(),
    tags: tags.optional(),
    slug: slug.optional(),
    featuredImage: postFields.featuredImage.optional(),
    featuredImageAlt: postFields.featuredImageAlt.optional(),
    published: z.boolean().optional(),
    status: postFields.status.optional(),
    publishedAt: postFields.publishedAt.optional(),
    featured: z.boolean().optional(),
  })
  .refine((post) => (post.content ?? '').trim() !== '' || (post.excerpt ?? '') !== '', {
    ...withCode('required', 'Content is required'),
    path: ['content'],
  });
export type CreateBlogPost = z.infer<typeof CreateBlogPostSchema>;

/** PATCH /api/blog/{id}: any subset; what is sent follows the edit form's rules; `version` (issue 29), the one the form started from. */
export const UpdateBlogPostSchema = z.strictObject({ ...postFields, version: VersionSchema }).partial();
export type UpdateBlogPost = z.infer<typeof UpdateBlogPostSchema>;

const testimonialFields = {
  name: requiredLine('Name', TITLE_MAX),
  content: requiredLongText('Content', TESTIMONIAL_MAX),
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Rating must be a whole number from 1 to 5.')
    .max(5, 'Rating must be a whole number from 1 to 5.'),
  /** the spec's optional related project, as free text ('' or null for none) */
  project: oneLine('Project', TITLE_MAX).nullable(),
  /** a portfolio project this testimonial links to, or null */
  projectId: rowIdSchema.nullable(),
  featured: z.boolean(),
};

/** POST /api/testimonials: name and content; rating defaults to 5. */
export const CreateTestimonialSchema = z.strictObject({
  ...testimonialFields,
  rating: testimonialFields.rating.optional(),
  project: testimonialFields.project.optional(),
  projectId: testimonialFields.projectId.optional(),
  featured: z.boolean().optional(),
});
export type CreateTestimonial = z.infer<typeof CreateTestimonialSchema>;

/** PATCH /api/testimonials/{id}: any subset; `version`, the one the form started from (issue 29). */
export const UpdateTestimonialSchema = z.strictObject({ ...testimonialFields, version: VersionSchema }).partial();
export type UpdateTestimonial = z.infer<typeof UpdateTestimonialSchema>;

const itemId = rowIdSchema;

/**
 * POST /api/project/reorder, /api/blogPost/reorder, /api/testimonial/reorder (D19). The spec's
 * client sends the reordered list of items; only their ids are read. The list must be exactly the
 * current set of ids (no foreign, missing or repeated id) or nothing changes. With `partial` (the
 * paged admin tabs, issue 11) the items are some of the list — what a page or filter shows: they
 * take, in the order given, the places they hold now in the studio's order; every other item keeps
 * its place (still no foreign or repeated id).
 */
export const ReorderSchema = z.strictObject({
  items: z
    .array(z.union([itemId, z.looseObject({ id: itemId })]))
    .max(REORDER_MAX)
    .transform((items) => items.map((item) => (typeof item === 'number' ? item : item.id))),
  partial: z.boolean().optional(),
});
export type ReorderRequest = z.input<typeof ReorderSchema>;

/** The spec's example is 'residential-design': lower-case words joined by hyphens. */
export const OPTION_VALUE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const formOptionFields = {
  fieldType: z.enum(FORM_OPTION_FIELD_TYPES, { error: 'Field Type must be one of the option lists.' }),
  value: z
    .string({ error: 'Value is required' })
    .trim()
    .min(1, 'Value is required')
    .max(100, 'Value must be at most 100 characters.')
    .regex(OPTION_VALUE_PATTERN, 'Value may use lower-case letters, digits and hyphens (e.g. residential-design).'),
  label: requiredLine('Display Label', 100),
  active: z.boolean(),
};

/** POST /api/admin/form-options. */
export const CreateFormOptionSchema = z.strictObject({ ...formOptionFields, active: z.boolean().optional() });
export type CreateFormOption = z.infer<typeof CreateFormOptionSchema>;

/** PUT /api/admin/form-options/{id}: the option's fields; the field type of an option never changes. */
export const UpdateFormOptionSchema = z.strictObject(formOptionFields).partial();
export type UpdateFormOption = z.infer<typeof UpdateFormOptionSchema>;

/** POST /api/admin/form-options/{fieldType}/reorder: exactly the list's current ids. */
export const ReorderFormOptionsSchema = z.strictObject({
  orderedIds: z.array(itemId).max(REORDER_MAX),
});

/** GET /api/admin/form-options: every option, active or not, with how much stored content uses it. */
export const AdminFormOptionSchema = z.strictObject({
  id: z.number().int(),
  fieldType: z.enum(FORM_OPTION_FIELD_TYPES),
  value: z.string(),
  label: z.string(),
  active: z.boolean(),
  order: z.number().int(),
  /** projects, posts or leads holding this value (D25: in use → cannot be deleted) */
  usage: z.number().int().min(0),
});
export type AdminFormOption = z.output<typeof AdminFormOptionSchema>;
export const AdminFormOptionListSchema = z.array(AdminFormOptionSchema);

/** POST /api/media: what an upload answers (the image as stored: re-encoded, metadata stripped). */
export const UploadedImageSchema = z.strictObject({
  url: z.string(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
});
export type UploadedImage = z.output<typeof UploadedImageSchema>;

/** D23: what the client compresses to before upload (the server re-encodes anyway, D20). */
export const CLIENT_IMAGE_MAX_EDGE = 2560;
export const CLIENT_IMAGE_QUALITY = 0.85;
/** the server's caps (SECURITY 10), also checked in the browser to fail fast */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
