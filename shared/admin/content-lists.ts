import { withCode } from '../api/errors.ts';
import { BlogPostSchema, FocalPointSchema, ImageRefSchema, ProjectSchema } from '../content.ts';
import { hasControlCharacters } from '../forms.ts';
import { z } from '../zod.ts';
import { BLOG_STATUSES, OPTION_VALUE_PATTERN } from './content.ts';

/**
 * The admin's Projects and Blog Posts tabs read their lists a page at a time (issue 11: a studio
 * with 2,000 posts got 8 MB of JSON at once). These are the query strings and the answer of
 * `GET /api/admin/projects` and `GET /api/admin/posts`; the public reads stay as the spec has them.
 */
export const CONTENT_PAGE_SIZE_DEFAULT = 25;
export const CONTENT_PAGE_SIZE_MAX = 100;

const search = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters.')
  .refine(
    (value) => !hasControlCharacters(value, false),
    withCode('one_line', 'Search must be one line of plain text.'),
  )
  .default('');

const category = z
  .string()
  .max(100, 'Category must be at most 100 characters.')
  .regex(OPTION_VALUE_PATTERN, 'Category must be an option value (e.g. residential-design).');

const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE_DEFAULT),
};

/** GET /api/admin/projects?q=&category=&featured=&page=&pageSize= (an empty parameter means "any"). */
export const ProjectListQuerySchema = z.strictObject({
  /** title, location, description and address (slug), case-insensitively */
  q: search,
  category: category.optional(),
  /** 'true': only featured projects */
  featured: z.enum(['true']).optional(),
  ...paging,
});
export type ProjectListQuery = z.output<typeof ProjectListQuerySchema>;

/** GET /api/admin/posts?q=&status=&category=&featured=&page=&pageSize= (an empty parameter means "any"). */
export const PostListQuerySchema = z.strictObject({
  /** title, excerpt and address (slug), case-insensitively */
  q: search,
  status: z.enum(BLOG_STATUSES).optional(),
  category: category.optional(),
  featured: z.enum(['true']).optional(),
  ...paging,
});
export type PostListQuery = z.output<typeof PostListQuerySchema>;

/** How many items match in all, and which page of them an answer is (issue 11). */
const PagingSchema = z.strictObject({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

/** One page of a content list, in the studio's order (D19), and how many match in all. */
export type ContentPage<T> = { items: T[] } & z.output<typeof PagingSchema>;

const pageOf = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item), ...PagingSchema.shape });

/** GET /api/admin/projects: one page of the Projects tab. */
export const ProjectPageSchema = pageOf(ProjectSchema);
export type ProjectPage = z.output<typeof ProjectPageSchema>;

/** GET /api/admin/posts: one page of the Blog Posts tab (every status). */
export const PostPageSchema = pageOf(BlogPostSchema);
export type PostPage = z.output<typeof PostPageSchema>;

/**
 * The Lookbook tab's and the testimonial picker's lists (issue 11): every published project, in the
 * studio's order, with only what each screen shows. The whole `Project` (every gallery image,
 * the full description, tags, banner) took 173–177 ms at 1,000 projects on PGlite.
 */

/** admin area §9: a lookbook card's description is cut at 100 characters, then '...'. */
export const LOOKBOOK_EXCERPT_MAX = 100;

/** One card of the Lookbook tab: `GET /api/admin/project-summaries`. */
export const ProjectSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  category: z.string(),
  style: z.string(),
  featured: z.boolean(),
  inLookbook: z.boolean(),
  /** the description cut as the card shows it (LOOKBOOK_EXCERPT_MAX, then '...'); '' when there is none */
  excerpt: z.string(),
  /** how many pictures the gallery holds */
  imageCount: z.number().int().min(0),
  /** the gallery's first picture, drawn as the card's cover; null when the gallery is empty */
  cover: z.strictObject({ ...ImageRefSchema.shape, ...FocalPointSchema.shape }).nullable(),
});
export type ProjectSummary = z.output<typeof ProjectSummarySchema>;
export const ProjectSummaryListSchema = z.array(ProjectSummarySchema);

/** One option of the testimonial form's project picker: `GET /api/admin/project-titles`. */
export const ProjectTitleSchema = z.strictObject({ id: z.number().int(), title: z.string() });
export type ProjectTitle = z.output<typeof ProjectTitleSchema>;
export const ProjectTitleListSchema = z.array(ProjectTitleSchema);
