import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookKeysInput } from '#shared/admin/email-webhooks.ts';
import { webhookSettingsApi } from '#shared/api/addresses/webhooks.ts';
import { callApi } from '../../../../lib/api-client.ts';

export const webhookKeys = { status: ['admin', 'email-webhooks'] as const };

/** Read when Email Setup opens (and after a save): the last event shows whether the webhooks arrive. */
export const webhookSettingsQuery = queryOptions({
  queryKey: webhookKeys.status,
  queryFn: () => callApi(webhookSettingsApi.status),
  retry: false,
  refetchOnMount: 'always',
});

/** The save answers the new status: it is shown at once. */
export function useSaveWebhookKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookKeysInput) => callApi(webhookSettingsApi.saveKeys, { body: input }),
    onSuccess: (settings) => queryClient.setQueryData(webhookKeys.status, settings),
  });
}
