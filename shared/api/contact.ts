import { ContactEnquirySchema } from '../forms.ts';
import { MessageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The contact form's endpoint (public site §2, §5): an enquiry becomes a lead, a touchpoint and the
 * owner's notification. Its own file, so the contact page's bundle carries only this.
 */
export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/contact',
    body: ContactEnquirySchema,
    response: { status: 200, schema: MessageSchema },
  }),
};
