import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toaster.tsx';
import { sendJson } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { contentListText } from './messages.ts';

/**
 * Saves a new order the way spec §4 and D18 describe: the list shows it at once, the server is
 * told (`POST <path> { items }`, D19), a refusal puts the old order back and says so in a toast,
 * and in every case the list is read again afterwards.
 */
export function useReorder<T extends { id: number }>({ queryKey, path }: { queryKey: QueryKey; path: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useMessages(contentListText);
  const mutation = useMutation({
    mutationFn: (ids: number[]) => sendJson('POST', path, { items: ids.map((id) => ({ id })) }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) {
        const byId = new Map(previous.map((item) => [item.id, item]));
        const next = ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
        queryClient.setQueryData<T[]>(queryKey, next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({ title: t('reorderFailedTitle'), description: t('reorderFailed'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return (ids: number[]) => mutation.mutate(ids);
}
