import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailTemplate, TemplatePreview } from '#shared/admin/email.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, emailSends, emailTemplates, leads } from '../../platform/db/schema/index.ts';
import { PermanentEmailError } from '../../platform/email/email-errors.ts';
import type { EmailProvider, ProviderMessage } from '../../platform/email/email-provider.ts';
import { createStoredSettingsTransport, type ResolveEmailTransport } from '../../platform/email/email-transport.ts';
import { createDevelopmentProvider } from '../../platform/email/providers/development-provider.ts';
import { rawHeader, type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../studio/settings.service.ts';
import { TEMPLATE_NOT_FOUND, TEMPLATES_EXIST } from './email-templates.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe/unsubscribe-token.ts';

/**
 * The Email Sequences tab's template API (admin area §2, §5, §7; D10, D26; SECURITY 9): every
 * endpoint × role, the refusals (each followed by a read showing nothing changed), seeding once
 * (also twenty at once), the preview for each sample and a real lead, and the test send through a
 * provider the test controls.
 */

const FROM = '"Larch & Lime" <hello@larchandlime.example>';
const delivered: ProviderMessage[] = [];
let providerFailure: Error | null = null;
const provider: EmailProvider = {
  name: 'smtp',
  async send(message) {
    if (providerFailure) throw providerFailure;
    delivered.push(message);
    return { providerMessageId: `<${delivered.length}@test>` };
  },
};

/** What reached the fake provider, told apart by send, recipient and subject. */
const deliveredSummary = () => delivered.map(({ sendId, to, subject }) => ({ sendId, to, subject }));

const fakeTransport: ResolveEmailTransport = async () => ({ provider, from: FROM });
/** What sends go through: the provider above unless a test sends through a real SMTP server. */
let transport: ResolveEmailTransport = fakeTransport;

const t = prepareTestApp({
  config: { trustProxyHops: 1 },
  email: { env: {}, resolveTransport: (db) => transport(db) },
});

let adminCookie: string;
let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  adminCookie = await signInAs(t, 'admin');
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
});

beforeEach(() => {
  transport = fakeTransport;
  providerFailure = null;
  delivered.length = 0;
});

const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const write = (method: string, path: string, body: unknown, cookie: string | null = editorCookie) =>
  t.request(path, jsonWrite(method, body, cookie ? { Cookie: cookie } : {}));

const templateRows = () => t.deps.db.select().from(emailTemplates).orderBy(asc(emailTemplates.id));
const templateAudits = () =>
  t.deps.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'emailTemplate')).orderBy(asc(auditEvents.id));
/** The state a refused write must leave as it was. */
const snapshot = async () => ({ templates: await templateRows(), audits: (await templateAudits()).length });

const valid = {
  name: 'Welcome',
  subject: 'Hello {{firstName|there}}',
  sequencePosition: 1,
  delayDays: 0,
  active: true,
  htmlContent: '<p>Hi {{firstName}}, about {{projectType|your project}}.</p>',
  textContent: 'Hi {{firstName}}.',
};

/** A template written straight to the database, its text the studio's own (as migration 0008 left every older one). */
async function createDirect(values: Partial<typeof emailTemplates.$inferInsert> = {}): Promise<number> {
  const [row] = await t.deps.db
    .insert(emailTemplates)
    .values({ ...valid, textEdited: true, ...values })
    .returning({ id: emailTemplates.id });
  if (!row) throw new Error('no template');
  return row.id;
}

async function leadDirect(values: Partial<typeof leads.$inferInsert> & { email: string }): Promise<number> {
  const [row] = await t.deps.db
    .insert(leads)
    .values({ source: 'contact', ...values })
    .returning({ id: leads.id });
  if (!row) throw new Error('no lead');
  return row.id;
}

