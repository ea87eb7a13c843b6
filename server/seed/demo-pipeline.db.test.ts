import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STAGES } from '#shared/pipeline.ts';
import { createTestDatabase } from '../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { bookings, leadEvents, leads, leadTasks, users } from '../platform/db/schema/index.ts';
import { DEMO_LEADS, seedDemoPipeline, workingDayAt } from './demo-pipeline.ts';

/** Wednesday 2 December 2026, 09:00 in Los Angeles (the demo studio's zone). */
const NOW = new Date('2026-12-02T17:00:00Z');

describe('the demo studio’s clients in progress (issue 27)', () => {
  let handle: DatabaseHandle;
  let adminId: number;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    const [admin] = await handle.db
      .insert(users)
      .values({ username: 'demo-admin', passwordHash: 'x', role: 'admin' })
      .returning({ id: users.id });
    adminId = admin?.id ?? 0;
    await seedDemoPipeline(handle.db, NOW);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('fills every stage of the board, each lead demo and its stage agreeing with its status (the DB check)', async () => {
    const rows = await handle.db.select().from(leads).where(eq(leads.demo, true));
    expect(rows).toHaveLength(DEMO_LEADS.length);
    expect(new Set(rows.map((lead) => lead.stage))).toEqual(new Set(LEAD_STAGES));
    for (const lead of rows) {
      expect(lead.email).toMatch(/@example\.com$/);
      expect(lead.consentAt).toBeNull();
      expect(lead.enrolledAt).toBeNull();
      expect(lead.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // Charts: some answered, some waiting; booked and beyond carry when they booked.
    expect(rows.filter((lead) => lead.firstResponseAt === null).map((lead) => lead.stage)).toEqual([
      'new',
      'new',
      'new',
    ]);
    for (const lead of rows.filter((l) => ['booked', 'proposal', 'won', 'lost'].includes(l.stage))) {
      expect(lead.bookedAt, lead.email).not.toBeNull();
      expect(lead.bookedAt?.getTime()).toBeGreaterThanOrEqual(lead.firstResponseAt?.getTime() ?? 0);
    }
  });

  it('books past and upcoming consultations on weekdays in studio hours, demo and never overlapping (buffer included)', async () => {
    const rows = await handle.db.select().from(bookings).orderBy(bookings.startAt);
    expect(rows.length).toBe(DEMO_LEADS.filter((lead) => lead.consultation).length);
    expect(rows.every((booking) => booking.demo && booking.kind === 'consultation' && booking.leadId !== null)).toBe(
      true,
    );
    expect(rows.some((booking) => booking.startAt < NOW)).toBe(true);
    expect(rows.some((booking) => booking.startAt > NOW)).toBe(true);
    for (const [i, booking] of rows.entries()) {
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        weekday: 'short',
        hour: 'numeric',
        hour12: false,
      }).format(booking.startAt);
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri),? (1[0-5])$/);
      expect(booking.blockedUntil.getTime() - booking.endAt.getTime()).toBe(15 * 60_000);
      const next = rows[i + 1];
      if (next) expect(booking.blockedUntil.getTime()).toBeLessThanOrEqual(next.startAt.getTime());
    }
  });

  it('gives the first admin tasks, some overdue, and every lead a timeline', async () => {
    const tasks = await handle.db.select().from(leadTasks);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.demo && task.assigneeId === adminId)).toBe(true);
    expect(tasks.filter((task) => task.doneAt === null && task.dueAt < NOW).length).toBeGreaterThanOrEqual(2);
    expect(tasks.some((task) => task.doneAt === null && task.dueAt > NOW)).toBe(true);
    const events = await handle.db.select().from(leadEvents);
    const demoIds = (await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.demo, true))).map((l) => l.id);
    for (const id of demoIds) expect(events.some((event) => event.leadId === id)).toBe(true);
    expect(events.filter((event) => event.kind === 'booking')).toHaveLength(
      DEMO_LEADS.filter((lead) => lead.consultation).length,
    );
  });

  it('counts working days from today, skipping the weekend', () => {
    // Wednesday + 2 working days = Friday; + 3 = Monday; − 3 = the Friday before.
    const at = (offset: number) => workingDayAt(NOW, offset, 10, 'America/Los_Angeles').toISOString();
    expect(at(2)).toBe('2026-12-04T18:00:00.000Z');
    expect(at(3)).toBe('2026-12-07T18:00:00.000Z');
    expect(at(-3)).toBe('2026-11-27T18:00:00.000Z');
  });
});
