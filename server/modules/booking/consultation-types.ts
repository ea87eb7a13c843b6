import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ErrorCode } from '#shared/api/errors.ts';
import {
  type BookingAvailability,
  type ConsultationType,
  type ConsultationTypeInput,
  DEFAULT_AVAILABILITY,
  type PublicConsultationType,
} from '#shared/booking.ts';
import { slugify } from '#shared/slug.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { bookingAvailability, consultationTypes } from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { BookingDeps } from './booking-deps.ts';

/**
 * What a visitor can book (the consultation types) and when (the availability): the public reads
 * and the admin's writes, each write in one transaction with its audit row.
 */

export const CONSULTATION_TYPE_NOT_FOUND = 'consultation_type_not_found' satisfies ErrorCode;

type TypeRow = typeof consultationTypes.$inferSelect;

function publicType(row: TypeRow): PublicConsultationType {
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

function adminType(row: TypeRow): ConsultationType {
  return { ...publicType(row), active: row.active, sortOrder: row.sortOrder };
}

const ORDER = [asc(consultationTypes.sortOrder), asc(consultationTypes.id)];

/** The active types, in the studio's order: `GET /api/booking/types`, the `/book` page. */
export async function listPublicConsultationTypes(db: DbOrTx): Promise<PublicConsultationType[]> {
  const rows = await db
    .select()
    .from(consultationTypes)
    .where(eq(consultationTypes.active, true))
    .orderBy(...ORDER);
  return rows.map(publicType);
}

/** An active type by its slug (`/book/{slug}`); null when unknown or inactive. */
export async function findPublicConsultationType(db: DbOrTx, slug: string): Promise<PublicConsultationType | null> {
  const [row] = await db
    .select()
    .from(consultationTypes)
    .where(and(eq(consultationTypes.slug, slug), eq(consultationTypes.active, true)))
    .limit(1);
  return row ? publicType(row) : null;
}

/** An active type by id, as the booking needs it; null when unknown or inactive. */
export async function activeTypeById(db: DbOrTx, id: number): Promise<TypeRow | null> {
  const [row] = await db
    .select()
    .from(consultationTypes)
    .where(and(eq(consultationTypes.id, id), eq(consultationTypes.active, true)))
    .limit(1);
  return row ?? null;
}

/** The first active type, for "the next free slots" without a type (the answer-bot). */
export async function firstActiveType(db: DbOrTx): Promise<TypeRow | null> {
  const [row] = await db
    .select()
    .from(consultationTypes)
    .where(eq(consultationTypes.active, true))
    .orderBy(...ORDER)
    .limit(1);
  return row ?? null;
}

export async function listConsultationTypes(db: DbOrTx): Promise<ConsultationType[]> {
  return (
    await db
      .select()
      .from(consultationTypes)
      .orderBy(...ORDER)
  ).map(adminType);
}

function slugTaken(slug: string): ConflictError {
  return new ConflictError('slug_taken', { slug }, 'slug');
}

/**
 * A slug of its own for a new type: the one given (a clash is the studio's to resolve, 409), or
 * one made from the name, with -2, -3… when taken.
 */
async function freeSlug(db: DbOrTx, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 70) || 'consultation';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [holder] = await db
      .select({ id: consultationTypes.id })
      .from(consultationTypes)
      .where(
        exceptId === undefined
          ? eq(consultationTypes.slug, candidate)
          : and(eq(consultationTypes.slug, candidate), ne(consultationTypes.id, exceptId)),
      )
      .limit(1);
    if (!holder) return candidate;
  }
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: consultationTypes.id })
    .from(consultationTypes)
    .where(eq(consultationTypes.slug, slug))
    .limit(1);
  if (holder && holder.id !== exceptId) throw slugTaken(slug);
}

