import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead, LeadDetail } from '#shared/admin/leads.ts';
import type { Pipeline } from '#shared/admin/pipeline.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { OpeningHours } from '#shared/settings.ts';
import { createUserDirect, signInAs, type TestUser } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  bookingAvailability,
  emailSends,
  formOptions,
  leadEvents,
  leads,
  siteSettings,
} from '../../platform/db/schema/index.ts';

/**
 * The pipeline board and the first-response clock through HTTP (issue 27, ADR 021): a move sets
 * the stage and the status that goes with it, the first response and first booking, one timeline
 * event and one audit event; the board's columns, sums and filters; "Mark as answered"; a lead's
 * owner. Every refused write is followed by a read of the database showing nothing changed.
 */

// Monday 16 November 2026, 10:00 in Los Angeles (PST, UTC−8).
const MONDAY_10AM = new Date('2026-11-16T18:00:00Z');
let now = MONDAY_10AM;
const t = prepareTestApp({ clock: () => now, config: { trustProxyHops: 1 } });

const cookies = {} as Record<'editor' | 'viewer', string>;
let owner: TestUser;
let viewerUser: TestUser;

const weekdays: OpeningHours[] = [
  { day: 0, opens: null, closes: null },
  ...([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })),
  { day: 6, opens: null, closes: null },
];

beforeAll(async () => {
  const { db } = t.deps;
  await db.update(siteSettings).set({ timeZone: 'America/Los_Angeles', hours: weekdays, replyWithinBusinessDays: 1 });
  await db
    .insert(bookingAvailability)
    .values({ id: 1, datesOff: [] })
    .onConflictDoUpdate({ target: bookingAvailability.id, set: { datesOff: [] } });
  await db
    .insert(formOptions)
    .values([
      { fieldType: 'budget', value: 'pipe-50k-100k', label: '$50,000 – $100,000' },
      { fieldType: 'budget', value: 'pipe-under-50k', label: 'Under $50,000' },
      { fieldType: 'budget', value: 'pipe-250k-plus', label: '$250,000 and above' },
      { fieldType: 'projectType', value: 'pipe-kitchen-bath', label: 'Kitchen & Bath' },
    ])
    .onConflictDoNothing();
  owner = await createUserDirect(db, { role: 'editor', username: 'maya-owner' });
  viewerUser = await createUserDirect(db, { role: 'viewer' });
  cookies.editor = await signInAs(t, owner);
  cookies.viewer = await signInAs(t, viewerUser);
});

/** Moves the app clock; sessions follow it (12 h idle), so the editor signs in again then. */
async function clockAt(at: Date): Promise<void> {
  now = at;
  cookies.editor = await signInAs(t, owner);
  cookies.viewer = await signInAs(t, viewerUser);
}

beforeEach(async () => {
  if (now.getTime() !== MONDAY_10AM.getTime()) await clockAt(MONDAY_10AM);
  await t.deps.db.delete(leads);
});

const get = (path: string, cookie: string | null = cookies.editor) =>
  t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, body: unknown, cookie: string | null = cookies.editor) =>
  t.request(path, jsonWrite('POST', body, cookie ? { Cookie: cookie } : {}));
const patch = (path: string, body: unknown, cookie: string | null = cookies.editor) =>
  t.request(path, jsonWrite('PATCH', body, cookie ? { Cookie: cookie } : {}));

let made = 0;
async function makeLead(values: Partial<typeof leads.$inferInsert> = {}): Promise<number> {
  made += 1;
  const [row] = await t.deps.db
    .insert(leads)
    .values({
      email: `pipe-${made}@example.com`,
      firstName: 'Ada',
      lastName: `Park ${made}`,
      source: 'contact',
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('no lead');
  return row.id;
}

async function queueSequenceStep(leadId: number): Promise<void> {
  await t.deps.db.insert(emailSends).values({
    kind: 'sequence',
    idempotencyKey: `pipe-step-${leadId}`,
    leadId,
    toAddress: 'someone@example.com',
    subject: 'Welcome',
    htmlBody: '<p>Hi</p>',
    textBody: 'Hi',
    status: 'queued',
  });
}

const leadRow = async (id: number) => (await t.deps.db.select().from(leads).where(eq(leads.id, id)))[0];
const auditsOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'lead'), eq(auditEvents.entityId, String(id))));
const stageEventsOf = (id: number) =>
  t.deps.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, 'stage')));

