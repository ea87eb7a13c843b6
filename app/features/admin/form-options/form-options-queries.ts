import { useMutation } from '@tanstack/react-query';
import type { AdminFormOption, CreateFormOption, UpdateFormOption } from '#shared/admin/content.ts';
import { formOptionsApi } from '#shared/api/addresses/form-options.ts';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { refusalText as refusalReason } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useCachedList, useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { formOptionsText } from './messages.ts';

export function useCreateOption() {
  return useContentWrite(contentKeys.formOptions, (input: CreateFormOption) =>
    callApi(formOptionsApi.create, { body: input }),
  );
}

export function useUpdateOption() {
  return useContentWrite(contentKeys.formOptions, ({ id, changes }: { id: number; changes: UpdateFormOption }) =>
    callApi(formOptionsApi.update, { params: { id }, body: changes }),
  );
}

/**
 * Saves a list's new order (admin area §4): shown at once, sent as `{ orderedIds }` (§7), a refusal puts
 * the old order back; the spec's toasts either way, and the lists are read again afterwards. Only
 * the moved list changes in the cache: the other four keep their places.
 */
export function useReorderOptions(fieldType: FormOptionFieldType) {
  const toast = useToast();
  const t = useMessages(formOptionsText);
  const list = useCachedList<AdminFormOption>(contentKeys.formOptions);
  const mutation = useMutation({
    mutationFn: (orderedIds: number[]) =>
      callApi(formOptionsApi.reorder, { params: { fieldType }, body: { orderedIds } }),
    onMutate: (orderedIds) => list.change((options) => withListOrder(options, fieldType, orderedIds)),
    onSuccess: () => toast({ title: t('reordered') }),
    onError: (error, _ids, snapshot) => {
      list.restore(snapshot);
      const reason = refusalReason(error);
      toast({ title: t('reorderFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    },
    onSettled: list.refresh,
  });
  return (orderedIds: number[]) => mutation.mutate(orderedIds);
}

/** `options` with one list's items put in `orderedIds`' order, in the slots that list held. */
export function withListOrder(
  options: readonly AdminFormOption[],
  fieldType: FormOptionFieldType,
  orderedIds: readonly number[],
): AdminFormOption[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const reordered = orderedIds
    .map((id) => byId.get(id))
    .filter((option): option is AdminFormOption => option?.fieldType === fieldType);
  // Not exactly that list (a stale screen): leave the cache alone; the server will refuse it too.
  if (reordered.length !== options.filter((option) => option.fieldType === fieldType).length) return [...options];
  let next = 0;
  return options.map((option) => (option.fieldType === fieldType ? (reordered[next++] ?? option) : option));
}
