import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStage } from '#shared/pipeline.ts';
import { statusForStage } from '#shared/pipeline.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema/index.ts';
import { getOverview } from './overview.service.ts';
import { listNewEnquiries, pipelineFigures } from './overview-leads.service.ts';

/**
 * The Overview's lead figures (issue 27) with a fixed clock: the newest unanswered enquiries, and
 * for the leads of the last 90 days the medians to first response and to a booked consultation
 * and how far they got (docs/leads.md § The Overview's figures).
 */

const NOW = new Date('2026-12-02T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let handle: DatabaseHandle;
let made = 0;

async function addLead(values: {
  stage?: LeadStage;
  createdAt: Date;
  firstResponseAt?: Date;
  bookedAt?: Date;
  firstName?: string;
}): Promise<number> {
  made += 1;
  const stage = values.stage ?? 'new';
  const [row] = await handle.db
    .insert(leads)
    .values({
      email: `lead-${made}@example.com`,
      firstName: values.firstName ?? '',
      source: 'contact',
      stage,
      status: statusForStage(stage, 'active'),
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
      firstResponseAt: values.firstResponseAt ?? null,
      bookedAt: values.bookedAt ?? null,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('no lead');
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase('migrated');
});
afterAll(async () => {
  await handle?.close();
});

describe('the pipeline figures of the last 90 days', () => {
  it('are empty, with no medians, when no lead came in', async () => {
    expect(await pipelineFigures(handle.db, NOW)).toEqual({
      windowDays: 90,
      since: ago(90 * DAY).toISOString(),
      leads: 0,
      firstResponse: { median: null, count: 0 },
      booked: { median: null, count: 0 },
      reached: { new: 0, contacted: 0, booked: 0, proposal: 0, won: 0 },
      lost: 0,
    });
  });

  it('take the median minutes to first response and to booking, and count each stage reached', async () => {
    // Answered after 1 h, 3 h and 10 h: the median is 3 h. Booked after 2 and 4 days: 3 days.
    await addLead({ stage: 'contacted', createdAt: ago(10 * DAY), firstResponseAt: ago(10 * DAY - HOUR) });
    await addLead({
      stage: 'booked',
      createdAt: ago(20 * DAY),
      firstResponseAt: ago(20 * DAY - 3 * HOUR),
      bookedAt: ago(18 * DAY),
    });
    // Lost after its consultation: it reached contacted and booked, and counts as lost too.
    await addLead({
      stage: 'lost',
      createdAt: ago(30 * DAY),
      firstResponseAt: ago(30 * DAY - 10 * HOUR),
      bookedAt: ago(26 * DAY),
    });
    await addLead({ stage: 'won', createdAt: ago(40 * DAY) });
    await addLead({ stage: 'new', createdAt: ago(HOUR) });
    // Outside the window: older than 90 days, or after now.
    await addLead({ stage: 'won', createdAt: ago(91 * DAY), firstResponseAt: ago(91 * DAY - 100 * HOUR) });
    await addLead({ stage: 'new', createdAt: new Date(NOW.getTime() + HOUR) });

    const figures = await pipelineFigures(handle.db, NOW);
    expect(figures.leads).toBe(5);
    expect(figures.firstResponse).toEqual({ median: 180, count: 3 });
    expect(figures.booked).toEqual({ median: 3 * 24 * 60, count: 2 });
    // The won lead has no recorded moments, but its stage says it went through all of them.
    expect(figures.reached).toEqual({ new: 5, contacted: 4, booked: 3, proposal: 1, won: 1 });
    expect(figures.lost).toBe(1);
  });
});

describe('the new enquiries', () => {
  it('list the newest unanswered leads in stage new, and how many there are', async () => {
    const older = await addLead({ createdAt: ago(3 * HOUR), firstName: 'Older' });
    const newest = await addLead({ createdAt: ago(5 * 60_000), firstName: 'Newest' });
    // Answered, or moved on: not waiting.
    await addLead({ createdAt: ago(2 * HOUR), firstResponseAt: ago(HOUR) });
    await addLead({ stage: 'contacted', createdAt: ago(2 * HOUR) });
    const { items, total } = await listNewEnquiries(handle.db);
    // The previous test's two new leads wait too: one an hour old, one dated an hour ahead (the
    // newest of all). A lead without a name is named by its e-mail address.
    expect(total).toBe(4);
    expect(items.map((item) => item.name)).toEqual([
      expect.stringMatching(/^lead-\d+@example\.com$/),
      'Newest',
      expect.stringMatching(/^lead-\d+@example\.com$/),
      'Older',
    ]);
    expect([items[1]?.id, items[3]?.id]).toEqual([newest, older]);
  });
});

describe('who sees them', () => {
  it('is null for a reader without leads, present for one with it', async () => {
    expect((await getOverview(handle.db, NOW, { fullAuditLog: false, leads: false })).leads).toBeNull();
    const forEditor = await getOverview(handle.db, NOW, { fullAuditLog: false, leads: true });
    expect(forEditor.leads?.pipeline.leads).toBeGreaterThan(0);
    expect(forEditor.leads?.newEnquiries.length).toBeGreaterThan(0);
  });
});