describe('who may use the template API (D14: leads permission)', () => {
  it('anonymous 401 and viewer 403 on every endpoint, and nothing changes', async () => {
    const id = await createDirect({ name: 'Guarded' });
    const before = await snapshot();
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/email-templates', undefined],
      ['POST', '/api/email-templates', valid],
      ['POST', '/api/email-templates/preview', { template: valid, for: { sample: 'default' } }],
      ['PATCH', `/api/email-templates/${id}`, { name: 'Taken over' }],
      ['DELETE', `/api/email-templates/${id}`, {}],
      ['POST', `/api/email-templates/${id}/test`, { to: 'owner@example.com' }],
      ['POST', '/api/admin/seed-email-templates', {}],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = method === 'GET' ? await get(path) : await write(method, path, body, null);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const viewer = method === 'GET' ? await get(path, viewerCookie) : await write(method, path, body, viewerCookie);
      expect(viewer.status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect(deliveredSummary()).toEqual([]);
    await t.deps.db.delete(emailTemplates).where(eq(emailTemplates.id, id));
  });

  it('editors and admins may read and write', async () => {
    for (const cookie of [editorCookie, adminCookie]) {
      const created = await write('POST', '/api/email-templates', { ...valid, name: 'Role check' }, cookie);
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as EmailTemplate;
      expect((await get('/api/email-templates', cookie)).status).toBe(200);
      expect((await write('PATCH', `/api/email-templates/${id}`, { active: false }, cookie)).status).toBe(200);
      expect((await write('DELETE', `/api/email-templates/${id}`, {}, cookie)).status).toBe(200);
    }
  });
});

describe('POST /api/admin/seed-email-templates (D26)', () => {
  beforeEach(async () => {
    await t.deps.db.delete(emailTemplates);
  });

  it('writes the three-step welcome sequence from the studio settings, once', async () => {
    const response = await write('POST', '/api/admin/seed-email-templates', {});
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; templates: EmailTemplate[] };
    expect(body.message).toMatch(/3 default templates/);
    expect(body.templates.map((tpl) => [tpl.sequencePosition, tpl.delayDays, tpl.active])).toEqual([
      [1, 0, true],
      [2, 3, true],
      [3, 7, true],
    ]);
    // Written for this studio: its name, phone and designer by placeholder (issue 28), filled when
    // each e-mail is written; its services as text.
    const all = body.templates.map((tpl) => `${tpl.subject}\n${tpl.htmlContent}\n${tpl.textContent}`).join('\n');
    expect(all).toContain('{{studioName|our studio}}');
    expect(all).toContain('{{studioPhone}}');
    expect(all).toContain('{{designerName}}');
    expect(all).not.toContain('(503) 555-0142');
    expect(all).toContain('Room Redesign');
    // Every lead placeholder has a fallback: a lookbook lead reads as well as an enquiry.
    expect(all).not.toMatch(/\{\{\s*(firstName|fullName|email|projectType|budget|phone)\s*\}\}/);
    // The text part is written from the HTML, and follows it at each save.
    for (const tpl of body.templates) {
      expect(tpl.textEdited).toBe(false);
      expect(tpl.textContent).toBe(plainTextFromHtml(tpl.htmlContent));
    }
    expect(await templateRows()).toHaveLength(3);
    const audits = await templateAudits();
    expect(audits.slice(-3).map((row) => row.action)).toEqual([
      'template.create',
      'template.create',
      'template.create',
    ]);
  });

  it('refuses with 409 when any template exists, and adds nothing', async () => {
    expect((await write('POST', '/api/admin/seed-email-templates', {})).status).toBe(201);
    const before = await snapshot();
    const again = await write('POST', '/api/admin/seed-email-templates', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: TEMPLATES_EXIST, message: 'Templates already exist.' });
    expect(await snapshot()).toEqual(before);

    await t.deps.db.delete(emailTemplates);
    await createDirect({ name: 'Mine' });
    const before2 = await snapshot();
    // No body at all, as the spec's 'empty' payload.
    const noBody = await t.request('/api/admin/seed-email-templates', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: editorCookie },
    });
    expect(noBody.status).toBe(409);
    expect(await snapshot()).toEqual(before2);
  });

  it('a phone number changed in the Studio tab after seeding is the one the next e-mail gives (issue 28)', async () => {
    expect((await write('POST', '/api/admin/seed-email-templates', {})).status).toBe(201);
    const leadId = await leadDirect({
      email: 'new-phone@example.com',
      firstName: 'Noor',
      status: 'active',
      enrolledAt: new Date(Date.now() - 60_000),
    });
    const settings = (await (await get('/api/admin/settings', adminCookie)).json()) as StudioSettings;
    // A save that does not track versions (the versioned saves: server/modules/history/).
    const { updatedAt: _, version: __, ...form } = settings;
    const saveSettings = (phone: string) => write('PUT', '/api/admin/settings', { ...form, phone }, adminCookie);
    try {
      expect((await saveSettings('(503) 555-0777')).status).toBe(200);
      const run = await write('POST', '/api/admin/process-emails', {});
      expect(run.status).toBe(200);
      const [send] = await t.deps.db.select().from(emailSends).where(eq(emailSends.leadId, leadId));
      expect(send?.subject).toBe('Noor, thank you for getting in touch');
      expect(send?.textBody).toContain('or call us on (503) 555-0777.');
      expect(send?.htmlBody).toContain('or call us on (503) 555-0777.');
      expect(`${send?.textBody}${send?.htmlBody}`).not.toContain(settings.phone);
      // The queued send goes out before the test ends: delivered later, it would land in whichever
      // test was running then, and a test that sends nothing would see it (cc34 saw exactly that).
      await untilQueueIdle(t.deps.db);
      expect(delivered.map(({ to, text }) => ({ to, phone: text.includes('(503) 555-0777') }))).toEqual([
        { to: 'new-phone@example.com', phone: true },
      ]);
    } finally {
      expect((await saveSettings(settings.phone)).status).toBe(200);
    }
  });

  it('twenty at once make exactly three templates: one 201, nineteen 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => write('POST', '/api/admin/seed-email-templates', {})),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const rows = await templateRows();
    expect(rows.map((row) => row.sequencePosition)).toEqual([1, 2, 3]);
  });
});

