import { DRAFT_BODY_MAX_BYTES } from '#shared/admin/drafts.ts';
import { draftsApi } from '#shared/api/drafts.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { discardDraft, readDraft, saveDraft } from './drafts.service.ts';

/**
 * Autosave (issue 29): the signed-in user's own drafts. `content.write` for the three kinds: a
 * template is `leads` work, but both permissions belong to exactly the editors and admins (D14),
 * and a draft is nobody's but its author's. The body cap is the largest kind's (a template's);
 * each kind's own cap is the schema's (`draft_too_large`).
 */
export const draftRoutes: ApiRoute[] = [
  route(draftsApi.save, {
    access: 'content.write',
    summary: 'Keep your unsaved draft of a post, project or e-mail template (autosave)',
    body: { kind: 'json', maxBytes: DRAFT_BODY_MAX_BYTES },
    handle: (c, { body }) => saveDraft(c.get('deps'), signedInUser(c).id, body),
  }),
  route(draftsApi.get, {
    access: 'content.write',
    summary: 'Your unsaved draft of an item (or of a new one), if you have one',
    handle: (c, { query }) =>
      readDraft(c.get('deps'), signedInUser(c).id, { entity: query.entity, entityId: query.id }),
  }),
  route(draftsApi.discard, {
    access: 'content.write',
    summary: 'Discard your unsaved draft of an item (or of a new one)',
    handle: async (c, { query }) => {
      await discardDraft(c.get('deps'), signedInUser(c).id, { entity: query.entity, entityId: query.id });
      return { success: true } as const;
    },
  }),
];
