import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toaster.tsx';
import { sendJson } from '../../../lib/api-client.ts';
import { overviewQuery } from '../overview/overview.queries.ts';

/**
 * The row's star (spec §2, §8): `PATCH <path> { featured }`. The star turns at once; the spec's
 * toast says '{type} updated successfully', or 'Error' / 'Failed to update {type}. Please try
 * again.' with the star turned back. The list and the overview's featured items are read again.
 */
export function useToggleFeatured<T extends { id: number; featured: boolean }>({
  queryKey,
  pathOf,
  text,
}: {
  queryKey: QueryKey;
  pathOf: (id: number) => string;
  /** the spec's texts in the admin's language */
  text: { updated: string; errorTitle: string; failed: string };
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) => sendJson('PATCH', pathOf(id), { featured }),
    onMutate: async ({ id, featured }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) {
        queryClient.setQueryData<T[]>(
          queryKey,
          previous.map((item) => (item.id === id ? { ...item, featured } : item)),
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({ title: text.errorTitle, description: text.failed, variant: 'destructive' });
    },
    onSuccess: () => toast({ title: text.updated }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
      ]),
  });
  return (item: T) => mutation.mutate({ id: item.id, featured: !item.featured });
}
