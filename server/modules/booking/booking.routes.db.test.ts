import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { sameOriginPost } from '../../../tests/support/same-origin-post.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  bookings,
  consultationTypes,
  emailSends,
  leadEvents,
  leads,
} from '../../platform/db/schema/index.ts';
import { BOOKING_RATE_LIMIT } from './booking.routes.ts';
import { findPublicConsultationType, nextOpenSlots } from './index.ts';
import { createManageToken } from './manage-token.ts';

/**
 * Online booking through the API (issue 27), on the demo studio (Los Angeles; Monday to Friday
 * 10:00–16:00, 15 minutes' buffer, 24 hours' notice, 42 days ahead) with a clock the tests move.
 * The week in view is the one the clocks go back in: Friday 30 October is PDT, Monday 2 November PST.
 */

const now = new Date('2026-10-26T12:00:00Z'); // Monday 26 October, 05:00 in Los Angeles
const PUBLIC_URL = 'https://studio.example';
const testApp = prepareTestApp({ clock: () => now, config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 } });
let post: ReturnType<typeof sameOriginPost>;
let initial: { id: number; durationMinutes: number };
let staffCookie = '';

const db = () => testApp.deps.db;
const get = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.request(`${PUBLIC_URL}${path}`, { headers });

function staffWrite(method: string, path: string, body?: unknown) {
  return testApp.app.request(`${PUBLIC_URL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': '10.200.0.1',
      Cookie: staffCookie,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const visitor = (overrides: Record<string, unknown> = {}) => ({
  typeId: initial.id,
  start: '2026-10-30T17:00:00.000Z', // Friday 10:00 PDT
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada.booking@example.com',
  phone: '+1 503 555 0199',
  message: 'Our kitchen needs a plan.',
  consent: true,
  ...overrides,
});

const bookingCount = async () => (await db().select({ n: count() }).from(bookings))[0]?.n ?? 0;
const leadOf = async (email: string) => (await db().select().from(leads).where(eq(leads.email, email)))[0];

beforeAll(async () => {
  post = sameOriginPost(testApp.app, PUBLIC_URL);
  const [row] = await db().select().from(consultationTypes).where(eq(consultationTypes.slug, 'initial-consultation'));
  if (!row) throw new Error('the demo studio has no initial consultation');
  initial = row;
  staffCookie = await signInAs(testApp, 'editor');
});

describe('the public reads', () => {
  it('lists the active consultation types in the studio’s order', async () => {
    const response = await get('/api/booking/types');
    expect(response.status).toBe(200);
    const types = await response.json();
    expect(types.map((t: { name: string }) => t.name)).toEqual([
      'Initial consultation',
      'In-home design consultation',
      'Phone call',
    ]);
    expect(types[0]).toMatchObject({ slug: 'initial-consultation', durationMinutes: 45, location: 'video' });
  });

  it('answers the open slots as UTC instants, 10:00 local on both sides of the clock change, never cached', async () => {
    const response = await get(`/api/booking/slots?type=${initial.id}&from=2026-10-30&to=2026-11-02`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const slots: { start: string; end: string }[] = await response.json();
    expect(slots[0]).toEqual({ start: '2026-10-30T17:00:00.000Z', end: '2026-10-30T17:45:00.000Z' });
    expect(slots.find((s) => s.start.startsWith('2026-11-02'))?.start).toBe('2026-11-02T18:00:00.000Z');
    expect(slots).toHaveLength(12);
  });

  it('refuses an unknown type, a bad day and a backwards or too long range', async () => {
    expect(await (await get('/api/booking/slots?type=9999&from=2026-10-30&to=2026-10-30')).json()).toMatchObject({
      code: 'consultation_type_not_found',
    });
    const bad = await get(`/api/booking/slots?type=${initial.id}&from=2026-02-31&to=2026-03-01`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('invalid_date');
    const backwards = await get(`/api/booking/slots?type=${initial.id}&from=2026-11-02&to=2026-11-01`);
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).code).toBe('date_range_invalid');
    const long = await get(`/api/booking/slots?type=${initial.id}&from=2026-11-01&to=2027-03-01`);
    expect((await long.json()).code).toBe('date_range_invalid');
  });
});

describe('what other parts of the site read (the /book pages, the answer-bot)', () => {
  it('finds an active type by its slug, and nothing for an unknown one', async () => {
    expect(await findPublicConsultationType(db(), 'phone-call')).toMatchObject({
      name: 'Phone call',
      durationMinutes: 20,
    });
    expect(await findPublicConsultationType(db(), 'no-such-type')).toBeNull();
  });

  it('offers the next free slots of the first type, or of the one named, after a moment', async () => {
    const deps = { db: db(), clock: () => now };
    // Monday 05:00 in Los Angeles with 24 hours' notice: Tuesday from 10:00 PDT
    expect((await nextOpenSlots(deps, { count: 3 })).map((s) => s.start)).toEqual([
      '2026-10-27T17:00:00.000Z',
      '2026-10-27T18:00:00.000Z',
      '2026-10-27T19:00:00.000Z',
    ]);
    const after = new Date('2026-10-29T23:00:00Z'); // Thursday 16:00
    expect((await nextOpenSlots(deps, { typeId: initial.id, count: 1, after }))[0]?.start).toBe(
      '2026-10-30T17:00:00.000Z',
    );
    expect(await nextOpenSlots(deps, { typeId: 987_654, count: 3 })).toEqual([]);
  });
});

describe('POST /api/bookings', () => {
  it('books the slot: 201 with the booking and its manage token; the lead is created, booked and on its timeline', async () => {
    const response = await post('/api/bookings', visitor(), { headers: { Referer: `${PUBLIC_URL}/book` } });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      start: '2026-10-30T17:00:00.000Z',
      end: '2026-10-30T17:45:00.000Z',
      type: { id: initial.id, name: 'Initial consultation' },
      firstName: 'Ada',
      email: 'ada.booking@example.com',
      studioTimeZone: 'America/Los_Angeles',
    });
    expect(booking.manageToken).toHaveLength(50);

    const lead = await leadOf('ada.booking@example.com');
    expect(lead).toMatchObject({ stage: 'booked', status: 'qualified', source: 'contact', bookedAt: now });
    expect(lead?.consentAt).toEqual(now);
    expect(lead?.firstResponseAt).toBeNull();
    const [row] = await db().select().from(bookings).where(eq(bookings.uid, booking.uid));
    expect(row).toMatchObject({
      leadId: lead?.id,
      sequence: 0,
      blockedUntil: new Date('2026-10-30T18:00:00Z'),
      createdByUserId: null,
    });
    const events = await db()
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead?.id ?? 0));
    expect(events.find((e) => e.kind === 'booking')).toMatchObject({
      page: '/book',
      data: {
        action: 'booked',
        bookingId: row?.id,
        typeName: 'Initial consultation',
        stageFrom: 'new',
        stageTo: 'booked',
      },
    });
    expect(events.find((e) => e.kind === 'status')).toMatchObject({ data: { from: 'active', to: 'qualified' } });

    // The slot is gone for everyone else.
    const slots = await (await get(`/api/booking/slots?type=${initial.id}&from=2026-10-30&to=2026-10-30`)).json();
    expect(slots.map((s: { start: string }) => s.start)).not.toContain('2026-10-30T17:00:00.000Z');
  });

  it('answers 409 slot_taken with the next free slots when the slot went, and stores nothing', async () => {
    const before = await bookingCount();
    const response = await post('/api/bookings', visitor({ email: 'bea.late@example.com', firstName: 'Bea' }));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toEqual({
      code: 'slot_taken',
      message: 'That time was just booked by someone else. Please choose another time.',
      nextSlots: expect.any(Array),
    });
    expect(body.nextSlots).toHaveLength(5);
    expect(body.nextSlots[0].start).toBe('2026-10-27T17:00:00.000Z'); // Tuesday 10:00, the first after the notice
    expect(body.nextSlots.map((s: { start: string }) => s.start)).not.toContain('2026-10-30T17:00:00.000Z');
    expect(await bookingCount()).toBe(before);
    expect(await leadOf('bea.late@example.com')).toBeUndefined();
  });

  it('refuses a time that is not a slot: off the grid, too soon, too far, unknown type; nothing is stored', async () => {
    const before = await bookingCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start: '2026-10-30T17:30:00.000Z' }, 'slot_unavailable', 'start'],
      [{ start: '2026-11-01T17:00:00.000Z' }, 'slot_unavailable', 'start'], // Sunday
      [{ start: '2026-10-26T17:00:00.000Z' }, 'slot_too_soon', 'start'],
      [{ start: '2026-12-14T18:00:00.000Z' }, 'slot_too_far', 'start'],
      [{ typeId: 9999 }, 'consultation_type_not_found', 'typeId'],
    ];
    for (const [change, code, field] of cases) {
      const response = await post('/api/bookings', visitor({ email: 'carl.refused@example.com', ...change }));
      expect(response.status, code).toBe(400);
      const body = await response.json();
      expect(body.code).toBe(code);
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
    }
    const schema = await post('/api/bookings', visitor({ email: 'not-an-address', start: 'tomorrow' }));
    expect(schema.status).toBe(400);
    expect(Object.keys((await schema.json()).fieldErrors).sort()).toEqual(['email', 'start']);
    expect(await bookingCount()).toBe(before);
    expect(await leadOf('carl.refused@example.com')).toBeUndefined();
  });

  it('drops a booking whose honeypot is filled, storing nothing', async () => {
    const before = await bookingCount();
    const response = await post(
      '/api/bookings',
      visitor({ email: 'bot@example.com', start: '2026-10-30T18:00:00.000Z', website: 'http://spam.example' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('invalid_request');
    expect(await bookingCount()).toBe(before);
    expect(await leadOf('bot@example.com')).toBeUndefined();
  });

  it('is rate-limited per visitor like the contact form (429), storing nothing past the limit', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < BOOKING_RATE_LIMIT.limit; i++) {
      // refused as off the grid, but counted: the limit is on attempts
      const response = await post('/api/bookings', visitor({ start: '2026-10-30T17:10:00.000Z' }), { ip });
      expect(response.status).toBe(400);
    }
    const before = await bookingCount();
    const limited = await post(
      '/api/bookings',
      visitor({ email: 'ivy.limited@example.com', start: '2026-11-04T18:00:00.000Z' }),
      {
        ip,
      },
    );
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('rate_limited');
    expect(await bookingCount()).toBe(before);
    expect(await leadOf('ivy.limited@example.com')).toBeUndefined();
  });

  it('refuses a cross-site booking before reading it', async () => {
    const before = await bookingCount();
    const response = await post('/api/bookings', visitor({ start: '2026-10-30T18:00:00.000Z' }), {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await bookingCount()).toBe(before);
  });

  it('joins a returning visitor’s lead (one per person), stopping its sequence: queued steps are withdrawn', async () => {
    const [lead] = await db()
      .insert(leads)
      .values({
        email: 'dan.returning@example.com',
        firstName: 'Dan',
        lastName: 'Old',
        source: 'lookbook',
        enrolledAt: now,
      })
      .returning();
    await db().insert(emailSends).values({
      kind: 'sequence',
      leadId: lead?.id,
      toAddress: 'dan.returning@example.com',
      idempotencyKey: 'sequence:dan-returning:2',
      subject: 'Step 2',
      htmlBody: '<p>hi</p>',
      textBody: 'hi',
      status: 'queued',
    });
    const response = await post(
      '/api/bookings',
      visitor({
        email: 'Dan.Returning@Example.com ',
        firstName: 'Daniel',
        lastName: 'Oldfield',
        start: '2026-10-30T18:00:00.000Z',
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const after = await leadOf('dan.returning@example.com');
    expect(after).toMatchObject({
      id: lead?.id,
      firstName: 'Daniel',
      lastName: 'Oldfield',
      stage: 'booked',
      status: 'qualified',
    });
    expect(
      await db()
        .select()
        .from(emailSends)
        .where(and(eq(emailSends.leadId, lead?.id ?? 0), eq(emailSends.kind, 'sequence'))),
    ).toEqual([]);
    const [status] = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead?.id ?? 0), eq(leadEvents.kind, 'status')));
    expect(status?.data).toMatchObject({ from: 'active', to: 'qualified', withdrawn: 1 });
  });
});

describe('the manage link', () => {
  let token = '';
  let uid = '';

  beforeAll(async () => {
    const response = await post(
      '/api/bookings',
      visitor({ email: 'eve.manage@example.com', start: '2026-11-02T18:00:00.000Z' }),
    );
    const booking = await response.json();
    token = booking.manageToken;
    uid = booking.uid;
  });

  const rowOf = async () => (await db().select().from(bookings).where(eq(bookings.uid, uid)))[0];

  it('shows the booking without signing in, never cached', async () => {
    const response = await get(`/api/bookings/manage/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ uid, status: 'confirmed', start: '2026-11-02T18:00:00.000Z' });
  });

  it('changes nothing with a forged, altered or expired link (404 booking_link_invalid)', async () => {
    const before = await rowOf();
    const forged = createManageToken('not-the-app-secret-at-all', uid, new Date('2026-12-01T00:00:00Z'));
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const expired = createManageToken(testApp.deps.secrets.appSecret, uid, new Date('2026-10-01T00:00:00Z'));
    for (const bad of [forged, altered, expired, 'short']) {
      for (const [path, body] of [
        [`/api/bookings/manage/${bad}`, null],
        [`/api/bookings/manage/${bad}/reschedule`, { start: '2026-11-02T19:00:00.000Z' }],
        [`/api/bookings/manage/${bad}/cancel`, {}],
      ] as const) {
        const response = body === null ? await get(path) : await post(path, body);
        expect(response.status, `${path}`).toBe(404);
        expect((await response.json()).code).toBe('booking_link_invalid');
      }
    }
    expect(await rowOf()).toEqual(before);
  });

  it('reschedules: same uid, SEQUENCE + 1, a new link; the old time is free again', async () => {
    const response = await post(`/api/bookings/manage/${token}/reschedule`, { start: '2026-11-03T19:00:00.000Z' });
    expect(response.status).toBe(200);
    const moved = await response.json();
    expect(moved).toMatchObject({ uid, start: '2026-11-03T19:00:00.000Z', end: '2026-11-03T19:45:00.000Z' });
    expect(moved.manageToken).not.toBe(token);
    expect(await rowOf()).toMatchObject({ sequence: 1, startAt: new Date('2026-11-03T19:00:00Z') });
    const slots = await (await get(`/api/booking/slots?type=${initial.id}&from=2026-11-02&to=2026-11-02`)).json();
    expect(slots[0].start).toBe('2026-11-02T18:00:00.000Z');
    token = moved.manageToken;
  });

  it('refuses a reschedule to a taken or unoffered slot, changing nothing', async () => {
    const before = await rowOf();
    const taken = await post(`/api/bookings/manage/${token}/reschedule`, { start: '2026-10-30T17:00:00.000Z' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('slot_taken');
    const offGrid = await post(`/api/bookings/manage/${token}/reschedule`, { start: '2026-11-03T19:10:00.000Z' });
    expect(offGrid.status).toBe(400);
    expect((await offGrid.json()).code).toBe('slot_unavailable');
    expect(await rowOf()).toEqual(before);
  });

  it('cancels (SEQUENCE + 1), after which it cannot be rescheduled', async () => {
    const response = await post(`/api/bookings/manage/${token}/cancel`, {});
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('cancelled');
    const cancelled = await rowOf();
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2, cancelledAt: now });
    const again = await post(`/api/bookings/manage/${token}/reschedule`, { start: '2026-11-04T18:00:00.000Z' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('booking_cancelled');
    expect(await rowOf()).toEqual(cancelled);
    const lead = await leadOf('eve.manage@example.com');
    const actions = (
      await db()
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, lead?.id ?? 0))
    )
      .filter((e) => e.kind === 'booking')
      .map((e) => e.data.action);
    expect(actions).toEqual(['booked', 'rescheduled', 'cancelled']);
    // The lead page's timeline shows the three, newest first, in the API's shape.
    const detail = await (await staffWrite('GET', `/api/leads/${lead?.id}`)).json();
    const entries = detail.timeline.filter((entry: { kind: string }) => entry.kind === 'booking');
    expect(entries).toEqual([
      expect.objectContaining({ action: 'cancelled', start: '2026-11-03T19:00:00.000Z', by: null }),
      expect.objectContaining({
        action: 'rescheduled',
        start: '2026-11-03T19:00:00.000Z',
        previousStart: '2026-11-02T18:00:00.000Z',
      }),
      expect.objectContaining({ action: 'booked', typeName: 'Initial consultation', previousStart: null }),
    ]);
  });
});

