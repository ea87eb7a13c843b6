import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHours, SendWindow, ServiceCard, SocialLinks } from '#shared/settings.ts';
import { media } from './media.ts';

/**
 * D6: the studio's facts in one record, so the footer, contact page, about page, chat, lookbook,
 * emails and structured data cannot disagree. Exactly one row (id = 1).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    studioName: text('studio_name').notNull(),
    tagline: text('tagline').notNull(),
    email: text('email').notNull(),
    /** where enquiry and lookbook notifications go */
    notificationEmail: text('notification_email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull(),
    socials: jsonb('socials').$type<SocialLinks>().notNull(),
    services: jsonb('services').$type<ServiceCard[]>().notNull(),
    footerServices: jsonb('footer_services').$type<string[]>().notNull(),
    yearsExperience: integer('years_experience').notNull(),
    designerName: text('designer_name').notNull(),
    designerTitle: text('designer_title').notNull(),
    bioShort: text('bio_short').notNull(),
    bio: text('bio').notNull(),
    /** the designer's photo on the about page; none until the studio uploads one */
    designerPortraitId: uuid('designer_portrait_id').references(() => media.id, { onDelete: 'set null' }),
    story: text('story').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    /** D9: sequence enrolment needs explicit consent unless the studio chooses implied */
    consentMode: text('consent_mode', { enum: ['explicit', 'implied'] })
      .notNull()
      .default('explicit'),
    /** D26: the studio's time zone (IANA name) and the hours delayed sequence steps may go out in */
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    sendWindow: jsonb('send_window')
      .$type<SendWindow>()
      .notNull()
      .default(sql`'{"days":[1,2,3,4,5],"start":"09:00","end":"17:00"}'::jsonb`),
    /**
     * The one promise about the reply time (issue 27): "We reply within one business day" on the
     * contact page's thank-you and in the e-mails, and the clock of the admin's "unanswered" flag.
     */
    replyWithinBusinessDays: integer('reply_within_business_days').notNull().default(1),
    /** issue 29: the number of the record's newest revision */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
