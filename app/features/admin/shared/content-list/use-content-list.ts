import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { contentListsApi } from '#shared/api/addresses/content.ts';
import type { EndpointResult } from '#shared/api/endpoint.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { contentKeys } from '../queries/content-keys.ts';
import { useSearchBox } from '../ui/use-search-box.ts';
import {
  type ContentFilters,
  type ContentListKind,
  contentFiltersFromSearch,
  contentListQuery,
  contentSearchOf,
  NO_CONTENT_FILTERS,
} from './content-filters.ts';

/** What each tab's endpoint answers: one page of its items. */
interface PageOf {
  projects: EndpointResult<typeof contentListsApi.projects>;
  posts: EndpointResult<typeof contentListsApi.posts>;
}

const LIST_KEYS = { projects: contentKeys.projects, posts: contentKeys.blog } as const;

/**
 * One page of the Projects or Blog Posts tab (`contentListsApi.projects` or `.posts`, issue 11). Under the
 * list's key, so every write that refreshes the list refreshes its pages; the page on screen stays
 * while the next one loads (no flash of the skeleton).
 */
export function contentPageQuery<K extends ContentListKind>(kind: K, filters: Partial<ContentFilters>) {
  return queryOptions({
    queryKey: [...LIST_KEYS[kind], 'page', filters],
    queryFn: () => {
      const query = contentListQuery(kind, filters);
      const page =
        kind === 'projects' ? callApi(contentListsApi.projects, { query }) : callApi(contentListsApi.posts, { query });
      return page as Promise<PageOf[K]>;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * A content tab's list as its address says: the filters in the address (a reload or the back
 * button lands on the same list), the search box, and the page asked of the server. A page past
 * the end (its last item deleted, an old link) turns into the last page.
 */
export function useContentList<K extends ContentListKind>(kind: K) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => contentFiltersFromSearch(searchParams, kind), [searchParams, kind]);
  const list = useQuery(contentPageQuery(kind, filters));

  /** Another filter or page: a new entry in the history, so back returns to this one. */
  const show = (next: Partial<ContentFilters>) => setSearchParams(contentSearchOf({ ...filters, page: 1, ...next }));
  const search = useSearchBox(filters.q, (q) =>
    setSearchParams(contentSearchOf({ ...filters, q, page: 1 }), { replace: true }),
  );
  // 'Clear filters' leaves with the empty state it sits in: focus goes to the search box, not the page's start.
  const clear = () => {
    search.reset('');
    show(NO_CONTENT_FILTERS);
    search.ref.current?.focus();
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    // Not on the previous list's answer shown while this one loads: its page count is not this list's.
    if (data && !list.isPlaceholderData && data.total > 0 && filters.page > pages) {
      setSearchParams(contentSearchOf({ ...filters, page: pages }), { replace: true });
    }
  }, [data, list.isPlaceholderData, filters, pages, setSearchParams]);

  return { filters, list, pages, show, search, clear };
}
