import { z } from '../zod.ts';
import { MessageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The unsubscribe confirm page (D11): where a browser is sent, and where the e-mail's footer links. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** `?token=`: the signed link's token; a missing or bad one is checked by its signature, not here. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().optional().meta({ description: 'the signed token' }),
});

/**
 * D11, RFC 8058 one-click unsubscribe from the signed link of a sequence e-mail: mail providers
 * POST it from their servers (a form, no JSON); mail apps without RFC 8058 open it in a browser.
 */
export const unsubscribeApi = {
  oneClick: endpoint({
    method: 'POST',
    path: '/unsubscribe/one-click',
    query: UnsubscribeQuerySchema,
    response: { status: 200, schema: MessageSchema },
  }),
  oneClickInBrowser: endpoint({
    method: 'GET',
    path: '/unsubscribe/one-click',
    query: UnsubscribeQuerySchema,
    response: { status: 303, redirect: UNSUBSCRIBE_PAGE_PATH },
  }),
};
