import { type QueryKey, useMutation } from '@tanstack/react-query';
import type { ToastMessage } from '../../../../components/ui/toast-message.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useCachedList } from '../queries/content-cache.ts';
import { refusalReason } from '../ui/field-problems.ts';
import { contentListText } from './messages.ts';

/**
 * Deletes one item of a list (admin area §2, D18): the row leaves at once; a refusal brings it back and
 * shows 'Failed to delete item' (with the server's reason when it gave one) or the list's own
 * `failureToast`; the list and the overview are read again either way. Resolves true when the
 * item is gone.
 */
export function useDeleteItem<T extends { id: number }>({
  queryKey,
  remove,
  failureToast,
}: {
  queryKey: QueryKey;
  /** the item's delete on the server (its endpoint's `remove`) */
  remove: (id: number) => Promise<unknown>;
  failureToast?: (failure: unknown) => ToastMessage;
}) {
  const toast = useToast();
  const t = useMessages(contentListText);
  const list = useCachedList<T>(queryKey);
  const mutation = useMutation({
    mutationFn: remove,
    onMutate: (id) => list.change((items) => items.filter((item) => item.id !== id)),
    onError: (failure, _id, snapshot) => {
      list.restore(snapshot);
      if (failureToast) return toast(failureToast(failure));
      const reason = refusalReason(failure);
      toast({
        title: t('deleteFailed'),
        ...(reason && reason !== t('deleteFailed') ? { description: reason } : {}),
        variant: 'destructive',
      });
    },
    onSettled: list.refresh,
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
