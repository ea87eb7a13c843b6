import { z } from 'zod';
import { hasControlCharacters } from '../forms.ts';
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
  .refine((value) => !hasControlCharacters(value, false), 'Search must be one line of plain text.')
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

/** One page of a content list, in the studio's order (D19), and how many match in all. */
export interface ContentPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
