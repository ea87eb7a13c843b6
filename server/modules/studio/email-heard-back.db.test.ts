import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProblemSendPage } from '#shared/admin/email.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { emailEvents, emailSends, leads } from '../../platform/db/schema/index.ts';
import { recordEmailEvent } from '../leads/mail-loop/record-email-event.ts';
import { countSendsByDay } from './overview.service.ts';

/**
 * Issue 28, "every event shows … in the sends' list; the Overview's sends chart gains bounced and
 * complained": Email Setup's list of sends with a problem (GET /api/admin/email-sends) lists the
 * sends the providers reported on, filtered by what they reported, with their words; the Overview's
 * sends chart counts hard bounces and spam reports per day of the studio's. Events come in through
 * the mail loop's one door (recordEmailEvent), as a webhook's would.
 */

const t = prepareTestApp();
let admin = '';
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
});
// Each test lists and counts only the sends and events it makes.
beforeEach(async () => {
  await t.deps.db.delete(emailEvents);
  await t.deps.db.delete(emailSends);
});

const get = (path: string) => t.request(path, { headers: { Cookie: admin } });
const page = async (query: string) => {
  const response = await get(`/api/admin/email-sends${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ProblemSendPage;
};

let counter = 0;
async function sentSend(values: Partial<typeof emailSends.$inferInsert> = {}) {
  counter += 1;
  const [send] = await t.deps.db
    .insert(emailSends)
    .values({
      kind: 'sequence',
      idempotencyKey: `heard-back:${counter}`,
      toAddress: `person${counter}@heard.example`,
      subject: `Step for person ${counter}`,
      htmlBody: '<p>Hi</p>',
      textBody: 'Hi',
      status: 'sent',
      provider: 'resend',
      providerMessageId: `msg_heard_${counter}`,
      sentAt: new Date('2026-11-20T18:00:00Z'),
      updatedAt: new Date('2026-11-20T18:00:00Z'),
      ...values,
    })
    .returning();
  if (!send) throw new Error('no send');
  return send;
}

async function heard(
  send: { providerMessageId: string | null; toAddress: string; provider: string | null },
  kind: 'delivered' | 'soft_bounce' | 'hard_bounce' | 'complaint' | 'dropped',
  occurredAt: Date,
  detail: string | null = null,
) {
  const source = send.provider === 'sendgrid' ? 'sendgrid' : 'resend';
  const outcome = await recordEmailEvent(t.deps.db, {
    source,
    kind,
    dedupeKey: `${source}:${kind}:${send.providerMessageId}:${occurredAt.toISOString()}`,
    providerMessageId: send.providerMessageId,
    address: send.toAddress,
    occurredAt,
    detail,
  });
  expect(outcome.recorded).toBe(true);
}

describe('the sends’ list shows what the providers reported (GET /api/admin/email-sends)', () => {
  it('lists bounced, spam, soft-bounced and dropped sends with the provider’s words; delivered ones are no problem', async () => {
    const failed = await sentSend({ status: 'failed', lastError: '550 mailbox unavailable', sentAt: null });
    const bounced = await sentSend({ provider: 'sendgrid' });
    const complained = await sentSend();
    const soft = await sentSend();
    const dropped = await sentSend({ provider: 'sendgrid' });
    const delivered = await sentSend();
    await heard(delivered, 'delivered', new Date('2026-11-20T18:01:00Z'));
    await heard(soft, 'soft_bounce', new Date('2026-11-20T18:02:00Z'), '452 4.2.2 Mailbox full');
    await heard(dropped, 'dropped', new Date('2026-11-20T18:03:00Z'), 'Bounced Address');
    // Delivered first, bounced after: the bounce is what the list shows (the status only rises).
    await heard(bounced, 'delivered', new Date('2026-11-20T18:04:00Z'));
    await heard(bounced, 'hard_bounce', new Date('2026-11-20T18:05:00Z'), '550 5.1.1 User unknown');
    await heard(complained, 'complaint', new Date('2026-11-21T09:00:00Z'));

    const all = await page('');
    // Newest first by when it became a problem: the complaint of the 21st before the failure of the 20th.
    expect(all.sends.map((send) => send.id)).toEqual([complained.id, bounced.id, dropped.id, soft.id, failed.id]);
    expect(all.total).toBe(5);
    expect(all.sends.find((send) => send.id === bounced.id)).toMatchObject({
      status: 'sent',
      retryable: false,
      delivery: {
        status: 'hard_bounce',
        at: '2026-11-20T18:05:00.000Z',
        source: 'sendgrid',
        detail: '550 5.1.1 User unknown',
      },
    });
    expect(all.sends.find((send) => send.id === failed.id)).toMatchObject({
      status: 'failed',
      error: '550 mailbox unavailable',
      delivery: null,
    });

    const only = async (delivery: string) => (await page(`?delivery=${delivery}`)).sends;
    expect(await only('hard_bounce')).toMatchObject([{ id: bounced.id }]);
    expect(await only('complaint')).toMatchObject([
      { id: complained.id, delivery: { status: 'complaint', source: 'resend', detail: null } },
    ]);
    expect(await only('soft_bounce')).toMatchObject([
      { id: soft.id, delivery: { status: 'soft_bounce', detail: '452 4.2.2 Mailbox full' } },
    ]);
    expect(await only('dropped')).toMatchObject([
      { id: dropped.id, delivery: { status: 'dropped', source: 'sendgrid', detail: 'Bounced Address' } },
    ]);
    // The filters of before keep their meaning: the sends that did not go out.
    expect((await page('?status=failed')).sends.map((send) => send.id)).toEqual([failed.id]);
    // Pages as before, over the whole list.
    const second = await page('?pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.sends.map((send) => send.id)).toEqual([dropped.id, soft.id]);
  });

  it('refuses a delivery it does not list, and a status and a delivery together, with a coded 400', async () => {
    for (const query of ['?delivery=delivered', '?delivery=bounced', '?delivery=HARD_BOUNCE']) {
      const response = await get(`/api/admin/email-sends${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.fieldErrors?.delivery?.code, query).toBe('invalid_choice');
    }
    const both = await get('/api/admin/email-sends?status=failed&delivery=hard_bounce');
    expect(both.status).toBe(400);
    const body = (await both.json()) as ApiErrorBody;
    expect(body.code).toBe('one_send_filter');
    expect(body.fieldErrors?.delivery).toMatchObject({
      code: 'one_send_filter',
      message: 'Filter by status or by delivery, not both.',
    });
  });
});

