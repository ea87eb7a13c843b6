import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntity } from '#shared/admin/history.ts';
import { revisionsApi } from '#shared/api/addresses/history.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { overviewQuery } from '../queries/overview-query.ts';

/** Every item's history sits under this key: a restore reads the item's list of revisions again. */
export const historyKey = ['admin', 'history'] as const;

/**
 * An item's revisions, newest first, and its version now. Every save of the item (in its editor,
 * by someone else) adds one, and the admin's data does not go stale by itself: read again each
 * time the panel opens.
 */
export function revisionListQuery(entity: HistoryEntity, id: number) {
  return queryOptions({
    queryKey: [...historyKey, 'list', entity, id],
    queryFn: () => callApi(revisionsApi.list, { query: { entity, id } }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** One revision whole, with its snapshot. A stored revision never changes, so it is read once. */
export function revisionDetailQuery(revisionId: number) {
  return queryOptions({
    queryKey: [...historyKey, 'revision', revisionId],
    queryFn: () => callApi(revisionsApi.detail, { params: { id: revisionId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Restore a revision: the server saves its state again as the newest version. Then the item's
 * history, the lists and pages that show the item (`itemKeys`, given by its editor) and the
 * overview (which counts the change) are read again, before the caller is told.
 */
export function useRestoreRevision(itemKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: number; version: number }) =>
      callApi(revisionsApi.restore, { params: { id: revisionId }, body: { version } }),
    onSuccess: () =>
      Promise.all(
        [historyKey, overviewQuery.queryKey, ...itemKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Reads the item's history and the item again (a restore refused because someone saved since). */
export function useRefreshHistory(itemKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([historyKey, ...itemKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
      () => undefined,
    );
}
