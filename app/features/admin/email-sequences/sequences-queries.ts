import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CreateTemplate, EmailTemplate, PreviewSubject, UpdateTemplate } from '#shared/admin/email.ts';
import { sequencesApi } from '#shared/api/addresses/sequences.ts';
import { callApi } from '../../../lib/api-client.ts';
import { leadsKey } from '../shared/leads/leads-queries.ts';
import { overviewQuery } from '../shared/queries/overview-query.ts';

/** The sequence's cache keys; a template write reads the list (and its previews) again. */
export const templatesKey = ['admin', 'email', 'templates'] as const;

/** Admin area §2: the list in sequence order (position, then the older template first). */
export function byPosition(templates: readonly EmailTemplate[]): EmailTemplate[] {
  return [...templates].sort((a, b) => a.sequencePosition - b.sequencePosition || a.id - b.id);
}

export const templatesQuery = queryOptions({
  queryKey: [...templatesKey, 'list'],
  queryFn: () => callApi(sequencesApi.list),
  select: byPosition,
});

/**
 * The rendered template for a sample or a lead (`sequencesApi.preview`): it writes
 * nothing, so it is read like any query, keyed by the template's last save.
 */
export function templatePreviewQuery(template: EmailTemplate, subject: PreviewSubject) {
  return queryOptions({
    queryKey: [...templatesKey, 'preview', template.id, template.updatedAt, subject],
    queryFn: () =>
      callApi(sequencesApi.preview, {
        body: {
          template: {
            subject: template.subject,
            htmlContent: template.htmlContent,
            textContent: template.textContent,
            textEdited: template.textEdited,
          },
          for: subject,
        },
      }),
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: templatesKey }), [queryClient]);
}

export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (body: CreateTemplate) => callApi(sequencesApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTemplate }) =>
      callApi(sequencesApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: number) => callApi(sequencesApi.remove, { params: { id } }),
    onSettled: refresh,
  });
}

/** D26: the studio's three-step welcome sequence, written from its settings. */
export function useSeedTemplates() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: () => callApi(sequencesApi.seedDefaults),
    onSettled: refresh,
  });
}

/** D10: runs the scheduler now; what it sent changes the leads' timelines and the overview's sends. */
export function useProcessEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sequencesApi.processEmails),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKey }),
        queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
      ]),
  });
}

/** Sends the saved template, rendered for the sample or lead, to any address. */
export function useSendTemplateTest() {
  return useMutation({
    mutationFn: ({ id, to, subject }: { id: number; to: string; subject: PreviewSubject }) =>
      callApi(sequencesApi.sendTest, { params: { id }, body: { to, for: subject } }),
  });
}
