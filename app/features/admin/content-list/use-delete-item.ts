import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError, sendJson } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { contentListText } from './messages.ts';

/**
 * Deletes one item of a list (spec §2, D18): the row leaves at once; a refusal brings it back and
 * shows 'Failed to delete item' (with the server's reason when it gave one); the list is read
 * again either way. Resolves true when the item is gone.
 */
export function useDeleteItem<T extends { id: number }>({
  queryKey,
  pathOf,
  relatedKeys = [],
}: {
  queryKey: QueryKey;
  pathOf: (id: number) => string;
  /** other lists that show this item (the overview, the lookbook…), read again afterwards */
  relatedKeys?: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useMessages(contentListText);
  const mutation = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', pathOf(id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous)
        queryClient.setQueryData<T[]>(
          queryKey,
          previous.filter((item) => item.id !== id),
        );
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      const reason = error instanceof ApiError && error.status !== 500 ? error.message : null;
      toast({
        title: t('deleteFailed'),
        ...(reason && reason !== t('deleteFailed') ? { description: reason } : {}),
        variant: 'destructive',
      });
    },
    onSettled: async () => {
      await Promise.all([queryKey, ...relatedKeys].map((key) => queryClient.invalidateQueries({ queryKey: key })));
    },
  });
  return {
    pending: mutation.isPending,
    remove: async (id: number): Promise<boolean> => {
      try {
        await mutation.mutateAsync(id);
        return true;
      } catch {
        return false;
      }
    },
  };
}