describe('the admin', () => {
  it('creates a type (slug from the name, made unique) and changes it; refuses a taken slug; each audited', async () => {
    const created = await staffWrite('POST', '/api/admin/booking/types', {
      name: 'Initial Consultation',
      durationMinutes: 30,
      location: 'phone',
    });
    expect(created.status).toBe(201);
    const type = await created.json();
    expect(type).toMatchObject({ slug: 'initial-consultation-2', active: true, priceText: '', sortOrder: 3 });
    const taken = await staffWrite('PATCH', `/api/admin/booking/types/${type.id}`, { slug: 'phone-call' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('slug_taken');
    const changed = await staffWrite('PATCH', `/api/admin/booking/types/${type.id}`, {
      active: false,
      name: 'Quick call',
    });
    expect(await changed.json()).toMatchObject({ name: 'Quick call', active: false, slug: 'initial-consultation-2' });
    const unknown = await staffWrite('PATCH', '/api/admin/booking/types/99999', { active: false });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('consultation_type_not_found');
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(type.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['booking-type.create', 'booking-type.update']);
    // Inactive: not offered to visitors.
    const publicTypes = await (await get('/api/booking/types')).json();
    expect(publicTypes.map((t: { id: number }) => t.id)).not.toContain(type.id);
  });

  it('reads and saves the availability, audited; a refused one changes nothing', async () => {
    const before = await (await staffWrite('GET', '/api/admin/booking/availability')).json();
    expect(before).toMatchObject({ bufferMinutes: 15, minNoticeHours: 24, horizonDays: 42 });
    const refused = await staffWrite('PUT', '/api/admin/booking/availability', {
      ...before,
      weekly: [{ day: 1, start: '16:00', end: '10:00' }],
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('closing_after_opening');
    expect(await (await staffWrite('GET', '/api/admin/booking/availability')).json()).toEqual(before);
    const saved = await staffWrite('PUT', '/api/admin/booking/availability', {
      ...before,
      datesOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
    });
    expect(await saved.json()).toMatchObject({ datesOff: ['2026-12-24', '2026-12-25'] });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'availability.update'));
    expect(audit).toBeDefined();
    await staffWrite('PUT', '/api/admin/booking/availability', before);
  });

  it('books on a lead’s behalf, blocks a time, reschedules and cancels; the calendar shows them with lead and author', async () => {
    const [lead] = await db()
      .insert(leads)
      .values({ email: 'fay.phone@example.com', firstName: 'Fay', lastName: 'Lund', source: 'manual' })
      .returning();
    const booked = await staffWrite('POST', '/api/admin/bookings', {
      typeId: initial.id,
      leadId: lead?.id,
      start: '2026-11-05T16:30:00.000Z', // 08:30, before the hours: staff may
    });
    expect(booked.status).toBe(201);
    const booking = await booked.json();
    expect(booking).toMatchObject({
      kind: 'consultation',
      lead: { id: lead?.id, name: 'Fay Lund', email: 'fay.phone@example.com' },
      firstName: 'Fay',
      email: 'fay.phone@example.com',
    });
    expect(booking.createdBy).toMatch(/^editor-/);
    expect(await leadOf('fay.phone@example.com')).toMatchObject({ stage: 'booked', status: 'qualified' });

    const block = await staffWrite('POST', '/api/admin/bookings/blocks', {
      start: '2026-11-05T20:00:00.000Z',
      end: '2026-11-05T22:00:00.000Z',
      note: 'Site visit',
    });
    expect(block.status).toBe(201);
    const blocked = await block.json();
    expect(blocked).toMatchObject({ kind: 'block', note: 'Site visit', lead: null, type: null });

    const overlapping = await staffWrite('POST', '/api/admin/bookings/blocks', {
      start: '2026-11-05T21:00:00.000Z',
      end: '2026-11-05T23:00:00.000Z',
    });
    expect(overlapping.status).toBe(409);
    expect((await overlapping.json()).code).toBe('block_overlaps_booking');

    const onTheBlock = await staffWrite('PATCH', `/api/admin/bookings/${booking.id}`, {
      start: '2026-11-05T20:30:00.000Z',
    });
    expect(onTheBlock.status).toBe(409);
    expect((await onTheBlock.json()).code).toBe('slot_taken');
    const moved = await staffWrite('PATCH', `/api/admin/bookings/${booking.id}`, { start: '2026-11-06T17:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ start: '2026-11-06T17:00:00.000Z' });
    const movingBlock = await staffWrite('PATCH', `/api/admin/bookings/${blocked.id}`, {
      start: '2026-11-06T20:00:00.000Z',
    });
    expect((await movingBlock.json()).code).toBe('block_not_movable');

    const calendar = await (await staffWrite('GET', '/api/admin/bookings?from=2026-11-05&to=2026-11-06')).json();
    expect(calendar.map((b: { id: number }) => b.id)).toEqual([blocked.id, booking.id]);

    const cancelled = await staffWrite('POST', `/api/admin/bookings/${booking.id}/cancel`);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    const audit = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'booking'));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'booking.block',
      'booking.cancel',
      'booking.create',
      'booking.reschedule',
    ]);
  });

  it('refuses staff bookings in the past, for unknown leads or types, storing nothing', async () => {
    const before = await bookingCount();
    const past = await staffWrite('POST', '/api/admin/bookings', {
      typeId: initial.id,
      leadId: 1,
      start: '2026-10-20T17:00:00.000Z',
    });
    expect((await past.json()).code).toBe('slot_in_past');
    const noLead = await staffWrite('POST', '/api/admin/bookings', {
      typeId: initial.id,
      leadId: 999999,
      start: '2026-11-10T17:00:00.000Z',
    });
    expect(noLead.status).toBe(400);
    expect((await noLead.json()).code).toBe('lead_not_found');
    const noType = await staffWrite('POST', '/api/admin/bookings', {
      typeId: 999999,
      leadId: 1,
      start: '2026-11-10T17:00:00.000Z',
    });
    expect((await noType.json()).code).toBe('consultation_type_not_found');
    expect(await bookingCount()).toBe(before);
  });
});
