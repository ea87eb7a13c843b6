import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead, LeadDetail, LeadPage, LeadStats, LeadTimelineEntry } from '#shared/admin/leads.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { CONSENT_TEXT } from '#shared/forms.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  emailSends,
  emailTemplates,
  formOptions,
  leadEvents,
  leads,
} from '../../platform/db/schema/index.ts';
import { bounceLead, recordLeadTouch } from './leads.service.ts';

/**
 * The leads API (admin area §3–§5, §7; D8, D9, D25; issue 10) through HTTP, as the inbox and the
 * Email Sequences tab call it, with the app clock under the test's control. Every refused write is
 * followed by a read of the database showing nothing changed.
 */

// Friday 14 March 2025, 10:00 in Los Angeles (the studio's default time zone; PDT, UTC−7).
const FRIDAY_10AM = new Date('2025-03-14T17:00:00Z');
let now = FRIDAY_10AM;
const t = prepareTestApp({ clock: () => now, config: { trustProxyHops: 1 } });

const cookies = {} as Record<'admin' | 'editor' | 'viewer', string>;

async function signInEveryone(): Promise<void> {
  cookies.admin = await signInAs(t, 'admin');
  cookies.editor = await signInAs(t, 'editor');
  cookies.viewer = await signInAs(t, 'viewer');
}

beforeAll(signInEveryone);

/** when the editor's session was made, by the app clock */
let editorSignedInAt = FRIDAY_10AM;

// Every test starts on Friday at 10:00 with sessions made then: one that moved the clock (or a
// block's setup that did) may have let the others' sessions lapse (12 h idle) by the time it ends.
beforeEach(async () => {
  const moved = now.getTime() !== FRIDAY_10AM.getTime() || editorSignedInAt !== FRIDAY_10AM;
  now = FRIDAY_10AM;
  if (moved) {
    await signInEveryone();
    editorSignedInAt = FRIDAY_10AM;
  }
});

/**
 * Moves the app clock and signs an editor in at that time: sessions follow the same clock, so one
 * made days earlier has expired (12 h idle).
 */
async function at(iso: string): Promise<void> {
  now = new Date(iso);
  cookies.editor = await signInAs(t, 'editor');
  editorSignedInAt = iso === FRIDAY_10AM.toISOString() ? FRIDAY_10AM : now;
}

const get = (path: string, cookie: string | null = cookies.editor) =>
  t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const write = (method: string, path: string, body: unknown, cookie: string | null = cookies.editor) =>
  t.request(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));

