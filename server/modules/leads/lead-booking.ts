import { and, eq, sql } from 'drizzle-orm';
import { CONSENT_TEXT } from '#shared/forms.ts';
import { type LeadStage, statusForStage } from '#shared/pipeline.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { emailSends, leadEvents, leads } from '../../platform/db/schema/index.ts';
import { blankToNull, normaliseEmail } from './leads.service.ts';

/**
 * How a consultation booking joins its lead (issue 27, docs/booking.md), inside the booking's own
 * transaction so the booking, the lead and its timeline commit or fail together.
 *
 * - One lead per person (D8): matched by the normalised address, else created (source 'contact',
 *   the page it came from on the event). A returning visitor's newer details fill blanks and win,
 *   nothing they left blank erases what we knew; consent once given is kept (D9), and ticking it
 *   now records it. Booking does not enrol anyone in the sequence: the lead leaves `new` at once.
 * - The pipeline: a lead at new, contacted or lost moves to `booked`, its status set by
 *   `statusForStage` (active becomes qualified, so D10 stops the sequence); a lead already at
 *   booked, proposal or won stays where it is. `booked_at` is set the first time only;
 *   `first_response_at` is the studio's to set, not the visitor's.
 * - Leaving `active` withdraws the sequence steps already queued, as a status edit does
 *   (lead-writes.ts): the worker only sends `queued` rows, so none of them goes out.
 */

export interface BookingPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  message?: string;
  consent: boolean;
}

/** What the booking event on the lead's timeline records (`lead_events.data` of kind 'booking'). */
export interface BookingEventData {
  action: 'booked' | 'rescheduled' | 'cancelled';
  bookingId: number;
  uid: string;
  typeName: string;
  start: string;
  end: string;
  /** the previous start of a rescheduled booking */
  previousStart?: string;
  /** where the booking moved the lead in the pipeline (only when it moved it) */
  stageFrom?: LeadStage;
  stageTo?: LeadStage;
  /** 'visitor', or the staff user's name */
  by: string;
  byUserId?: number | null;
}

export interface JoinedLead {
  leadId: number;
  created: boolean;
  stage: { from: LeadStage; to: LeadStage };
  /** queued sequence steps withdrawn because the lead left `active` */
  withdrawn: number;
}

const MOVES_TO_BOOKED: readonly LeadStage[] = ['new', 'contacted', 'lost'];

/** The visitor's booking: find or create their lead, then move it to booked. */
export async function joinLeadFromBooking(
  tx: Transaction,
  person: BookingPerson,
  options: { page?: string | null; now: Date },
): Promise<JoinedLead> {
  const { now } = options;
  const email = normaliseEmail(person.email);
  const [row] = await tx
    .insert(leads)
    .values({
      email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: blankToNull(person.phone),
      message: blankToNull(person.message),
      source: 'contact',
      consentAt: person.consent ? now : null,
      // the consent's form: the lead sources have no 'booking'; the event's page says /book
      consentSource: person.consent ? 'contact' : null,
      consentText: person.consent ? CONSENT_TEXT : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: leads.email,
      set: {
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${leads.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${leads.lastName})`,
        phone: sql`coalesce(excluded.phone, ${leads.phone})`,
        message: sql`coalesce(excluded.message, ${leads.message})`,
        consentAt: sql`coalesce(${leads.consentAt}, excluded.consent_at)`,
        consentSource: sql`case when ${leads.consentAt} is null then excluded.consent_source else ${leads.consentSource} end`,
        consentText: sql`case when ${leads.consentAt} is null then excluded.consent_text else ${leads.consentText} end`,
        updatedAt: now,
      },
    })
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('lead upsert returned no row');
  const moved = await moveLeadToBooked(tx, row.id, now);
  return { leadId: row.id, created: Boolean(row.created), ...moved };
}

/**
 * Moves a lead to the booked stage (see above) and answers where it was. Locks the lead's row, so
 * a status edit at the same moment comes before or after, never half-way.
 */
export async function moveLeadToBooked(
  tx: Transaction,
  leadId: number,
  now: Date,
): Promise<{ stage: { from: LeadStage; to: LeadStage }; withdrawn: number }> {
  const [lead] = await tx
    .select({ stage: leads.stage, status: leads.status, bookedAt: leads.bookedAt })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  if (!lead) throw new Error(`lead ${leadId} vanished inside its transaction`);
  const update: Partial<typeof leads.$inferInsert> = { updatedAt: now };
  if (!lead.bookedAt) update.bookedAt = now;
  let to = lead.stage;
  let withdrawn = 0;
  if (MOVES_TO_BOOKED.includes(lead.stage)) {
    to = 'booked';
    update.stage = 'booked';
    update.stageChangedAt = now;
    const status = statusForStage('booked', lead.status);
    if (status !== lead.status) update.status = status;
  }
  await tx.update(leads).set(update).where(eq(leads.id, leadId));
  if (lead.status === 'active' && update.status) withdrawn = await withdrawQueuedSequenceSteps(tx, leadId);
  if (update.status) {
    // The status change on the timeline, with the withdrawn count, as a status edit records it.
    await tx.insert(leadEvents).values({
      leadId,
      kind: 'status',
      data: { from: lead.status, to: update.status, by: null, byUserId: null, withdrawn, via: 'booking' },
      createdAt: now,
    });
  }
  return { stage: { from: lead.stage, to }, withdrawn };
}

/** D10: the lead left `active`; its queued steps are withdrawn (deleted), as lead-writes.ts does. */
async function withdrawQueuedSequenceSteps(tx: Transaction, leadId: number): Promise<number> {
  const rows = await tx
    .delete(emailSends)
    .where(and(eq(emailSends.leadId, leadId), eq(emailSends.kind, 'sequence'), eq(emailSends.status, 'queued')))
    .returning({ id: emailSends.id });
  return rows.length;
}

/** The booking's line on the lead's timeline. */
export async function recordBookingEvent(
  tx: Transaction,
  leadId: number,
  data: BookingEventData,
  options: { page?: string | null; message?: string | null; now: Date },
): Promise<void> {
  await tx.insert(leadEvents).values({
    leadId,
    kind: 'booking',
    page: options.page ?? null,
    message: blankToNull(options.message ?? undefined),
    data: { ...data },
    createdAt: options.now,
  });
}
