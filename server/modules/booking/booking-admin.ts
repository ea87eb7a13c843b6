import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AdminBooking } from '#shared/booking.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { bookings, consultationTypes, leads, users } from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { moveLeadToBooked, recordBookingEvent } from '../leads/index.ts';
import {
  emailDeps,
  holdingTheSlot,
  isExclusionViolation,
  markCancelled,
  moveBooking,
  NEXT_SLOTS_OFFERED,
  nextOpenSlots,
  studioTimeZone,
} from './booking.service.ts';
import type { BookingDeps } from './booking-deps.ts';
import { queueBookingEmails } from './booking-emails.ts';
import { CONSULTATION_TYPE_NOT_FOUND, getAvailability } from './consultation-types.ts';
import { addDays, MAX_RANGE_DAYS, parseDay, startOfDayIn } from './slots.ts';

/**
 * The studio's side of booking (issue 27): the calendar, a booking made on a lead's behalf, a
 * blocked time, and a reschedule or cancellation by staff (the visitor is told, by='staff').
 * Staff are not held to the weekly hours, the notice or the horizon — they arranged the time with
 * the client — only to the future and to `bookings_no_overlap`, which decides here as it does for
 * visitors. Every write is audited under its own action.
 */

export const BOOKING_NOT_FOUND = 'booking_not_found' as const;
const MINUTE = 60_000;

type BookingRow = typeof bookings.$inferSelect;

async function adminBookings(db: DbOrTx, where: ReturnType<typeof and>): Promise<AdminBooking[]> {
  const rows = await db
    .select({
      row: bookings,
      type: {
        id: consultationTypes.id,
        name: consultationTypes.name,
        durationMinutes: consultationTypes.durationMinutes,
        location: consultationTypes.location,
      },
      lead: { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email },
      createdBy: users.username,
    })
    .from(bookings)
    .leftJoin(consultationTypes, eq(consultationTypes.id, bookings.typeId))
    .leftJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(users, eq(users.id, bookings.createdByUserId))
    .where(where)
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return rows.map(({ row, type, lead, createdBy }) => ({
    id: row.id,
    uid: row.uid,
    kind: row.kind,
    status: row.status,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    type: type?.id ? type : null,
    lead: lead?.id ? { id: lead.id, name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email } : null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    note: row.note,
    createdBy: createdBy ?? null,
  }));
}

async function adminBooking(db: DbOrTx, id: number): Promise<AdminBooking> {
  const [found] = await adminBookings(db, and(eq(bookings.id, id)));
  if (!found) throw new NotFoundError(BOOKING_NOT_FOUND);
  return found;
}

/**
 * `GET /api/admin/bookings?from&to`: bookings and blocks (cancelled ones too, for the list) that
 * start on the studio's days `from` … `to`.
 */
export async function listCalendar(deps: Pick<BookingDeps, 'db'>, range: { from: string; to: string }) {
  if (!parseDay(range.from)) throw ValidationError.forField('from', 'invalid_date', { field: 'from' });
  if (!parseDay(range.to)) throw ValidationError.forField('to', 'invalid_date', { field: 'to' });
  if (range.to < range.from || addDays(range.from, MAX_RANGE_DAYS - 1) < range.to) {
    throw ValidationError.forField('to', 'date_range_invalid', { maximum: MAX_RANGE_DAYS });
  }
  const zone = await studioTimeZone(deps.db);
  const from = startOfDayIn(range.from, zone);
  const until = startOfDayIn(addDays(range.to, 1), zone);
  return adminBookings(deps.db, and(gt(bookings.endAt, from), lt(bookings.startAt, until)));
}

function assertFuture(start: Date, now: Date, field = 'start'): void {
  if (start <= now) throw ValidationError.forField(field, 'slot_in_past');
}

const staff = (actor: AuditActor) => ({ name: actor.username, userId: actor.id });

/**
 * `POST /api/admin/bookings`: staff book a consultation for a lead. The lead's name and address
 * fill the booking; the lead moves to booked as a visitor's booking moves it.
 */
