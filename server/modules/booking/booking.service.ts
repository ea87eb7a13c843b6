import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { ErrorCode } from '#shared/api/errors.ts';
import type {
  BookingAvailability,
  BookingRequest,
  PublicBooking,
  PublicConsultationType,
  Slot,
} from '#shared/booking.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { bookings, consultationTypes } from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { recordGoal, type VisitorRequest } from '../analytics/index.ts';
import { joinLeadFromBooking, recordBookingEvent } from '../leads/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import type { BookingDeps } from './booking-deps.ts';
import { type BookingEmailEvent, queueBookingEmails } from './booking-emails.ts';
import { activeTypeById, CONSULTATION_TYPE_NOT_FOUND, firstActiveType, getAvailability } from './consultation-types.ts';
import { createManageToken, verifyManageToken } from './manage-token.ts';
import {
  addDays,
  type BusyRange,
  dayInZone,
  MAX_RANGE_DAYS,
  openSlots,
  parseDay,
  type SlotRules,
  slotProblem,
  startOfDayIn,
} from './slots.ts';

/**
 * The visitor's side of online booking (issue 27, docs/booking.md): the open slots, a booking,
 * and the signed links that show, move or cancel it. The staff's side is booking-admin.ts.
 */

export const BOOKING_LINK_INVALID = 'booking_link_invalid' satisfies ErrorCode;
/** How many free slots a 409 offers instead of the one that went. */
export const NEXT_SLOTS_OFFERED = 5;

type TypeRow = typeof consultationTypes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** PostgreSQL's exclusion_violation (bookings_no_overlap), wherever the driver put it. */
export function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

/** The 409 of a slot that went meanwhile: `{ code: 'slot_taken', message, nextSlots }`. */
export function slotTaken(nextSlots: Slot[]): ConflictError {
  return new ConflictError('slot_taken', undefined, undefined, { nextSlots });
}

export async function studioTimeZone(db: DbOrTx): Promise<string> {
  return (await getSendingSettings(db)).timeZone;
}

/** Confirmed bookings and blocks that reach into [from, until), except `exceptId` (the one being moved). */
export async function busyBetween(db: DbOrTx, from: Date, until: Date, exceptId?: number): Promise<BusyRange[]> {
  const rows = await db
    .select({ start: bookings.startAt, until: bookings.blockedUntil })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lt(bookings.startAt, until),
        gt(bookings.blockedUntil, from),
        exceptId === undefined ? undefined : ne(bookings.id, exceptId),
      ),
    );
  return rows;
}

interface Context {
  availability: BookingAvailability;
  timeZone: string;
}

async function bookingContext(db: DbOrTx): Promise<Context> {
  const [availability, timeZone] = await Promise.all([getAvailability(db), studioTimeZone(db)]);
  return { availability, timeZone };
}

/** The slots of the studio's days `from` … `to` with the bookings of those days (and their edges). */
async function slotsOfDays(
  db: DbOrTx,
  context: Context,
  durationMinutes: number,
  now: Date,
  from: string,
  to: string,
  exceptId?: number,
): Promise<Slot[]> {
  const busy = await busyBetween(
    db,
    startOfDayIn(addDays(from, -1), context.timeZone),
    startOfDayIn(addDays(to, 2), context.timeZone),
    exceptId,
  );
  const rules: SlotRules = { ...context, durationMinutes, now, busy };
  return openSlots(rules, from, to);
}

function assertRange(from: string, to: string): void {
  if (!parseDay(from)) throw ValidationError.forField('from', 'invalid_date', { field: 'from' });
  if (!parseDay(to)) throw ValidationError.forField('to', 'invalid_date', { field: 'to' });
  if (to < from || addDays(from, MAX_RANGE_DAYS - 1) < to) {
    throw ValidationError.forField('to', 'date_range_invalid', { maximum: MAX_RANGE_DAYS });
  }
}

/**
 * `GET /api/booking/slots`: the open slots of an active type on the studio's days `from` … `to`
 * (inclusive, at most `MAX_RANGE_DAYS`), as UTC instants, earliest first.
 */
