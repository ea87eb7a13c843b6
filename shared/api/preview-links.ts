import {
  CreatePreviewLinkSchema,
  PreviewLinkCreatedSchema,
  PreviewLinkIdParamsSchema,
  PreviewLinkListQuerySchema,
  PreviewLinkListSchema,
} from '../admin/preview-links.ts';
import { SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Preview links of unpublished posts and projects (issue 29, D33; docs/preview-links.md): make
 * one (its URL is in this answer only), list an item's live ones, revoke one. `content.write`.
 */
export const previewLinksApi = {
  /** 201: the link, shown once */
  create: endpoint({
    method: 'POST',
    path: '/admin/preview-links',
    body: CreatePreviewLinkSchema,
    response: { status: 201, schema: PreviewLinkCreatedSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/preview-links',
    query: PreviewLinkListQuerySchema,
    response: { status: 200, schema: PreviewLinkListSchema },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/admin/preview-links/:id',
    params: PreviewLinkIdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};