describe('POST /api/leads/:id/stage moves a lead on the board', () => {
  it('new → contacted: the status follows, the first response is stamped, the queued step is withdrawn, one event and one audit row', async () => {
    const id = await makeLead({ createdAt: new Date('2026-11-13T18:00:00Z') });
    await queueSequenceStep(id);
    const response = await post(`/api/leads/${id}/stage`, { stage: 'contacted' });
    expect(response.status).toBe(200);
    const lead = (await response.json()) as Lead;
    expect(lead).toMatchObject({ stage: 'contacted', status: 'contacted', firstResponseAt: now.toISOString() });

    const row = await leadRow(id);
    expect(row).toMatchObject({ stage: 'contacted', status: 'contacted', stageChangedAt: now, firstResponseAt: now });
    const [queued] = await t.deps.db.select({ n: count() }).from(emailSends).where(eq(emailSends.leadId, id));
    expect(queued?.n).toBe(0);
    const events = await stageEventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      from: 'new',
      to: 'contacted',
      statusFrom: 'active',
      statusTo: 'contacted',
      withdrawn: 1,
    });
    const audits = await auditsOf(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'lead.stage', data: { from: 'new', to: 'contacted', withdrawn: 1 } });
    const detail = (await (await get(`/api/leads/${id}`)).json()) as LeadDetail;
    expect(detail.timeline).toContainEqual({
      kind: 'stage',
      at: now.toISOString(),
      from: 'new',
      to: 'contacted',
      by: owner.username,
      withdrawn: 1,
    });
  });

  it('the first booking is kept when the lead leaves booked and comes back; won is converted and back is qualified', async () => {
    const id = await makeLead({
      stage: 'contacted',
      status: 'contacted',
      firstResponseAt: new Date('2026-11-10T00:00:00Z'),
    });
    expect((await post(`/api/leads/${id}/stage`, { stage: 'booked' })).status).toBe(200);
    expect(await leadRow(id)).toMatchObject({ stage: 'booked', status: 'contacted', bookedAt: MONDAY_10AM });

    await clockAt(new Date('2026-11-17T18:00:00Z'));
    await post(`/api/leads/${id}/stage`, { stage: 'won' });
    expect(await leadRow(id)).toMatchObject({ stage: 'won', status: 'converted', bookedAt: MONDAY_10AM });
    await post(`/api/leads/${id}/stage`, { stage: 'proposal' });
    await post(`/api/leads/${id}/stage`, { stage: 'booked' });
    const row = await leadRow(id);
    expect(row).toMatchObject({ stage: 'booked', status: 'qualified', bookedAt: MONDAY_10AM });
    // the first response is the first one, whatever moves came after
    expect(row?.firstResponseAt).toEqual(new Date('2026-11-10T00:00:00Z'));
    expect(await auditsOf(id)).toHaveLength(4);
    expect(await stageEventsOf(id)).toHaveLength(4);
  });

  it('a move to the stage the lead is in writes nothing', async () => {
    const id = await makeLead();
    const response = await post(`/api/leads/${id}/stage`, { stage: 'new' });
    expect(response.status).toBe(200);
    expect(await auditsOf(id)).toHaveLength(0);
    expect(await stageEventsOf(id)).toHaveLength(0);
  });

  it('refuses a viewer, a stranger, an unknown stage and an unknown lead, and changes nothing', async () => {
    const id = await makeLead();
    const before = await leadRow(id);
    expect((await post(`/api/leads/${id}/stage`, { stage: 'won' }, cookies.viewer)).status).toBe(403);
    expect((await post(`/api/leads/${id}/stage`, { stage: 'won' }, null)).status).toBe(401);
    const unknown = await post(`/api/leads/${id}/stage`, { stage: 'archived' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ApiErrorBody).fieldErrors?.stage).toBeDefined();
    expect((await post(`/api/leads/${id}/stage`, { stage: 'won', status: 'active' })).status).toBe(400);
    const missing = await post('/api/leads/999999/stage', { stage: 'won' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ApiErrorBody).code).toBe('lead_not_found');
    expect(await leadRow(id)).toEqual(before);
    expect(await auditsOf(id)).toHaveLength(0);
  });

  it('back to new is refused for an address that bounced (it would restart the sequence), and nothing changes', async () => {
    const id = await makeLead({ stage: 'contacted', status: 'contacted', firstResponseAt: MONDAY_10AM });
    const email = (await leadRow(id))?.email;
    await t.deps.db.insert(leadEvents).values({ leadId: id, kind: 'bounce', data: { address: email } });
    const before = await leadRow(id);
    const response = await post(`/api/leads/${id}/stage`, { stage: 'new' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).code).toBe('bounced_address');
    expect(await leadRow(id)).toEqual(before);
    expect(await auditsOf(id)).toHaveLength(0);
  });
});

