import { describe, expect, it } from 'vitest';
import { isSendgridKey, normaliseSendgridKey, readSendgridEvent, verifySendgrid } from './sendgrid-events.ts';
import { sendgridEvent, sendgridHeaders, sendgridKeys } from './testing/provider-signatures.ts';

const keys = sendgridKeys();
const body = JSON.stringify([sendgridEvent('delivered', { messageId: 'm1', email: 'ada@example.com' })]);
const SIGNATURE = 'x-twilio-email-event-webhook-signature';
const TIMESTAMP = 'x-twilio-email-event-webhook-timestamp';

describe('SendGrid’s signed Event Webhook (ECDSA P-256)', () => {
  it('accepts the body signed with the key whose public half is set', () => {
    const now = new Date();
    const headers = sendgridHeaders(keys, body, { at: now });
    expect(verifySendgrid(keys.publicKey, body, headers[SIGNATURE], headers[TIMESTAMP], now)).toEqual({ ok: true });
  });

  it('refuses no signature, another key, a changed body or timestamp, garbage, and a stale timestamp', () => {
    const now = new Date();
    const headers = sendgridHeaders(keys, body, { at: now });
    const verify = (key: string, payload: string, signature?: string, timestamp?: string) =>
      verifySendgrid(key, payload, signature, timestamp, now);
    expect(verify(keys.publicKey, body, undefined, headers[TIMESTAMP])).toEqual({
      ok: false,
      code: 'webhook_signature_missing',
    });
    expect(verify(keys.publicKey, body, headers[SIGNATURE], undefined)).toMatchObject({
      code: 'webhook_signature_missing',
    });
    expect(verify(sendgridKeys().publicKey, body, headers[SIGNATURE], headers[TIMESTAMP])).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    expect(verify(keys.publicKey, body.replace('ada', 'eve'), headers[SIGNATURE], headers[TIMESTAMP])).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    const otherSecond = String(Number(headers[TIMESTAMP]) - 1);
    expect(verify(keys.publicKey, body, headers[SIGNATURE], otherSecond)).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    expect(verify(keys.publicKey, body, 'not-a-signature', headers[TIMESTAMP])).toMatchObject({
      code: 'webhook_signature_invalid',
    });
    const old = sendgridHeaders(keys, body, { at: new Date(now.getTime() - 6 * 60_000) });
    expect(verify(keys.publicKey, body, old[SIGNATURE], old[TIMESTAMP])).toMatchObject({
      code: 'webhook_signature_stale',
    });
  });

  it('knows a verification key from anything else, with or without PEM lines', () => {
    expect(isSendgridKey(keys.publicKey)).toBe(true);
    const pem = `-----BEGIN PUBLIC KEY-----\n${keys.publicKey.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    expect(isSendgridKey(pem)).toBe(true);
    expect(normaliseSendgridKey(pem)).toBe(keys.publicKey);
    expect(isSendgridKey('SG.abcdefghijklmnop.qrstuvwxyz')).toBe(false);
    expect(isSendgridKey(Buffer.from('not a key at all').toString('base64'))).toBe(false);
    expect(isSendgridKey('')).toBe(false);
  });
});

describe('SendGrid’s events as e-mail events', () => {
  const read = (event: string, extra: Record<string, unknown> = {}) =>
    readSendgridEvent(sendgridEvent(event, { messageId: 'Xm1d', email: 'ada@example.com', ...extra }));

  it('matches the send on the X-Message-Id before the first dot, keyed by sg_event_id', () => {
    const event = sendgridEvent('delivered', { messageId: 'Xm1d', email: 'ada@example.com' });
    expect(readSendgridEvent(event)).toMatchObject({
      kind: 'delivered',
      providerMessageId: 'Xm1d',
      dedupeKey: `sendgrid:${event.sg_event_id}`,
      address: 'ada@example.com',
      occurredAt: new Date((event.timestamp as number) * 1000),
    });
  });

  it('reads a bounce as hard, a blocked one as soft, deferred as soft, dropped, and spam reports', () => {
    expect(
      read('bounce', { type: 'bounce', reason: '550 5.1.1 unknown user', bounce_classification: 'Invalid Address' }),
    ).toMatchObject({
      kind: 'hard_bounce',
      detail: '550 5.1.1 unknown user',
      data: { classification: 'Invalid Address' },
    });
    expect(read('bounce', { reason: '550 no such user' })?.kind).toBe('hard_bounce');
    expect(read('bounce', { type: 'blocked', reason: '421 try later' })?.kind).toBe('soft_bounce');
    expect(read('deferred', { response: '450 mailbox busy', attempt: '2' })).toMatchObject({
      kind: 'soft_bounce',
      detail: '450 mailbox busy',
    });
    expect(read('dropped', { reason: 'Bounced Address' })).toMatchObject({
      kind: 'dropped',
      detail: 'Bounced Address',
    });
    expect(read('spamreport')?.kind).toBe('complaint');
  });

  it('skips what is not about delivery and entries it cannot read', () => {
    for (const event of ['processed', 'open', 'click', 'unsubscribe', 'group_unsubscribe', 'something_new']) {
      expect(read(event)).toBeNull();
    }
    expect(readSendgridEvent(null)).toBeNull();
    expect(readSendgridEvent('delivered')).toBeNull();
    expect(read('delivered', { sg_event_id: undefined })).toBeNull();
    expect(read('delivered', { sg_event_id: 'has spaces in it' })).toBeNull();
    expect(read('delivered', { timestamp: 'yesterday' })).toBeNull();
  });
});
