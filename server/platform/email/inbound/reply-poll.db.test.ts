import { networkInterfaces } from 'node:os';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SendWindow } from '#shared/settings.ts';
import { createUserDirect, signInAs, type TestUser } from '../../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../../tests/support/email-test-runtime.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../../tests/support/test-app.ts';
import { recordLeadTouch } from '../../../modules/leads/leads.service.ts';
import { findSendByMessageIds, recordEmailEvent } from '../../../modules/leads/mail-loop/record-email-event.ts';
import { processDueSteps } from '../../../modules/leads/sequence/sequence-scheduler.ts';
import { getSiteSettings } from '../../../modules/studio/settings.service.ts';
import {
  auditEvents,
  emailEvents,
  emailSends,
  emailSettings,
  emailTemplates,
  imapPollState,
  leads,
  leadTasks,
  siteSettings,
} from '../../db/schema/index.ts';
import { resolveEmailConfig } from '../email-config.ts';
import { createConfiguredTransport } from '../email-transport.ts';
import { type DovecotMailbox, startDovecot } from '../testing/dovecot.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { untilQueueIdle } from '../testing/until-queue-idle.ts';
import { type PollDeps, pollIncomingMailbox, SEEN_KEYWORD } from './poll-mailbox.ts';
import { INBOUND_POLL_JOB, registerInboundMailJobs } from './register-inbound-jobs.ts';
import { bounceDsn, exchangeOutOfOffice, humanReply, vacationReply } from './testing/inbound-fixtures.ts';

/**
 * Replies over IMAP, end to end (issue 28): sequence e-mails go out through the real pipeline to a
 * real SMTP server (so their Message-IDs are the real ones), answers are delivered into a real
 * Dovecot started for this file, and the poll reads them into the mail loop. The app's clock runs
 * `ahead` of the real one, as in the sequence scheduler's tests.
 */
const DAY = 86_400_000;
/** This machine's first address that is not loopback, to reach the mailbox "from another machine". */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
// Dovecot listens on 127.0.0.1: the operator's switch for a private mail server, as the docs say.
const ENV = { SMTP_ALLOW_PRIVATE_HOSTS: 'true' } as const;

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let imap: DovecotMailbox;
let t: TestApp;
let admin: string;
let adminAccount: TestUser;
let poll: PollDeps;

beforeAll(async () => {
  [runtime, smtp, imap] = await Promise.all([
    startEmailTestRuntime(),
    startSmtpCapture(),
    startDovecot({ everyAddress: true }),
  ]);
  runtime.setTransport(
    createConfiguredTransport(
      resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }),
      () => {},
      getSiteSettings,
    ),
  );
  t = await createTestApp({ handle: runtime.handle, queue: runtime.boss, clock, emailEnv: ENV });
  adminAccount = await createUserDirect(t.deps.db, { role: 'admin' });
  admin = await signInAs(t, adminAccount);
  poll = {
    db: runtime.db,
    withSession: runtime.handle.withSession,
    appSecret: t.deps.secrets.appSecret,
    env: ENV,
    rules: { recordEmailEvent, findSendByMessageIds },
    clock,
    log: () => {},
  };
  // The studio's mailbox, set up in Email Setup as an admin would (STARTTLS port, no TLS on loopback).
  const saved = await t.request(
    '/api/admin/email-inbound',
    jsonWrite(
      'POST',
      {
        imapHost: '127.0.0.1',
        imapPort: imap.port,
        imapSecure: false,
        imapUser: imap.user,
        imapPass: imap.pass,
        imapMailbox: '',
      },
      { Cookie: admin },
    ),
  );
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({
    configured: true,
    config: { imapHost: '127.0.0.1', imapMailbox: 'INBOX', imapPass: { set: true, last4: 'ests' } },
    lastPoll: null,
  });

  await runtime.db.delete(emailTemplates);
  await runtime.db.insert(emailTemplates).values([
    {
      name: 'Welcome',
      subject: 'Welcome, {{firstName|there}}',
      htmlContent: '<p>Hello {{firstName|there}}.</p>',
      textContent: 'Hello.',
      sequencePosition: 1,
      delayDays: 0,
    },
    {
      name: 'Ideas',
      subject: 'Ideas for your home',
      htmlContent: '<p>Three ideas.</p>',
      textContent: 'Three ideas.',
      sequencePosition: 2,
      delayDays: 3,
    },
  ]);
  const everyDay: SendWindow = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' };
  await runtime.db.update(siteSettings).set({ timeZone: 'UTC', sendWindow: everyDay, consentMode: 'explicit' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await runtime?.stop();
  await Promise.all([smtp?.close(), imap?.stop()]);
});

