import { FormVisitField } from './analytics/visit.ts';
import { withCode } from './api/errors.ts';
import { z } from './zod.ts';

/**
 * The public forms' payloads: one schema for the browser (react-hook-form) and the server.
 * Lengths are capped so nobody can store a novel in a name (SECURITY 7).
 */

/** D9: the unticked box on the lookbook and contact forms, recorded with the lead. */
export const CONSENT_TEXT = 'Send me occasional design ideas';

/**
 * Control characters other than tab and line breaks: invisible, never typed on purpose, and NUL
 * cannot even be stored in a PostgreSQL text column.
 */
export function hasControlCharacters(value: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (allowLineBreaks && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/**
 * Text that survives storage exactly: no lone UTF-16 surrogate (JSON can carry one; PostgreSQL
 * would store U+FFFD instead, so the text would come back different).
 */
export function isStorable(value: string): boolean {
  // With the u flag a surrogate range matches only halves without their partner.
  return !/[\uD800-\uDFFF]/u.test(value);
}

/** Multi-line text PostgreSQL stores exactly: line breaks and tabs, no other control character (NUL is refused outright). */
export function isStorableText(value: string): boolean {
  return !hasControlCharacters(value, true) && isStorable(value);
}

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    // Names end up in e-mail headers and PDFs; line breaks have no business there.
    .refine((value) => !/[\r\n]/.test(value), withCode('one_line', `${label} must be on one line.`))
    .refine(
      (value) => !hasControlCharacters(value, false) && isStorable(value),
      withCode('unstorable_characters', `${label} contains characters that cannot be stored.`),
    );

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));

/** A pick-list value: checked against the active option lists by the server; the cap keeps a lookup cheap. */
const optionChoice = () =>
  z
    .string()
    .trim()
    .max(100)
    .refine(isStorable, withCode('option_not_offered', 'Please choose one of the options offered.'))
    .optional()
    .default('');

export const ContactEnquirySchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters.')
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', 'Phone must be on one line.'))
    .refine(isStorable, withCode('unstorable_characters', 'Phone contains characters that cannot be stored.'))
    .optional()
    .default(''),
  projectType: optionChoice(),
  budget: optionChoice(),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(5000, 'Message must be at most 5,000 characters.')
    .refine(isStorableText, withCode('unstorable_characters', 'Message contains characters that cannot be stored.')),
  consent: z.boolean().optional().default(false),
  /** honeypot: people never see this field, bots fill it */
  website: z.string().max(200).optional().default(''),
  /** 'chat' when the answer-bot handed the visitor to the form (D8's chat hand-off, D21) */
  via: z.enum(['chat'], { error: 'Unknown hand-off: only the chat sends visitors to this form.' }).optional(),
  /** issue 30: the page script's visit id, so the enquiry is attributed to its visit (docs/analytics.md) */
  visit: FormVisitField,
});
export type ContactEnquiryInput = z.input<typeof ContactEnquirySchema>;
export type ContactEnquiry = z.output<typeof ContactEnquirySchema>;

/**
 * The enquiry form's fields as the visitor typed them (not the honeypot, the chat hand-off or the visit id): its empty
 * state, and what the contact page gives back when its own post is refused (ADR 007).
 */
export type ContactFormValues = Required<Omit<ContactEnquiryInput, 'website' | 'via' | 'visit'>>;
export const EMPTY_ENQUIRY: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectType: '',
  budget: '',
  message: '',
  consent: false,
};

export const LookbookRequestSchema = z.object({
  name: requiredText('Name', 200),
  email: emailField,
  consent: z.boolean().optional().default(false),
  website: z.string().max(200).optional().default(''),
  /** issue 30: the page script's visit id (docs/analytics.md) */
  visit: FormVisitField,
});
export type LookbookRequestInput = z.input<typeof LookbookRequestSchema>;
export type LookbookRequest = z.output<typeof LookbookRequestSchema>;
