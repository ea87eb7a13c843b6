import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ProjectSummary } from '#shared/admin/content-lists.ts';
import { contentListsApi, projectsApi } from '#shared/api/addresses/content.ts';
import { lookbookApi } from '#shared/api/addresses/lookbook.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError, callApi, postJson, saveBlob } from '../../../lib/api-client.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useCachedList } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { lookbookText } from './messages.ts';

/**
 * The Lookbook tab's cards (`contentListsApi.projectSummaries`, issue 11): every project with only
 * what its card shows. Under the projects' key, so every project write (create, edit, delete,
 * reorder, featured, lookbook, from any tab) refreshes it and the optimistic changes reach it.
 */
export const projectSummariesQuery = queryOptions({
  queryKey: [...contentKeys.projects, 'summaries'],
  queryFn: () => callApi(contentListsApi.projectSummaries),
});

/**
 * A project in or out of the lookbook (`projectsApi.update` with `{ inLookbook }`): the card
 * changes at once, a refusal puts it back; the spec's toasts (admin area §8) either way; the projects and the
 * overview's counts are read again. The toasts live here, not in `mutate`'s own callbacks, which
 * TanStack skips when the observer has moved on (a second click, a re-mount).
 */
export function useSetInLookbook() {
  const toast = useToast();
  const t = useMessages(lookbookText);
  // Every cached list of projects shows the change: these cards, and the Projects tab's pages.
  const list = useCachedList<{ id: number; inLookbook: boolean }>(contentKeys.projects);
  return useMutation({
    mutationFn: ({ project, inLookbook }: { project: ProjectSummary; inLookbook: boolean }) =>
      callApi(projectsApi.update, { params: { id: project.id }, body: { inLookbook } }),
    onMutate: ({ project, inLookbook }) =>
      list.change((projects) =>
        projects.map((candidate) => (candidate.id === project.id ? { ...candidate, inLookbook } : candidate)),
      ),
    onSuccess: (_saved, { project, inLookbook }) =>
      toast({
        title: t('updated'),
        description: t(inLookbook ? 'addedDescription' : 'removedDescription', { title: project.title }),
      }),
    onError: (failure, _variables, snapshot) => {
      list.restore(snapshot);
      toast({
        title: t('updateFailed'),
        description: withReason(t('updateFailedDescription'), failure),
        variant: 'destructive',
      });
    },
    onSettled: list.refresh,
  });
}

/** D12's file name, as the spec's client saved it. */
export const PREVIEW_FILE_NAME = 'lookbook-preview.pdf';

/**
 * 'Preview PDF' (D12): the admin-only endpoint builds the visitors' PDF without making a lead or
 * sending anything; the answer is saved through a temporary link as lookbook-preview.pdf.
 */
export function usePreviewLookbook() {
  const toast = useToast();
  const t = useMessages(lookbookText);
  return useMutation({
    mutationFn: async () => {
      const response = await postJson(endpointUrl(lookbookApi.preview), {});
      saveBlob(await response.blob(), PREVIEW_FILE_NAME);
    },
    onSuccess: () => toast({ title: t('pdfGenerated'), description: t('pdfGeneratedDescription') }),
    onError: (failure) =>
      toast({
        title: t('generationFailed'),
        description: withReason(t('generationFailedDescription'), failure),
        variant: 'destructive',
      }),
  });
}

/**
 * The spec's sentence, then the server's reason when it gave one a person can act on (D17): a
 * refusal (4xx) or "busy, try again" (503); never a 500's generic line or a dropped connection.
 */
export function withReason(sentence: string, failure: unknown): string {
  const busy = failure instanceof ApiError && failure.status === 503 ? failure.message : undefined;
  const reason = refusalReason(failure) ?? busy;
  return reason && reason !== sentence ? `${sentence} ${reason}` : sentence;
}