describe('GET and POST /api/email-templates', () => {
  it('lists by sequence position, then id', async () => {
    // Only this test's templates, whatever other tests left.
    await t.deps.db.delete(emailTemplates);
    const third = await createDirect({ name: 'c', sequencePosition: 3 });
    const firstA = await createDirect({ name: 'a1', sequencePosition: 1 });
    const firstB = await createDirect({ name: 'a2', sequencePosition: 1 });
    const response = await get('/api/email-templates', editorCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as EmailTemplate[];
    expect(list.map((tpl) => tpl.id)).toEqual([firstA, firstB, third]);
    expect(list[0]).toEqual({
      id: firstA,
      name: 'a1',
      subject: valid.subject,
      htmlContent: valid.htmlContent,
      textContent: valid.textContent,
      textEdited: true,
      sequencePosition: 1,
      delayDays: 0,
      active: true,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('creates (201) with defaults for what the form leaves out, and records who did it', async () => {
    const response = await write('POST', '/api/email-templates', {
      name: '  Check-in  ',
      subject: 'Any news, {{firstName|there}}?',
      htmlContent: '<p>Hello</p>',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as EmailTemplate;
    expect(created).toMatchObject({
      name: 'Check-in',
      sequencePosition: 1,
      delayDays: 0,
      active: true,
      // issue 28: not edited by hand, the text is written from the HTML
      textEdited: false,
      textContent: 'Hello',
    });
    const [row] = await t.deps.db.select().from(emailTemplates).where(eq(emailTemplates.id, created.id));
    expect(row?.name).toBe('Check-in');
    const [audit] = (await templateAudits()).slice(-1);
    expect(audit).toMatchObject({
      action: 'template.create',
      entityId: String(created.id),
      summary: 'Check-in',
    });
  });

  const refusals: Array<[string, Record<string, unknown>, string, string, RegExp]> = [
    [
      'an unknown placeholder in the subject',
      { subject: 'Hi {{fristName}}' },
      'subject',
      'placeholder_unknown',
      /\{\{fristName\}\}.*\{\{firstName\}\}/,
    ],
    [
      'an unknown placeholder in the HTML',
      { htmlContent: '<p>{{ name }}</p>' },
      'htmlContent',
      'placeholder_unknown',
      /\{\{ name \}\}/,
    ],
    [
      'an unknown placeholder in the studio’s own text',
      { textContent: 'Hi {{#if budget}}', textEdited: true },
      'textContent',
      'placeholder_unknown',
      /\{\{#if budget\}\}/,
    ],
    ['an empty fallback', { subject: 'Hi {{firstName|}}' }, 'subject', 'placeholder_bad_fallback', /fallback/],
    ['an unclosed {{', { htmlContent: '<p>Hi {{firstName</p>' }, 'htmlContent', 'placeholder_unclosed', /never closed/],
    ['a subject with CR/LF', { subject: 'Hi\r\nBcc: all@example.com' }, 'subject', 'one_line', /one line/],
    ['a subject with LF only', { subject: 'Hi\nthere' }, 'subject', 'one_line', /one line/],
    ['position 0', { sequencePosition: 0 }, 'sequencePosition', 'too_small', /at least 1/],
    ['position 1.5', { sequencePosition: 1.5 }, 'sequencePosition', 'not_whole_number', /whole number/],
    ['position as a string', { sequencePosition: '2' }, 'sequencePosition', 'invalid_type', /whole number/],
    ['delay -1', { delayDays: -1 }, 'delayDays', 'too_small', /0 days or more/],
    ['an empty name', { name: '   ' }, 'name', 'required', /Template name is required/],
    ['an empty HTML part', { htmlContent: '  ' }, 'htmlContent', 'required', /HTML content is required/],
  ];

  it.each(refusals)('refuses %s (400 on the field) and stores nothing', async (_, change, field, code, message) => {
    const before = await snapshot();
    const response = await write('POST', '/api/email-templates', { ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.fieldErrors?.[field]?.code).toBe(code);
    expect(body.fieldErrors?.[field]?.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses HTML whose written text would hold an unknown placeholder, on the HTML, and stores nothing', async () => {
    const before = await snapshot();
    const response = await write('POST', '/api/email-templates', {
      ...valid,
      htmlContent: '<p>{<b>{</b>fristName}}</p>',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.fieldErrors?.htmlContent?.code).toBe('placeholder_unknown');
    expect(body.fieldErrors?.htmlContent?.params?.tag).toBe('{{fristName}}');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown field, and stores nothing', async () => {
    const before = await snapshot();
    for (const extra of [{ id: 5 }, { createdAt: '2020-01-01T00:00:00Z' }, { html: '<p>x</p>' }]) {
      const response = await write('POST', '/api/email-templates', { ...valid, ...extra });
      expect(response.status).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the plain-text part: written from the HTML unless the studio edits it (issue 28)', () => {
  const stored = async (id: number) => {
    const [row] = await t.deps.db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    if (!row) throw new Error(`template ${id} is gone`);
    return row;
  };
  const html = '<h2>Next steps</h2><p>Hi {{firstName|there}}, <a href="{{bookingLink}}">book a call</a>.</p>';

  it('not edited: the text sent is ignored (even a bad placeholder in it) and the HTML’s is saved', async () => {
    const response = await write('POST', '/api/email-templates', {
      ...valid,
      htmlContent: html,
      textContent: 'Typed {{nope}}',
      textEdited: false,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as EmailTemplate;
    expect(await stored(id)).toMatchObject({
      textEdited: false,
      textContent: 'Next steps\n\nHi {{firstName|there}}, book a call ({{bookingLink}}).',
    });
  });

  it('edited: the studio’s own text is kept, and stays when the HTML changes', async () => {
    const response = await write('POST', '/api/email-templates', {
      ...valid,
      textContent: 'My own words.',
      textEdited: true,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as EmailTemplate;
    expect(await stored(id)).toMatchObject({ textEdited: true, textContent: 'My own words.' });
    expect((await write('PATCH', `/api/email-templates/${id}`, { htmlContent: html })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ htmlContent: html, textEdited: true, textContent: 'My own words.' });
  });

  it('a change of the HTML writes the text again; turning editing off writes it from the stored HTML', async () => {
    const created = await write('POST', '/api/email-templates', { ...valid, htmlContent: '<p>First</p>' });
    const { id } = (await created.json()) as EmailTemplate;
    expect((await stored(id)).textContent).toBe('First');
    // The HTML changes, the text follows; a text sent with it is ignored. The audit names both.
    const patched = await write('PATCH', `/api/email-templates/${id}`, { htmlContent: html, textContent: 'ignored' });
    expect(patched.status).toBe(200);
    expect((await stored(id)).textContent).toBe(plainTextFromHtml(html));
    expect((await templateAudits()).at(-1)?.data).toMatchObject({ changed: ['htmlContent', 'textContent'] });
    // Edited by hand, then handed back: the text is the HTML's again.
    await write('PATCH', `/api/email-templates/${id}`, { textEdited: true, textContent: 'Mine' });
    expect(await stored(id)).toMatchObject({ textEdited: true, textContent: 'Mine' });
    await write('PATCH', `/api/email-templates/${id}`, { textEdited: false });
    expect(await stored(id)).toMatchObject({ textEdited: false, textContent: plainTextFromHtml(html) });
  });

  it('a refused save leaves the row as it was: a bad placeholder in the HTML, or in the studio’s own text', async () => {
    const created = await write('POST', '/api/email-templates', { ...valid, htmlContent: html });
    const { id } = (await created.json()) as EmailTemplate;
    const before = await snapshot();
    for (const body of [
      { htmlContent: '<p>Hi {{nickname}}</p>' },
      { htmlContent: '<p>Hi {<i>{</i>nickname}}</p>' },
      { textEdited: true, textContent: 'Hi {{nickname}}' },
      { textEdited: 'yes' },
    ]) {
      const response = await write('PATCH', `/api/email-templates/${id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH and DELETE /api/email-templates/:id', () => {
  it('changes only what is sent, and records which fields changed', async () => {
    const id = await createDirect({ name: 'Editable' });
    const response = await write('PATCH', `/api/email-templates/${id}`, { delayDays: 5, active: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, name: 'Editable', delayDays: 5, active: false });
    const [audit] = (await templateAudits()).slice(-1);
    expect(audit).toMatchObject({ action: 'template.update', entityId: String(id), summary: 'Editable' });
    expect(audit?.data).toMatchObject({ changed: ['delayDays', 'active'] });
  });

  it('refuses an unknown placeholder, CR/LF, bad numbers, unknown fields and an empty change; nothing changes', async () => {
    const id = await createDirect({ name: 'Kept' });
    const before = await snapshot();
    const bad: Array<[unknown, string | null]> = [
      [{ subject: 'Hi {{fristName}}' }, 'subject'],
      [{ textContent: '{{nickname|pal}}' }, 'textContent'],
      [{ subject: 'one\rtwo' }, 'subject'],
      [{ sequencePosition: 0 }, 'sequencePosition'],
      [{ delayDays: -1 }, 'delayDays'],
      [{ delayDays: '3' }, 'delayDays'],
      [{ updatedAt: 'now' }, null],
      [{}, null],
    ];
    for (const [body, field] of bad) {
      const response = await write('PATCH', `/api/email-templates/${id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as ApiErrorBody;
      if (field) expect(answer.fieldErrors?.[field], JSON.stringify(body)).toBeTruthy();
    }
    const named = (await (
      await write('PATCH', `/api/email-templates/${id}`, { subject: 'Hi {{fristName}}' })
    ).json()) as ApiErrorBody;
    expect(named.fieldErrors?.subject?.code).toBe('placeholder_unknown');
    expect(named.fieldErrors?.subject?.params?.tag).toBe('{{fristName}}');
    expect(named.fieldErrors?.subject?.message).toContain(
      'Unknown placeholder {{fristName}}. Use one of {{firstName}}',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('a missing, malformed or string id is the template 404, and nothing changes', async () => {
    const before = await snapshot();
    for (const path of ['999999', 'abc', '1e3', '-1', '0', '01']) {
      const patch = await write('PATCH', `/api/email-templates/${path}`, { name: 'x' });
      expect(patch.status, path).toBe(404);
      expect(await patch.json()).toEqual({ code: TEMPLATE_NOT_FOUND, message: 'Template not found' });
      expect((await write('DELETE', `/api/email-templates/${path}`, {})).status, path).toBe(404);
      expect((await write('POST', `/api/email-templates/${path}/test`, { to: 'a@example.com' })).status, path).toBe(
        404,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('delete removes the template and keeps its sends in the log (template set to null)', async () => {
    const id = await createDirect({ name: 'Going' });
    const leadId = await leadDirect({ email: 'kept-log@example.com' });
    const [send] = await t.deps.db
      .insert(emailSends)
      .values({
        kind: 'sequence',
        leadId,
        templateId: id,
        idempotencyKey: `sequence:lead:${leadId}:template:${id}`,
        toAddress: 'kept-log@example.com',
        subject: 'Hello',
        htmlBody: '<p>Hello</p>',
        textBody: 'Hello',
        status: 'sent',
      })
      .returning({ id: emailSends.id });
    const response = await write('DELETE', `/api/email-templates/${id}`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await t.deps.db.select().from(emailTemplates).where(eq(emailTemplates.id, id))).toEqual([]);
    const [kept] = await t.deps.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.id, send?.id ?? 0));
    expect(kept).toMatchObject({ templateId: null, status: 'sent', leadId });
    const [audit] = (await templateAudits()).slice(-1);
    expect(audit).toMatchObject({ action: 'template.delete', entityId: String(id), summary: 'Going' });
    expect((await write('DELETE', `/api/email-templates/${id}`, {})).status).toBe(404);
  });
});

const preview = (body: unknown, cookie = editorCookie) => write('POST', '/api/email-templates/preview', body, cookie);
const everyPlaceholder = {
  subject: 'For {{fullName}}',
  htmlContent: '<p>{{firstName}}|{{fullName}}|{{email}}|{{projectType}}|{{budget}}|{{phone}}|{{phone|no phone}}</p>',
  textContent: '{{firstName}}|{{projectType|your project}}|{{phone}}',
  textEdited: true,
};

describe('GET /api/email-templates/preview-frame: the page the preview frames the e-mail in', () => {
  it('is fixed HTML for staff who preview, framable by this site only, running nothing but its own script', async () => {
    expect((await get('/api/email-templates/preview-frame')).status).toBe(401);
    const response = await get('/api/email-templates/preview-frame', editorCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        expect.stringMatching(/^script-src 'sha256-[A-Za-z0-9+/]+=*'$/),
        "img-src 'self' data: https: http:",
        "form-action 'none'",
        "frame-ancestors 'self'",
      ]),
    );
    const html = await response.text();
    // The e-mail's own frame inside allows nothing at all.
    expect(html).toContain('<iframe sandbox="" title=""></iframe>');
    // The hash allows exactly the one script the page holds.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});

describe('POST /api/email-templates/preview', () => {
  it('the default sample: a full lead, nothing empty, From = the configured sender', async () => {
    const response = await preview({ template: everyPlaceholder, for: { sample: 'default' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TemplatePreview;
    expect(body.from).toBe(FROM);
    expect(body.to).toBe('alex.morgan@example.com');
    expect(body.subject).toBe('For Alex Morgan');
    expect(body.emptyPlaceholders).toEqual([]);
    expect(body.html).toContain('<p>Alex|Alex Morgan|alex.morgan@example.com|Full Home Design|');
    expect(body.html).toContain('Larch &amp; Lime'); // the studio's layout
    expect(body.html).toContain('2148 NE Alberta Street'); // D11 footer
    expect(body.text).toMatch(/^Alex\|Full Home Design\|\(503\) 555-0142\n/);
    expect(body.htmlBytes).toBe(Buffer.byteLength(body.html, 'utf8'));
    // The unsubscribe link has a real token's shape, but nobody signed it: it unsubscribes no one.
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(body.html)?.[1];
    expect(token).toHaveLength(28);
    expect(verifyUnsubscribeToken(t.deps.secrets.appSecret, token)).toBeNull();
  });

  it('the lookbook sample: name and e-mail only, so its empty placeholders are named (not those with a fallback)', async () => {
    const body = (await (
      await preview({ template: everyPlaceholder, for: { sample: 'lookbook' } })
    ).json()) as TemplatePreview;
    expect(body.to).toBe('sam.rivera@example.com');
    expect(body.emptyPlaceholders).toEqual(['{{projectType}}', '{{budget}}', '{{phone}}']);
    expect(body.html).toContain('<p>Sam|Sam Rivera|sam.rivera@example.com||||no phone</p>');
    expect(body.text.startsWith('Sam|your project|\n')).toBe(true);
  });

  it('not edited by hand, the text previewed is the one written from the HTML; studio facts come from settings', async () => {
    const body = (await (
      await preview({
        template: {
          subject: 'From {{studioName}}',
          htmlContent: '<p>Call {{studioPhone}} or <a href="mailto:{{studioEmail}}">write</a>, {{designerName}}</p>',
          textContent: 'ignored',
        },
        for: { sample: 'default' },
      })
    ).json()) as TemplatePreview;
    const settings = await getSiteSettings(t.deps.db);
    expect(body.subject).toBe(`From ${settings.studioName}`);
    expect(
      body.text.startsWith(`Call ${settings.phone} or write (${settings.email}), ${settings.designerName}\n`),
    ).toBe(true);
    expect(body.emptyPlaceholders).toEqual([]);
  });

  it('the contact sample: every field, project type and budget as the options label them', async () => {
    const body = (await (
      await preview({ template: everyPlaceholder, for: { sample: 'contact' } })
    ).json()) as TemplatePreview;
    expect(body.to).toBe('jordan.lee@example.com');
    expect(body.emptyPlaceholders).toEqual([]);
    expect(body.html).toContain('Kitchen &amp; Bath|$50,000 – $100,000|(503) 555-0187');
  });

  it('a real lead: its own values (escaped in HTML), labels for its options, a signed unsubscribe link', async () => {
    const leadId = await leadDirect({
      email: 'mallory@example.com',
      firstName: '<script>alert(1)</script>',
      lastName: 'O"Neil',
      projectType: 'kitchen-bath',
      budget: 'gone-option',
    });
    const body = (await (await preview({ template: everyPlaceholder, for: { leadId } })).json()) as TemplatePreview;
    expect(body.to).toBe('mallory@example.com');
    expect(body.html).not.toContain('<script>alert(1)</script>');
    expect(body.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;|&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Neil',
    );
    expect(body.html).toContain('|Kitchen &amp; Bath|gone-option|');
    expect(body.emptyPlaceholders).toEqual(['{{phone}}']);
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(body.html)?.[1];
    expect(verifyUnsubscribeToken(t.deps.secrets.appSecret, token)).toEqual({ leadId });
  });

  it('CR/LF in a lead field never reaches the Subject', async () => {
    const leadId = await leadDirect({
      email: 'crlf@example.com',
      firstName: 'Eve\r\nBcc: everyone@example.com',
      lastName: 'X\nY',
    });
    const body = (await (
      await preview({ template: { ...everyPlaceholder, subject: 'Hi {{firstName}} {{fullName}}' }, for: { leadId } })
    ).json()) as TemplatePreview;
    expect(body.subject).not.toMatch(/[\r\n]/);
    expect(body.subject).toBe('Hi Eve Bcc: everyone@example.com Eve Bcc: everyone@example.com X Y');
  });

  it('a lead that is gone is a 404; a bad subject is a 400; an unknown placeholder is named', async () => {
    const gone = await preview({ template: everyPlaceholder, for: { leadId: 999_999 } });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'sample_lead_not_found', message: 'Lead not found' });
    for (const body of [
      { template: everyPlaceholder, for: { sample: 'nobody' } },
      { template: everyPlaceholder, for: { leadId: '5' } },
      { template: everyPlaceholder, for: { sample: 'default', leadId: 1 } },
      { template: { ...everyPlaceholder, extra: 1 }, for: { sample: 'default' } },
      { template: everyPlaceholder },
    ]) {
      expect((await preview(body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await preview({
      template: { ...everyPlaceholder, subject: 'Hi {{fristName}}' },
      for: { sample: 'default' },
    });
    expect(unknown.status).toBe(400);
    const answer = (await unknown.json()) as ApiErrorBody;
    expect(answer.fieldErrors?.['template.subject']?.code).toBe('placeholder_unknown');
    expect(answer.fieldErrors?.['template.subject']?.message).toContain('{{fristName}}');
  });

  it('reports the HTML size so the editor can warn past 100 KB (Gmail clips it)', async () => {
    const big = { ...everyPlaceholder, htmlContent: `<p>${'x'.repeat(120_000)}</p>` };
    const body = (await (await preview({ template: big, for: { sample: 'default' } })).json()) as TemplatePreview;
    expect(body.htmlBytes).toBeGreaterThan(102_400);
  });
});

describe('POST /api/email-templates/:id/test', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());

  /** The test goes out as production sends it: the environment's SMTP server, here a real one on this machine. */
  const sendThroughSmtp = () => {
    transport = createStoredSettingsTransport({
      env: { EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port },
      appSecret: t.deps.secrets.appSecret,
      log: () => {},
      studio: getSiteSettings,
    });
  };
  const arrivedFor = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

  it('sends the template rendered for the sample to the address given, now: it arrives by SMTP, and is recorded', async () => {
    sendThroughSmtp();
    const id = await createDirect({ name: 'Testable', subject: 'Hello {{firstName}}' });
    const response = await write('POST', `/api/email-templates/${id}/test`, { to: 'owner@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Test email sent to owner@example.com with SMTP.',
      sendId: expect.any(Number),
      status: 'sent',
    });

    // The answer comes once the server has taken the message: it is there, once, for that address only.
    const arrived = arrivedFor('owner@example.com');
    expect(arrived).toHaveLength(1);
    const [mail] = arrived;
    if (!mail) throw new Error('nothing arrived');
    expect(mail.envelopeTo).toEqual(['owner@example.com']);
    expect(rawHeader(mail, 'To')).toBe('owner@example.com');
    expect(rawHeader(mail, 'From')).toBe(FROM);
    expect(mail.parsed.subject).toBe('[Test] Hello Alex');
    // The template filled in for the default sample (Alex, a full home design), in the studio's layout.
    expect(mail.parsed.html).toContain('<p>Hi Alex, about Full Home Design.</p>');
    expect(mail.parsed.html).toContain('2148 NE Alberta Street');
    expect(mail.parsed.text).toMatch(/^Hi Alex\.\n/);
    expect(`${mail.parsed.subject}${mail.parsed.html}${mail.parsed.text}`).not.toContain('{{');
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost\/api\/unsubscribe\/one-click\?token=/);

    const [row] = await t.deps.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.kind, 'test'), eq(emailSends.templateId, id)));
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      toAddress: 'owner@example.com',
      subject: '[Test] Hello Alex',
      providerMessageId: mail.parsed.messageId,
    });
  });

  it('for a real lead: its values, but a test copy never carries a link that unsubscribes the lead', async () => {
    sendThroughSmtp();
    const id = await createDirect({ name: 'For a lead', subject: 'Hi {{firstName}}\r\n' });
    const leadId = await leadDirect({ email: 'real@example.com', firstName: 'Rae\r\nBcc: x@example.com' });
    const response = await write('POST', `/api/email-templates/${id}/test`, {
      to: 'designer@example.com',
      for: { leadId },
    });
    expect(response.status).toBe(200);
    const arrived = arrivedFor('designer@example.com');
    expect(arrived).toHaveLength(1);
    const [mail] = arrived;
    expect(mail?.envelopeTo).toEqual(['designer@example.com']);
    // The lead's name stays in the subject line: it adds no header and no recipient.
    expect(mail?.parsed.subject).toBe('[Test] Hi Rae Bcc: x@example.com');
    expect(mail?.parsed.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(smtp.messages.flatMap((message) => message.envelopeTo)).not.toContain('x@example.com');
    expect(arrivedFor('real@example.com')).toHaveLength(0);
    // In the body it is only text: the lead's own value, filled in.
    expect(mail?.parsed.text).toMatch(/^Hi Rae\nBcc: x@example\.com\.\n/);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(verifyUnsubscribeToken(t.deps.secrets.appSecret, token)).toBeNull();
  });

  it('in development mode it says the message was only recorded, so the editor does not claim it was sent', async () => {
    transport = async () => ({ provider: createDevelopmentProvider(() => {}), from: FROM });
    const id = await createDirect({ name: 'Logged only' });
    const response = await write('POST', `/api/email-templates/${id}/test`, { to: 'owner@example.com' });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ status: 'recorded', sendId: expect.any(Number) });
    const [row] = await t.deps.db.select().from(emailSends).where(eq(emailSends.id, answer.sendId));
    expect(row?.status).toBe('recorded');
    expect(deliveredSummary()).toEqual([]);
  });

  it('a provider failure answers 502 with the provider’s own message, and the send is recorded as failed', async () => {
    const id = await createDirect({ name: 'Failing' });
    providerFailure = new PermanentEmailError('535 5.7.8 Authentication failed');
    const response = await write('POST', `/api/email-templates/${id}/test`, { to: 'owner@example.com' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 'email_provider_refused',
      message: '535 5.7.8 Authentication failed',
      params: { detail: '535 5.7.8 Authentication failed' },
    });
    const [row] = await t.deps.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.kind, 'test'), eq(emailSends.templateId, id)));
    expect(row).toMatchObject({ status: 'failed', lastError: '535 5.7.8 Authentication failed' });
  });

  it('refuses a bad address or body (400) and sends nothing', async () => {
    const id = await createDirect({ name: 'Not sent' });
    const [{ n: before } = { n: 0 }] = await t.deps.db.select({ n: count() }).from(emailSends);
    for (const body of [
      {},
      { to: 'not-an-address' },
      { to: 'a@example.com\r\nBcc: b@example.com' },
      { to: 'a@example.com, b@example.com' },
      { to: 'a@example.com', for: { sample: 'x' } },
      { to: 'a@example.com', extra: true },
    ]) {
      expect((await write('POST', `/api/email-templates/${id}/test`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const gone = await write('POST', `/api/email-templates/${id}/test`, {
      to: 'a@example.com',
      for: { leadId: 999_999 },
    });
    expect(gone.status).toBe(404);
    const [{ n: after } = { n: 0 }] = await t.deps.db.select({ n: count() }).from(emailSends);
    expect(after).toBe(before);
    expect(deliveredSummary()).toEqual([]);
  });
});
