import type { ErrorCode } from '#shared/api/errors.ts';
import { UNSUBSCRIBE_PAGE_PATH, unsubscribeApi } from '#shared/api/unsubscribe.ts';
import { ValidationError } from '../../../platform/errors.ts';
import { type ApiRoute, route } from '../../../platform/http/route-table.ts';
import { unsubscribeLead } from '../leads.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** `List-Unsubscribe=One-Click` is 26 bytes; a provider may wrap it in multipart, nothing more. */
const ONE_CLICK_MAX_BYTES = 1024;
const INVALID_LINK = 'unsubscribe_link_invalid' satisfies ErrorCode;
const DONE = 'You have been unsubscribed.';

/**
 * D11, RFC 8058 one-click unsubscribe. Mail providers POST `List-Unsubscribe=One-Click` as a form
 * (x-www-form-urlencoded or multipart), from their servers: no cookie, no Origin, no JSON. That is
 * why this is the one public POST without the JSON and same-origin guards (SECURITY 5; its body
 * rule is `form`): the signed token is the whole authority, and all it can do is the one thing its
 * owner asked for. The body is not required to say One-Click: a provider that words it differently
 * must still unsubscribe.
 *
 * A valid token answers the same whether the lead exists, was already unsubscribed or was deleted,
 * so the endpoint cannot be used to learn which leads exist.
 */
export const unsubscribeRoutes: ApiRoute[] = [
  route(unsubscribeApi.oneClick, {
    access: 'public',
    summary: 'RFC 8058 one-click unsubscribe from a signed link',
    body: { kind: 'form', maxBytes: ONE_CLICK_MAX_BYTES },
    handle: async (c, { query }) => {
      const { db, secrets } = c.get('deps');
      c.header('Cache-Control', 'no-store');
      const verified = verifyUnsubscribeToken(secrets.appSecret, query.token);
      if (!verified) throw new ValidationError(INVALID_LINK);
      // Read (and so bound) the body before acting; its content does not change the outcome.
      await c.req.arrayBuffer();
      await unsubscribeLead(db, verified.leadId, { via: 'one-click' });
      return { message: DONE };
    },
  }),
  // Mail apps without RFC 8058 open the List-Unsubscribe address in a browser: send them to the
  // confirm page, which asks before doing anything (a GET never unsubscribes: link scanners follow GETs).
  route(unsubscribeApi.oneClickInBrowser, {
    access: 'public',
    summary: 'Sends a browser to the unsubscribe confirm page',
    handle: (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      return c.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(query.token ?? '')}`, 303);
    },
  }),
];