/** RFC 4180 as csv-stringify writes it (every field quoted, CRLF between records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

let made = 0;
/** A lead through the API, with a fresh address unless one is given. */
async function createLead(body: Record<string, unknown> = {}): Promise<Lead> {
  made += 1;
  const response = await write('POST', '/api/leads', { email: `person${made}@example.com`, ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Lead;
}

/** Every lead, event, send and audit row: what a refused write must leave as it was. */
async function snapshot() {
  const db = t.deps.db;
  return {
    leads: await db.select().from(leads).orderBy(asc(leads.id)),
    events: await db.select().from(leadEvents).orderBy(asc(leadEvents.id)),
    sends: await db.select().from(emailSends).orderBy(asc(emailSends.id)),
    audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

async function addSend(
  leadId: number,
  values: {
    kind?: 'sequence' | 'notification';
    status?: 'queued' | 'sent' | 'failed';
    templateId?: number | null;
    lastError?: string;
  },
) {
  made += 1;
  const [row] = await t.deps.db
    .insert(emailSends)
    .values({
      kind: values.kind ?? 'sequence',
      leadId,
      templateId: values.templateId ?? null,
      idempotencyKey: `test:${made}`,
      toAddress: `lead${leadId}@example.com`,
      replyTo: values.kind === 'notification' ? `lead${leadId}@example.com` : null,
      subject: `Hello lead ${leadId}`,
      htmlBody: '<p>Dear Ada</p>',
      textBody: 'Dear Ada',
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
      status: values.status ?? 'queued',
      lastError: values.lastError ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no send');
  return row;
}

/**
 * Tests move times the database stamped (an enquiry's touch) back to the test's clock with an
 * UPDATE, which the insert triggers keeping `last_activity_at` do not see (migration 0005): work
 * it out again from the rows, as the migration does.
 */
async function restampActivity(leadId: number): Promise<void> {
  await t.deps.db.execute(sql`update leads set last_activity_at = greatest(
    updated_at,
    (select max(created_at) from lead_events where lead_id = ${leadId}),
    (select max(created_at) from email_sends where lead_id = ${leadId})
  ) where id = ${leadId}`);
}

describe('who may call the leads API (D14: admin and editor; SECURITY 1)', () => {
  it('answers 401 to anyone signed out, 403 to a viewer, and changes nothing', async () => {
    const lead = await createLead();
    const before = await snapshot();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/leads'],
      ['GET', '/api/leads/stats'],
      ['GET', '/api/leads/export.csv'],
      ['GET', `/api/leads/${lead.id}`],
      ['POST', '/api/leads', { email: 'new@example.com' }],
      ['PATCH', `/api/leads/${lead.id}`, { status: 'contacted' }],
      ['DELETE', `/api/leads/${lead.id}`, {}],
      ['POST', `/api/leads/${lead.id}/notes`, { text: 'Hello' }],
    ];
    for (const [method, path, body] of calls) {
      for (const [cookie, status] of [
        [null, 401],
        [cookies.viewer, 403],
      ] as const) {
        const response = method === 'GET' ? await get(path, cookie) : await write(method, path, body, cookie);
        expect(response.status, `${method} ${path}`).toBe(status);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets an admin and an editor read, and answers no-store', async () => {
    for (const cookie of [cookies.admin, cookies.editor]) {
      for (const path of ['/api/leads', '/api/leads/stats', '/api/leads/export.csv']) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });
});

describe('POST /api/leads', () => {
  it('creates a manual lead, active and manual by default, with its touch and an audit row naming only the id', async () => {
    const response = await write(
      'POST',
      '/api/leads',
      { email: '  Ada.Lovelace@Example.COM ', firstName: 'Ada' },
      cookies.admin,
    );
    expect(response.status).toBe(201);
    const lead = (await response.json()) as Lead;
    expect(lead).toMatchObject({
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: '',
      phone: '',
      status: 'active',
      source: 'manual',
      consentAt: null,
      consentSource: null,
      consentText: null,
      enrolledAt: null, // explicit consent (D9): a manual lead has ticked no box
      createdAt: FRIDAY_10AM.toISOString(),
      flags: { waitingOverBusinessDay: false, untouchedSevenDays: false },
    });
    const events = await t.deps.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events).toMatchObject([{ kind: 'manual', source: 'manual' }]);
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityType} = 'lead' and ${auditEvents.entityId} = ${String(lead.id)}`);
    expect(audit).toMatchObject({ action: 'lead.create', summary: `#${lead.id}` });
    expect(JSON.stringify(audit)).not.toContain('ada');
  });

  it('takes the editor’s fields, a legacy source name read as the new one, and an active option', async () => {
    const lead = await createLead({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 555 0100',
      projectType: 'kitchen-bath',
      budget: '25k-50k',
      status: 'qualified',
      source: 'contact_form',
      message: 'A new kitchen <b>please</b>',
    });
    expect(lead).toMatchObject({
      projectType: 'kitchen-bath',
      budget: '25k-50k',
      status: 'qualified',
      source: 'contact',
      message: 'A new kitchen <b>please</b>',
    });
  });

  it('refuses a second lead for the same person (D8): 409 on email, whatever the case', async () => {
    const first = await createLead();
    const before = await snapshot();
    const response = await write('POST', '/api/leads', { email: first.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'duplicate_lead_email',
      message: 'A lead with this email address already exists.',
      fieldErrors: {
        email: { code: 'duplicate_lead_email', message: 'A lead with this email address already exists.' },
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no email', {}, 'email'],
    ['a bad email', { email: 'not-an-address' }, 'email'],
    ['an unknown field', { email: 'x1@example.com', role: 'admin' }, null],
    ['an id', { email: 'x2@example.com', id: 5 }, null],
    ['a timestamp', { email: 'x3@example.com', createdAt: '2020-01-01' }, null],
    ['an unknown status', { email: 'x4@example.com', status: 'vip' }, 'status'],
    ['an unknown source', { email: 'x5@example.com', source: 'billboard' }, 'source'],
    ['a line break in a name', { email: 'x6@example.com', firstName: 'A\r\nBcc: x' }, 'firstName'],
    ['an inactive or unknown project type', { email: 'x7@example.com', projectType: 'spaceship' }, 'projectType'],
    ['an unknown budget', { email: 'x8@example.com', budget: 'a-million' }, 'budget'],
    ['a number as the email', { email: 42 }, 'email'],
  ])('refuses %s (400) and stores nothing', async (_, body, field) => {
    const before = await snapshot();
    const response = await write('POST', '/api/leads', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ApiErrorBody;
    expect(answer.code).toEqual(expect.any(String));
    expect(answer.message).toEqual(expect.any(String));
    if (field) expect(Object.keys(answer.fieldErrors ?? {})).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a malformed JSON body with 400 and stores nothing', async () => {
    const before = await snapshot();
    const response = await t.request('/api/leads', {
      method: 'POST',
      headers: { Cookie: cookies.editor, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH /api/leads/:id', () => {
  it('records a status change with from, to and who; leaving active withdraws queued sequence steps at once', async () => {
    const lead = await createLead({ firstName: 'Ada' });
    await addSend(lead.id, { kind: 'sequence', status: 'queued' });
    const sentStep = await addSend(lead.id, { kind: 'sequence', status: 'sent' });
    const queuedNotification = await addSend(lead.id, { kind: 'notification', status: 'queued' });
    now = new Date(FRIDAY_10AM.getTime() + 60_000);
    const response = await write('PATCH', `/api/leads/${lead.id}`, { status: 'contacted' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Lead).status).toBe('contacted');

    // The queued step never reached the provider: it is gone, not used up (it comes if the lead is
    // active again; sequence-scheduler.db.test.ts follows that through).
    const sends = await t.deps.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.leadId, lead.id))
      .orderBy(asc(emailSends.id));
    expect(sends.map((send) => [send.id, send.status])).toEqual([
      [sentStep.id, 'sent'],
      [queuedNotification.id, 'queued'], // the owner's notification is not part of the sequence
    ]);
    const events = await t.deps.db
      .select()
      .from(leadEvents)
      .where(sql`${leadEvents.leadId} = ${lead.id} and ${leadEvents.kind} = 'status'`);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      from: 'active',
      to: 'contacted',
      by: expect.stringMatching(/^editor-/),
      withdrawn: 1,
    });

    const detail = (await (await get(`/api/leads/${lead.id}`)).json()) as LeadDetail;
    expect(detail.timeline[0]).toMatchObject({ kind: 'status', from: 'active', to: 'contacted', withdrawn: 1 });
    // Audited as a lead's own edit, naming the lead by number only.
    const audits = await t.deps.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityType} = 'lead' and ${auditEvents.entityId} = ${String(lead.id)}`)
      .orderBy(asc(auditEvents.id));
    expect(audits.map((row) => row.action)).toEqual(['lead.create', 'lead.update']);
    expect(audits[1]).toMatchObject({
      summary: `#${lead.id}`,
      data: { from: 'active', to: 'contacted', withdrawn: 1 },
    });
  });

  it('records other changes as one edit naming the fields (not their values); a change to nothing records nothing', async () => {
    const lead = await createLead({ firstName: 'Ada', phone: '555' });
    const response = await write('PATCH', `/api/leads/${lead.id}`, {
      firstName: 'Augusta',
      phone: '555',
      message: 'Prefers e-mail',
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as Lead).toMatchObject({ firstName: 'Augusta', message: 'Prefers e-mail' });
    const edits = await t.deps.db
      .select()
      .from(leadEvents)
      .where(sql`${leadEvents.leadId} = ${lead.id} and ${leadEvents.kind} = 'edit'`);
    expect(edits.map((edit) => edit.data.fields)).toEqual([['firstName', 'message']]);
    expect(JSON.stringify(edits)).not.toContain('Augusta');

    const before = await snapshot();
    const same = await write('PATCH', `/api/leads/${lead.id}`, {
      firstName: 'Augusta',
      email: lead.email.toUpperCase(),
    });
    expect(same.status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another lead’s address (409), a bad email, an unknown field, an empty body, and stores nothing', async () => {
    const a = await createLead();
    const b = await createLead();
    const before = await snapshot();
    const taken = await write('PATCH', `/api/leads/${b.id}`, { email: a.email });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ApiErrorBody).fieldErrors).toHaveProperty('email');
    for (const body of [
      { email: 'nope' },
      { status: 'vip' },
      { id: 3 },
      { consentAt: null },
      {},
      { projectType: 'spaceship' },
      // PostgreSQL cannot store NUL: a clear 400, not a database error
      { message: 'before\u0000after' },
      { firstName: 'Ada\u0000' },
    ]) {
      const response = await write('PATCH', `/api/leads/${b.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("keeps 'chat' for the chat's leads only: never chosen on create or as a change", async () => {
    const before = await snapshot();
    const created = await write('POST', '/api/leads', { email: 'chatty@example.com', source: 'chat' });
    expect(created.status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const lead = await createLead();
    const unchanged = await snapshot();
    expect((await write('PATCH', `/api/leads/${lead.id}`, { source: 'chat' })).status).toBe(400);
    expect(await snapshot()).toEqual(unchanged);

    await t.deps.db.execute(sql`update leads set source = 'chat' where id = ${lead.id}`);
    const kept = await write('PATCH', `/api/leads/${lead.id}`, { source: 'chat', firstName: 'Chatted' });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ source: 'chat', firstName: 'Chatted' });
  });

  it('refuses to make a lead active again on an address that bounced, until the address changes', async () => {
    const lead = await createLead({ email: 'bounced-once@example.com' });
    await bounceLead(t.deps.db, lead.id, {
      toAddress: 'Bounced-Once@example.com',
      reason: '550 5.1.1 no such user',
      sendId: 0,
      provider: 'smtp',
    });
    const before = await snapshot();
    const refused = await write('PATCH', `/api/leads/${lead.id}`, { status: 'active' });
    expect(refused.status).toBe(400);
    const bounced = ((await refused.json()) as ApiErrorBody).fieldErrors?.status;
    expect(bounced?.code).toBe('bounced_address');
    expect(bounced?.message).toMatch(/This address bounced/);
    expect(await snapshot()).toEqual(before);

    // By way of another status, too.
    expect((await write('PATCH', `/api/leads/${lead.id}`, { status: 'contacted' })).status).toBe(200);
    expect((await write('PATCH', `/api/leads/${lead.id}`, { status: 'active' })).status).toBe(400);

    const fixed = await write('PATCH', `/api/leads/${lead.id}`, { status: 'active', email: 'new-address@example.com' });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({ status: 'active', email: 'new-address@example.com' });
  });

  it('answers 404 for an id nobody holds and for an id that is not a plain number', async () => {
    const before = await snapshot();
    // 2147483648 is one past the integer column: not a database error (500), a lead nobody holds.
    for (const id of ['999999', '2147483648', '99999999999', 'abc', '1.5', '-1', '0x10', '01']) {
      const response = await write('PATCH', `/api/leads/${id}`, { status: 'contacted' });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ code: 'lead_not_found', message: 'Lead not found.' });
      expect((await get(`/api/leads/${id}`)).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a project type the lead holds even after it was deactivated, but refuses switching to another inactive one', async () => {
    const lead = await createLead({ projectType: 'room-redesign' });
    await t.deps.db.execute(sql`update form_options set active = false where value = 'room-redesign'`);
    await t.deps.db.execute(sql`update form_options set active = false where value = 'kitchen-bath'`);
    try {
      const keep = await write('PATCH', `/api/leads/${lead.id}`, { projectType: 'room-redesign', firstName: 'Kept' });
      expect(keep.status).toBe(200);
      const before = await snapshot();
      const other = await write('PATCH', `/api/leads/${lead.id}`, { projectType: 'kitchen-bath' });
      expect(other.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.deps.db.execute(
        sql`update form_options set active = true where value in ('room-redesign', 'kitchen-bath')`,
      );
    }
  });
});

describe('DELETE /api/leads/:id (D25)', () => {
  it('suppresses queued sends, scrubs personal data from every send, deletes the lead and its events, audits the id only', async () => {
    const [template] = await t.deps.db
      .insert(emailTemplates)
      .values({ name: 'Welcome', subject: 'Hi', htmlContent: '<p>Hi</p>', textContent: 'Hi' })
      .returning();
    const lead = await createLead({ firstName: 'Ada', lastName: 'Secret' });
    const queued = await addSend(lead.id, { kind: 'sequence', status: 'queued', templateId: template?.id });
    const sent = await addSend(lead.id, { kind: 'notification', status: 'sent' });
    const failed = await addSend(lead.id, {
      kind: 'sequence',
      status: 'failed',
      lastError: `550 5.1.1 <lead${lead.id}@example.com>: Recipient address rejected`,
    });
    await write('POST', `/api/leads/${lead.id}/notes`, { text: 'Ada likes green' });

    const response = await write('DELETE', `/api/leads/${lead.id}`, {}, cookies.admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    expect(await t.deps.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    expect(await t.deps.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([]);
    const sends = await t.deps.db
      .select()
      .from(emailSends)
      .where(sql`${emailSends.id} in (${queued.id}, ${sent.id}, ${failed.id})`)
      .orderBy(asc(emailSends.id));
    expect(sends).toHaveLength(3);
    for (const send of sends) {
      expect(send).toMatchObject({
        leadId: null,
        toAddress: 'deleted lead',
        replyTo: null,
        subject: '',
        htmlBody: '',
        textBody: '',
        headers: {},
      });
      expect(JSON.stringify(send)).not.toMatch(/Ada|example\.com/);
    }
    expect(sends.map((send) => send.status)).toEqual(['suppressed', 'sent', 'failed']);
    expect(sends.map((send) => send.lastError)).toEqual([
      'not sent: the lead was deleted',
      null,
      "the provider's answer was removed with the lead",
    ]);
    expect(sends[0]?.templateId).toBe(template?.id); // the counts per template survive

    const audits = await t.deps.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.entityType} = 'lead' and ${auditEvents.action} = 'lead.delete' and ${auditEvents.entityId} = ${String(lead.id)}`,
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.summary).toBe(`#${lead.id}`);
    expect(JSON.stringify(audits)).not.toMatch(/Ada|Secret|example\.com/);

    const again = await write('DELETE', `/api/leads/${lead.id}`, {});
    expect(again.status).toBe(404);
  });
});

describe('notes and the timeline', () => {
  it('adds a note (201, its timeline entry) and refuses an empty one, storing nothing', async () => {
    const lead = await createLead();
    const response = await write('POST', `/api/leads/${lead.id}/notes`, { text: '  Called, left a message.  ' });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as LeadTimelineEntry;
    expect(entry).toEqual({
      kind: 'note',
      at: FRIDAY_10AM.toISOString(),
      text: 'Called, left a message.',
      by: expect.stringMatching(/^editor-/),
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${String(lead.id)} and ${auditEvents.action} = 'lead.note'`);
    expect(audit).toMatchObject({ entityType: 'lead', summary: `#${lead.id}` });
    expect(JSON.stringify(audit)).not.toContain('Called');
    const before = await snapshot();
    for (const body of [
      { text: '   ' },
      {},
      { text: 'x', pinned: true },
      { text: 'x'.repeat(5001) },
      { text: 'a\u0000b' },
    ]) {
      expect((await write('POST', `/api/leads/${lead.id}/notes`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await write('POST', '/api/leads/999999/notes', { text: 'x' })).status).toBe(404);
    expect((await write('POST', '/api/leads/2147483648/notes', { text: 'x' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lists touches, status changes, notes, edits, unsubscribes, bounces and every e-mail, newest first', async () => {
    const step = (minutes: number) => new Date(FRIDAY_10AM.getTime() + minutes * 60_000);
    now = step(0);
    const lead = await createLead({ email: 'timeline@example.com', firstName: 'Tim', source: 'referral' });
    // The same person then fills in the contact form (D8: a touch on the same lead).
    await recordLeadTouch(t.deps.db, {
      source: 'contact',
      email: 'Timeline@example.com',
      firstName: 'Tim',
      lastName: 'Line',
      message: 'Hello again',
      consent: true,
      page: '/contact',
    });
    await t.deps.db.execute(
      sql`update lead_events set created_at = ${step(1).toISOString()} where lead_id = ${lead.id} and kind = 'contact'`,
    );
    await t.deps.db.execute(sql`update leads set updated_at = ${step(1).toISOString()} where id = ${lead.id}`);
    await restampActivity(lead.id);
    const [template] = await t.deps.db
      .insert(emailTemplates)
      .values({ name: 'Step one', subject: 'Hi', htmlContent: '<p>Hi</p>', textContent: 'Hi' })
      .returning();
    now = step(2);
    const send = await addSend(lead.id, { kind: 'sequence', status: 'sent', templateId: template?.id });
    await t.deps.db
      .update(emailSends)
      .set({ sentAt: step(2), lastError: null })
      .where(eq(emailSends.id, send.id));
    now = step(3);
    await write('POST', `/api/leads/${lead.id}/notes`, { text: 'Note' });
    now = step(4);
    await write('PATCH', `/api/leads/${lead.id}`, { phone: '555 0199' });
    now = step(5);
    await write('PATCH', `/api/leads/${lead.id}`, { status: 'qualified' });
    await t.deps.db.insert(leadEvents).values([
      { leadId: lead.id, kind: 'unsubscribe', message: 'Unsubscribed with one click.', createdAt: step(6) },
      { leadId: lead.id, kind: 'bounce', message: '550 no such user', createdAt: step(7) },
    ]);

    const detail = (await (await get(`/api/leads/${lead.id}`)).json()) as LeadDetail;
    // D9: the consent the contact form recorded, with its form and wording, for the lead page.
    expect(detail.lead).toMatchObject({ consentSource: 'contact', consentText: CONSENT_TEXT });
    expect(detail.lead.consentAt).not.toBeNull();
    expect(detail.timeline.map((entry) => entry.kind)).toEqual([
      'bounce',
      'unsubscribe',
      'status',
      'edit',
      'note',
      'email',
      'touch',
      'touch',
    ]);
    expect(detail.timeline[5]).toMatchObject({
      kind: 'email',
      emailKind: 'sequence',
      status: 'sent',
      templateName: 'Step one',
      subject: `Hello lead ${lead.id}`,
    });
    expect(detail.timeline[6]).toMatchObject({
      kind: 'touch',
      source: 'contact',
      page: '/contact',
      message: 'Hello again',
    });
    expect(detail.timeline[7]).toMatchObject({ kind: 'touch', source: 'referral' });
    expect(detail.timeline[3]).toMatchObject({ kind: 'edit', fields: ['phone'] });
    const times = detail.timeline.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(detail.lead.lastActivityAt).toBe(step(7).toISOString());
    expect(detail.upcoming).toEqual(expect.any(Array));
  });
});

describe('the steps still to come (GET /api/leads/:id upcoming)', () => {
  it('lists the sequence by the scheduler’s plan, and none once the lead is no longer active', async () => {
    const [first, second] = await t.deps.db
      .insert(emailTemplates)
      .values([
        { name: 'Upcoming one', subject: 'Hi', htmlContent: '<p>Hi</p>', textContent: 'Hi', sequencePosition: 90 },
        {
          name: 'Upcoming two',
          subject: 'Hi',
          htmlContent: '<p>Hi</p>',
          textContent: 'Hi',
          sequencePosition: 91,
          delayDays: 3,
        },
      ])
      .returning();
    const { leadId } = await recordLeadTouch(t.deps.db, {
      source: 'lookbook',
      email: 'upcoming@example.com',
      firstName: 'Una',
      lastName: '',
      consent: true,
    });
    const mine = (detail: LeadDetail) =>
      detail.upcoming.filter((step) => step.templateId === first?.id || step.templateId === second?.id);
    const enrolled = (await (await get(`/api/leads/${leadId}`)).json()) as LeadDetail;
    expect(mine(enrolled).map((step) => step.templateName)).toEqual(['Upcoming one', 'Upcoming two']);
    expect(enrolled.upcoming.every((step) => step.dueAt !== null)).toBe(true);

    await write('PATCH', `/api/leads/${leadId}`, { status: 'contacted' });
    const stopped = (await (await get(`/api/leads/${leadId}`)).json()) as LeadDetail;
    expect(mine(stopped)).toEqual([
      expect.objectContaining({ dueAt: null, reason: 'lead-not-active' }),
      expect.objectContaining({ dueAt: null, reason: 'lead-not-active' }),
    ]);
    await t.deps.db.execute(sql`update email_templates set active = false where sequence_position in (90, 91)`);
  });
});

describe('GET /api/leads: search, filters, sorts, pages', () => {
  let people: Lead[] = [];
  const tag = 'zq'; // every lead of this block has it in the address, so the block's searches see only them

  beforeAll(async () => {
    const base = new Date('2025-01-06T17:00:00Z').getTime();
    const specs = [
      { firstName: 'Zoë', lastName: 'Abernathy', status: 'active', source: 'contact', phone: '(555) 013-4477' },
      {
        firstName: 'yusuf',
        lastName: 'Brandt',
        status: 'contacted',
        source: 'lookbook',
        message: 'Loft in SoHo, 100% oak',
      },
      { firstName: '', lastName: '', status: 'active', source: 'referral' },
      { firstName: 'Xavier', lastName: 'Cole', status: 'converted', source: 'manual' },
      { firstName: 'Wren', lastName: 'Dahl', status: 'active', source: 'social_media' },
    ];
    people = [];
    for (const [index, spec] of specs.entries()) {
      now = new Date(base + index * 3_600_000);
      people.push(await createLead({ email: `${tag}${index}@example.com`, ...spec }));
    }
    // Two stored under D8's old names, as an import from the old site left them.
    now = new Date(base + 10 * 3_600_000);
    const legacy = await createLead({ email: `${tag}-legacy-contact@example.com`, firstName: 'Old' });
    const legacy2 = await createLead({ email: `${tag}-legacy-lookbook@example.com`, firstName: 'Older' });
    await t.deps.db.execute(sql`update leads set source = 'contact_form' where id = ${legacy.id}`);
    await t.deps.db.execute(sql`update leads set source = 'lookbook_download' where id = ${legacy2.id}`);
    people.push(legacy, legacy2);
  });

  const list = async (query: string) => {
    const response = await get(`/api/leads?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as LeadPage;
  };
  const ids = (page: LeadPage) => page.leads.map((lead) => lead.id);

  it('searches name, e-mail, phone and message, case-insensitively, and % literally', async () => {
    const [zoe, yusuf] = people;
    expect(ids(await list('q=ABERNATHY'))).toEqual([zoe?.id]);
    expect(ids(await list('q=zoë abern'))).toEqual([zoe?.id]);
    expect(ids(await list(`q=${tag}1@EXAMPLE`))).toEqual([yusuf?.id]);
    expect(ids(await list('q=soho'))).toEqual([yusuf?.id]);
    expect(ids(await list('q=100%25 oak'))).toEqual([yusuf?.id]);
    expect(ids(await list('q=0%25 o'))).toEqual([yusuf?.id]);
    expect(ids(await list('q=555%200134'))).toEqual([zoe?.id]);
    expect(ids(await list('q=013-4477'))).toEqual([zoe?.id]);
    expect((await list('q=no-such-person-anywhere')).total).toBe(0);
  });

  it('filters by status and by source, reading D8’s old names (contact_form is contact)', async () => {
    const inBlock = (page: LeadPage) => page.leads.filter((lead) => lead.email.startsWith(tag)).map((l) => l.email);
    const contact = await list(`q=${tag}&source=contact&pageSize=100`);
    expect(inBlock(contact).sort()).toEqual([`${tag}-legacy-contact@example.com`, `${tag}0@example.com`]);
    expect(contact.leads.find((lead) => lead.email.includes('legacy'))?.source).toBe('contact');
    const lookbook = await list(`q=${tag}&source=lookbook_download&pageSize=100`);
    expect(inBlock(lookbook).sort()).toEqual([`${tag}-legacy-lookbook@example.com`, `${tag}1@example.com`]);
    const active = await list(`q=${tag}&status=active&pageSize=100`);
    expect(active.leads.every((lead) => lead.status === 'active')).toBe(true);
    expect(active.total).toBe(5);
    expect((await list(`q=${tag}&status=&source=`)).total).toBe(7);
  });

  it('sorts newest, oldest, by name (nameless last) and by recent activity', async () => {
    const emails = async (sort: string) =>
      (await list(`q=${tag}&sort=${sort}&pageSize=100`)).leads.map((lead) => lead.email.replace('@example.com', ''));
    expect(await emails('newest')).toEqual([
      `${tag}-legacy-lookbook`,
      `${tag}-legacy-contact`,
      `${tag}4`,
      `${tag}3`,
      `${tag}2`,
      `${tag}1`,
      `${tag}0`,
    ]);
    expect(await emails('oldest')).toEqual([
      `${tag}0`,
      `${tag}1`,
      `${tag}2`,
      `${tag}3`,
      `${tag}4`,
      `${tag}-legacy-contact`,
      `${tag}-legacy-lookbook`,
    ]);
    expect(await emails('name')).toEqual([
      `${tag}-legacy-contact`,
      `${tag}-legacy-lookbook`,
      `${tag}4`,
      `${tag}3`,
      `${tag}1`,
      `${tag}0`,
      `${tag}2`,
    ]);
    await at('2025-02-01T17:00:00Z');
    await write('POST', `/api/leads/${people[0]?.id}/notes`, { text: 'Most recent' });
    expect((await emails('recent-activity'))[0]).toBe(`${tag}0`);
  });

  it('sorts a lead with only a last name by that name, not before everyone', async () => {
    const other = 'yk';
    await createLead({ email: `${other}0@example.com`, firstName: '', lastName: 'Zimmer' });
    await createLead({ email: `${other}1@example.com`, firstName: 'Bea', lastName: '' });
    await createLead({ email: `${other}2@example.com`, firstName: 'Abe', lastName: 'Young' });
    const page = await list(`q=${other}&sort=name&pageSize=100`);
    expect(page.leads.map((lead) => lead.email)).toEqual([
      `${other}2@example.com`,
      `${other}1@example.com`,
      `${other}0@example.com`,
    ]);
  });

  it('pages with a total, and refuses malformed or unknown parameters', async () => {
    const first = await list(`q=${tag}&pageSize=3&page=1`);
    const third = await list(`q=${tag}&pageSize=3&page=3`);
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.leads).toHaveLength(3);
    expect(third.leads).toHaveLength(1);
    expect((await list(`q=${tag}&pageSize=3&page=9`)).leads).toEqual([]);
    for (const query of [
      'pageSize=101',
      'page=0',
      'page=abc',
      'sort=random',
      'status=vip',
      'source=billboard',
      'role=admin',
      'q=a%00b',
    ]) {
      const response = await get(`/api/leads?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('message');
    }
  });
});

describe('GET /api/leads/stats', () => {
  it('counts total, active, lookbook and contact, old source names included', async () => {
    const before = (await (await get('/api/leads/stats')).json()) as LeadStats;
    const a = await createLead({ source: 'lookbook' });
    const b = await createLead({ source: 'contact', status: 'contacted' });
    const c = await createLead({ source: 'manual' });
    await t.deps.db.execute(sql`update leads set source = 'lookbook_download' where id = ${a.id}`);
    await t.deps.db.execute(sql`update leads set source = 'contact_form' where id = ${b.id}`);
    const after = (await (await get('/api/leads/stats')).json()) as LeadStats;
    expect(after).toEqual({
      total: before.total + 3,
      active: before.active + 2,
      lookbook: before.lookbook + 1,
      contact: before.contact + 1,
    });
    expect(c.id).toBeGreaterThan(0);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('is the whole filtered list (past one page) as UTF-8 CSV with a BOM, named by the day, formulas neutralised', async () => {
    await at('2025-06-02T06:30:00Z'); // 1 June in Los Angeles
    const prefix = `csv${Date.now() % 100000}`;
    const hostile = await createLead({
      email: `${prefix}-0@example.com`,
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '@SUM(A1)',
      phone: '+1 555 0100',
      message: '-2+3\r\nsecond line, "quoted"',
    });
    // 104 more, past any page size, written at once (the API path is tested above).
    await t.deps.db.execute(sql`
      insert into leads (email, first_name, source, created_at, updated_at)
      select ${prefix} || '-' || g || '@example.com', 'Name' || g, 'manual',
             ${now.toISOString()}::timestamptz + g * interval '1 second', ${now.toISOString()}::timestamptz
      from generate_series(1, 104) g`);
    const response = await get(`/api/leads/export.csv?q=${prefix}&sort=oldest&page=1&pageSize=5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2025-06-01.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const rows = parseCsv(text);
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'First Name', 'Last Name', 'Email']);
    expect(rows[0]?.[10]).toBe('Created (America/Los_Angeles)');
    expect(rows).toHaveLength(1 + 105);
    const first = rows[1] ?? [];
    expect(first[0]).toBe(String(hostile.id));
    expect(first[1]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(first[2]).toBe("'@SUM(A1)");
    expect(first[4]).toBe("'+1 555 0100");
    expect(first[9]).toBe('\'-2+3\r\nsecond line, "quoted"');
    expect(first[10]).toBe('2025-06-01 23:30');
    expect(rows.at(-1)?.[3]).toBe(`${prefix}-104@example.com`);
  });

  it('shows labels, never stored codes: the studio’s option labels, and statuses, sources and headers in the admin’s language', async () => {
    const prefix = `labels${Date.now() % 100000}`;
    await createLead({ email: `${prefix}@example.com`, projectType: 'kitchen-bath', budget: '25k-50k' });
    const [projectType] = await t.deps.db
      .select()
      .from(formOptions)
      .where(sql`${formOptions.fieldType} = 'projectType' and ${formOptions.value} = 'kitchen-bath'`);
    const [budget] = await t.deps.db
      .select()
      .from(formOptions)
      .where(sql`${formOptions.fieldType} = 'budget' and ${formOptions.value} = '25k-50k'`);
    const exported = async () =>
      parseCsv(
        new TextDecoder().decode((await (await get(`/api/leads/export.csv?q=${prefix}`)).arrayBuffer()).slice(3)),
      );

    const english = await exported();
    expect(english[1]?.slice(5, 9)).toEqual([projectType?.label, budget?.label, 'Active', 'Manual']);
    expect(projectType?.label).not.toBe('kitchen-bath');

    expect((await write('PATCH', '/api/auth/preferences', { language: 'es' })).status).toBe(200);
    try {
      const spanish = await exported();
      expect(spanish[0]?.slice(5, 9)).toEqual(['Tipo de proyecto', 'Presupuesto', 'Estado', 'Origen']);
      expect(spanish[0]?.[10]).toBe('Creado (America/Los_Angeles)');
      expect(spanish[1]?.slice(5, 9)).toEqual([projectType?.label, budget?.label, 'Activo', 'Manual']);
    } finally {
      await write('PATCH', '/api/auth/preferences', { language: 'en' });
    }
  });

  it('refuses a malformed filter with 400 (JSON, not half a file)', async () => {
    for (const query of ['status=vip', 'q=%00']) {
      const response = await get(`/api/leads/export.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('message');
    }
  });
});

describe('the inbox flags', () => {
  /** A visitor's enquiry, as the contact form records it, at a moment of the app clock. */
  async function enquiry(email: string, at: Date): Promise<number> {
    const { leadId } = await recordLeadTouch(t.deps.db, {
      source: 'contact',
      email,
      firstName: 'Flo',
      lastName: 'Flag',
      message: 'A kitchen',
      consent: true,
      page: '/contact',
    });
    // The touch is stamped by the database's clock; the test's clock is the app's.
    await t.deps.db.execute(
      sql`update lead_events set created_at = ${at.toISOString()} where lead_id = ${leadId} and created_at > ${at.toISOString()}`,
    );
    await t.deps.db.execute(
      sql`update leads set created_at = least(created_at, ${at.toISOString()}), updated_at = ${at.toISOString()} where id = ${leadId}`,
    );
    await restampActivity(leadId);
    return leadId;
  }
  const flagsAt = async (id: number, time: string) => {
    await at(time);
    return ((await (await get(`/api/leads/${id}`)).json()) as LeadDetail).lead.flags;
  };

  it('flags a visitor nobody answered for more than a business day (weekends do not count) until staff act', async () => {
    const id = await enquiry('flags@example.com', FRIDAY_10AM);
    // Friday 10:00 → Monday 09:00 (LA): 14 h of Friday + 9 h of Monday, under a business day.
    expect((await flagsAt(id, '2025-03-17T16:00:00Z')).waitingOverBusinessDay).toBe(false);
    // Monday 11:00: 25 business hours.
    expect((await flagsAt(id, '2025-03-17T18:00:00Z')).waitingOverBusinessDay).toBe(true);
    await write('POST', `/api/leads/${id}/notes`, { text: 'On it' });
    expect((await flagsAt(id, '2025-03-17T18:00:01Z')).waitingOverBusinessDay).toBe(false);
    // Nothing happens for eight days after the note: untouched.
    expect((await flagsAt(id, '2025-03-24T18:00:00Z')).untouchedSevenDays).toBe(false);
    expect((await flagsAt(id, '2025-03-25T18:00:02Z')).untouchedSevenDays).toBe(true);
    // A closed lead is nobody's to follow up.
    await at('2025-03-25T18:00:03Z');
    await write('PATCH', `/api/leads/${id}`, { status: 'converted' });
    expect((await flagsAt(id, '2025-04-30T18:00:00Z')).untouchedSevenDays).toBe(false);
  });

  it('flags a returning visitor again once the studio had answered the first time', async () => {
    const id = await enquiry('returning@example.com', FRIDAY_10AM);
    await at('2025-03-17T18:00:00Z');
    await write('POST', `/api/leads/${id}/notes`, { text: 'Called her back' });
    await enquiry('returning@example.com', new Date('2025-03-19T17:00:00Z'));
    expect((await flagsAt(id, '2025-03-19T18:00:00Z')).waitingOverBusinessDay).toBe(false);
    expect((await flagsAt(id, '2025-03-20T18:00:00Z')).waitingOverBusinessDay).toBe(true);
  });

  it('never flags a lead the studio entered by hand as waiting', async () => {
    const lead = await createLead({ email: 'by-hand@example.com' });
    expect((await flagsAt(lead.id, '2025-03-19T18:00:00Z')).waitingOverBusinessDay).toBe(false);
  });

  it("does not count the sequence's own e-mails as touching the lead", async () => {
    const id = await enquiry('automatic@example.com', FRIDAY_10AM);
    await t.deps.db.insert(emailSends).values({
      kind: 'sequence',
      idempotencyKey: `flags-test:${id}`,
      leadId: id,
      toAddress: 'automatic@example.com',
      subject: 'Step 2',
      htmlBody: '<p>Hi</p>',
      textBody: 'Hi',
      status: 'sent',
      sentAt: new Date('2025-03-20T17:00:00Z'),
      createdAt: new Date('2025-03-20T17:00:00Z'),
      updatedAt: new Date('2025-03-20T17:00:00Z'),
    });
    const flags = await flagsAt(id, '2025-03-21T18:00:00Z');
    expect(flags.untouchedSevenDays).toBe(true);
    // …while the inbox's "recent activity" still sees the e-mail.
    const { lead } = (await (await get(`/api/leads/${id}`)).json()) as LeadDetail;
    expect(lead.lastActivityAt).toBe('2025-03-20T17:00:00.000Z');
  });
});
