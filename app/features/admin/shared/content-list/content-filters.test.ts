import { describe, expect, it } from 'vitest';
import { PostListQuerySchema, ProjectListQuerySchema } from '#shared/admin/content-lists.ts';
import {
  contentFiltersFromSearch,
  contentListQuery,
  contentSearchOf,
  hasContentFilters,
  NO_CONTENT_FILTERS,
} from './content-filters.ts';

describe('the content tabs’ filters', () => {
  it('read from the address and write back the same address, defaults left out', () => {
    const search = new URLSearchParams('q=oak&status=draft&category=kitchens&featured=true&page=3');
    const filters = contentFiltersFromSearch(search, 'posts');
    expect(filters).toEqual({ q: 'oak', status: 'draft', category: 'kitchens', featured: true, page: 3 });
    expect(contentSearchOf(filters).toString()).toBe('q=oak&status=draft&category=kitchens&featured=true&page=3');
    expect(contentSearchOf(NO_CONTENT_FILTERS).toString()).toBe('');
  });

  it('leave out what the server would refuse: a status on projects, a bad category, a bad page', () => {
    const search = new URLSearchParams('status=draft&category=Not%20A%20Value&page=-2&featured=yes');
    expect(contentFiltersFromSearch(search, 'projects')).toEqual(NO_CONTENT_FILTERS);
    expect(contentFiltersFromSearch(new URLSearchParams('status=archived'), 'posts').status).toBeNull();
    // The API refuses a page over 1,000,000: an address with one asks for that page (shown as the last).
    const far = contentFiltersFromSearch(new URLSearchParams('page=99999999'), 'posts');
    expect(PostListQuerySchema.parse(contentListQuery('posts', far)).page).toBe(1_000_000);
  });

  it('ask the API for exactly what its strict query schema accepts', () => {
    const everything = {
      q: ' 100% oak ',
      status: 'scheduled',
      category: 'design-tips',
      featured: true,
      page: 2,
    } as const;
    const posts = contentListQuery('posts', everything);
    expect(PostListQuerySchema.parse(posts)).toEqual({ ...everything, q: '100% oak', featured: 'true', pageSize: 25 });
    // The projects tab never sends a status, even when the filters carry one.
    const projects = contentListQuery('projects', everything, 50);
    expect(ProjectListQuerySchema.parse(projects)).toEqual({
      q: '100% oak',
      category: 'design-tips',
      featured: 'true',
      page: 2,
      pageSize: 50,
    });
  });

  it('know when something narrows the list', () => {
    expect(hasContentFilters(NO_CONTENT_FILTERS)).toBe(false);
    expect(hasContentFilters({ ...NO_CONTENT_FILTERS, page: 4 })).toBe(false);
    expect(hasContentFilters({ ...NO_CONTENT_FILTERS, q: '  ' })).toBe(false);
    expect(hasContentFilters({ ...NO_CONTENT_FILTERS, featured: true })).toBe(true);
  });
});