beforeEach(async () => {
  ahead = 0;
  // A test that moved the clock days ahead left the session expired: each starts signed in.
  admin = await signInAs(t, adminAccount);
});

let unique = 0;
/** A lead enrolled in the sequence whose step 1 went out through SMTP; answers it and its Message-ID. */
async function leadWithStepOne() {
  unique += 1;
  const email = `reader-${unique}@example.com`;
  const { leadId } = await recordLeadTouch(runtime.db, {
    source: 'contact',
    email,
    firstName: 'Ada',
    lastName: `Park ${unique}`,
    consent: true,
  });
  await processDueSteps(t.deps);
  await untilQueueIdle(runtime.db);
  const delivered = smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
  expect(delivered.map((mail) => mail.parsed.subject)).toEqual(['Welcome, Ada']);
  const messageId = delivered[0]?.parsed.messageId ?? '';
  const [send] = await runtime.db.select().from(emailSends).where(eq(emailSends.leadId, leadId));
  // The Message-ID that reached the recipient is the one recorded on the send.
  expect(send?.messageId).toBe(messageId);
  return { leadId, email, messageId };
}

const eventsOf = (leadId: number) =>
  runtime.db.select().from(emailEvents).where(eq(emailEvents.leadId, leadId)).orderBy(asc(emailEvents.id));
const leadOf = async (leadId: number) => (await runtime.db.select().from(leads).where(eq(leads.id, leadId)))[0];
const subjectsTo = (email: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(email)).map((mail) => mail.parsed.subject);

/** The day step 2 falls due: the app's clock moved past it, then the scheduler's run and the queue. */
async function afterStepTwoIsDue() {
  ahead = 3 * DAY + 60_000;
  await processDueSteps(t.deps);
  await untilQueueIdle(runtime.db);
}

