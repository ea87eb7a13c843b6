import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ContentPage } from '#shared/admin/content-lists.ts';
import { overviewQuery } from './overview-query.ts';

/** After a write: the list that shows the item, and the overview that counts it and records the change. */
export function useRefreshContent(): (queryKey: QueryKey) => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    (queryKey) =>
      Promise.all([queryKey, overviewQuery.queryKey].map((key) => queryClient.invalidateQueries({ queryKey: key }))),
    [queryClient],
  );
}

/**
 * A list as the cache holds it: a whole list (the lookbook's cards, the picker's project titles,
 * the form options) or one page of a paged tab (`ContentPage`, issue 11).
 */
type CachedList<T> = T[] | ContentPage<T>;

function changeList<T>(data: CachedList<T>, change: (items: T[]) => T[]): CachedList<T> {
  if (Array.isArray(data)) return change(data);
  const items = change(data.items);
  // A row taken out (a delete shown at once) leaves the count too; the refresh brings the next one in.
  return { ...data, items, total: Math.max(0, data.total + items.length - data.items.length) };
}

/** What the lists looked like before a change shown at once, to put them back when the server refuses. */
export interface ListSnapshot<T> {
  previous: Array<[QueryKey, CachedList<T> | undefined]>;
}

/**
 * The cached lists under one key for the writes that show their result at once (D18): every page
 * and whole list that may show the item (the Projects tab's pages, the lookbook's cards and the
 * picker's titles all sit under `contentKeys.projects`, each in its own shape: a change reads only
 * `id` and sets one field, so it fits each). `change` shows the change in each and returns them as
 * they were, `restore` puts them back after a refusal, `refresh` reads them (and the overview)
 * again whatever happened.
 */
export function useCachedList<T>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const refresh = useRefreshContent();
  return {
    change: async (change: (items: T[]) => T[]): Promise<ListSnapshot<T>> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<CachedList<T>>({ queryKey });
      queryClient.setQueriesData<CachedList<T>>({ queryKey }, (data) => data && changeList(data, change));
      return { previous };
    },
    restore: (snapshot: ListSnapshot<T> | undefined) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
    refresh: () => refresh(queryKey),
  };
}

/** A create or update of one kind of content; once it succeeds its list and the overview are read again. */
export function useContentWrite<Variables, Answer>(
  queryKey: QueryKey,
  write: (variables: Variables) => Promise<Answer>,
) {
  const refresh = useRefreshContent();
  return useMutation({ mutationFn: write, onSuccess: () => refresh(queryKey) });
}
