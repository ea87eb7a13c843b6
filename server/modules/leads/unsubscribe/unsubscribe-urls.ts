import { endpointUrl } from '#shared/api/endpoint.ts';
import { UNSUBSCRIBE_PAGE_PATH, unsubscribeApi } from '#shared/api/unsubscribe.ts';

/** Where an unsubscribe token is used: the confirm page people open, the endpoint mail providers POST to. */
export interface UnsubscribeUrls {
  /** GET: the confirm page (D11), linked in the e-mail's footer */
  pageUrl: string;
  /** POST: RFC 8058 one-click, named in the List-Unsubscribe header */
  oneClickUrl: string;
}

export const ONE_CLICK_PATH = endpointUrl(unsubscribeApi.oneClick);

export function unsubscribeUrls(publicUrl: string, token: string): UnsubscribeUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const query = `?token=${encodeURIComponent(token)}`;
  return { pageUrl: `${base}${UNSUBSCRIBE_PAGE_PATH}${query}`, oneClickUrl: `${base}${ONE_CLICK_PATH}${query}` };
}
