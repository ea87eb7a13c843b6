import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmailTestRuntime, insertLead, startEmailTestRuntime } from '../../../tests/support/email-test-runtime.ts';
import { bookings, consultationTypes, emailSends, siteSettings } from '../../platform/db/schema/index.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { queueBookingEmails } from './booking-emails.ts';
import { verifyManageToken } from './manage-token.ts';

const PUBLIC_URL = 'https://studio.example';
const APP_SECRET = 'booking-emails-test-secret-0123456789';

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let typeId: number;

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture();
  runtime.use({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port });
  await runtime.db.update(siteSettings).set({
    studioName: 'Larch & Lime',
    email: 'hello@larchandlime.example',
    notificationEmail: 'studio@larchandlime.example',
    timeZone: 'America/Los_Angeles',
  });
  const [type] = await runtime.db
    .insert(consultationTypes)
    .values({
      slug: 'booking-emails-test',
      name: 'Initial consultation',
      durationMinutes: 45,
      location: 'video',
      priceText: 'Free',
    })
    .returning();
  typeId = type?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await runtime.stop();
  await smtp.close();
});

const deps = () => ({ db: runtime.db, queue: runtime.boss, publicUrl: PUBLIC_URL, appSecret: APP_SECRET });

let counter = 0;
async function insertBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
  counter += 1;
  const email = `visitor${counter}@example.com`;
  const lead = await insertLead(runtime.db, email);
  const [booking] = await runtime.db
    .insert(bookings)
    .values({
      typeId,
      leadId: lead.id,
      // from Wednesday 2 December 2026, one a day, 9:00–9:45 in Los Angeles (PST), 12:00–12:45 in New York (EST)
      startAt: new Date(Date.UTC(2026, 11, 1 + counter, 17, 0)),
      endAt: new Date(Date.UTC(2026, 11, 1 + counter, 17, 45)),
      blockedUntil: new Date(Date.UTC(2026, 11, 1 + counter, 18, 0)),
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      phone: '+1 503 555 0100',
      message: 'A kitchen in a 1920s bungalow.',
      visitorTimeZone: 'America/New_York',
      ...values,
    })
    .returning();
  if (!booking) throw new Error('booking not inserted');
  return { booking, lead };
}

async function sendsOf(uid: string) {
  return runtime.db
    .select()
    .from(emailSends)
    .where(like(emailSends.idempotencyKey, `booking:${uid}:%`))
    .orderBy(emailSends.id);
}

async function delivered(idempotencyKey: string): Promise<CapturedMail> {
  await expect
    .poll(
      async () =>
        (await runtime.db.select().from(emailSends).where(eq(emailSends.idempotencyKey, idempotencyKey)))[0]?.status,
      { timeout: 15_000, interval: 100 },
    )
    .toBe('sent');
  const [row] = await runtime.db.select().from(emailSends).where(eq(emailSends.idempotencyKey, idempotencyKey));
  const mail = smtp.messages.find((m) => m.parsed.messageId === row?.providerMessageId);
  if (!mail) throw new Error(`${idempotencyKey} not received`);
  return mail;
}

function invitationOf(mail: CapturedMail) {
  const file = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!file) throw new Error('no .ics attached');
  const text = file.content.toString('utf8').replace(/\r\n[ \t]/g, '');
  // METHOD from the calendar, everything else from the event (the VTIMEZONE has DTSTARTs of its own).
  const event = text.slice(text.indexOf('BEGIN:VEVENT'));
  const line = (name: string) =>
    (name === 'METHOD' ? text : event).split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return { filename: file.filename, text, line };
}

/** The token of the first manage link in the text part. */
function manageToken(mail: CapturedMail): string | null {
  return /\/book\/manage\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1] ?? null;
}

