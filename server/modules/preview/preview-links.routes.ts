import { previewLinksApi } from '#shared/api/preview-links.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import {
  createPreviewLink,
  listPreviewLinks,
  PREVIEW_CREATE_RATE_LIMIT,
  PREVIEW_LINK_NOT_FOUND,
  revokePreviewLink,
} from './preview-links.service.ts';

/** Preview links (issue 29, docs/preview-links.md): made, listed and revoked by `content.write`. */
export const previewLinkRoutes: ApiRoute[] = [
  route(previewLinksApi.create, {
    access: 'content.write',
    summary: 'Make a preview link of an unpublished post or project (its URL is shown only in this answer)',
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const actor = signedInUser(c);
      await enforceRateLimit(deps.db, PREVIEW_CREATE_RATE_LIMIT, `user:${actor.id}`);
      return createPreviewLink(deps, actor, body);
    },
  }),
  route(previewLinksApi.list, {
    access: 'content.write',
    summary: 'The live preview links of a post or project (never their tokens)',
    handle: (c, { query }) => listPreviewLinks(c.get('deps'), query),
  }),
  route(previewLinksApi.revoke, {
    access: 'content.write',
    summary: 'Revoke a preview link: it stops opening at once',
    notFound: PREVIEW_LINK_NOT_FOUND,
    handle: async (c, { params }) => {
      await revokePreviewLink(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
];
