import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { overviewQuery } from '../overview/overview.queries.ts';

/** After a write: the list that shows the item, and the overview that counts it and records the change. */
export function useRefreshContent(): (queryKey: QueryKey) => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    (queryKey) =>
      Promise.all([queryKey, overviewQuery.queryKey].map((key) => queryClient.invalidateQueries({ queryKey: key }))),
    [queryClient],
  );
}

/** What a list looked like before a change shown at once, to put it back when the server refuses. */
export interface ListSnapshot<T> {
  previous: T[] | undefined;
}

/**
 * One cached list for the writes that show their result at once (D18): `change` shows it and
 * returns the list as it was, `restore` puts that back after a refusal, `refresh` reads the list
 * (and the overview) again whatever happened.
 */
export function useCachedList<T>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const refresh = useRefreshContent();
  return {
    change: async (change: (items: T[]) => T[]): Promise<ListSnapshot<T>> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) queryClient.setQueryData<T[]>(queryKey, change(previous));
      return { previous };
    },
    restore: (snapshot: ListSnapshot<T> | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
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