describe('booking e-mails', () => {
  it('a booking tells the visitor (their time and the studio’s, the links, the invitation) and notifies the studio with a link to the lead', async () => {
    const { booking, lead } = await insertBooking();
    await runtime.db.transaction((tx) => queueBookingEmails({ ...deps(), db: tx }, booking.id, 'booked', 'visitor'));

    const mail = await delivered(`booking:${booking.uid}:booked:0:visitor`);
    expect(mail.envelopeTo).toEqual([booking.email]);
    expect(mail.parsed.subject).toBe(`Your Initial consultation with Larch & Lime is booked: Wed, Dec 2, 12:00 PM`);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Wednesday, December 2, 2026, 12:00 PM – 12:45 PM (Eastern Standard Time), your time');
    expect(text).toContain('Wednesday, December 2, 2026, 9:00 AM – 9:45 AM (Pacific Standard Time) at the studio');
    expect(text).toContain('Where: Video call');
    expect(text).toContain('Price: Free');
    expect(mail.parsed.html).toContain('Eastern Standard Time');
    // The links are signed for this booking and stop at its start.
    const token = manageToken(mail);
    expect(verifyManageToken(APP_SECRET, token, new Date('2026-11-28T00:00:00Z'))).toEqual({ uid: booking.uid });
    expect(verifyManageToken(APP_SECRET, token, booking.startAt)).toBeNull();
    expect(text).toContain(`Reschedule: ${PUBLIC_URL}/book/manage/${token}`);
    expect(text).toContain(`Cancel: ${PUBLIC_URL}/book/manage/${token}#cancel`);
    const ics = invitationOf(mail);
    expect(ics.filename).toBe('invite.ics');
    expect(ics.line('METHOD')).toBe('METHOD:REQUEST');
    expect(ics.line('UID')).toBe(`UID:${booking.uid}`);
    expect(ics.line('SEQUENCE')).toBe('SEQUENCE:0');
    expect(ics.line('DTSTART')).toBe('DTSTART;TZID=America/Los_Angeles:20261202T090000');
    expect(ics.line('DTEND')).toBe('DTEND;TZID=America/Los_Angeles:20261202T094500');
    expect(ics.line('DESCRIPTION')).toContain(`/book/manage/${token}`);
    expect(ics.text).toContain('BEGIN:VTIMEZONE');

    const studio = await delivered(`booking:${booking.uid}:booked:0:studio`);
    expect(studio.envelopeTo).toEqual(['studio@larchandlime.example']);
    expect(studio.parsed.subject).toBe('New booking: Jane Doe, Wed, Dec 2, 9:00 AM');
    expect(studio.parsed.replyTo?.text).toBe(booking.email);
    expect(studio.parsed.text).toContain(`${PUBLIC_URL}/admin/leads/${lead.id}`);
    expect(studio.parsed.text).toContain('A kitchen in a 1920s bungalow.');
    expect(studio.parsed.html).toContain(`href="${PUBLIC_URL}/admin/leads/${lead.id}"`);
    const rows = await sendsOf(booking.uid);
    expect(rows.map((r) => [r.kind, r.leadId])).toEqual([
      ['transactional', lead.id],
      ['notification', lead.id],
    ]);
  });

  it('the same change queued twice sends each message once', async () => {
    const { booking } = await insertBooking();
    await queueBookingEmails(deps(), booking.id, 'booked', 'visitor');
    await queueBookingEmails(deps(), booking.id, 'booked', 'visitor');
    expect(await sendsOf(booking.uid)).toHaveLength(2);
  });

  it('a reschedule by staff tells the visitor the new time with the same UID and a higher SEQUENCE; the studio is not notified of its own change', async () => {
    const { booking } = await insertBooking();
    await queueBookingEmails(deps(), booking.id, 'booked', 'visitor');
    const newStart = new Date(booking.startAt.getTime() + 26 * 3_600_000);
    await runtime.db
      .update(bookings)
      .set({
        startAt: newStart,
        endAt: new Date(newStart.getTime() + 45 * 60_000),
        blockedUntil: new Date(newStart.getTime() + 60 * 60_000),
        sequence: 1,
      })
      .where(eq(bookings.id, booking.id));
    await queueBookingEmails(deps(), booking.id, 'rescheduled', 'staff');

    const mail = await delivered(`booking:${booking.uid}:rescheduled:1:visitor`);
    expect(mail.parsed.text).toContain('Larch & Lime has moved your Initial consultation to a new time.');
    const ics = invitationOf(mail);
    expect(ics.line('UID')).toBe(`UID:${booking.uid}`);
    expect(ics.line('SEQUENCE')).toBe('SEQUENCE:1');
    expect(ics.line('METHOD')).toBe('METHOD:REQUEST');
    // 26 hours later: the next day, 11:00 in Los Angeles.
    expect(ics.line('DTSTART')).toMatch(/^DTSTART;TZID=America\/Los_Angeles:202612\d\dT110000$/);
    // A fresh link, expiring at the new start.
    expect(verifyManageToken(APP_SECRET, manageToken(mail), new Date(newStart.getTime() - 1000))).toEqual({
      uid: booking.uid,
    });
    const keys = (await sendsOf(booking.uid)).map((r) => r.idempotencyKey.split(':').slice(2).join(':'));
    expect(keys).toEqual(['booked:0:visitor', 'booked:0:studio', 'rescheduled:1:visitor']);
  });

  it('a cancellation sends METHOD:CANCEL without manage links, offers to book again, and tells the studio', async () => {
    const { booking, lead } = await insertBooking();
    await runtime.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), sequence: 1 })
      .where(eq(bookings.id, booking.id));
    await queueBookingEmails(deps(), booking.id, 'cancelled', 'visitor');

    const mail = await delivered(`booking:${booking.uid}:cancelled:1:visitor`);
    expect(mail.parsed.subject).toBe('Your Initial consultation with Larch & Lime is cancelled');
    expect(manageToken(mail)).toBeNull();
    expect(mail.parsed.text).toContain(`Book another time: ${PUBLIC_URL}/book`);
    const ics = invitationOf(mail);
    expect(ics.filename).toBe('cancel.ics');
    expect(ics.line('METHOD')).toBe('METHOD:CANCEL');
    expect(ics.line('STATUS')).toBe('STATUS:CANCELLED');
    expect(ics.line('SEQUENCE')).toBe('SEQUENCE:1');
    const studio = await delivered(`booking:${booking.uid}:cancelled:1:studio`);
    expect(studio.parsed.subject).toMatch(/^Booking cancelled: Jane Doe, /);
    expect(studio.parsed.text).toContain(`/admin/leads/${lead.id}`);
  });

  it('without the visitor’s zone the times are the studio’s, named', async () => {
    const { booking } = await insertBooking({ visitorTimeZone: null });
    await queueBookingEmails(deps(), booking.id, 'booked', 'staff');
    const mail = await delivered(`booking:${booking.uid}:booked:0:visitor`);
    expect(mail.parsed.text).toMatch(/When: \w+day, December \d+, 2026, 9:00 AM – 9:45 AM \(Pacific Standard Time\)\n/);
    expect(mail.parsed.text).not.toContain('your time');
    expect(mail.parsed.text).toContain('Larch & Lime has booked your Initial consultation.');
  });

  it('sends nothing for a block, and nothing when the caller’s transaction rolls back', async () => {
    const [block] = await runtime.db
      .insert(bookings)
      .values({
        kind: 'block',
        startAt: new Date('2026-12-20T17:00:00Z'),
        endAt: new Date('2026-12-20T19:00:00Z'),
        blockedUntil: new Date('2026-12-20T19:00:00Z'),
        note: 'Site visit',
      })
      .returning();
    await queueBookingEmails(deps(), block?.id ?? 0, 'booked', 'staff');
    expect(await sendsOf(block?.uid ?? '')).toEqual([]);

    const { booking } = await insertBooking();
    await expect(
      runtime.db.transaction(async (tx) => {
        await queueBookingEmails({ ...deps(), db: tx }, booking.id, 'booked', 'visitor');
        throw new Error('the booking failed after all');
      }),
    ).rejects.toThrow('the booking failed after all');
    expect(await sendsOf(booking.uid)).toEqual([]);
  });
});
