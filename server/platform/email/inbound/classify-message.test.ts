import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { answeredMessageIds, type Classification, classifyMessage, PARSE_OPTIONS } from './classify-message.ts';
import { deliveryVerdict, parseDeliveryStatus } from './delivery-status.ts';
import { REPLY_DETAIL_MAX, replyFirstLines } from './reply-text.ts';
import { bounceDsn, exchangeOutOfOffice, humanReply, vacationReply } from './testing/inbound-fixtures.ts';

const OURS = '<send-41.1764300000000@larchandlime.example>';
const classify = async (raw: string): Promise<Classification> =>
  classifyMessage(await simpleParser(raw, PARSE_OPTIONS));
const reply = (extraHeaders: string[] = [], text = 'Yes, let us talk on Thursday.') =>
  humanReply({ from: 'ada@example.com', messageId: '<r1@mail.example.com>', inReplyTo: OURS, extraHeaders, text });

describe('what a message in the mailbox is', () => {
  it('a person’s reply is a reply, its first lines without the quoted original', async () => {
    const text = [
      'Yes, let’s talk on Thursday.',
      '',
      'On Fri, 28 Nov 2026 at 10:00, Larch & Lime <hello@larchandlime.example> wrote:',
      '> Hello Ada, thank you for getting in touch.',
    ].join('\n');
    expect(await classify(reply([], text))).toEqual({ kind: 'reply', detail: 'Yes, let’s talk on Thursday.' });
  });

  it('Outlook’s X-Auto-Response-Suppress on a person’s reply does not make it automatic', async () => {
    expect(await classify(reply(['X-Auto-Response-Suppress: All', 'Auto-Submitted: no']))).toMatchObject({
      kind: 'reply',
    });
  });

  it.each([
    ['RFC 3834 auto-replied', ['Auto-Submitted: auto-replied'], 'Auto-Submitted: auto-replied'],
    ['RFC 3834 auto-generated', ['Auto-Submitted: auto-generated'], 'Auto-Submitted: auto-generated'],
    ['X-Autoreply', ['X-Autoreply: yes'], 'X-Autoreply: yes'],
    ['X-Autorespond', ['X-Autorespond: Out of office'], 'X-Autorespond: Out of office'],
    ['Precedence: bulk', ['Precedence: bulk'], 'Precedence: bulk'],
    ['Precedence: auto_reply', ['Precedence: auto_reply'], 'Precedence: auto_reply'],
    ['Precedence: list', ['Precedence: list'], 'Precedence: list'],
    ['Precedence: junk', ['Precedence: junk'], 'Precedence: junk'],
  ])('%s is an automatic reply', async (_name, headers, marker) => {
    expect(await classify(reply(headers))).toMatchObject({ kind: 'auto_reply', marker });
  });

  it('Precedence: first-class (or anything else) is not a marker', async () => {
    expect(await classify(reply(['Precedence: first-class']))).toMatchObject({ kind: 'reply' });
  });

  it('a vacation responder (null Return-Path, Auto-Submitted) is an automatic reply with its text', async () => {
    const raw = vacationReply({
      from: 'ada@example.com',
      messageId: '<v1@example.com>',
      inReplyTo: OURS,
      text: 'I am away until 5 January.',
    });
    expect(await classify(raw)).toEqual({
      kind: 'auto_reply',
      marker: 'Auto-Submitted: auto-replied (vacation)',
      detail: 'I am away until 5 January.',
    });
  });

  it('Exchange’s out-of-office is an automatic reply, also from an Exchange that writes no Auto-Submitted', async () => {
    const fixture = {
      from: 'ada@contoso.com',
      messageId: '<oof@contoso.com>',
      inReplyTo: OURS,
      text: 'I am out of the office.',
    };
    expect(await classify(exchangeOutOfOffice(fixture))).toMatchObject({
      kind: 'auto_reply',
      marker: 'Auto-Submitted: auto-generated',
    });
    expect(await classify(exchangeOutOfOffice({ ...fixture, legacy: true }))).toMatchObject({
      kind: 'auto_reply',
      marker: 'X-MS-Exchange-Inbox-Rules-Loop: ada@contoso.com',
    });
  });

  it('a Postfix DSN: failed with 5.1.1 is a hard bounce naming the recipient and our Message-ID', async () => {
    const raw = bounceDsn({ messageId: '<dsn1@mx.example>', recipient: 'Gone@Example.com', returnedMessageId: OURS });
    expect(await classify(raw)).toEqual({
      kind: 'bounce',
      hard: true,
      recipient: {
        finalRecipient: 'gone@example.com',
        action: 'failed',
        status: '5.1.1',
        diagnostic:
          'smtp; 550 5.1.1 <Gone@Example.com>: Recipient address rejected: User unknown in virtual mailbox table',
      },
      returnedMessageId: OURS,
      detail:
        '5.1.1 smtp; 550 5.1.1 <Gone@Example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    });
  });

  it('a Gmail-style DSN returning only the headers; failed with 4.x.x or delayed is a soft bounce', async () => {
    const failedTemporarily = bounceDsn({
      messageId: '<d2@x>',
      recipient: 'full@example.com',
      returnedMessageId: OURS,
      status: '4.2.2',
      returned: 'headers',
      diagnostic: 'smtp; 452 4.2.2 Mailbox full',
    });
    expect(await classify(failedTemporarily)).toMatchObject({
      kind: 'bounce',
      hard: false,
      returnedMessageId: OURS,
      detail: '4.2.2 smtp; 452 4.2.2 Mailbox full',
    });
    const delayed = bounceDsn({
      messageId: '<d3@x>',
      recipient: 'slow@example.com',
      returnedMessageId: OURS,
      action: 'delayed',
      status: '4.4.1',
      diagnostic: 'X-Postfix; connect timed out',
    });
    expect(await classify(delayed)).toMatchObject({ kind: 'bounce', hard: false });
  });

  it('a DSN reporting delivery is left alone, and so is other mail from MAILER-DAEMON', async () => {
    const delivered = bounceDsn({
      messageId: '<d4@x>',
      recipient: 'ada@example.com',
      returnedMessageId: OURS,
      action: 'delivered',
      status: '2.0.0',
      diagnostic: 'smtp; 250 ok',
    });
    expect(await classify(delivered)).toEqual({ kind: 'ignore', reason: 'a delivery report of success' });
    const plainDaemon = humanReply({
      from: 'MAILER-DAEMON@mx.example.net',
      messageId: '<d5@x>',
      inReplyTo: OURS,
      text: 'Could not deliver.',
    });
    expect(await classify(plainDaemon)).toMatchObject({ kind: 'ignore' });
  });
});

describe('the Message-IDs a message answers', () => {
  it('In-Reply-To first, then References from the newest', async () => {
    const raw = humanReply({
      from: 'a@example.com',
      messageId: '<m@x>',
      inReplyTo: '<c@x>',
      references: ['<a@x>', '<b@x>', '<c@x>'],
      text: 'ok',
    });
    expect(answeredMessageIds(await simpleParser(raw))).toEqual(['<c@x>', '<b@x>', '<a@x>']);
  });
});

describe('a delivery-status body (RFC 3464)', () => {
  it('reads every recipient block with folded fields; failed 5.x.x beats delayed', () => {
    const body = [
      'Reporting-MTA: dns; mx.example',
      '',
      'Final-Recipient: rfc822; a@example.com',
      'Action: delayed',
      'Status: 4.4.1',
      '',
      'Final-Recipient: rfc822; b@example.com',
      'Action: failed (bad mailbox)',
      'Status: 5.1.1 (user unknown)',
      'Diagnostic-Code: smtp; 550 5.1.1',
      '  no such user',
    ].join('\r\n');
    const recipients = parseDeliveryStatus(body);
    expect(recipients.map((r) => [r.finalRecipient, r.action, r.status])).toEqual([
      ['a@example.com', 'delayed', '4.4.1'],
      ['b@example.com', 'failed', '5.1.1'],
    ]);
    expect(recipients[1]?.diagnostic).toBe('smtp; 550 5.1.1 no such user');
    expect(deliveryVerdict(recipients)).toMatchObject({
      bounce: 'hard',
      recipient: { finalRecipient: 'b@example.com' },
    });
    expect(deliveryVerdict([{ finalRecipient: null, action: 'failed', status: null, diagnostic: null }]).bounce).toBe(
      'hard',
    );
  });
});

describe('a reply’s first lines', () => {
  it.each([
    ['Spanish', 'Sí, me encantaría.\n\nEl vie, 28 nov 2026 a las 10:00, Larch & Lime escribió:\n> Hola'],
    ['French', 'Oui, avec plaisir.\n\nLe ven. 28 nov. 2026 à 10:00, Larch & Lime a écrit :\n> Bonjour'],
    ['Outlook', 'Sounds good.\n\n-----Original Message-----\nFrom: Larch & Lime\nHello'],
    [
      'a header split over two lines',
      'Sounds good.\nOn Fri, 28 Nov 2026 at 10:00, Larch & Lime <hello@larchandlime.example>\nwrote:\n> Hello',
    ],
    ['a signature', 'Sounds good.\n-- \nAda Park\n+1 555 0100'],
    ['a phone’s footer', 'Sounds good.\n\nSent from my iPhone'],
  ])('%s: only the person’s own words', (_name, text) => {
    expect(replyFirstLines(text)).toMatch(/^(Sí, me encantaría\.|Oui, avec plaisir\.|Sounds good\.)$/);
  });

  it('from the HTML when there is no text part, and cut at 500 characters', () => {
    expect(replyFirstLines('', '<p>Hello <b>there</b></p><blockquote>old</blockquote>')).toContain('Hello there');
    const long = replyFirstLines('word '.repeat(200));
    expect(long.length).toBe(REPLY_DETAIL_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
