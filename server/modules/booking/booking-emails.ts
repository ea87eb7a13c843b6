import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookings, consultationTypes } from '../../platform/db/schema/booking.ts';
import { siteSettings } from '../../platform/db/schema/settings.ts';
import type { EmailQueue } from '../../platform/email/email-queue.ts';
import { sendEmail } from '../../platform/email/send-email.ts';
import {
  type BookingMessageInput,
  type BookingStudio,
  renderStudioNotification,
  renderVisitorMessage,
} from './booking-email-texts.ts';
import { type BookingInvitation, invitationAttachment } from './booking-ics.ts';
import { createManageToken } from './manage-token.ts';

/** A change of a booking that its visitor and the studio hear of. */
export type BookingEmailEvent = 'booked' | 'rescheduled' | 'cancelled';

export interface BookingEmailDeps {
  db: DbOrTx;
  queue: EmailQueue;
  publicUrl: string;
  appSecret: string;
  /** the moment of the change (DTSTAMP of the invitation); default: now */
  now?: Date;
}

/** One booking with what its messages say, read in the caller's transaction. */
export interface BookingForMail {
  booking: typeof bookings.$inferSelect;
  type: typeof consultationTypes.$inferSelect;
  studio: BookingStudio;
  /** the studio's notification address (the studio's e-mail when none is set); '' when neither is */
  notificationAddress: string;
}

/**
 * Queues, in the caller's transaction, the visitor's message (with its calendar invitation: a
 * REQUEST when booked or moved, a CANCEL when cancelled) and, when the visitor made the change,
 * the studio's notification. A change staff made in the admin is told to the visitor the same
 * way; the studio already knows. Blocks (staff's own time) send nothing.
 *
 * Keyed `booking:{uid}:{event}:{sequence}:{visitor|studio}`: the booking service raises `sequence`
 * with every reschedule and cancellation, so each change is one message and a repeated call is a
 * no-op. The send rows commit or roll back with the booking change itself.
 */
export async function queueBookingEmails(
  deps: BookingEmailDeps,
  bookingId: number,
  event: BookingEmailEvent,
  by: 'visitor' | 'staff',
): Promise<void> {
  const found = await loadBookingForMail(deps.db, bookingId);
  if (!found) return;
  const { booking, type, studio } = found;
  const visitor = await sendVisitorMessage(deps, found, event, by);
  if (!visitor) return;
  if (by === 'staff' || !found.notificationAddress) return;
  const notification = renderStudioNotification({
    kind: event,
    studio,
    visitor: { ...visitorOf(booking), phone: booking.phone },
    consultation: consultationOf(booking, type),
    leadUrl: booking.leadId ? `${deps.publicUrl}/admin/leads/${booking.leadId}` : `${deps.publicUrl}/admin`,
  });
  await sendEmail(deps.db, deps.queue, {
    kind: 'notification',
    idempotencyKey: `booking:${booking.uid}:${event}:${booking.sequence}:studio`,
    to: found.notificationAddress,
    replyTo: visitor.address,
    subject: notification.subject,
    html: notification.html,
    text: notification.text,
    leadId: booking.leadId,
  });
}

/**
 * The visitor's message of one kind for the booking as it is now, with its invitation. Also the
 * reminder's (booking-reminders.ts). Answers the visitor's address, or null when the booking is
 * not one a visitor hears of (a block, no address).
 */
