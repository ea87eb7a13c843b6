import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFilter } from '#shared/admin/media-library.ts';
import { mediaLibraryApi } from '#shared/api/addresses/media-library.ts';
import { callApi } from '../../../../lib/api-client.ts';

/** Every read of the library starts with this key, so one write refreshes them all. */
export const MEDIA_LIBRARY_KEY = ['media-library'] as const;

export interface MediaLibraryQuery {
  q: string;
  filter: MediaFilter;
  page: number;
  pageSize?: number;
}

/**
 * One page of the media library (issue 29). Always fetched again when shown: a save elsewhere (a
 * project's gallery, a post's image) changes where an image is used, and the library must say so.
 */
export function mediaLibraryQuery({ q, filter, page, pageSize }: MediaLibraryQuery) {
  return queryOptions({
    queryKey: [...MEDIA_LIBRARY_KEY, { q, filter, page, pageSize }],
    queryFn: () => callApi(mediaLibraryApi.list, { query: { q, filter, page, ...(pageSize ? { pageSize } : {}) } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useRefreshMediaLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
}

export function useUpdateMediaAlt() {
  const refresh = useRefreshMediaLibrary();
  return useMutation({
    mutationFn: ({ hash, defaultAlt }: { hash: string; defaultAlt: string }) =>
      callApi(mediaLibraryApi.update, { params: { hash }, body: { defaultAlt } }),
    onSuccess: refresh,
  });
}

export function useDeleteMedia() {
  const refresh = useRefreshMediaLibrary();
  return useMutation({
    mutationFn: (hash: string) => callApi(mediaLibraryApi.remove, { params: { hash } }),
    // A refusal (409: it became used meanwhile) refreshes too, so the page shows the new use.
    onSettled: refresh,
  });
}
