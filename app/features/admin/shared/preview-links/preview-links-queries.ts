import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePreviewLink, PreviewEntity } from '#shared/admin/preview-links.ts';
import { previewLinksApi } from '#shared/api/addresses/preview-links.ts';
import { callApi } from '../../../../lib/api-client.ts';

/** The cache keys of preview links: one list per item. */
const previewKeys = {
  all: ['preview-links'] as const,
  item: (entityType: PreviewEntity, entityId: number) => ['preview-links', entityType, entityId] as const,
};

/** An item's live links (issue 29): never their tokens, which only the creating answer carries. */
export function previewLinksQuery(entityType: PreviewEntity, entityId: number) {
  return queryOptions({
    queryKey: previewKeys.item(entityType, entityId),
    queryFn: () => callApi(previewLinksApi.list, { query: { entityType, entityId } }),
  });
}

export function useCreatePreviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePreviewLink) => callApi(previewLinksApi.create, { body }),
    onSuccess: (_link, body) =>
      queryClient.invalidateQueries({ queryKey: previewKeys.item(body.entityType, body.entityId) }),
  });
}

export function useRevokePreviewLink(entityType: PreviewEntity, entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(previewLinksApi.revoke, { params: { id } }),
    // Refreshed whatever the outcome: a 404 means it had expired or was revoked elsewhere meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewKeys.item(entityType, entityId) }),
  });
}
