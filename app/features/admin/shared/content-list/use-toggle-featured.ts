import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useCachedList } from '../queries/content-cache.ts';

/**
 * The row's star (admin area §2, §8): the item's update with `{ featured }`. The star turns at once; the spec's
 * toast says '{type} updated successfully', or 'Error' / 'Failed to update {type}. Please try
 * again.' with the star turned back. The list and the overview's featured items are read again.
 * The toasts live here, not in `mutate`'s own callbacks, which TanStack skips when the observer
 * has moved on (a second click, a re-mount).
 */
export function useToggleFeatured<T extends { id: number; featured: boolean }>({
  queryKey,
  setFeatured,
  text,
}: {
  queryKey: QueryKey;
  /** the item's update with `{ featured }` on the server */
  setFeatured: (id: number, featured: boolean) => Promise<unknown>;
  /** the spec's texts in the admin's language */
  text: { updated: string; errorTitle: string; failed: string };
}) {
  const toast = useToast();
  const list = useCachedList<T>(queryKey);
  const mutation = useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) => setFeatured(id, featured),
    onMutate: ({ id, featured }) =>
      list.change((items) => items.map((item) => (item.id === id ? { ...item, featured } : item))),
    onError: (_error, _vars, snapshot) => {
      list.restore(snapshot);
      toast({ title: text.errorTitle, description: text.failed, variant: 'destructive' });
    },
    onSuccess: () => toast({ title: text.updated }),
    onSettled: list.refresh,
  });
  return (item: T) => mutation.mutate({ id: item.id, featured: !item.featured });
}
