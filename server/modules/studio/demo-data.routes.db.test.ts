import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, bookings, leadEvents, leads, leadTasks } from '../../platform/db/schema/index.ts';
import { DEMO_LEADS, seedDemoPipeline } from '../../seed/demo-pipeline.ts';

const t = prepareTestApp();

let adminCookie: string;
let editorCookie: string;
let realLeadId: number;

beforeAll(async () => {
  adminCookie = await signInAs(t, 'admin');
  editorCookie = await signInAs(t, 'editor');
  await seedDemoPipeline(t.deps.db, t.deps.clock());
  // A real enquiry beside the demo: it must survive the clearing.
  const [real] = await t.deps.db
    .insert(leads)
    .values({ email: 'real.client@studio-visitor.test', firstName: 'Real', source: 'contact' })
    .returning({ id: leads.id });
  realLeadId = real?.id ?? 0;
  await t.deps.db.insert(leadEvents).values({ leadId: realLeadId, kind: 'contact', source: 'contact', message: 'Hi' });
});

const clear = (cookie?: string) =>
  t.request('/api/admin/demo-data/clear', jsonWrite('POST', {}, cookie ? { Cookie: cookie } : {}));
const counts = async () => {
  const n = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
  return {
    demoLeads: await n(t.deps.db.select({ n: count() }).from(leads).where(eq(leads.demo, true))),
    demoBookings: await n(t.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.demo, true))),
    demoTasks: await n(t.deps.db.select({ n: count() }).from(leadTasks).where(eq(leadTasks.demo, true))),
    events: await n(t.deps.db.select({ n: count() }).from(leadEvents)),
  };
};
const clearAudits = () =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'demo.clear')));

describe('POST /api/admin/demo-data/clear (issue 27)', () => {
  it('is refused to editors (403) and anonymous callers (401), changing nothing', async () => {
    const before = await counts();
    expect(before.demoLeads).toBe(DEMO_LEADS.length);
    expect((await clear(editorCookie)).status).toBe(403);
    expect((await clear()).status).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await clearAudits()).toHaveLength(0);
  });

  it('deletes every demo lead with its timeline, consultations and tasks in one go, keeps real leads, and is audited', async () => {
    const before = await counts();
    const response = await clear(adminCookie);
    expect(response.status).toBe(200);
    const cleared = await response.json();
    expect(cleared).toEqual({ leads: DEMO_LEADS.length, bookings: before.demoBookings, tasks: before.demoTasks });
    const after = await counts();
    expect(after).toMatchObject({ demoLeads: 0, demoBookings: 0, demoTasks: 0 });
    // Only the real lead's event is left of the timelines.
    expect(after.events).toBe(1);
    expect(await t.deps.db.select().from(leads).where(eq(leads.id, realLeadId))).toHaveLength(1);
    const audits = await clearAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]?.data).toMatchObject(cleared);
  });

  it('is idempotent: a second clearing deletes nothing and says so', async () => {
    const response = await clear(adminCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ leads: 0, bookings: 0, tasks: 0 });
    expect(await t.deps.db.select().from(leads).where(eq(leads.id, realLeadId))).toHaveLength(1);
  });
});