describe('a person’s reply to a sequence e-mail', () => {
  it('stops the sequence, moves the lead to contacted with a “Reply to …” task, and nothing more is sent', async () => {
    const lead = await leadWithStepOne();
    const text = [
      'Yes, let’s talk, Thursday works.',
      '',
      `On Fri, 28 Nov 2026, Larch & Lime <hello@larchandlime.example> wrote:`,
      '> Hello Ada.',
    ].join('\r\n');
    const uid = await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<reply-${lead.leadId}@mail.example.com>`,
        inReplyTo: lead.messageId,
        references: [lead.messageId],
        text,
      }),
    );

    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 1 });

    const [send] = await runtime.db.select().from(emailSends).where(eq(emailSends.leadId, lead.leadId));
    expect(await eventsOf(lead.leadId)).toMatchObject([
      {
        source: 'imap',
        kind: 'reply',
        dedupeKey: `imap:<reply-${lead.leadId}@mail.example.com>`,
        sendId: send?.id,
        address: lead.email,
        detail: 'Yes, let’s talk, Thursday works.',
      },
    ]);
    expect(await leadOf(lead.leadId)).toMatchObject({ stage: 'contacted', sequenceStopReason: 'replied' });
    const tasks = await runtime.db.select().from(leadTasks).where(eq(leadTasks.leadId, lead.leadId));
    expect(tasks.map((task) => task.title)).toEqual([`Reply to Ada Park ${unique}`]);

    // Nothing in the mailbox changed but our keyword: not deleted, not moved, not marked read.
    expect((await imap.list()).find((message) => message.uid === uid)).toEqual({ uid, flags: [SEEN_KEYWORD] });
    const report = await (await t.request('/api/admin/email-inbound', { headers: { Cookie: admin } })).json();
    expect(report).toMatchObject({ lastPoll: { error: null }, recorded: { replies: expect.any(Number) } });
    expect(report.recorded.replies).toBeGreaterThanOrEqual(1);

    await afterStepTwoIsDue();
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  });

  it('matched by the sender’s address when it names none of our Message-IDs (a new message, not a reply)', async () => {
    const lead = await leadWithStepOne();
    await imap.deliver(
      humanReply({
        from: lead.email.toUpperCase(),
        messageId: `<fresh-${lead.leadId}@mail.example.com>`,
        subject: 'A question',
        text: 'Do you do kitchens?',
      }),
    );
    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 1 });
    expect(await eventsOf(lead.leadId)).toMatchObject([{ kind: 'reply', sendId: null, detail: 'Do you do kitchens?' }]);
  });

  it('a message from anyone else is left alone: no event, no keyword', async () => {
    const before = await runtime.db.select({ n: count() }).from(emailEvents);
    const uid = await imap.deliver(
      humanReply({
        from: 'stranger@example.org',
        messageId: '<stranger@example.org>',
        inReplyTo: '<not-ours@example.org>',
        text: 'Hello?',
      }),
    );
    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 0 });
    expect(await runtime.db.select({ n: count() }).from(emailEvents)).toEqual(before);
    expect((await imap.list()).find((message) => message.uid === uid)?.flags).toEqual([]);
  });
});

describe('automatic replies are not replies', () => {
  it('a vacation reply and an Exchange out-of-office are recorded as automatic; the sequence goes on', async () => {
    const lead = await leadWithStepOne();
    await imap.deliver(
      vacationReply({
        from: lead.email,
        messageId: `<vacation-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'I am away until Monday.',
      }),
    );
    await imap.deliver(
      exchangeOutOfOffice({
        from: lead.email,
        messageId: `<oof-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'I am out of the office.',
      }),
    );

    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 2 });
    expect((await eventsOf(lead.leadId)).map((event) => [event.kind, event.detail])).toEqual([
      ['auto_reply', 'I am away until Monday.'],
      ['auto_reply', 'I am out of the office.'],
    ]);
    expect(await leadOf(lead.leadId)).toMatchObject({ stage: 'new', sequenceStoppedAt: null });
    expect(await runtime.db.select().from(leadTasks).where(eq(leadTasks.leadId, lead.leadId))).toEqual([]);

    await afterStepTwoIsDue();
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);
  });
});

describe('delivery status notifications (RFC 3464)', () => {
  it('a DSN that returns our message with 5.1.1 is a hard bounce: the lead is bounced and gets nothing more', async () => {
    const lead = await leadWithStepOne();
    await imap.deliver(
      bounceDsn({
        messageId: `<dsn-${lead.leadId}@mx.example>`,
        recipient: lead.email,
        returnedMessageId: lead.messageId,
      }),
    );

    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 1 });
    const [send] = await runtime.db.select().from(emailSends).where(eq(emailSends.leadId, lead.leadId));
    expect(send).toMatchObject({ deliveryStatus: 'hard_bounce' });
    expect(await eventsOf(lead.leadId)).toMatchObject([{ kind: 'hard_bounce', sendId: send?.id, address: lead.email }]);
    expect(await leadOf(lead.leadId)).toMatchObject({ status: 'bounced', sequenceStopReason: 'hard_bounce' });

    await afterStepTwoIsDue();
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  });
});

describe('resumable by UID, each message counted once', () => {
  it('the same messages read again (last UID reset) are counted once', async () => {
    const lead = await leadWithStepOne();
    await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<twice-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'Twice?',
      }),
    );
    expect(await pollIncomingMailbox(poll)).toMatchObject({ recorded: 1 });
    await runtime.db.update(imapPollState).set({ lastUid: 0 });

    const again = await pollIncomingMailbox(poll);
    expect(again).toMatchObject({ status: 'read', recorded: 0 });
    expect((again as { read: number }).read).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(lead.leadId)).toHaveLength(1);
    expect(await runtime.db.select().from(leadTasks).where(eq(leadTasks.leadId, lead.leadId))).toHaveLength(1);
  });

  it('a run that breaks mid-batch has kept its place: the next run starts at the message it was on', async () => {
    const lead = await leadWithStepOne();
    await pollIncomingMailbox(poll);
    const first = await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<one-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'One.',
      }),
    );
    await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<two-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'Two.',
      }),
    );
    let calls = 0;
    const breaking: PollDeps = {
      ...poll,
      rules: {
        ...poll.rules,
        recordEmailEvent: async (db, event) => {
          calls += 1;
          if (calls === 2) throw new Error('the process died here');
          return recordEmailEvent(db, event);
        },
      },
    };
    expect(await pollIncomingMailbox(breaking)).toMatchObject({ status: 'failed' });
    expect((await runtime.db.select().from(imapPollState))[0]?.lastUid).toBe(first);
    expect((await eventsOf(lead.leadId)).map((event) => event.detail)).toEqual(['One.']);

    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', read: 1, recorded: 1 });
    expect((await eventsOf(lead.leadId)).map((event) => event.detail)).toEqual(['One.', 'Two.']);
  });

  it('a new UIDVALIDITY reads the folder from the start: old messages once, the new one recorded', async () => {
    const lead = await leadWithStepOne();
    await pollIncomingMailbox(poll);
    const validity = await imap.uidValidity();
    await imap.changeUidValidity(validity + 1000);
    await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<after-rebuild-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'After the rebuild.',
      }),
    );

    expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'read', recorded: 1 });
    const [state] = await runtime.db.select().from(imapPollState);
    expect(state).toMatchObject({ uidValidity: validity + 1000, lastError: null });
    expect(state?.lastUid).toBe(Math.max(...(await imap.list()).map((message) => message.uid)));
    expect(await eventsOf(lead.leadId)).toMatchObject([{ kind: 'reply', detail: 'After the rebuild.' }]);
  });

  it('the email.inbound-poll job runs the poll (the queue the composition root registers)', async () => {
    const lead = await leadWithStepOne();
    await registerInboundMailJobs(runtime.boss, poll, { schedule: false });
    await imap.deliver(
      humanReply({
        from: lead.email,
        messageId: `<by-job-${lead.leadId}@example.com>`,
        inReplyTo: lead.messageId,
        text: 'Through the queue.',
      }),
    );
    await runtime.boss.send(INBOUND_POLL_JOB, {});
    await expect
      .poll(async () => (await eventsOf(lead.leadId)).map((event) => event.detail), { timeout: 20_000 })
      .toEqual(['Through the queue.']);
  });

  it('one run at a time: a second run while one is reading is told busy and reads nothing', async () => {
    const [first, second] = await Promise.all([pollIncomingMailbox(poll), pollIncomingMailbox(poll)]);
    expect([first.status, second.status].sort()).toEqual(['busy', 'read']);
  });
});

describe('Email Setup’s incoming mailbox', () => {
  it('Check Status signs in and opens the mailbox, changing nothing', async () => {
    const before = await imap.list();
    const res = await t.request('/api/admin/email-inbound/check', jsonWrite('POST', undefined, { Cookie: admin }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: `IMAP server 127.0.0.1:${imap.port} answered, signed in as ${imap.user}; INBOX has ${before.length} message${before.length === 1 ? '' : 's'}.`,
    });
    expect(await imap.list()).toEqual(before);
  });

  it('a wrong password: Check Status says what the server answered; a poll records the error for the status line', async () => {
    const [row] = await runtime.db.select().from(emailSettings);
    const refused = await t.request(
      '/api/admin/email-inbound',
      jsonWrite(
        'POST',
        {
          imapHost: '127.0.0.1',
          imapPort: imap.port,
          imapSecure: false,
          imapUser: imap.user,
          imapPass: 'wrong-password',
          imapMailbox: 'INBOX',
        },
        { Cookie: admin },
      ),
    );
    expect(refused.status).toBe(200);
    try {
      const check = await (
        await t.request('/api/admin/email-inbound/check', jsonWrite('POST', undefined, { Cookie: admin }))
      ).json();
      expect(check.ok).toBe(false);
      expect(check.message).toMatch(
        new RegExp(
          `^IMAP check failed at 127\\.0\\.0\\.1:${imap.port}: .*(AUTHENTICATIONFAILED|[Aa]uthentication failed)`,
        ),
      );
      expect(await pollIncomingMailbox(poll)).toMatchObject({ status: 'failed' });
      const report = await (await t.request('/api/admin/email-inbound', { headers: { Cookie: admin } })).json();
      expect(report.lastPoll.error).toMatch(/Authentication failed|AUTHENTICATIONFAILED/);
    } finally {
      await runtime.db.update(emailSettings).set({ imapPassEncrypted: row?.imapPassEncrypted ?? null });
      await runtime.db.update(imapPollState).set({ lastError: null });
    }
  });

  it('refuses a private host unless the operator allows it, with the field named, and nothing changes', async () => {
    const plain = await createTestApp({ handle: runtime.handle, queue: runtime.boss, clock });
    try {
      const cookie = await signInAs(plain, await createUserDirect(plain.deps.db, { role: 'admin' }));
      const [settingsBefore] = await runtime.db.select().from(emailSettings);
      const auditBefore = await runtime.db.select({ n: count() }).from(auditEvents);
      const res = await plain.request(
        '/api/admin/email-inbound',
        jsonWrite(
          'POST',
          {
            imapHost: '10.0.0.8',
            imapPort: null,
            imapSecure: true,
            imapUser: 'studio',
            imapPass: 'secret',
            imapMailbox: 'INBOX',
          },
          { Cookie: cookie },
        ),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors.imapHost).toEqual({
        code: 'imap_host_private',
        message:
          "The mail server 10.0.0.8 is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To read a mailbox there, whoever runs the website's server sets SMTP_ALLOW_PRIVATE_HOSTS=true in its environment.",
        params: { host: '10.0.0.8', variable: 'SMTP_ALLOW_PRIVATE_HOSTS' },
      });
      // The stored one (127.0.0.1, saved while allowed) is named as the problem, and not reached.
      const report = await (await plain.request('/api/admin/email-inbound', { headers: { Cookie: cookie } })).json();
      expect(report.problem).toMatch(/^The mail server 127\.0\.0\.1 is on this computer or the studio's own network\./);
      const check = await (
        await plain.request('/api/admin/email-inbound/check', jsonWrite('POST', undefined, { Cookie: cookie }))
      ).json();
      expect(check).toMatchObject({
        ok: false,
        message: expect.stringMatching(
          /^IMAP check failed at 127\.0\.0\.1:\d+: The mail server 127\.0\.0\.1 is on this computer/,
        ),
      });
      expect((await runtime.db.select().from(emailSettings))[0]).toEqual(settingsBefore);
      expect(await runtime.db.select({ n: count() }).from(auditEvents)).toEqual(auditBefore);
    } finally {
      await plain.close();
    }
  });

  // Needs a non-loopback interface, as the SMTP test of the same rule; every CI and development machine here has one.
  it.runIf(outsideAddress)(
    'without TLS, a server reached over the network never gets the password: STARTTLS is required',
    async () => {
      const [row] = await runtime.db.select().from(emailSettings);
      await runtime.db.update(emailSettings).set({ imapHost: outsideAddress as string });
      try {
        const check = await (
          await t.request('/api/admin/email-inbound/check', jsonWrite('POST', undefined, { Cookie: admin }))
        ).json();
        expect(check).toEqual({
          ok: false,
          message: `IMAP check failed at ${outsideAddress}:${imap.port}: Server does not support STARTTLS`,
        });
      } finally {
        await runtime.db.update(emailSettings).set({ imapHost: row?.imapHost ?? null });
      }
    },
  );

  it('host, user and password go together; a save is audited without values', async () => {
    const [settingsBefore] = await runtime.db.select().from(emailSettings);
    const res = await t.request(
      '/api/admin/email-inbound',
      jsonWrite(
        'POST',
        {
          imapHost: 'imap.example.com',
          imapPort: null,
          imapSecure: true,
          imapUser: '',
          imapPass: '',
          imapMailbox: 'INBOX',
        },
        { Cookie: admin },
      ),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['imapPass', 'imapUser']);
    expect((await runtime.db.select().from(emailSettings))[0]).toEqual(settingsBefore);

    const saved = await t.request(
      '/api/admin/email-inbound',
      jsonWrite(
        'POST',
        { imapHost: '127.0.0.1', imapPort: imap.port, imapSecure: false, imapUser: imap.user, imapMailbox: 'INBOX' },
        { Cookie: admin },
      ),
    );
    expect(saved.status).toBe(200);
    const [audit] = await runtime.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'email_settings'), eq(auditEvents.summary, 'Email setup: incoming mailbox')),
      )
      .orderBy(asc(auditEvents.id));
    expect(JSON.stringify(audit?.data)).not.toContain(imap.pass);
    // The outgoing settings were never touched by this section.
    expect((await runtime.db.select().from(emailSettings))[0]).toMatchObject({
      service: settingsBefore?.service,
      smtpHost: settingsBefore?.smtpHost ?? null,
    });
  });
});