describe('first response: unanswered after one business day, and "Mark as answered"', () => {
  it('a Friday-afternoon enquiry is unanswered from Monday afternoon, in the inbox and on the board', async () => {
    // Friday 13 November, 15:00 PST: due Monday 16 November 15:00 PST (23:00Z)
    const id = await makeLead({ createdAt: new Date('2026-11-13T23:00:00Z') });
    const lead = async () => ((await (await get(`/api/leads/${id}`)).json()) as { lead: Lead }).lead;
    expect((await lead()).unansweredSince).toBeNull();
    await clockAt(new Date('2026-11-16T23:30:00Z'));
    expect((await lead()).unansweredSince).toBe('2026-11-16T23:00:00.000Z');
    const board = (await (await get('/api/pipeline')).json()) as Pipeline;
    expect(board.columns[0]?.cards[0]).toMatchObject({ id, unansweredSince: '2026-11-16T23:00:00.000Z' });
    const inbox = (await (await get('/api/leads')).json()) as { leads: Lead[] };
    expect(inbox.leads[0]).toMatchObject({ id, unansweredSince: '2026-11-16T23:00:00.000Z' });
  });

  it('a date off moves the deadline', async () => {
    await t.deps.db.update(bookingAvailability).set({ datesOff: ['2026-11-16'] });
    try {
      const id = await makeLead({ createdAt: new Date('2026-11-13T23:00:00Z') });
      await clockAt(new Date('2026-11-16T23:30:00Z'));
      const { lead } = (await (await get(`/api/leads/${id}`)).json()) as { lead: Lead };
      expect(lead.unansweredSince).toBeNull();
    } finally {
      await t.deps.db.update(bookingAvailability).set({ datesOff: [] });
    }
  });

  it('"Mark as answered" stops the clock, keeps the stage, and is audited once', async () => {
    const id = await makeLead({ createdAt: new Date('2026-11-10T18:00:00Z') });
    const response = await post(`/api/leads/${id}/answered`, {});
    expect(response.status).toBe(200);
    expect((await response.json()) as Lead).toMatchObject({
      stage: 'new',
      unansweredSince: null,
      firstResponseAt: now.toISOString(),
    });
    expect(await leadRow(id)).toMatchObject({ stage: 'new', status: 'active', firstResponseAt: now });
    await clockAt(new Date('2026-11-16T19:00:00Z'));
    expect((await post(`/api/leads/${id}/answered`, {})).status).toBe(200);
    expect((await leadRow(id))?.firstResponseAt).toEqual(MONDAY_10AM);
    const audits = await auditsOf(id);
    expect(audits.map((a) => a.action)).toEqual(['lead.answered']);
  });

  it('refuses a viewer and an unknown lead, and changes nothing', async () => {
    const id = await makeLead();
    expect((await post(`/api/leads/${id}/answered`, {}, cookies.viewer)).status).toBe(403);
    expect((await post('/api/leads/999999/answered', {})).status).toBe(404);
    expect((await leadRow(id))?.firstResponseAt).toBeNull();
    expect(await auditsOf(id)).toHaveLength(0);
  });
});

