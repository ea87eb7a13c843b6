import { DOMAIN_RECORD_KINDS, DOMAIN_RECORD_STATES } from '../email/email-events.ts';
import { z } from '../zod.ts';
import { IsoInstant } from './common.ts';
import { endpoint } from './endpoint.ts';
import { withCode } from './errors.ts';

/**
 * Email Setup's "Sending domain (DKIM, SPF, DMARC)" section (issue 28): the DKIM key SMTP sends are
 * signed with, and the check of the sending domain's DNS records. Admins only (D14).
 */

export const DKIM_SELECTOR_MAX = 63;

/** The sending domain as typed: lower case, at least two labels, no trailing dot. */
const SendingDomain = z
  .string({ error: 'Domain is required.' })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Domain is required.')
      .refine(
        (value) =>
          /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/.test(value),
        withCode('sending_domain_invalid', 'Domain must be a domain name, e.g. larchandlime.com.'),
      ),
  );

/** POST …/dkim: a new key for this selector and domain (a new one replaces the key in use). */
export const DkimKeyRequestSchema = z.strictObject({
  domain: SendingDomain,
  selector: z
    .string({ error: 'Selector is required.' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .string()
        .min(1, 'Selector is required.')
        .max(DKIM_SELECTOR_MAX, `Selector must be at most ${DKIM_SELECTOR_MAX} characters.`)
        .refine(
          (value) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value),
          withCode('dkim_selector_invalid', 'Selector may hold only letters, digits and hyphens, e.g. atelier.'),
        ),
    ),
});
export type DkimKeyRequest = z.input<typeof DkimKeyRequestSchema>;

/** POST …/check: read this domain's records now. */
export const DomainCheckRequestSchema = z.strictObject({ domain: SendingDomain });
export type DomainCheckRequest = z.input<typeof DomainCheckRequestSchema>;

export const DnsRecordSchema = z.strictObject({ name: z.string(), value: z.string() });

export const DomainRecordCheckSchema = z.strictObject({
  kind: z.enum(DOMAIN_RECORD_KINDS),
  state: z.enum(DOMAIN_RECORD_STATES),
  name: z.string(),
  found: z.string().nullable(),
  expected: z.string().nullable(),
  detail: z.string(),
});

/**
 * Whether SMTP sends are signed now: `active`; `other_domain` when the From in use is at another
 * domain (a signature there would not align for DMARC, so none is added); `not_smtp` when the
 * service is Resend, SendGrid or development (they sign, or send nothing, themselves);
 * `unreadable` when the key was sealed under another APP_SECRET.
 */
export const DKIM_SIGNING_STATES = ['active', 'other_domain', 'not_smtp', 'unreadable'] as const;

export const EmailDomainReportSchema = z.strictObject({
  service: z.enum(['development', 'smtp', 'resend', 'sendgrid']),
  /** the domain of the From line in use, null when there is none yet */
  fromDomain: z.string().nullable(),
  dkim: z
    .strictObject({
      domain: z.string(),
      selector: z.string(),
      record: DnsRecordSchema,
      signing: z.enum(DKIM_SIGNING_STATES),
    })
    .nullable(),
  check: z
    .strictObject({
      domain: z.string(),
      checkedAt: IsoInstant,
      records: z.array(DomainRecordCheckSchema),
    })
    .nullable(),
  /** what the form starts with: the key's or the From's domain, the key's selector or `atelier` */
  defaults: z.strictObject({ domain: z.string(), selector: z.string() }),
});
export type EmailDomainReport = z.output<typeof EmailDomainReportSchema>;

export const emailDomainApi = {
  report: endpoint({
    method: 'GET',
    path: '/admin/email-domain',
    response: { status: 200, schema: EmailDomainReportSchema },
  }),
  generateDkim: endpoint({
    method: 'POST',
    path: '/admin/email-domain/dkim',
    body: DkimKeyRequestSchema,
    response: { status: 200, schema: EmailDomainReportSchema },
  }),
  removeDkim: endpoint({
    method: 'DELETE',
    path: '/admin/email-domain/dkim',
    response: { status: 200, schema: EmailDomainReportSchema },
  }),
  check: endpoint({
    method: 'POST',
    path: '/admin/email-domain/check',
    body: DomainCheckRequestSchema,
    response: { status: 200, schema: EmailDomainReportSchema },
  }),
};
