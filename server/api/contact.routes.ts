import { ContactEnquirySchema } from '#shared/forms.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { readJson } from '../http/write-guards.ts';
import { intakeDeps, receiveContactEnquiry } from '../services/lead-intake.service.ts';
import { refererPath } from './referer-path.ts';
import { MessageSchema } from './responses/content.responses.ts';

/** SECURITY 14: generous for a person, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowSeconds: 15 * 60 };
/** The form's fields are capped far below this; anything bigger is not a form. */
const CONTACT_MAX_BYTES = 16 * 1024;

export const contactRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/contact',
    access: 'public',
    summary: 'An enquiry from the contact form: a lead, a touchpoint and the owner’s notification',
    body: { kind: 'json', maxBytes: CONTACT_MAX_BYTES },
    rateLimit: CONTACT_RATE_LIMIT,
    requestBody: ContactEnquirySchema,
    response: { status: 200, schema: MessageSchema },
    handler: async (c) => {
      const deps = c.get('deps');
      const enquiry = ContactEnquirySchema.parse(await readJson(c));
      const thanks = `Thank you, ${enquiry.firstName}! We have your message and will reply within one business day.`;
      if (enquiry.website) {
        // The honeypot was filled: a bot. It gets the same answer so it learns nothing; we store nothing.
        deps.log('[contact] honeypot filled: enquiry dropped');
        return c.json({ message: thanks });
      }
      await receiveContactEnquiry(intakeDeps(deps), enquiry, refererPath(c, deps.config.publicUrl));
      return c.json({ message: thanks });
    },
  },
];
