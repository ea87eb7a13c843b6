import { describe, expect, it } from 'vitest';
import { readResendEvent, resendSignatureOf, verifyResend } from './resend-events.ts';
import { resendEvent, resendHeaders, resendSecret } from './testing/provider-signatures.ts';

const secret = resendSecret();
const body = JSON.stringify(resendEvent('email.delivered', { emailId: 'e-1', to: 'ada@example.com' }));
const header = (headers: Record<string, string>) => (name: string) => headers[name.toLowerCase()];

describe('Resend’s signature (Standard Webhooks / Svix)', () => {
  it('accepts a request signed with the endpoint’s secret, under svix-* or webhook-* headers', () => {
    const now = new Date();
    const headers = resendHeaders(secret, body, { at: now });
    expect(verifyResend(secret, body, resendSignatureOf(header(headers)), now)).toEqual({ ok: true });
    const unbranded = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/^svix-/, 'webhook-'), v]));
    expect(verifyResend(secret, body, resendSignatureOf(header(unbranded)), now)).toEqual({ ok: true });
  });

  it('refuses a missing header, another secret, a changed byte, and a timestamp 5 minutes away', () => {
    const now = new Date();
    const headers = resendHeaders(secret, body, { at: now });
    const { 'svix-signature': _, ...unsigned } = headers;
    expect(verifyResend(secret, body, resendSignatureOf(header(unsigned)), now)).toEqual({
      ok: false,
      code: 'webhook_signature_missing',
    });
    expect(verifyResend(resendSecret(), body, resendSignatureOf(header(headers)), now)).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    expect(verifyResend(secret, `${body} `, resendSignatureOf(header(headers)), now)).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    const old = resendHeaders(secret, body, { at: new Date(now.getTime() - 5 * 60_000 - 2000) });
    expect(verifyResend(secret, body, resendSignatureOf(header(old)), now)).toMatchObject({
      code: 'webhook_signature_stale',
    });
    const ahead = resendHeaders(secret, body, { at: new Date(now.getTime() + 5 * 60_000 + 2000) });
    expect(verifyResend(secret, body, resendSignatureOf(header(ahead)), now)).toMatchObject({
      code: 'webhook_signature_stale',
    });
    expect(
      verifyResend(secret, body, resendSignatureOf(header({ ...headers, 'svix-timestamp': 'soon' })), now),
    ).toMatchObject({ code: 'webhook_signature_invalid' });
  });
});

describe('Resend’s events as e-mail events', () => {
  const signed = { id: 'msg_abc', timestamp: String(Math.floor(Date.now() / 1000)), signature: 'v1,x' };
  const read = (type: string, extra: Record<string, unknown> = {}) =>
    readResendEvent(resendEvent(type, { emailId: 'e-1', to: 'ada@example.com', ...extra }), signed);

  it('reads delivered, complained, delayed, failed and suppressed, keyed by the Svix message id', () => {
    expect(read('email.delivered')).toMatchObject({
      kind: 'delivered',
      dedupeKey: 'resend:msg_abc',
      providerMessageId: 'e-1',
      address: 'ada@example.com',
    });
    expect(read('email.complained')?.kind).toBe('complaint');
    expect(read('email.delivery_delayed')?.kind).toBe('soft_bounce');
    expect(read('email.failed', { failed: { reason: 'reached_daily_quota' } })).toMatchObject({
      kind: 'dropped',
      detail: 'reached_daily_quota',
    });
    expect(read('email.suppressed')?.kind).toBe('dropped');
  });

  it('reads a Permanent bounce as hard and a Transient or Undetermined one as soft, with its message', () => {
    const bounce = (type: string) => ({ bounce: { type, subType: 'General', message: '550 5.1.1 No such user' } });
    expect(read('email.bounced', bounce('Permanent'))).toMatchObject({
      kind: 'hard_bounce',
      detail: '550 5.1.1 No such user',
      data: { type: 'email.bounced', bounceType: 'Permanent', bounceSubType: 'General' },
    });
    expect(read('email.bounced', bounce('Transient'))?.kind).toBe('soft_bounce');
    expect(read('email.bounced', bounce('Undetermined'))?.kind).toBe('soft_bounce');
  });

  it('ignores what is not about delivery, and what is not an event at all', () => {
    for (const type of ['email.sent', 'email.opened', 'email.clicked', 'contact.created', 'domain.updated']) {
      expect(read(type)).toBeNull();
    }
    expect(readResendEvent([1, 2], signed)).toBeNull();
    expect(readResendEvent({ data: {} }, signed)).toBeNull();
  });

  it('takes the event’s own time, else the signature’s', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(
      readResendEvent({ ...resendEvent('email.delivered', { emailId: 'e', to: 'a@b.c' }), created_at: at }, signed)
        ?.occurredAt,
    ).toEqual(new Date(at));
    expect(readResendEvent({ type: 'email.delivered', data: { email_id: 'e' } }, signed)?.occurredAt).toEqual(
      new Date(Number(signed.timestamp) * 1000),
    );
  });
});
