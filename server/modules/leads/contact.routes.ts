import { contactApi } from '#shared/api/contact.ts';
import { refererPath } from '../../platform/http/referer-path.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { visitorRequestOf } from '../analytics/index.ts';
import { receiveEnquiry } from './contact-enquiry.service.ts';

/**
 * SECURITY 14: generous for a person, useless for a spammer. The contact page's form post without
 * JavaScript counts in the same bucket (contact-form-post.ts), so two ways in do not double it.
 */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowSeconds: 15 * 60 };
/** The form's fields are capped far below this; anything bigger is not a form. */
export const CONTACT_MAX_BYTES = 16 * 1024;

export const contactRoutes: ApiRoute[] = [
  route(contactApi.send, {
    access: 'public',
    summary: 'An enquiry from the contact form: a lead, a touchpoint and the owner’s notification',
    body: { kind: 'json', maxBytes: CONTACT_MAX_BYTES },
    rateLimit: CONTACT_RATE_LIMIT,
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const visitor = visitorRequestOf(c, deps.config.trustProxyHops);
      const message = await receiveEnquiry(deps, body, refererPath(c, deps.config.publicUrl), visitor);
      return { message };
    },
  }),
];
