import type { DbOrTx } from '../../platform/db/client.ts';
import type { EmailQueue } from '../../platform/email/email-queue.ts';

/** A change of a booking that its visitor and the studio hear of. */
export type BookingEmailEvent = 'booked' | 'rescheduled' | 'cancelled';

export interface BookingEmailDeps {
  db: DbOrTx;
  queue: EmailQueue;
  publicUrl: string;
  appSecret: string;
}

/**
 * Queues, in the caller's transaction, the visitor's message (with its .ics invitation) and the
 * studio's notification for one change of a booking. PLACEHOLDER until the booking e-mails land
 * in this session (issue 27): the booking service already calls it at the right moments.
 */
export async function queueBookingEmails(
  _deps: BookingEmailDeps,
  _bookingId: number,
  _event: BookingEmailEvent,
  _by: 'visitor' | 'staff',
): Promise<void> {}
