import { Hono } from 'hono';
import { ContactEnquirySchema } from '#shared/forms.ts';
import { rateLimitPerClient } from '../http/rate-limit.ts';
import { jsonWriteGuards, readJson } from '../http/write-guards.ts';
import { type LeadIntakeDeps, receiveContactEnquiry } from '../services/lead-intake.service.ts';
import { refererPath } from './referer-path.ts';

/** SECURITY 14: generous for a person, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowSeconds: 15 * 60 };
/** The form's fields are capped far below this; anything bigger is not a form. */
const CONTACT_MAX_BYTES = 16 * 1024;

export function contactRoutes(deps: LeadIntakeDeps & { trustProxyHops: number }): Hono {
  return new Hono().post(
    '/contact',
    jsonWriteGuards({ publicUrl: deps.publicUrl, maxBytes: CONTACT_MAX_BYTES }),
    rateLimitPerClient(deps.db, CONTACT_RATE_LIMIT, deps.trustProxyHops),
    async (c) => {
      const enquiry = ContactEnquirySchema.parse(await readJson(c));
      const thanks = `Thank you, ${enquiry.firstName}! We have your message and will reply within one business day.`;
      if (enquiry.website) {
        // The honeypot was filled: a bot. It gets the same answer so it learns nothing; we store nothing.
        console.warn('[contact] honeypot filled: enquiry dropped');
        return c.json({ message: thanks });
      }
      await receiveContactEnquiry(deps, enquiry, refererPath(c, deps.publicUrl));
      return c.json({ message: thanks });
    },
  );
}
