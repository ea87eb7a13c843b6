import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageForStatus } from '#shared/pipeline.ts';
import { createTestDatabase } from '../../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../../platform/db/client.ts';
import { leadEvents, leads } from '../../../platform/db/schema/index.ts';
import { unsubscribeLead } from '../leads.service.ts';
import { describeUnsubscribe } from './unsubscribe.service.ts';

describe('unsubscribing a lead (D11)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('migrated');
  });
  afterAll(async () => handle?.close());

  const addLead = async (email: string, status: (typeof leads.$inferInsert)['status'] = 'active') => {
    const [lead] = await handle.db
      .insert(leads)
      .values({
        email,
        firstName: 'Zoe',
        lastName: 'Quinn',
        source: 'contact',
        status,
        stage: stageForStatus(status ?? 'active', 'new'),
      })
      .returning();
    if (!lead) throw new Error('no lead inserted');
    return lead;
  };
  const leadById = async (id: number) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];
  const eventsOf = (id: number) =>
    handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id));

  it('sets the status and the time, and records one unsubscribe event saying how and from what', async () => {
    const lead = await addLead('zoe@example.com', 'qualified');
    const before = Date.now();
    expect(await unsubscribeLead(handle.db, lead.id, { via: 'one-click' })).toBe('unsubscribed');

    const after = await leadById(lead.id);
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const events = await eventsOf(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'unsubscribe',
      data: { via: 'one-click', previousStatus: 'qualified' },
    });
    expect(events[0]?.message).toMatch(/one-click/);
  });

  it('a second request changes nothing: same time, still one event', async () => {
    const lead = await addLead('twice@example.com');
    await unsubscribeLead(handle.db, lead.id, { via: 'link' });
    const first = await leadById(lead.id);
    expect(await unsubscribeLead(handle.db, lead.id, { via: 'one-click' })).toBe('already');
    expect(await unsubscribeLead(handle.db, lead.id, { via: 'link' })).toBe('already');
    expect(await leadById(lead.id)).toEqual(first);
    const events = await eventsOf(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({ via: 'link', previousStatus: 'active' });
  });

  it('requests at the same moment (a mail app’s one-click and the person’s click) still make one event', async () => {
    const racing = await Promise.all(Array.from({ length: 8 }, (_, n) => addLead(`race-${n}@example.com`)));
    const outcomes = await Promise.all(
      racing.flatMap((lead) =>
        (['one-click', 'link', 'one-click', 'link'] as const).map((via) =>
          unsubscribeLead(handle.db, lead.id, { via }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'unsubscribed')).toHaveLength(racing.length);
    for (const lead of racing) expect(await eventsOf(lead.id)).toHaveLength(1);
  });

  it('a deleted lead is a quiet no-op', async () => {
    const lead = await addLead('gone@example.com');
    await handle.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await unsubscribeLead(handle.db, lead.id, { via: 'link' })).toBe('no-lead');
    expect(await leadById(lead.id)).toBeUndefined();
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });

  it('touches no other lead', async () => {
    const target = await addLead('target@example.com');
    const bystander = await addLead('bystander@example.com');
    await unsubscribeLead(handle.db, target.id, { via: 'link' });
    expect(await leadById(bystander.id)).toEqual(bystander);
    expect(await eventsOf(bystander.id)).toHaveLength(0);
  });

  it('the confirm page learns only a masked address and whether it is done', async () => {
    const lead = await addLead('quinn.zoe@studio.example');
    expect(await describeUnsubscribe(handle.db, lead.id)).toEqual({
      maskedEmail: 'q••@studio.example',
      unsubscribed: false,
    });
    await unsubscribeLead(handle.db, lead.id, { via: 'link' });
    expect(await describeUnsubscribe(handle.db, lead.id)).toEqual({
      maskedEmail: 'q••@studio.example',
      unsubscribed: true,
    });
    expect(await describeUnsubscribe(handle.db, 987_654)).toBeNull();
  });
});
