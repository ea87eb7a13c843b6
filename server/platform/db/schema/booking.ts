import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  CONSULTATION_LOCATIONS,
  DEFAULT_AVAILABILITY,
  type WeeklyHours,
} from '#shared/booking.ts';
import { users } from './auth.ts';
import { leads } from './leads.ts';

/** What a visitor can book (issue 27): "Initial consultation, 45 minutes, video call, free". */
export const consultationTypes = pgTable(
  'consultation_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `/book/{slug}` */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location', { enum: CONSULTATION_LOCATIONS }).notNull(),
    /** free text the studio writes: "Free", "$250, credited to the design fee" */
    priceText: text('price_text').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consultation_types_duration', sql`${t.durationMinutes} between 15 and 480`)],
);

/** When the studio takes bookings, in its time zone (site_settings.time_zone). Exactly one row. */
export const bookingAvailability = pgTable(
  'booking_availability',
  {
    id: integer('id').primaryKey().default(1),
    weekly: jsonb('weekly')
      .$type<WeeklyHours[]>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_AVAILABILITY.weekly)}'::jsonb`)),
    datesOff: jsonb('dates_off').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bufferMinutes: integer('buffer_minutes').notNull().default(DEFAULT_AVAILABILITY.bufferMinutes),
    minNoticeHours: integer('min_notice_hours').notNull().default(DEFAULT_AVAILABILITY.minNoticeHours),
    horizonDays: integer('horizon_days').notNull().default(DEFAULT_AVAILABILITY.horizonDays),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('booking_availability_single_row', sql`${t.id} = 1`)],
);

/**
 * A consultation booked by a visitor or by staff, or a time staff blocked. Two confirmed rows can
 * never overlap (with the buffer after each): migration 0007 adds an exclusion constraint over
 * `tstzrange(start_at, blocked_until)`, so the database, not a check-then-insert, decides which
 * of two simultaneous requests for one slot wins (docs/decisions/021-booking-and-pipeline.md).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the calendar invitation's UID, stable across reschedules; also names the booking in links */
    uid: uuid('uid').notNull().unique().defaultRandom(),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('consultation'),
    typeId: integer('type_id').references(() => consultationTypes.id, { onDelete: 'restrict' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** end plus the studio's buffer when booked: the exclusion constraint's upper bound */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    /** the invitation's SEQUENCE: raised on every reschedule and on cancellation */
    sequence: integer('sequence').notNull().default(0),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    /** a block's reason, shown to staff only */
    note: text('note'),
    /** the visitor's IANA zone when they booked, so their e-mails name their own times */
    visitorTimeZone: text('visitor_time_zone'),
    /** staff who booked on a lead's behalf or blocked the time; null when the visitor booked */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** fictional rows of the demo studio, removed by "Clear demo data" */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_start_idx').on(t.startAt),
    index('bookings_lead_idx').on(t.leadId),
    check('bookings_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_blocked_after_end', sql`${t.blockedUntil} >= ${t.endAt}`),
    check('bookings_kind_fields', sql`(${t.kind} = 'block') or (${t.typeId} is not null and ${t.email} is not null)`),
  ],
);

/** A to-do on a lead: "Send the kitchen proposal", due Friday 10:00, for Maya. */
export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_tasks_lead_idx').on(t.leadId, t.dueAt),
    index('lead_tasks_assignee_idx').on(t.assigneeId, t.dueAt),
  ],
);