export async function sendVisitorMessage(
  deps: BookingEmailDeps,
  found: BookingForMail,
  kind: BookingEmailEvent | 'reminder',
  by: 'visitor' | 'staff',
): Promise<{ address: string; sendId: number; created: boolean } | null> {
  const { booking, type, studio } = found;
  if (booking.kind !== 'consultation' || !booking.email) return null;
  const cancelled = kind === 'cancelled';
  // The link stops working when the consultation starts: nothing left to move by then.
  const manageUrl = cancelled
    ? null
    : `${deps.publicUrl}/book/manage/${createManageToken(deps.appSecret, booking.uid, booking.startAt)}`;
  const input: BookingMessageInput = {
    kind,
    by,
    studio,
    visitor: { ...visitorOf(booking), phone: booking.phone, timeZone: booking.visitorTimeZone },
    consultation: consultationOf(booking, type),
    manageUrl,
    bookUrl: `${deps.publicUrl}/book`,
  };
  const message = renderVisitorMessage(input);
  const organizerEmail = studio.email || found.notificationAddress;
  const invitation: BookingInvitation = {
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: booking.uid,
    sequence: booking.sequence,
    start: booking.startAt,
    end: booking.endAt,
    timeZone: studio.timeZone,
    summary: `${type.name} with ${studio.studioName}`,
    description: manageUrl
      ? `${type.name} with ${studio.studioName}.\n\nReschedule or cancel: ${manageUrl}`
      : `${type.name} with ${studio.studioName}: cancelled.`,
    location: locationForCalendar(input),
    organizer: organizerEmail ? { name: studio.studioName, email: organizerEmail } : null,
    attendee: { name: `${booking.firstName} ${booking.lastName}`.trim(), email: booking.email },
    stamp: deps.now ?? new Date(),
  };
  const sent = await sendEmail(deps.db, deps.queue, {
    kind: 'transactional',
    idempotencyKey: `booking:${booking.uid}:${kind}:${booking.sequence}:visitor`,
    to: booking.email,
    ...(studio.email ? { replyTo: studio.email } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
    leadId: booking.leadId,
    // The reminder carries no invitation: the calendar already has the event, unchanged.
    attachments: kind === 'reminder' ? [] : [invitationAttachment(invitation)],
  });
  return { address: booking.email, ...sent };
}

function locationForCalendar(input: BookingMessageInput): string {
  const { location } = input.consultation;
  if (location === 'home') return 'At your home';
  if (location === 'video') return 'Video call';
  return input.visitor.phone ? `Phone call (${input.visitor.phone})` : 'Phone call';
}

function visitorOf(booking: typeof bookings.$inferSelect) {
  return { firstName: booking.firstName, lastName: booking.lastName, email: booking.email ?? '' };
}

function consultationOf(
  booking: typeof bookings.$inferSelect,
  type: typeof consultationTypes.$inferSelect,
): BookingMessageInput['consultation'] {
  return {
    name: type.name,
    durationMinutes: type.durationMinutes,
    location: type.location,
    priceText: type.priceText,
    start: booking.startAt,
    end: booking.endAt,
    message: booking.message,
  };
}

/** The booking, its type and the studio's facts; null for a block or a booking that is gone. */
export async function loadBookingForMail(db: DbOrTx, bookingId: number): Promise<BookingForMail | null> {
  const [row] = await db
    .select({ booking: bookings, type: consultationTypes })
    .from(bookings)
    .innerJoin(consultationTypes, eq(consultationTypes.id, bookings.typeId))
    .where(eq(bookings.id, bookingId));
  if (row?.booking.kind !== 'consultation') return null;
  const [settings] = await db
    .select({
      studioName: siteSettings.studioName,
      email: siteSettings.email,
      notificationEmail: siteSettings.notificationEmail,
      phone: siteSettings.phone,
      street: siteSettings.street,
      city: siteSettings.city,
      region: siteSettings.region,
      postalCode: siteSettings.postalCode,
      country: siteSettings.country,
      timeZone: siteSettings.timeZone,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const regionLine = [settings?.region ?? '', settings?.postalCode ?? ''].filter((p) => p.trim()).join(' ');
  const postalAddress = [settings?.street ?? '', settings?.city ?? '', regionLine, settings?.country ?? '']
    .filter((p) => p.trim())
    .join(', ');
  return {
    booking: row.booking,
    type: row.type,
    studio: {
      studioName: settings?.studioName || 'The studio',
      email: settings?.email ?? '',
      phone: settings?.phone ?? '',
      postalAddress,
      timeZone: settings?.timeZone ?? 'America/Los_Angeles',
    },
    notificationAddress: settings?.notificationEmail || settings?.email || '',
  };
}