export async function createConsultationType(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  actor: AuditActor,
  input: ConsultationTypeInput,
): Promise<ConsultationType> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const slug = input.slug ? input.slug : await freeSlug(tx, input.name);
    if (input.slug) await assertSlugFree(tx, slug);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${consultationTypes.sortOrder}) + 1, 0)::int` })
      .from(consultationTypes);
    const row = await onUniqueViolation(
      async () => {
        const [inserted] = await tx
          .insert(consultationTypes)
          .values({
            slug,
            name: input.name,
            description: input.description,
            durationMinutes: input.durationMinutes,
            location: input.location,
            priceText: input.priceText,
            active: input.active,
            sortOrder: next,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted;
      },
      () => slugTaken(slug),
    );
    if (!row) throw new Error('consultation type insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'booking-type.create',
      entityType: 'consultationType',
      entityId: row.id,
      label: row.name,
      data: { slug: row.slug, durationMinutes: row.durationMinutes, location: row.location },
    });
    return adminType(row);
  });
}

/**
 * A change to a type. Its length may change while bookings of it stand: they keep the times they
 * were booked with (their rows hold their own end), only new slots follow the new length.
 */
export async function updateConsultationType(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  changes: Partial<ConsultationTypeInput>,
): Promise<ConsultationType> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(consultationTypes).where(eq(consultationTypes.id, id)).for('update');
    if (!before) throw new NotFoundError(CONSULTATION_TYPE_NOT_FOUND);
    const update: Partial<typeof consultationTypes.$inferInsert> = {};
    for (const field of ['name', 'description', 'durationMinutes', 'location', 'priceText', 'active'] as const) {
      const value = changes[field];
      if (value !== undefined && value !== before[field]) Object.assign(update, { [field]: value });
    }
    if (changes.slug !== undefined && changes.slug !== before.slug) {
      await assertSlugFree(tx, changes.slug, id);
      update.slug = changes.slug;
    }
    const fields = Object.keys(update);
    if (fields.length === 0) return adminType(before);
    const [row] = await onUniqueViolation(
      () =>
        tx
          .update(consultationTypes)
          .set({ ...update, updatedAt: now })
          .where(eq(consultationTypes.id, id))
          .returning(),
      () => slugTaken(update.slug ?? before.slug),
    );
    if (!row) throw new NotFoundError(CONSULTATION_TYPE_NOT_FOUND);
    await recordAuditEvent(tx, {
      actor,
      action: 'booking-type.update',
      entityType: 'consultationType',
      entityId: id,
      label: row.name,
      data: { fields },
    });
    return adminType(row);
  });
}

/** The studio's booking rules (the defaults until it saves its own). */
export async function getAvailability(db: DbOrTx): Promise<BookingAvailability> {
  const [row] = await db.select().from(bookingAvailability).where(eq(bookingAvailability.id, 1)).limit(1);
  if (!row) return DEFAULT_AVAILABILITY;
  return {
    weekly: row.weekly,
    datesOff: row.datesOff,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    horizonDays: row.horizonDays,
  };
}

/**
 * Saves the rules. Bookings already made stand whatever changes (a day now off keeps its
 * consultations: the studio cancels them if it means to); only the slots offered follow.
 */
export async function saveAvailability(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  actor: AuditActor,
  input: BookingAvailability,
): Promise<BookingAvailability> {
  const now = deps.clock();
  const value: BookingAvailability = {
    weekly: [...input.weekly].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start)),
    datesOff: [...new Set(input.datesOff)].sort(),
    bufferMinutes: input.bufferMinutes,
    minNoticeHours: input.minNoticeHours,
    horizonDays: input.horizonDays,
  };
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(bookingAvailability)
      .values({ id: 1, ...value, updatedAt: now })
      .onConflictDoUpdate({ target: bookingAvailability.id, set: { ...value, updatedAt: now } });
    await recordAuditEvent(tx, {
      actor,
      action: 'availability.update',
      entityType: 'bookingAvailability',
      entityId: 1,
      label: '',
      data: { ...value, weekly: value.weekly.length, datesOff: value.datesOff.length },
    });
    return value;
  });
}
