import {
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  type LeadSource,
  type LeadStatus,
  readLeadSource,
} from '#shared/admin/leads.ts';
import { leadsApi } from '#shared/api/addresses/leads.ts';
import { apiHref } from '../../../../lib/api-client.ts';

/** The inbox's page size (issue 10: 25 a page, the server paginates). */
export const INBOX_PAGE_SIZE = 25;

/**
 * What the inbox shows (admin area §4 filters, D22): the same words in the inbox's address, in
 * the API's query string and in the CSV export's, so a reload, the back button or a stat card's
 * link lands on the same list.
 */
export interface LeadFilters {
  q: string;
  status: LeadStatus | null;
  source: LeadSource | null;
  sort: LeadSort;
  page: number;
}

export const NO_LEAD_FILTERS: LeadFilters = { q: '', status: null, source: null, sort: 'newest', page: 1 };

function isStatus(value: string | null): value is LeadStatus {
  return value !== null && (LEAD_STATUSES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is LeadSort {
  return value !== null && (LEAD_SORTS as readonly string[]).includes(value);
}

/** Filters from an address's search (`?status=active&source=lookbook&q=…&sort=…&page=…`); anything unknown is left out. */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  const status = search.get('status');
  const source = search.get('source');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    status: isStatus(status) ? status : null,
    // D8: a link with an old source name (lookbook_download) reads as the new one.
    source: source ? readLeadSource(source) : null,
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search part for these filters, defaults left out (`status=active&page=2`). */
export function searchOf(filters: Partial<LeadFilters>): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) search.set('q', q);
  if (filters.status) search.set('status', filters.status);
  if (filters.source) search.set('source', filters.source);
  if (filters.sort && filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function hasFilters(filters: LeadFilters): boolean {
  return Boolean(filters.q.trim() || filters.status || filters.source);
}

function withSearch(path: string, search: URLSearchParams): string {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The inbox at these filters: `/admin/leads?status=active` (the Email Sequences stat cards link here). */
export function leadsInboxHref(filters: Partial<LeadFilters> = {}): string {
  return withSearch('/admin/leads', searchOf(filters));
}

/** The API's query for one page of these filters (`leadsApi.list`), defaults left out. */
export function leadListQuery(filters: Partial<LeadFilters>, pageSize = INBOX_PAGE_SIZE): Record<string, string> {
  return { ...Object.fromEntries(searchOf(filters)), pageSize: String(pageSize) };
}

/** The CSV of every lead these filters match (no page: the whole filtered list). */
export function leadsExportHref(filters: Partial<LeadFilters>): string {
  const { page: _page, ...rest } = filters;
  return apiHref(leadsApi.exportCsv, { query: Object.fromEntries(searchOf(rest)) });
}

/** A lead's page, remembering the inbox's filters for its back link. */
export function leadHref(id: number, from?: Partial<LeadFilters>): string {
  return withSearch(`/admin/leads/${id}`, from ? searchOf(from) : new URLSearchParams());
}
