import { createServer } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sleep } from '../../../tests/support/email-test-runtime.ts';
import { prepareIntakeTestApp } from '../../../tests/support/intake-test-app.ts';
import { emailSends, leadEvents, leads } from '../../platform/db/schema/index.ts';
import { startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';

const intake = prepareIntakeTestApp();

const enquiry = {
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada.park@example.com',
  phone: '+1 503 555 0199',
  projectType: 'kitchen-bath',
  budget: '',
  message: 'We would like to open up our kitchen to the garden.',
};

/** A same-origin enquiry from a new visitor (or from `ip`), sent from the contact page. */
function postContact(body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return intake.post('/api/contact', body, {
    ip: init.ip,
    headers: { Referer: 'https://studio.example/contact', ...init.headers },
  });
}

const leadOf = async (email: string) => (await intake.runtime.db.select().from(leads).where(eq(leads.email, email)))[0];

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`condition not met in time; last: ${JSON.stringify(await probe().catch(String))}`);
}

describe('POST /api/contact', () => {
  it('stores the enquiry as a lead with its touchpoint and answers the message for the toast', async () => {
    const response = await postContact(enquiry);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ message: expect.stringContaining('Thank you, Ada!') });
    const lead = await leadOf('ada.park@example.com');
    expect(lead).toMatchObject({
      firstName: 'Ada',
      lastName: 'Park',
      phone: '+1 503 555 0199',
      projectType: 'kitchen-bath',
      budget: null,
      source: 'contact',
      status: 'active',
      consentAt: null,
    });
    const events = await intake.runtime.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead?.id ?? 0));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'contact', page: '/contact', message: enquiry.message });
  });

  it('e-mails the studio’s notification address (recorded in development mode), replying to the visitor', async () => {
    expect((await postContact({ ...enquiry, email: 'ada.notified@example.com' })).status).toBe(200);
    const lead = await leadOf('ada.notified@example.com');
    const send = await waitFor(async () => {
      const [row] = await intake.runtime.db
        .select()
        .from(emailSends)
        .where(eq(emailSends.leadId, lead?.id ?? 0));
      return row?.status === 'recorded' ? row : undefined;
    });
    expect(send).toMatchObject({
      kind: 'notification',
      toAddress: 'studio@larchandlime.example',
      subject: 'New enquiry from Ada Park',
    });
    expect(send.textBody).toContain('Kitchen & Bath');
    expect(send.textBody).toContain(enquiry.message);
    expect(send.replyTo).toBe('ada.notified@example.com');
    // The link opens this lead, not the dashboard.
    expect(send.textBody).toContain(`/admin/leads/${lead?.id}`);
    expect(send.htmlBody).toContain(`/admin/leads/${lead?.id}"`);
  });

  it('records consent with the form and its wording when the box is ticked (D9)', async () => {
    await postContact({ ...enquiry, email: 'consenting@example.com', consent: true });
    const lead = await leadOf('consenting@example.com');
    expect(lead?.consentAt).toBeInstanceOf(Date);
    expect(lead).toMatchObject({ consentSource: 'contact', consentText: 'Send me occasional design ideas' });
  });

  it('a second enquiry from the same person (any case) adds to the same lead, never a duplicate', async () => {
    expect((await postContact({ ...enquiry, email: 'ada.twice@example.com' })).status).toBe(200);
    const response = await postContact({ ...enquiry, email: ' ADA.Twice@Example.com ', message: 'One more thing.' });
    expect(response.status).toBe(200);
    const rows = await intake.runtime.db.select().from(leads).where(eq(leads.email, 'ada.twice@example.com'));
    expect(rows).toHaveLength(1);
    const events = await intake.runtime.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, rows[0]?.id ?? 0));
    expect(events.map((e) => e.message)).toEqual([enquiry.message, 'One more thing.']);
  });

  it("records an enquiry the chat handed over (the form opened from the chat's link) as a chat touch", async () => {
    const response = await postContact(
      { ...enquiry, email: 'from-the-chat@example.com', via: 'chat' },
      { headers: { Referer: 'https://studio.example/contact?from=chat' } },
    );
    expect(response.status).toBe(200);
    const lead = await leadOf('from-the-chat@example.com');
    expect(lead?.source).toBe('chat');
    // A later enquiry straight from the form is a contact touch on the same lead; its source stays.
    expect((await postContact({ ...enquiry, email: 'from-the-chat@example.com' })).status).toBe(200);
    const events = await intake.runtime.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead?.id ?? 0));
    expect(events.map((event) => [event.kind, event.source])).toEqual([
      ['chat', 'chat'],
      ['contact', 'contact'],
    ]);
    expect((await leadOf('from-the-chat@example.com'))?.source).toBe('chat');
    // The hand-off's notification links to the lead as well.
    const [notification] = await intake.runtime.db
      .select({ text: emailSends.textBody })
      .from(emailSends)
      .where(eq(emailSends.idempotencyKey, `notify:contact:lead-event:${events[0]?.id}`));
    expect(notification?.text).toContain(`/admin/leads/${lead?.id}`);
  });

  it.each([
    ['no first name', { ...enquiry, firstName: '' }, 'required', 'firstName: First name is required.'],
    [
      'a hand-off from anywhere but the chat',
      { ...enquiry, via: 'billboard' },
      'invalid_choice',
      'via: Unknown hand-off: only the chat sends visitors to this form.',
    ],
    ['no last name', { ...enquiry, lastName: undefined }, 'required', 'lastName: Last name is required.'],
    ['no e-mail', { ...enquiry, email: '  ' }, 'required', 'email: Email is required.'],
    ['a bad e-mail', { ...enquiry, email: 'ada@' }, 'invalid_email', 'email: Please enter a valid email address.'],
    ['no message', { ...enquiry, message: '' }, 'required', 'message: Message is required.'],
    ['a number for a name', { ...enquiry, firstName: 42 }, 'invalid_type', 'firstName: First name is required.'],
    [
      'a line break in a name',
      { ...enquiry, lastName: 'Park\r\nBcc: x@example.com' },
      'one_line',
      'lastName: Last name must be on one line.',
    ],
    [
      // JSON can carry half a UTF-16 pair; PostgreSQL's jsonb (the touch's data) cannot store it.
      'a name with a lone surrogate',
      { ...enquiry, firstName: '\ud800 ' },
      'unstorable_characters',
      'firstName: First name contains characters that cannot be stored.',
    ],
    [
      'a message with a lone surrogate',
      { ...enquiry, message: 'Hello \udc00' },
      'unstorable_characters',
      'message: Message contains characters that cannot be stored.',
    ],
    [
      'a message over 5,000 characters',
      { ...enquiry, message: 'x'.repeat(5001) },
      'too_long',
      'message: Message must be at most 5,000 characters.',
    ],
    [
      'an unknown project type',
      { ...enquiry, projectType: 'castle' },
      'option_not_offered_for',
      'Project type: please choose one of the options offered.',
    ],
    [
      'an inactive-or-unknown budget',
      { ...enquiry, budget: 'a-million' },
      'option_not_offered_for',
      'Budget: please choose one of the options offered.',
    ],
  ])('refuses %s with 400 and a clear message, storing nothing', async (_case, body, code, message) => {
    const before = (await intake.runtime.db.select().from(leadEvents)).length;
    const response = await postContact(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code, message });
    expect((await intake.runtime.db.select().from(leadEvents)).length).toBe(before);
  });

  it('refuses malformed JSON (400), a 100 KB message (413), a non-JSON body (415) and other sites (403)', async () => {
    expect((await postContact('{"firstName":')).status).toBe(400);
    const huge = await postContact({ ...enquiry, message: 'x'.repeat(100 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 'body_too_large', message: 'Request body too large.' });
    expect((await postContact(enquiry, { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await postContact(enquiry, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
  });

  it('stores HTML typed into a name as given, and the owner’s e-mail shows it as text', async () => {
    const response = await postContact({
      ...enquiry,
      email: 'markup@example.com',
      firstName: '<b>Bold</b>',
      message: '<script>alert(1)</script>',
    });
    expect(response.status).toBe(200);
    const lead = await leadOf('markup@example.com');
    expect(lead?.firstName).toBe('<b>Bold</b>');
    const send = await waitFor(async () => {
      const [row] = await intake.runtime.db
        .select()
        .from(emailSends)
        .where(eq(emailSends.leadId, lead?.id ?? 0));
      return row;
    });
    expect(send.htmlBody).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(send.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(send.htmlBody).not.toContain('<script>');
  });

  it('a filled honeypot gets the same thanks and stores nothing', async () => {
    const response = await postContact({ ...enquiry, email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toContain('Thank you');
    expect(await leadOf('bot@example.com')).toBeUndefined();
  });

  it('limits one visitor to 5 enquiries in 15 minutes (429 with Retry-After); others are not affected', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++) {
      expect((await postContact({ ...enquiry, email: `burst${i}@example.com` }, { ip })).status).toBe(200);
    }
    const refused = await postContact({ ...enquiry, email: 'burst5@example.com' }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    const tooMany = await refused.json();
    expect(tooMany.code).toBe('rate_limited');
    expect(tooMany.message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(await leadOf('burst5@example.com')).toBeUndefined();
    expect((await postContact({ ...enquiry, email: 'other@example.com' })).status).toBe(200);
  });
});

describe('the enquiry when the e-mail provider is down (SECURITY 12)', () => {
  it('is stored and answered at once; the notification is retried and delivered exactly once after recovery', {
    timeout: 90_000,
  }, async () => {
    // Earlier tests' notifications first go out in development mode, so only this one meets the outage.
    await waitFor(async () => {
      const pending = await intake.runtime.db
        .select()
        .from(emailSends)
        .where(inArray(emailSends.status, ['queued', 'sending']));
      return pending.length === 0 ? true : undefined;
    });
    const port = await freePort();
    intake.runtime.use({
      EMAIL_SERVICE: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: port,
      EMAIL_FROM: 'Larch & Lime <hello@larchandlime.example>',
    });
    try {
      const response = await postContact({ ...enquiry, email: 'while-down@example.com' });
      expect(response.status).toBe(200);
      const lead = await leadOf('while-down@example.com');
      expect(lead).toBeDefined();
      const failedOnce = await waitFor(async () => {
        const [row] = await intake.runtime.db
          .select()
          .from(emailSends)
          .where(eq(emailSends.leadId, lead?.id ?? 0));
        return row && row.attempts >= 1 && row.status === 'queued' && row.lastError ? row : undefined;
      });
      expect(failedOnce.lastError).toBeTruthy();
      const smtp = await startSmtpCapture({ port });
      try {
        const sent = await waitFor(async () => {
          const [row] = await intake.runtime.db.select().from(emailSends).where(eq(emailSends.id, failedOnce.id));
          return row?.status === 'sent' ? row : undefined;
        });
        expect(sent.attempts).toBeGreaterThanOrEqual(2);
        await untilQueueIdle(intake.runtime.db);
        const delivered = smtp.messages.filter((m) => m.parsed.replyTo?.text === 'while-down@example.com');
        expect(delivered).toHaveLength(1);
        expect(delivered[0]?.envelopeTo).toEqual(['studio@larchandlime.example']);
      } finally {
        await smtp.close();
      }
    } finally {
      intake.runtime.use({});
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