export async function listOpenSlots(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  query: { typeId: number; from: string; to: string },
): Promise<Slot[]> {
  assertRange(query.from, query.to);
  const type = await activeTypeById(deps.db, query.typeId);
  if (!type) throw new NotFoundError(CONSULTATION_TYPE_NOT_FOUND);
  const context = await bookingContext(deps.db);
  return slotsOfDays(deps.db, context, type.durationMinutes, deps.clock(), query.from, query.to);
}

async function nextSlotsOf(
  db: DbOrTx,
  context: Context,
  durationMinutes: number,
  now: Date,
  count: number,
  after: Date,
  exceptId?: number,
): Promise<Slot[]> {
  const out: Slot[] = [];
  const lastDay = dayInZone(new Date(now.getTime() + context.availability.horizonDays * 86_400_000), context.timeZone);
  let from = dayInZone(after > now ? after : now, context.timeZone);
  while (out.length < count && from <= lastDay) {
    const to = addDays(from, 13);
    const slots = await slotsOfDays(db, context, durationMinutes, now, from, to, exceptId);
    for (const slot of slots) {
      if (Date.parse(slot.start) > after.getTime() && out.length < count) out.push(slot);
    }
    from = addDays(to, 1);
  }
  return out;
}

/**
 * The next `count` open slots after `after` (default: now) of a type, or of the first active type
 * when none is named (the answer-bot's "can I book a call?"); [] when nothing is bookable.
 */
export async function nextOpenSlots(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  query: { typeId?: number; count: number; after?: Date },
): Promise<Slot[]> {
  const type =
    query.typeId === undefined ? await firstActiveType(deps.db) : await activeTypeById(deps.db, query.typeId);
  if (!type) return [];
  const now = deps.clock();
  const context = await bookingContext(deps.db);
  return nextSlotsOf(deps.db, context, type.durationMinutes, now, Math.max(0, query.count), query.after ?? now);
}

/**
 * That `start` is a slot the studio offers for this type (its hours, the grid, the notice, the
 * horizon); bookings aside — those are the database's to decide (see createBooking).
 */
export function assertOfferedSlot(context: Context, type: TypeRow, start: Date, now: Date): void {
  const problem = slotProblem({ ...context, durationMinutes: type.durationMinutes, now }, start);
  if (problem === 'off_grid') throw ValidationError.forField('start', 'slot_unavailable');
  if (problem === 'notice') {
    throw ValidationError.forField('start', 'slot_too_soon', { hours: context.availability.minNoticeHours });
  }
  if (problem === 'horizon') {
    throw ValidationError.forField('start', 'slot_too_far', { days: context.availability.horizonDays });
  }
}

function publicTypeOf(row: TypeRow): PublicConsultationType {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    location: row.location,
    priceText: row.priceText,
  };
}

export function publicBooking(
  deps: Pick<BookingDeps, 'secrets'>,
  row: BookingRow,
  type: TypeRow,
  timeZone: string,
): PublicBooking {
  return {
    uid: row.uid,
    status: row.status,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    type: publicTypeOf(type),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    studioTimeZone: timeZone,
    manageToken: createManageToken(deps.secrets.appSecret, row.uid, row.startAt),
  };
}

export function emailDeps(deps: Pick<BookingDeps, 'queue' | 'config' | 'secrets'>, tx: DbOrTx) {
  return { db: tx, queue: deps.queue, publicUrl: deps.config.publicUrl, appSecret: deps.secrets.appSecret };
}

/** Runs a write that may meet `bookings_no_overlap`; a clash becomes the 409 with the next free slots. */
export async function holdingTheSlot<T>(write: () => Promise<T>, next: () => Promise<Slot[]>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    // The transaction is over (rolled back); the next slots are read afresh.
    throw slotTaken(await next());
  }
}

function parseStart(start: string): Date {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) throw ValidationError.forField('start', 'invalid_date', { field: 'start' });
  return date;
}

const MINUTE = 60_000;

/**
 * `POST /api/bookings`: a visitor books a slot. The slot must be one the studio offers (else a
 * coded 400 on `start`); whether it is still free is decided by the insert itself — the exclusion
 * constraint refuses an overlapping confirmed booking, so of two requests for one slot at the same
 * moment (on one instance or two) exactly one commits and the other is the 409 `slot_taken` with
 * the next free slots. In the same transaction the booking joins its lead (lead-booking.ts) and
 * its e-mails are queued.
 */