describe('the Overview’s sends chart counts bounces and spam reports per day (issue 28)', () => {
  // Wednesday 2 December 2026, 04:00 in Los Angeles (PST, UTC−8).
  const NOW = new Date('2026-12-02T12:00:00Z');

  it('by when they happened, on the studio’s days', async () => {
    const [lead] = await t.deps.db
      .insert(leads)
      .values({ email: 'chart@heard.example', firstName: 'Chart', source: 'contact' })
      .returning({ id: leads.id });
    const mine = { leadId: lead?.id, toAddress: 'chart@heard.example' };
    const first = await sentSend(mine);
    const second = await sentSend({ ...mine, provider: 'sendgrid' });
    const third = await sentSend();
    // 07:59 UTC on Dec 2 is 11:59 PM on Dec 1 in Los Angeles; 08:00 UTC is midnight, Dec 2 there.
    await heard(first, 'hard_bounce', new Date('2026-12-02T07:59:00Z'), 'no such user');
    await heard(second, 'complaint', new Date('2026-12-02T08:00:00Z'));
    await heard(third, 'complaint', new Date('2026-12-02T11:00:00Z'));
    // Neither counts: a soft bounce is recorded only, and 30 days ago (Nov 2) is outside the chart.
    await heard(third, 'soft_bounce', new Date('2026-12-02T11:30:00Z'), 'Mailbox full');
    await heard(third, 'hard_bounce', new Date('2026-11-03T07:59:00Z'), 'no such user');

    const days = await countSendsByDay(t.deps.db, NOW, 'America/Los_Angeles');
    expect(days[0]?.date).toBe('2026-11-03');
    expect(days.at(-2)).toMatchObject({ date: '2026-12-01', heard: { bounced: 1, complained: 0 } });
    expect(days.at(-1)).toMatchObject({ date: '2026-12-02', heard: { bounced: 0, complained: 2 } });
    const heardTotal = days.reduce((sum, day) => sum + day.heard.bounced + day.heard.complained, 0);
    expect(heardTotal).toBe(3);
  });
});