export async function bookForLead(
  deps: BookingDeps,
  actor: AuditActor,
  input: { typeId: number; leadId: number; start: string; message: string },
): Promise<AdminBooking> {
  const now = deps.clock();
  const start = new Date(input.start);
  assertFuture(start, now);
  const [type] = await deps.db.select().from(consultationTypes).where(eq(consultationTypes.id, input.typeId));
  if (!type) throw ValidationError.forField('typeId', CONSULTATION_TYPE_NOT_FOUND);
  const { bufferMinutes } = await getAvailability(deps.db);
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE);
  const id = await holdingTheSlot(
    () =>
      deps.db.transaction(async (tx) => {
        const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId));
        if (!lead) throw ValidationError.forField('leadId', 'lead_not_found');
        const moved = await moveLeadToBooked(tx, lead.id, now);
        const [row] = await tx
          .insert(bookings)
          .values({
            kind: 'consultation',
            typeId: type.id,
            leadId: lead.id,
            startAt: start,
            endAt: end,
            blockedUntil: new Date(end.getTime() + bufferMinutes * MINUTE),
            firstName: lead.firstName,
            lastName: lead.lastName,
            email: lead.email,
            phone: lead.phone,
            message: input.message || null,
            createdByUserId: actor.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('booking insert returned no row');
        await recordBookingEvent(
          tx,
          lead.id,
          {
            action: 'booked',
            bookingId: row.id,
            uid: row.uid,
            typeName: type.name,
            start: start.toISOString(),
            end: end.toISOString(),
            by: actor.username,
            byUserId: actor.id,
            ...(moved.stage.from !== moved.stage.to ? { stageFrom: moved.stage.from, stageTo: moved.stage.to } : {}),
          },
          { message: input.message, now },
        );
        await queueBookingEmails(emailDeps(deps, tx), row.id, 'booked', 'staff');
        await recordAuditEvent(tx, {
          actor,
          action: 'booking.create',
          entityType: 'booking',
          entityId: row.id,
          label: `${type.name} · ${lead.firstName} ${lead.lastName}`.trim(),
          data: { leadId: lead.id, typeId: type.id, start: start.toISOString() },
        });
        return row.id;
      }),
    () => nextOpenSlots(deps, { typeId: type.id, count: NEXT_SLOTS_OFFERED, after: start }),
  );
  return adminBooking(deps.db, id);
}

/** `POST /api/admin/bookings/blocks`: a time nobody can book (a site visit, a holiday afternoon). */
export async function blockTime(
  deps: BookingDeps,
  actor: AuditActor,
  input: { start: string; end: string; note: string },
): Promise<AdminBooking> {
  const now = deps.clock();
  const start = new Date(input.start);
  const end = new Date(input.end);
  assertFuture(end, now, 'end');
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          kind: 'block',
          startAt: start,
          endAt: end,
          blockedUntil: end,
          note: input.note || null,
          createdByUserId: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error('block insert returned no row');
      await recordAuditEvent(tx, {
        actor,
        action: 'booking.block',
        entityType: 'booking',
        entityId: row.id,
        label: input.note,
        data: { start: start.toISOString(), end: end.toISOString() },
      });
      return row.id;
    });
    return adminBooking(deps.db, id);
  } catch (error) {
    if (isExclusionViolation(error)) throw new ConflictError('block_overlaps_booking', undefined, 'start');
    throw error;
  }
}

async function lockBooking(tx: Transaction, id: number): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  return row;
}

/** `PATCH /api/admin/bookings/:id`: staff move a consultation; the visitor gets the new invitation. */
export async function rescheduleBookingByStaff(
  deps: BookingDeps,
  actor: AuditActor,
  id: number,
  input: { start: string },
): Promise<AdminBooking> {
  const now = deps.clock();
  const start = new Date(input.start);
  const availability = await getAvailability(deps.db);
  const timeZone = await studioTimeZone(deps.db);
  let typeId: number | null = null;
  await holdingTheSlot(
    () =>
      deps.db.transaction(async (tx) => {
        const row = await lockBooking(tx, id);
        if (row.kind === 'block') throw new ConflictError('block_not_movable');
        if (row.status === 'cancelled') throw new ConflictError('booking_cancelled');
        assertFuture(start, now);
        const [type] = await tx
          .select()
          .from(consultationTypes)
          .where(eq(consultationTypes.id, row.typeId ?? 0));
        if (!type) throw new Error(`booking ${id} has no consultation type`);
        typeId = type.id;
        if (row.startAt.getTime() === start.getTime()) return;
        await moveBooking(deps, tx, row, type, start, { availability, timeZone }, staff(actor));
        await queueBookingEmails(emailDeps(deps, tx), row.id, 'rescheduled', 'staff');
        await recordAuditEvent(tx, {
          actor,
          action: 'booking.reschedule',
          entityType: 'booking',
          entityId: row.id,
          label: `${type.name} · ${row.firstName} ${row.lastName}`.trim(),
          data: { from: row.startAt.toISOString(), to: start.toISOString() },
        });
      }),
    () =>
      typeId === null ? Promise.resolve([]) : nextOpenSlots(deps, { typeId, count: NEXT_SLOTS_OFFERED, after: start }),
  );
  return adminBooking(deps.db, id);
}

/**
 * `POST /api/admin/bookings/:id/cancel`: a consultation (the visitor is told) or a block (it just
 * goes). Cancelling what is already cancelled changes nothing.
 */
export async function cancelBookingByStaff(deps: BookingDeps, actor: AuditActor, id: number): Promise<AdminBooking> {
  await deps.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (row.status === 'cancelled') return;
    const [type] = row.typeId
      ? await tx
          .select({ name: consultationTypes.name })
          .from(consultationTypes)
          .where(eq(consultationTypes.id, row.typeId))
      : [];
    await markCancelled(deps, tx, row, type?.name ?? '', staff(actor));
    if (row.kind === 'consultation') await queueBookingEmails(emailDeps(deps, tx), row.id, 'cancelled', 'staff');
    await recordAuditEvent(tx, {
      actor,
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: row.id,
      label: row.kind === 'block' ? (row.note ?? '') : `${type?.name ?? ''} · ${row.firstName} ${row.lastName}`.trim(),
      data: { kind: row.kind, start: row.startAt.toISOString() },
    });
  });
  return adminBooking(deps.db, id);
}