export async function createBooking(
  deps: BookingDeps,
  request: BookingRequest,
  meta: { page?: string; visitor?: VisitorRequest } = {},
): Promise<PublicBooking> {
  if (request.website) {
    // The honeypot: a person never sees the field. Nothing is stored, and the bot learns only "no".
    deps.log('[booking] honeypot filled: booking dropped');
    throw new ValidationError('invalid_request');
  }
  const now = deps.clock();
  const type = await activeTypeById(deps.db, request.typeId);
  if (!type) throw ValidationError.forField('typeId', CONSULTATION_TYPE_NOT_FOUND);
  const start = parseStart(request.start);
  const context = await bookingContext(deps.db);
  assertOfferedSlot(context, type, start, now);
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE);
  const blockedUntil = new Date(end.getTime() + context.availability.bufferMinutes * MINUTE);
  const next = () => nextSlotsOf(deps.db, context, type.durationMinutes, now, NEXT_SLOTS_OFFERED, now);

  const row = await holdingTheSlot(
    () =>
      deps.db.transaction(async (tx) => {
        const joined = await joinLeadFromBooking(
          tx,
          {
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
            phone: request.phone,
            message: request.message,
            consent: request.consent,
          },
          { page: meta.page ?? null, now },
        );
        const [inserted] = await tx
          .insert(bookings)
          .values({
            kind: 'consultation',
            typeId: type.id,
            leadId: joined.leadId,
            startAt: start,
            endAt: end,
            blockedUntil,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email.trim().toLowerCase(),
            phone: request.phone || null,
            message: request.message || null,
            visitorTimeZone: request.timeZone && isTimeZone(request.timeZone) ? request.timeZone : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('booking insert returned no row');
        await recordBookingEvent(
          tx,
          joined.leadId,
          {
            action: 'booked',
            bookingId: inserted.id,
            uid: inserted.uid,
            typeName: type.name,
            start: start.toISOString(),
            end: end.toISOString(),
            by: 'visitor',
            ...(joined.stage.from !== joined.stage.to
              ? { stageFrom: joined.stage.from, stageTo: joined.stage.to }
              : {}),
          },
          { page: meta.page ?? null, message: request.message, now },
        );
        await queueBookingEmails(emailDeps(deps, tx), inserted.id, 'booked', 'visitor');
        return inserted;
      }),
    next,
  );
  if (meta.visitor && row.leadId) {
    // Issue 30: the booking is a goal, attributed to its visit and written onto the lead.
    await recordGoal(deps, {
      goal: 'booking',
      visit: request.visit,
      leadId: row.leadId,
      path: meta.page ?? null,
      request: meta.visitor,
    });
  }
  return publicBooking(deps, row, type, context.timeZone);
}

/** A zone the runtime knows (the visitor's browser told us; anything else is dropped, not refused). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The booking a manage link names: a genuine token, unexpired (it expires at the start it was
 * issued for), of a consultation that has not started. Anything else is the same 404, so a
 * guesser learns nothing.
 */
async function bookingOfToken(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'secrets'>,
  db: DbOrTx,
  token: string,
  lock: boolean,
): Promise<{ row: BookingRow; type: TypeRow }> {
  const now = deps.clock();
  const named = verifyManageToken(deps.secrets.appSecret, token, now);
  if (!named) throw new NotFoundError(BOOKING_LINK_INVALID);
  const query = db
    .select({ row: bookings, type: consultationTypes })
    .from(bookings)
    .innerJoin(consultationTypes, eq(consultationTypes.id, bookings.typeId))
    .where(and(eq(bookings.uid, named.uid), eq(bookings.kind, 'consultation')));
  const [found] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!found || found.row.startAt <= now) throw new NotFoundError(BOOKING_LINK_INVALID);
  return found;
}

/** `GET /api/bookings/manage/:token`: the booking, as its confirmation page shows it (cancelled ones too). */
export async function readBookingByToken(deps: BookingDeps, token: string): Promise<PublicBooking> {
  const { row, type } = await bookingOfToken(deps, deps.db, token, false);
  return publicBooking(deps, row, type, await studioTimeZone(deps.db));
}

/**
 * Moves a confirmed booking to `start`, keeping its uid (the calendar invitation's UID) and
 * raising its SEQUENCE. The new time must be a slot offered for its type (the booking's own old
 * time does not count as busy); a clash is the 409 with the next free slots.
 */
