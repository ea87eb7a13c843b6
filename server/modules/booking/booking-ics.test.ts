import { describe, expect, it } from 'vitest';
import { type BookingInvitation, buildBookingIcs, invitationAttachment } from './booking-ics.ts';

/** RFC 5545 content lines, unfolded: `{ name, params, value }` per line, in order. */
function parseIcs(ics: string) {
  expect(ics).toMatch(/\r\n$/);
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const [name = '', ...params] = line.slice(0, colon).split(';');
      return { name, params, value: line.slice(colon + 1) };
    });
}

/** The lines of the first component with this name (VEVENT, VTIMEZONE), as name → line. */
function component(ics: string, name: string) {
  const lines = parseIcs(ics);
  const from = lines.findIndex((l) => l.name === 'BEGIN' && l.value === name);
  const to = lines.findIndex((l, i) => i > from && l.name === 'END' && l.value === name);
  expect(from).toBeGreaterThanOrEqual(0);
  return lines.slice(from + 1, to);
}

const prop = (lines: ReturnType<typeof parseIcs>, name: string) => lines.find((l) => l.name === name);

const invitation: BookingInvitation = {
  method: 'REQUEST',
  uid: '0b6f1c9e-8d7a-4f7e-9a52-3c1d2e4f5a6b',
  sequence: 0,
  // 9:00 in Portland (PST, UTC−8)
  start: new Date('2026-12-01T17:00:00Z'),
  end: new Date('2026-12-01T17:45:00Z'),
  timeZone: 'America/Los_Angeles',
  summary: 'Initial consultation with Larch & Lime',
  description: 'Reschedule or cancel: https://studio.example/book/manage/abc',
  location: 'Video call (the link follows by e-mail)',
  organizer: { name: 'Larch & Lime', email: 'hello@larchandlime.example' },
  attendee: { name: 'Jane Doe', email: 'jane@example.com' },
  stamp: new Date('2026-11-28T12:00:00Z'),
};

describe('the booking invitation (.ics)', () => {
  it('is a REQUEST for one event at the studio’s local time with its zone, UID, SEQUENCE, organizer and attendee', () => {
    const ics = buildBookingIcs(invitation);
    const lines = parseIcs(ics);
    expect(prop(lines, 'METHOD')?.value).toBe('REQUEST');
    expect(lines.filter((l) => l.name === 'BEGIN' && l.value === 'VEVENT')).toHaveLength(1);
    const event = component(ics, 'VEVENT');
    expect(prop(event, 'UID')?.value).toBe(invitation.uid);
    expect(prop(event, 'SEQUENCE')?.value).toBe('0');
    expect(prop(event, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: ['TZID=America/Los_Angeles'],
      value: '20261201T090000',
    });
    expect(prop(event, 'DTEND')?.value).toBe('20261201T094500');
    expect(prop(event, 'DTEND')?.params).toEqual(['TZID=America/Los_Angeles']);
    // DTSTAMP is always UTC (RFC 5545 3.8.7.2).
    expect(prop(event, 'DTSTAMP')?.value).toBe('20261128T120000Z');
    expect(prop(event, 'STATUS')?.value).toBe('CONFIRMED');
    expect(prop(event, 'LOCATION')?.value).toBe('Video call (the link follows by e-mail)');
    expect(prop(event, 'DESCRIPTION')?.value).toBe('Reschedule or cancel: https://studio.example/book/manage/abc');
    expect(prop(event, 'ORGANIZER')?.value.toLowerCase()).toBe('mailto:hello@larchandlime.example');
    const attendee = prop(event, 'ATTENDEE');
    expect(attendee?.value.toLowerCase()).toBe('mailto:jane@example.com');
    expect(attendee?.params).toEqual(expect.arrayContaining(['PARTSTAT=NEEDS-ACTION', 'RSVP=TRUE']));
  });

  it('carries the VTIMEZONE of the studio’s zone with both of its offsets', () => {
    const zone = component(buildBookingIcs(invitation), 'VTIMEZONE');
    expect(prop(zone, 'TZID')?.value).toBe('America/Los_Angeles');
    const offsets = zone.filter((l) => l.name === 'TZOFFSETTO').map((l) => l.value);
    expect(offsets.sort()).toEqual(['-0700', '-0800']);
  });

  it('writes summer times with the summer offset of the zone (no shift by the UTC difference)', () => {
    // 10:30 in Lisbon in July is 09:30 UTC (WEST, UTC+1).
    const ics = buildBookingIcs({
      ...invitation,
      timeZone: 'Europe/Lisbon',
      start: new Date('2026-07-14T09:30:00Z'),
      end: new Date('2026-07-14T10:30:00Z'),
    });
    const event = component(ics, 'VEVENT');
    expect(prop(event, 'DTSTART')).toMatchObject({ params: ['TZID=Europe/Lisbon'], value: '20260714T103000' });
    expect(prop(event, 'DTEND')?.value).toBe('20260714T113000');
    expect(prop(component(ics, 'VTIMEZONE'), 'TZID')?.value).toBe('Europe/Lisbon');
  });

  it('a reschedule keeps the UID and raises SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED', () => {
    const moved = component(
      buildBookingIcs({
        ...invitation,
        sequence: 1,
        start: new Date('2026-12-02T18:00:00Z'),
        end: new Date('2026-12-02T18:45:00Z'),
      }),
      'VEVENT',
    );
    expect(prop(moved, 'UID')?.value).toBe(invitation.uid);
    expect(prop(moved, 'SEQUENCE')?.value).toBe('1');
    expect(prop(moved, 'DTSTART')?.value).toBe('20261202T100000');

    const cancelled = buildBookingIcs({ ...invitation, method: 'CANCEL', sequence: 2 });
    expect(prop(parseIcs(cancelled), 'METHOD')?.value).toBe('CANCEL');
    const event = component(cancelled, 'VEVENT');
    expect(prop(event, 'UID')?.value).toBe(invitation.uid);
    expect(prop(event, 'SEQUENCE')?.value).toBe('2');
    expect(prop(event, 'STATUS')?.value).toBe('CANCELLED');
  });

  it('is attached as invite.ics (or cancel.ics) with the method in its content type', () => {
    expect(invitationAttachment(invitation)).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; method=REQUEST',
    });
    expect(invitationAttachment({ ...invitation, method: 'CANCEL' })).toMatchObject({
      filename: 'cancel.ics',
      contentType: 'text/calendar; method=CANCEL',
    });
  });
});
