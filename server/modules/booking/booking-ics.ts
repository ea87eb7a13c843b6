import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { EmailAttachment } from '../../platform/db/schema/email.ts';

/** One consultation as its calendar invitation describes it. */
export interface BookingInvitation {
  /** 'REQUEST' for a new or moved consultation, 'CANCEL' when it is off */
  method: 'REQUEST' | 'CANCEL';
  /** bookings.uid: the same event in the visitor's calendar across every reschedule */
  uid: string;
  /** bookings.sequence: a calendar app applies an update only when this is higher than what it has */
  sequence: number;
  start: Date;
  end: Date;
  /** the studio's IANA zone: the times are written in it, with its VTIMEZONE */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  /** the studio; null when it has no e-mail address to name */
  organizer: { name: string; email: string } | null;
  attendee: { name: string; email: string };
  /** when this version of the invitation was written (DTSTAMP) */
  stamp: Date;
}

/**
 * RFC 5546 (iTIP): METHOD:REQUEST with the attendee NEEDS-ACTION, or METHOD:CANCEL with
 * STATUS:CANCELLED, for one VEVENT. DTSTART/DTEND carry the studio's TZID and the calendar its
 * VTIMEZONE, so a calendar shows the right hour on both sides of a daylight-saving change. The
 * times are handed to ical-generator as TZDate in that zone: given a plain Date and a zone it
 * would write the UTC wall-clock time under the zone's TZID.
 */
export function buildBookingIcs(invitation: BookingInvitation): string {
  const calendar = new ICalCalendar({ prodId: { company: 'Atelier', product: 'Booking', language: 'EN' } });
  calendar.method(invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  // No calendar-wide zone (it would also write DTSTAMP as local time); only the generator, so the
  // event's zone gets its VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: new TZDate(invitation.start.getTime(), invitation.timeZone),
    end: new TZDate(invitation.end.getTime(), invitation.timeZone),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location || null,
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer ?? undefined,
    attendees: [
      {
        name: invitation.attendee.name || undefined,
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: invitation.method === 'REQUEST',
      },
    ],
  });
  // RFC 5545 3.1: every content line ends with CRLF, the last one too (ical-generator omits it).
  return `${calendar.toString().replace(/\r?\n$/, '')}\r\n`;
}

/** The invitation as an e-mail attachment (the SMTP provider sends it as an invitation part). */
export function invitationAttachment(invitation: BookingInvitation): EmailAttachment {
  return {
    filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${invitation.method}`,
    content: buildBookingIcs(invitation),
  };
}
