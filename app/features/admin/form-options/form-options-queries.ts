import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AdminFormOption,
  CreateFormOption,
  FormOptionFieldType,
  UpdateFormOption,
} from '#shared/admin/content.ts';
import { formatCategory } from '#shared/text.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { formOptionsText } from './messages.ts';
import { failureReason } from './option-messages.ts';

/** Every option of the five lists (D1), active or not, with how much stored content uses each. */
export const formOptionsQuery = queryOptions({
  queryKey: contentKeys.formOptions,
  queryFn: () => getJson<AdminFormOption[]>('/api/admin/form-options'),
});

/** After a change: the lists again, and the overview's Recent Activity that records it. */
function useRefreshOptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.formOptions }),
      queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
    ]);
}

export function useCreateOption() {
  const refresh = useRefreshOptions();
  return useMutation({
    mutationFn: (input: CreateFormOption) => sendJson<AdminFormOption>('POST', '/api/admin/form-options', input),
    onSuccess: refresh,
  });
}

export function useUpdateOption() {
  const refresh = useRefreshOptions();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateFormOption }) =>
      sendJson<AdminFormOption>('PUT', `/api/admin/form-options/${id}`, changes),
    onSuccess: refresh,
  });
}

/** The row leaves at once; a refusal (D25: in use) brings it back. The caller shows the outcome. */
export function useDeleteOption() {
  const queryClient = useQueryClient();
  const refresh = useRefreshOptions();
  return useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/form-options/${id}`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.formOptions });
      const previous = queryClient.getQueryData<AdminFormOption[]>(contentKeys.formOptions);
      if (previous) {
        queryClient.setQueryData<AdminFormOption[]>(
          contentKeys.formOptions,
          previous.filter((option) => option.id !== id),
        );
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(contentKeys.formOptions, context.previous);
    },
    onSettled: refresh,
  });
}

/**
 * Saves a list's new order (spec §4): shown at once, sent as `{ orderedIds }` (§7), a refusal puts
 * the old order back; the spec's toasts either way, and the lists are read again afterwards. Only
 * the moved list changes in the cache: the other four keep their places.
 */
export function useReorderOptions(fieldType: FormOptionFieldType) {
  const queryClient = useQueryClient();
  const refresh = useRefreshOptions();
  const toast = useToast();
  const t = useMessages(formOptionsText);
  const mutation = useMutation({
    mutationFn: (orderedIds: number[]) =>
      sendJson<AdminFormOption[]>('POST', `/api/admin/form-options/${fieldType}/reorder`, { orderedIds }),
    onMutate: async (orderedIds) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.formOptions });
      const previous = queryClient.getQueryData<AdminFormOption[]>(contentKeys.formOptions);
      if (previous) queryClient.setQueryData(contentKeys.formOptions, withListOrder(previous, fieldType, orderedIds));
      return { previous };
    },
    onSuccess: () => toast({ title: t('reordered') }),
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(contentKeys.formOptions, context.previous);
      const reason = failureReason(t, error);
      toast({ title: t('reorderFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    },
    onSettled: refresh,
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

/**
 * A stored value's label from its list (D1: 'modern-minimalist' → 'Modern Minimalist' as the studio
 * named it), falling back to the value written out while the lists load or for a removed option.
 */
export function useOptionLabel(): (fieldType: FormOptionFieldType, value: string) => string {
  const { data } = useQuery(formOptionsQuery);
  return useCallback(
    (fieldType, value) =>
      data?.find((option) => option.fieldType === fieldType && option.value === value)?.label ?? formatCategory(value),
    [data],
  );
}
