import { BLOG_STATUSES, type BlogStatus, OPTION_VALUE_PATTERN } from '#shared/admin/content.ts';
import { CONTENT_PAGE_SIZE_DEFAULT } from '#shared/admin/content-lists.ts';

/**
 * What the Projects and Blog Posts tabs show (issue 11: a studio with hundreds of items pages,
 * searches and filters instead of loading every one): the same words in the tab's address and in
 * the API's query string, so a reload or the back button lands on the same list.
 */
export interface ContentFilters {
  q: string;
  /** posts only (D24) */
  status: BlogStatus | null;
  category: string | null;
  featured: boolean;
  page: number;
}

export type ContentListKind = 'projects' | 'posts';

const MAX_PAGE = 1_000_000;

export const NO_CONTENT_FILTERS: ContentFilters = { q: '', status: null, category: null, featured: false, page: 1 };

function isStatus(value: string | null): value is BlogStatus {
  return value !== null && (BLOG_STATUSES as readonly string[]).includes(value);
}

/** Filters from a tab's address (`?q=…&category=…&status=…&featured=true&page=2`); anything unknown is left out. */
export function contentFiltersFromSearch(search: URLSearchParams, kind: ContentListKind): ContentFilters {
  const status = search.get('status');
  const category = search.get('category');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    // Projects have no status: an address carrying one (typed by hand) must not turn into a 400.
    status: kind === 'posts' && isStatus(status) ? status : null,
    category: category && category.length <= 100 && OPTION_VALUE_PATTERN.test(category) ? category : null,
    featured: search.get('featured') === 'true',
    // The API pages up to 1,000,000 (a bigger one is a 400): past that, the last page is asked for anyway.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The search part for these filters, defaults left out (`category=kitchens&page=2`). */
export function contentSearchOf(filters: Partial<ContentFilters>): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) search.set('q', q);
  if (filters.status) search.set('status', filters.status);
  if (filters.category) search.set('category', filters.category);
  if (filters.featured) search.set('featured', 'true');
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether anything narrows the list (its empty state then offers to clear the filters). */
export function hasContentFilters(filters: ContentFilters): boolean {
  return Boolean(filters.q.trim() || filters.status || filters.category || filters.featured);
}

/** The API's query for one page of these filters (`contentListsApi.projects` or `.posts`), defaults left out. */
export function contentListQuery(
  kind: ContentListKind,
  filters: Partial<ContentFilters>,
  pageSize = CONTENT_PAGE_SIZE_DEFAULT,
): Record<string, string> {
  const search = contentSearchOf(kind === 'projects' ? { ...filters, status: null } : filters);
  return { ...Object.fromEntries(search), pageSize: String(pageSize) };
}
