import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { hasControlCharacters, isStorable } from '../forms.ts';
import { REPLY_DAYS_MAX, REPLY_DAYS_MIN } from '../reply-promise.ts';
import type { SendWindow } from '../settings.ts';
import { z } from '../zod.ts';
import { MediaUrlSchema, oneLine } from './content.ts';
import { VersionSchema } from './history.ts';

/**
 * The studio settings record (D6, D9, D26) as `/admin/studio` edits it: GET and PUT
 * /api/admin/settings. One strict schema for the form and the server; PUT replaces the record.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(
      (value) => !hasControlCharacters(value, true) && isStorable(value),
      withCode('unstorable_characters', `${label} contains characters that cannot be stored.`),
    );
const required = (label: string, max: number) => oneLine(label, max).pipe(z.string().min(1, `${label} is required`));

const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .max(254)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      withCode('invalid_email', `${label}: please enter a valid email address.`),
    );

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written as HH:MM (24-hour).');
const weekday = z.union([0, 1, 2, 3, 4, 5, 6].map((day) => z.literal(day))) as unknown as z.ZodType<
  0 | 1 | 2 | 3 | 4 | 5 | 6
>;

const openingHours = z
  .strictObject({ day: weekday, opens: clock.nullable(), closes: clock.nullable() })
  .refine(
    (h) => (h.opens === null) === (h.closes === null),
    withCode('both_times_or_neither', 'Give both opening and closing times, or neither.'),
  )
  .refine(
    (h) => h.opens === null || h.closes === null || h.opens < h.closes,
    withCode('closing_after_opening', 'Closing time must be after opening time.'),
  );

/** A public profile address: https only, so no `javascript:` link can reach the footer. */
const socialUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    withCode('https_address', 'Use a full https:// address.'),
  )
  .transform((value) => value || null)
  .nullable();

const sendWindow = z
  .strictObject({
    days: z.array(weekday).min(1, 'Choose at least one sending day.').max(7),
    start: clock,
    end: clock,
  })
  .refine((w) => w.start < w.end, {
    ...withCode('window_end_after_start', 'The window must end after it starts.'),
    path: ['end'],
  }) satisfies z.ZodType<SendWindow>;

/** An IANA time zone this runtime knows (the browser and Node share the list via Intl). */
const timeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    withCode('unknown_time_zone', 'Choose a time zone from the list.'),
  );

const REPLY_DAYS_MESSAGE = 'Choose a reply time between 1 and 5 business days.';

export const StudioSettingsSchema = z.strictObject({
  studioName: required('Studio name', 100),
  tagline: oneLine('Tagline', 300),
  email: optionalEmail('Email'),
  /** D6 is public; this one is private: where enquiry and lookbook notifications go */
  notificationEmail: optionalEmail('Notification email'),
  phone: oneLine('Phone', 40),
  street: oneLine('Street', 200),
  city: oneLine('City', 100),
  region: oneLine('Region', 100),
  postalCode: oneLine('Postal code', 20),
  country: oneLine('Country', 100),
  hours: z.array(openingHours).max(7),
  socials: z.strictObject({ instagram: socialUrl, pinterest: socialUrl, houzz: socialUrl, facebook: socialUrl }),
  services: z
    .array(z.strictObject({ title: required('Service title', 100), description: text('Service description', 600) }))
    .max(12, 'At most 12 services.'),
  footerServices: z.array(required('Footer service', 60)).max(8, 'At most 8 footer services.'),
  yearsExperience: z.number().int('Years of experience is a whole number.').min(0).max(200),
  /** the promise on the contact page, the thank-you, the chat and the welcome e-mail (shared/reply-promise.ts) */
  replyWithinBusinessDays: z
    .number({ error: REPLY_DAYS_MESSAGE })
    .refine(
      (days) => Number.isInteger(days) && days >= REPLY_DAYS_MIN && days <= REPLY_DAYS_MAX,
      withCode('reply_days_range', REPLY_DAYS_MESSAGE),
    ),
  designerName: oneLine('Designer name', 100),
  designerTitle: oneLine('Designer title', 100),
  /** the designer's photo, uploaded through POST /api/media; null for none */
  designerPortrait: MediaUrlSchema.nullable(),
  bioShort: text('Short bio', 600),
  bio: text('Bio', 5_000),
  story: text('Story', 5_000),
  seoTitle: required('SEO title', 70),
  seoDescription: oneLine('SEO description', 200),
  consentMode: z.enum(['explicit', 'implied']),
  timeZone,
  sendWindow,
  /** issue 29: the record's version the form started from (a stale one is 409 `edit_conflict`) */
  version: VersionSchema.optional(),
});
export type StudioSettingsInput = z.infer<typeof StudioSettingsSchema>;

/**
 * D14 as amended: where enquiries are sent and how consent is asked change only by an admin. The
 * notification address (where every enquiry is announced), the consent mode (who is enrolled in
 * sequences, D9) and the studio's email — the sender: the From line of every message when Email
 * Setup names no From address, so changing it changes who every e-mail comes from. An editor's save
 * must leave them as they are (403 `settings_admin_only` otherwise).
 */
export const ADMIN_ONLY_STUDIO_FIELDS = [
  'notificationEmail',
  'consentMode',
  'email',
] as const satisfies readonly (keyof StudioSettingsInput)[];

/** A time of day as the server stores it and answers it, HH:MM. */
const storedClock = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * GET /api/admin/settings: the whole record (public facts and the private ones) as the form shows
 * it. The portrait is its media URL here (what PUT takes back), an image with sizes on the site.
 */
export const StudioSettingsResponseSchema = z.strictObject({
  studioName: z.string(),
  tagline: z.string(),
  email: z.string(),
  notificationEmail: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  hours: z.array(z.strictObject({ day: weekday, opens: storedClock.nullable(), closes: storedClock.nullable() })),
  socials: z.strictObject({
    instagram: z.string().nullable(),
    pinterest: z.string().nullable(),
    houzz: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
  services: z.array(z.strictObject({ title: z.string(), description: z.string() })),
  footerServices: z.array(z.string()),
  yearsExperience: z.number().int(),
  replyWithinBusinessDays: z.number().int(),
  designerName: z.string(),
  designerTitle: z.string(),
  designerPortrait: z.string().nullable(),
  bioShort: z.string(),
  bio: z.string(),
  story: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  consentMode: z.enum(['explicit', 'implied']),
  timeZone: z.string(),
  sendWindow: z.strictObject({ days: z.array(weekday), start: storedClock, end: storedClock }),
  updatedAt: IsoInstant.nullable(),
  /** issue 29: the number of the record's newest revision (1 before anything was saved) */
  version: z.number().int(),
});
export type StudioSettings = z.output<typeof StudioSettingsResponseSchema>;

/** POST /api/admin/demo-data/clear (issue 27): how many fictional rows were deleted (0s the second time). */
export const DemoDataClearedSchema = z.strictObject({
  leads: z.number().int(),
  bookings: z.number().int(),
  tasks: z.number().int(),
});
export type DemoDataCleared = z.output<typeof DemoDataClearedSchema>;
