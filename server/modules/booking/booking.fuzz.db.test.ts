import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPost } from '../../../tests/support/same-origin-post.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  anyFieldValue,
  expectNoServerError,
  filledLine,
  longText,
  mostly,
  oneLineText,
  requestBodies,
} from '../../../tests/support/write-fuzz.ts';
import { bookings, consultationTypes, leads } from '../../platform/db/schema/index.ts';

/**
 * Whatever a visitor's browser (or a script) sends to `POST /api/bookings`, the answer is a clear
 * 4xx or a 201, never a 5xx; and an accepted booking is stored as sent, on the lead of its address.
 * Requests ask for slots of the demo studio's next six weeks, often one already taken (409).
 */
const PUBLIC_URL = 'https://studio.example';
const now = new Date('2026-10-26T12:00:00Z');
const testApp = prepareTestApp({ clock: () => now, config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 } });
let typeId = 0;
let openStarts: string[] = [];

beforeAll(async () => {
  const [type] = await testApp.deps.db
    .select({ id: consultationTypes.id })
    .from(consultationTypes)
    .where(eq(consultationTypes.slug, 'initial-consultation'));
  typeId = type?.id ?? 0;
  const slots = await (
    await testApp.app.request(`${PUBLIC_URL}/api/booking/slots?type=${typeId}&from=2026-10-26&to=2026-12-10`)
  ).json();
  openStarts = slots.map((slot: { start: string }) => slot.start);
  expect(openStarts.length).toBeGreaterThan(100);
});

interface Sent {
  typeId: number;
  start: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message?: string;
  consent?: boolean;
  website?: string;
}

const address = fc.stringMatching(/^[a-z0-9]{1,16}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|org|studio)$/);

describe('POST /api/bookings never answers 5xx, and stores what it accepts (property-based)', () => {
  it('any body', { timeout: 180_000 }, async () => {
    const post = sameOriginPost(testApp.app, PUBLIC_URL);
    const accepted = fc.record(
      {
        typeId: mostly(fc.constant(0), fc.constant(987_654)).map((id) => (id === 0 ? typeId : id)),
        start: fc.oneof(
          { arbitrary: fc.nat({ max: 10_000 }).map((n) => openStarts[n % openStarts.length] ?? ''), weight: 9 },
          {
            arbitrary: fc.constantFrom('2026-10-30T17:10:00.000Z', '2026-10-26T17:00:00Z', '2027-06-01T17:00:00Z'),
            weight: 1,
          },
        ),
        firstName: filledLine(30),
        lastName: filledLine(30),
        email: fc.oneof(
          address,
          address.map((email) => ` ${email.toUpperCase()} `),
        ),
        phone: oneLineText(12),
        message: longText(200),
        consent: fc.boolean(),
        timeZone: fc.constantFrom('Europe/Paris', 'America/New_York', 'Mars/Olympus'),
        website: mostly(fc.constant(''), fc.constant('https://spam.example')),
      },
      { requiredKeys: ['typeId', 'start', 'firstName', 'lastName', 'email'] },
    );
    const anyShape = fc.record(
      {
        typeId: anyFieldValue(),
        start: fc.oneof(
          anyFieldValue(),
          fc.date().map((d) => (Number.isNaN(d.getTime()) ? '' : d.toISOString())),
        ),
        firstName: anyFieldValue(),
        lastName: anyFieldValue(),
        email: anyFieldValue(),
        consent: anyFieldValue(),
        timeZone: anyFieldValue(),
        website: anyFieldValue(),
      },
      { requiredKeys: [] },
    );
    await expectNoServerError<Sent>((body) => post('/api/bookings', body), requestBodies(accepted, anyShape), 150, {
      minAccepted: 0.15,
      expectStored: async (sent, answer) => {
        expect(sent.website ?? '').toBe('');
        const { uid } = (await answer.json()) as { uid: string };
        const [row] = await testApp.deps.db
          .select({ booking: bookings, leadEmail: leads.email, stage: leads.stage })
          .from(bookings)
          .innerJoin(leads, eq(leads.id, bookings.leadId))
          .where(eq(bookings.uid, uid));
        expect(row?.booking).toMatchObject({
          typeId,
          startAt: new Date(sent.start),
          firstName: sent.firstName.trim(),
          lastName: sent.lastName.trim(),
          email: sent.email.trim().toLowerCase(),
          phone: sent.phone?.trim() ? sent.phone.trim() : null,
          message: sent.message?.trim() ? sent.message.trim() : null,
          status: 'confirmed',
        });
        expect(row?.leadEmail).toBe(sent.email.trim().toLowerCase());
        expect(['booked', 'proposal', 'won']).toContain(row?.stage);
      },
    });
  });
});