describe('a lead’s owner (PATCH /api/leads/:id)', () => {
  it('is set to an active admin or editor and cleared with null', async () => {
    const id = await makeLead();
    const set = await patch(`/api/leads/${id}`, { ownerId: owner.id });
    expect(set.status).toBe(200);
    expect((await set.json()) as Lead).toMatchObject({ ownerId: owner.id });
    expect((await leadRow(id))?.ownerId).toBe(owner.id);
    expect((await patch(`/api/leads/${id}`, { ownerId: null })).status).toBe(200);
    expect((await leadRow(id))?.ownerId).toBeNull();
  });

  it('refuses a viewer, a deactivated account and an unknown user on ownerId, and changes nothing', async () => {
    const id = await makeLead({ ownerId: null });
    const inactive = await createUserDirect(t.deps.db, { role: 'editor', active: false });
    for (const ownerId of [viewerUser.id, inactive.id, 999999]) {
      const response = await patch(`/api/leads/${id}`, { ownerId });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.code).toBe('owner_not_staff');
      expect(body.fieldErrors?.ownerId).toBeDefined();
    }
    expect((await leadRow(id))?.ownerId).toBeNull();
    expect(await auditsOf(id)).toHaveLength(0);
  });
});

describe('GET /api/pipeline', () => {
  it('lists every stage with its count, the sum of its budgets’ lower bounds, and its cards with labels', async () => {
    const a = await makeLead({ budget: 'pipe-50k-100k', projectType: 'pipe-kitchen-bath', ownerId: null });
    await makeLead({ budget: 'pipe-250k-plus' });
    await makeLead({ budget: 'pipe-under-50k' });
    await makeLead({ budget: 'gone-option-75k' });
    await makeLead({
      stage: 'won',
      status: 'converted',
      budget: 'pipe-250k-plus',
      source: 'referral',
      ownerId: owner.id,
    });

    const board = (await (await get('/api/pipeline')).json()) as Pipeline;
    expect(board.columns.map((c) => [c.stage, c.count, c.budgetSum])).toEqual([
      ['new', 4, 375_000],
      ['contacted', 0, 0],
      ['booked', 0, 0],
      ['proposal', 0, 0],
      ['won', 1, 250_000],
      ['lost', 0, 0],
    ]);
    const card = board.columns[0]?.cards.find((c) => c.id === a);
    expect(card).toMatchObject({ projectType: 'Kitchen & Bath', budget: '$50,000 – $100,000', source: 'contact' });
    expect(board.columns[4]?.cards[0]).toMatchObject({ ownerId: owner.id, ownerName: 'maya-owner' });
    expect(board.owners).toContainEqual({ id: owner.id, name: 'maya-owner' });
    expect(board.owners.map((o) => o.id)).not.toContain(viewerUser.id);
  });

  it('filters by source and owner', async () => {
    await makeLead({ source: 'referral', ownerId: owner.id });
    await makeLead({ source: 'contact' });
    const count = async (query: string) =>
      ((await (await get(`/api/pipeline${query}`)).json()) as Pipeline).columns[0]?.count;
    expect(await count('?source=referral')).toBe(1);
    expect(await count(`?owner=${owner.id}`)).toBe(1);
    expect(await count('?owner=none')).toBe(1);
    expect(await count('')).toBe(2);
    expect((await get('/api/pipeline?source=nowhere')).status).toBe(400);
    expect((await get('/api/pipeline', cookies.viewer)).status).toBe(403);
  });
});
