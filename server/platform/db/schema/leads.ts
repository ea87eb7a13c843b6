import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEQUENCE_STOP_REASONS } from '#shared/email/email-events.ts';
import { LEAD_STAGES, STATUSES_OF_STAGE } from '#shared/pipeline.ts';
import { users } from './auth.ts';

export const leadStatuses = ['active', 'contacted', 'qualified', 'converted', 'unsubscribed', 'bounced'] as const;
export const leadSources = ['contact', 'lookbook', 'chat', 'manual', 'referral', 'social_media'] as const;

/** D8: one lead per person, matched by normalised e-mail (lower-cased, trimmed). */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    projectType: text('project_type'),
    budget: text('budget'),
    message: text('message'),
    status: text('status', { enum: leadStatuses }).notNull().default('active'),
    source: text('source', { enum: leadSources }).notNull(),
    /** D9: when, on which form and with which wording the lead agreed to marketing e-mail */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentSource: text('consent_source'),
    consentText: text('consent_text'),
    /** sequence enrolment; step delays count from here (D10) */
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * Issue 28: the sequence stopped for good (a reply, a hard bounce, a complaint). Like an
     * unsubscribe, making the lead active again does not restart it (sequenceRefusal).
     */
    sequenceStoppedAt: timestamp('sequence_stopped_at', { withTimezone: true }),
    sequenceStopReason: text('sequence_stop_reason', { enum: SEQUENCE_STOP_REASONS }),
    /** the pipeline (issue 27, ADR 021); only the pairs of `STATUSES_OF_STAGE` pass the CHECK below */
    stage: text('stage', { enum: LEAD_STAGES }).notNull().default('new'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff user who looks after the lead (the board's owner filter) */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** when the studio first answered: the clock of the "unanswered" flag stops here */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** when the lead first reached the booked stage, for the Overview's time-to-booking */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /**
     * Issue 30 (docs/analytics.md): where the lead came from — its first attributed visit's landing
     * page, external referrer host and UTM parameters — and the page it converted on. Written once,
     * by the first conversion that had a visit to attribute; later ones leave it.
     */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    convertedPath: text('converted_path'),
    /** fictional rows of the demo studio, removed by "Clear demo data" */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * `Lead.lastActivityAt`, the inbox's "recent activity" order: the newest of the row's own
     * `updated_at`, its events' and its e-mails' `created_at`. Kept by triggers (migration 0005),
     * so no writer can forget it, and stored so the sort is an index scan rather than an aggregate
     * over every event and send (docs/decisions/011-lead-activity-column.md). '-infinity' only
     * until the insert trigger raises it to `updated_at`.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().default(sql`'-infinity'`),
    /**
     * What the inbox's search looks in, lower-cased once when the row is written: name, e-mail,
     * phone (also as bare digits) and message, split by U+001F so no match spans two fields. A
     * `LIKE '%…%'` over it is several times faster than ILIKE over each column (pg_trgm is not on
     * PGlite); docs/performance.md has the figures.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        "lower(first_name || ' ' || last_name || chr(31) || email || chr(31) || coalesce(phone, '') || chr(31) || " +
          "regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || chr(31) || coalesce(message, ''))",
      ),
    ),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    index('leads_activity_idx').on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_stage_idx').on(t.stage),
    check(
      'leads_stage_matches_status',
      sql.raw(
        `(${LEAD_STAGES.map((stage) => `(stage = '${stage}' and status in (${STATUSES_OF_STAGE[stage].map((s) => `'${s}'`).join(', ')}))`).join(' or ')})`,
      ),
    ),
  ],
);

/** Touchpoints (D8): every contact, download, chat hand-off or status change of a lead. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'contact',
        'lookbook',
        'chat',
        'manual',
        'status',
        'unsubscribe',
        'bounce',
        'note',
        'edit',
        'stage',
        'booking',
        'task',
      ],
    }).notNull(),
    source: text('source', { enum: leadSources }),
    page: text('page'),
    message: text('message'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);
