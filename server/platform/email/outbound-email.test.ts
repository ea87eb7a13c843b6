import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { type OutboundEmail, validateOutboundEmail } from './outbound-email.ts';

const valid: OutboundEmail = {
  kind: 'notification',
  idempotencyKey: 'notify:contact:lead:12:event:40',
  to: 'studio@larchandlime.example',
  subject: 'New enquiry from Jane Doe',
  html: '<p>Hello</p>',
  text: 'Hello',
  replyTo: '"Jane Doe" <jane@example.com>',
  headers: {
    'List-Unsubscribe': '<https://studio.example/unsubscribe/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

function refusal(change: Partial<OutboundEmail>): string {
  try {
    validateOutboundEmail({ ...valid, ...change });
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('validateOutboundEmail', () => {
  it('accepts a well-formed message and keeps it as given', () => {
    expect(validateOutboundEmail(valid)).toEqual({
      kind: 'notification',
      idempotencyKey: valid.idempotencyKey,
      toAddress: valid.to,
      replyTo: valid.replyTo,
      subject: valid.subject,
      htmlBody: valid.html,
      textBody: valid.text,
      headers: valid.headers,
      leadId: null,
      templateId: null,
      attachments: [],
    });
  });

  it('keeps text attachments and refuses names or types that could break the MIME headers', () => {
    const invite = { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' };
    expect(validateOutboundEmail({ ...valid, attachments: [invite] }).attachments).toEqual([invite]);
    expect(refusal({ attachments: [{ ...invite, filename: '../etc/passwd' }] })).toMatch(/refused/);
    expect(refusal({ attachments: [{ ...invite, filename: 'a"\r\nX: y.ics' }] })).toMatch(/refused/);
    expect(refusal({ attachments: [{ ...invite, contentType: 'text/calendar\r\nBcc: victim@example.com' }] })).toMatch(
      /refused/,
    );
    expect(refusal({ attachments: [{ ...invite, content: 'x'.repeat(200_001) }] })).toMatch(/refused/);
    expect(refusal({ attachments: Array.from({ length: 6 }, () => invite) })).toMatch(/refused/);
  });

  it.each([
    ['subject', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['subject (LF only)', { subject: 'Hello\nBcc: victim@example.com' }],
    ['recipient', { to: 'jane@example.com\r\nBcc: victim@example.com' }],
    ['reply-to', { replyTo: 'jane@example.com\nBcc: victim@example.com' }],
    ['header value', { headers: { 'List-Unsubscribe': '<https://x.example>\r\nBcc: victim@example.com' } }],
    ['header value (bare CR)', { headers: { 'X-Note': 'a\rb' } }],
  ])('refuses CR/LF in the %s', (_field, change) => {
    expect(refusal(change)).toMatch(/refused/);
  });

  it('refuses more or less than one recipient', () => {
    expect(refusal({ to: 'a@example.com, b@example.com' })).toMatch(/exactly one/);
    expect(refusal({ to: 'Jane <a@example.com>' })).toMatch(/exactly one/);
    expect(refusal({ to: 'not an address' })).toMatch(/exactly one/);
    expect(refusal({ replyTo: 'a@example.com; b@example.com' })).toMatch(/Reply-To/);
  });

  it('refuses headers the pipeline writes itself, and malformed header names', () => {
    expect(refusal({ headers: { Bcc: 'victim@example.com' } })).toMatch(/Bcc header/);
    expect(refusal({ headers: { 'content-type': 'text/plain' } })).toMatch(/content-type header/);
    expect(refusal({ headers: { 'Bad Name': 'x' } })).toMatch(/invalid header name/);
    expect(refusal({ headers: { 'X-A:b': 'x' } })).toMatch(/invalid header name/);
  });

  it('needs a key, a subject and a plain-text part, within limits', () => {
    expect(refusal({ idempotencyKey: '' })).toMatch(/idempotency key/);
    expect(refusal({ idempotencyKey: 'k'.repeat(257) })).toMatch(/idempotency key/);
    expect(refusal({ subject: '  ' })).toMatch(/subject/);
    expect(refusal({ text: '' })).toMatch(/plain-text/);
    expect(refusal({ html: 'x'.repeat(1_000_001) })).toMatch(/too long/);
  });

  it('needs the lead of a sequence e-mail', () => {
    expect(refusal({ kind: 'sequence', leadId: null })).toMatch(/sequence/);
    expect(validateOutboundEmail({ ...valid, kind: 'sequence', leadId: 3, templateId: 7 })).toMatchObject({
      leadId: 3,
      templateId: 7,
    });
  });
});