export async function moveBooking(
  deps: BookingDeps,
  tx: Transaction,
  row: BookingRow,
  type: TypeRow,
  start: Date,
  context: Context,
  by: { name: string; userId: number | null },
): Promise<BookingRow> {
  const now = deps.clock();
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE);
  const blockedUntil = new Date(end.getTime() + context.availability.bufferMinutes * MINUTE);
  const [moved] = await tx
    .update(bookings)
    .set({
      startAt: start,
      endAt: end,
      blockedUntil,
      sequence: sql`${bookings.sequence} + 1`,
      // A new time deserves its own reminder.
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!moved) throw new Error('booking vanished inside its transaction');
  if (row.leadId) {
    await recordBookingEvent(
      tx,
      row.leadId,
      {
        action: 'rescheduled',
        bookingId: row.id,
        uid: row.uid,
        typeName: type.name,
        start: start.toISOString(),
        end: end.toISOString(),
        previousStart: row.startAt.toISOString(),
        by: by.name,
        byUserId: by.userId,
      },
      { now },
    );
  }
  return moved;
}

export async function markCancelled(
  deps: BookingDeps,
  tx: Transaction,
  row: BookingRow,
  typeName: string,
  by: { name: string; userId: number | null },
): Promise<BookingRow> {
  const now = deps.clock();
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!cancelled) throw new Error('booking vanished inside its transaction');
  if (row.leadId) {
    await recordBookingEvent(
      tx,
      row.leadId,
      {
        action: 'cancelled',
        bookingId: row.id,
        uid: row.uid,
        typeName,
        start: row.startAt.toISOString(),
        end: row.endAt.toISOString(),
        by: by.name,
        byUserId: by.userId,
      },
      { now },
    );
  }
  return cancelled;
}

const VISITOR = { name: 'visitor', userId: null };

async function queueEmails(
  deps: BookingDeps,
  tx: DbOrTx,
  id: number,
  event: BookingEmailEvent,
  by: 'visitor' | 'staff',
) {
  await queueBookingEmails(emailDeps(deps, tx), id, event, by);
}

/** `POST /api/bookings/manage/:token/reschedule`. A cancelled booking stays cancelled (409). */
export async function rescheduleBookingByToken(
  deps: BookingDeps,
  token: string,
  startText: string,
): Promise<PublicBooking> {
  const now = deps.clock();
  const start = parseStart(startText);
  const context = await bookingContext(deps.db);
  // The type is known once the link is read; the 409's next slots are of that type.
  let durationMinutes: number | null = null;
  const { row, type } = await holdingTheSlot(
    () =>
      deps.db.transaction(async (tx) => {
        const found = await bookingOfToken(deps, tx, token, true);
        durationMinutes = found.type.durationMinutes;
        if (found.row.status === 'cancelled') throw new ConflictError('booking_cancelled');
        assertOfferedSlot(context, found.type, start, now);
        if (found.row.startAt.getTime() === start.getTime()) return found;
        const moved = await moveBooking(deps, tx, found.row, found.type, start, context, VISITOR);
        await queueEmails(deps, tx, found.row.id, 'rescheduled', 'visitor');
        return { row: moved, type: found.type };
      }),
    async () =>
      durationMinutes === null ? [] : nextSlotsOf(deps.db, context, durationMinutes, now, NEXT_SLOTS_OFFERED, now),
  );
  return publicBooking(deps, row, type, context.timeZone);
}

/** `POST /api/bookings/manage/:token/cancel`. Cancelling a cancelled booking changes nothing and says so by its status. */
export async function cancelBookingByToken(deps: BookingDeps, token: string): Promise<PublicBooking> {
  const timeZone = await studioTimeZone(deps.db);
  return deps.db.transaction(async (tx) => {
    const { row, type } = await bookingOfToken(deps, tx, token, true);
    if (row.status === 'cancelled') return publicBooking(deps, row, type, timeZone);
    const cancelled = await markCancelled(deps, tx, row, type.name, VISITOR);
    await queueEmails(deps, tx, row.id, 'cancelled', 'visitor');
    return publicBooking(deps, cancelled, type, timeZone);
  });
}
