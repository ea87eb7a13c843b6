import { type QueryKey, useMutation } from '@tanstack/react-query';
import type { ReorderRequest } from '#shared/admin/content.ts';
import type { ShowcaseChange } from '#shared/admin/showcase.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useCachedList } from '../queries/content-cache.ts';
import { showcaseText } from '../showcase/messages.ts';
import { showcaseSentence } from '../showcase/showcase-sentence.ts';
import { contentListText } from './messages.ts';
import { placeAmong } from './place-among.ts';

/**
 * Saves a new order the way admin area §4 and D18 describe: the list shows it at once, the server is
 * told (`reorder`, with the body `partialOrder` writes: D19 with issue 11's paged tabs, the items of the
 * page or filter shown take the places they held, every other item keeps its own), a refusal puts
 * the old order back and says so in a toast, and in every case the list is read again afterwards.
 * A saved order that moved the home hero's first slide or the lookbook's cover says so (issue 29:
 * the projects' reorder answers with `showcase`); any other saved order needs no word.
 */
export function useReorder<T extends { id: number }>({
  queryKey,
  reorder,
}: {
  queryKey: QueryKey;
  reorder: (ids: number[]) => Promise<unknown>;
}) {
  const toast = useToast();
  const t = useMessages(contentListText);
  const showcase = useMessages(showcaseText);
  const list = useCachedList<T>(queryKey);
  const mutation = useMutation({
    mutationFn: reorder,
    onMutate: (ids) => list.change((items) => placeAmong(items, ids)),
    onSuccess: (result) => {
      const moved = showcaseSentence(showcaseOf(result), showcase);
      if (moved) toast({ title: showcase('orderSavedTitle'), description: moved });
    },
    onError: (_error, _ids, snapshot) => {
      list.restore(snapshot);
      toast({ title: t('reorderFailedTitle'), description: t('reorderFailed'), variant: 'destructive' });
    },
    onSettled: list.refresh,
  });
  return (ids: number[]) => mutation.mutate(ids);
}

const showcaseOf = (result: unknown): ShowcaseChange | undefined =>
  result && typeof result === 'object' && 'showcase' in result ? (result.showcase as ShowcaseChange) : undefined;

/** The body of a tab's reorder: the items shown, in their new order, as `partial` (D19, issue 11). */
export function partialOrder(ids: readonly number[]): ReorderRequest {
  return { items: ids.map((id) => ({ id })), partial: true };
}
