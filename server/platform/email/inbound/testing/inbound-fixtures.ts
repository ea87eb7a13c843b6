/**
 * Raw RFC 5322 messages as the studio's mailbox receives them, with the header sets real mail
 * systems write (the tests' fixtures, delivered into a real Dovecot or parsed directly):
 * - a person's reply from Gmail / Apple Mail / Outlook (Outlook's carries X-Auto-Response-Suppress,
 *   which asks responders to stay quiet and is no marker of an automatic message);
 * - a vacation responder (Sieve `vacation`, RFC 5230: `Auto-Submitted: auto-replied`);
 * - Exchange Online's out-of-office ("Automatic reply:", `auto-submitted: auto-generated`,
 *   `X-MS-Exchange-Inbox-Rules-Loop`, `X-Auto-Response-Suppress: All`), and an older Exchange one
 *   with the loop header but no Auto-Submitted;
 * - delivery status notifications (RFC 3464) as Postfix writes them (the returned message as
 *   `message/rfc822`) and as Gmail does (`text/rfc822-headers`).
 */

const CRLF = '\r\n';

export interface ReplyFixture {
  from: string;
  to?: string;
  subject?: string;
  messageId: string;
  /** the Message-ID answered, for In-Reply-To and References */
  inReplyTo?: string | null;
  references?: string[];
  text: string;
  date?: Date;
  extraHeaders?: string[];
}

function lines(parts: (string | null | undefined | false)[]): string {
  return `${parts.filter((part): part is string => typeof part === 'string').join(CRLF)}${CRLF}`;
}

/** A person's reply, quoting the original below an "On … wrote:" line. */
export function humanReply(fixture: ReplyFixture): string {
  return lines([
    `Return-Path: <${fixture.from}>`,
    `From: Ada Park <${fixture.from}>`,
    `To: ${fixture.to ?? 'Larch & Lime <hello@larchandlime.example>'}`,
    `Subject: ${fixture.subject ?? 'Re: Welcome, Ada'}`,
    `Date: ${(fixture.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${fixture.messageId}`,
    fixture.inReplyTo ? `In-Reply-To: ${fixture.inReplyTo}` : null,
    fixture.references?.length ? `References: ${fixture.references.join(' ')}` : null,
    ...(fixture.extraHeaders ?? []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    fixture.text,
  ]);
}

/** A Sieve vacation answer (Dovecot Pigeonhole, Fastmail, cPanel): RFC 3834 headers. */
export function vacationReply(fixture: ReplyFixture): string {
  return lines([
    'Return-Path: <>',
    `From: Ada Park <${fixture.from}>`,
    `To: ${fixture.to ?? 'hello@larchandlime.example'}`,
    `Subject: Auto: ${fixture.subject ?? 'Welcome, Ada'}`,
    `Date: ${(fixture.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${fixture.messageId}`,
    fixture.inReplyTo ? `In-Reply-To: ${fixture.inReplyTo}` : null,
    fixture.inReplyTo ? `References: ${fixture.inReplyTo}` : null,
    'Auto-Submitted: auto-replied (vacation)',
    'Precedence: bulk',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    fixture.text,
  ]);
}

/**
 * Exchange Online's out-of-office answer. `legacy`: an older Exchange that writes no Auto-Submitted
 * (the inbox rule's loop header still marks it).
 */
export function exchangeOutOfOffice(fixture: ReplyFixture & { legacy?: boolean }): string {
  return lines([
    `From: Ada Park <${fixture.from}>`,
    `To: Larch & Lime <hello@larchandlime.example>`,
    `Subject: Automatic reply: ${fixture.subject ?? 'Welcome, Ada'}`,
    'Thread-Topic: Welcome, Ada',
    'Thread-Index: AQHbXq1rN2x0c2Vx3kOvq9cJ8Jq2Xg==',
    `Date: ${(fixture.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${fixture.messageId}`,
    fixture.inReplyTo ? `In-Reply-To: ${fixture.inReplyTo}` : null,
    fixture.inReplyTo ? `References: ${fixture.inReplyTo}` : null,
    'Content-Language: en-US',
    'X-MS-Has-Attach:',
    'X-Auto-Response-Suppress: All',
    `X-MS-Exchange-Inbox-Rules-Loop: ${fixture.from}`,
    'X-MS-TNEF-Correlator:',
    fixture.legacy ? null : 'auto-submitted: auto-generated',
    'X-MS-Exchange-Transport-CrossTenantHeadersStamped: AM0PR02MB5555',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="us-ascii"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    fixture.text,
  ]);
}

export interface BounceFixture {
  messageId: string;
  /** the address that bounced */
  recipient: string;
  /** the Message-ID of the message returned (ours) */
  returnedMessageId: string;
  action?: 'failed' | 'delayed' | 'delivered';
  status?: string;
  diagnostic?: string;
  /** Gmail returns only the headers (`text/rfc822-headers`); Postfix the whole message */
  returned?: 'message' | 'headers';
  date?: Date;
}

/** A delivery status notification (RFC 3464), from the MAILER-DAEMON of the studio's provider. */
export function bounceDsn(fixture: BounceFixture): string {
  const boundary = '8C1D2E3F4A.1764300000/mx.larchandlime.example';
  const status = fixture.status ?? '5.1.1';
  const diagnostic =
    fixture.diagnostic ??
    `smtp; 550 ${status} <${fixture.recipient}>: Recipient address rejected:${CRLF}    User unknown in virtual mailbox table`;
  const returnedHeaders = [
    'From: Larch & Lime <hello@larchandlime.example>',
    `To: ${fixture.recipient}`,
    'Subject: Welcome, Ada',
    `Message-ID: ${fixture.returnedMessageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  return lines([
    'Return-Path: <>',
    'From: MAILER-DAEMON@mx.larchandlime.example (Mail Delivery System)',
    'To: hello@larchandlime.example',
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${(fixture.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${fixture.messageId}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status;${CRLF}\tboundary="${boundary}"`,
    'Content-Transfer-Encoding: 7bit',
    '',
    'This is a MIME-encapsulated message.',
    '',
    `--${boundary}`,
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    "I'm sorry to have to inform you that your message could not",
    'be delivered to one or more recipients.',
    '',
    `--${boundary}`,
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.larchandlime.example',
    'X-Postfix-Queue-ID: 8C1D2E3F4A',
    'Arrival-Date: Fri, 28 Nov 2026 10:00:00 +0000 (UTC)',
    '',
    `Final-Recipient: rfc822; ${fixture.recipient}`,
    `Original-Recipient: rfc822;${fixture.recipient}`,
    `Action: ${fixture.action ?? 'failed'}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mx.example.com',
    `Diagnostic-Code: ${diagnostic}`,
    '',
    `--${boundary}`,
    fixture.returned === 'headers'
      ? `Content-Type: text/rfc822-headers${CRLF}${CRLF}${returnedHeaders.join(CRLF)}`
      : `Content-Description: Undelivered Message${CRLF}Content-Type: message/rfc822${CRLF}${CRLF}${returnedHeaders.join(CRLF)}${CRLF}${CRLF}Hello Ada, thank you for getting in touch.`,
    '',
    `--${boundary}--`,
  ]);
}
