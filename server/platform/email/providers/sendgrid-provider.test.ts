import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentEmailError, TemporaryEmailError, UnknownOutcomeEmailError } from '../email-errors.ts';
import { type HttpCapture, startHttpCapture } from '../testing/http-capture.ts';
import { freePort } from '../testing/smtp-capture.ts';
import { testInvitation, testMessage } from './provider-test-message.ts';
import { createSendGridProvider } from './sendgrid-provider.ts';

let api: HttpCapture;
beforeAll(async () => {
  api = await startHttpCapture();
});
afterAll(() => api.close());

const sendgrid = () => createSendGridProvider({ apiKey: 'SG.test', apiUrl: api.url });

describe('the SendGrid provider', () => {
  it('POSTs /v3/mail/send with personalizations, content and headers, and reads X-Message-Id from the 202', async () => {
    api.requests.length = 0;
    api.reply = () => ({ status: 202, headers: { 'X-Message-Id': 'sg-msg-123' } });
    const result = await sendgrid().send(testMessage);
    expect(result).toEqual({ providerMessageId: 'sg-msg-123' });
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/mail/send');
    expect(request?.headers.authorization).toBe('Bearer SG.test');
    expect(request?.body).toEqual({
      personalizations: [{ to: [{ email: 'jane@example.com' }] }],
      from: { email: 'hello@larchandlime.example', name: 'Larch & Lime' },
      reply_to: { email: 'jane.doe@example.com' },
      subject: 'New enquiry — Jane Doe',
      content: [
        { type: 'text/plain', value: 'Hello Jane' },
        { type: 'text/html', value: '<p>Hello <strong>Jane</strong></p>' },
      ],
      headers: {
        'List-Unsubscribe': '<https://studio.example/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      custom_args: { send_id: '41' },
    });
  });

  it('sends attachments base64-encoded with their file name, type and disposition', async () => {
    api.requests.length = 0;
    api.reply = () => ({ status: 202, headers: { 'X-Message-Id': 'sg-msg-124' } });
    await sendgrid().send({ ...testMessage, attachments: [testInvitation] });
    const body = api.requests[0]?.body as { attachments?: unknown[] };
    expect(body.attachments).toEqual([
      {
        content: Buffer.from(testInvitation.content, 'utf8').toString('base64'),
        filename: 'invite.ics',
        type: 'text/calendar; method=REQUEST',
        disposition: 'attachment',
      },
    ]);
  });

  it('treats 429 and 5xx as temporary', async () => {
    api.reply = () => ({ status: 429, body: { errors: [{ message: 'too many requests', field: null }] } });
    await expect(sendgrid().send(testMessage)).rejects.toThrow(TemporaryEmailError);
    api.reply = () => ({ status: 503, body: { errors: [{ message: 'unavailable', field: null }] } });
    await expect(sendgrid().send(testMessage)).rejects.toThrow(TemporaryEmailError);
  });

  it('treats other 4xx as permanent, blaming the recipient only for a personalizations…to field', async () => {
    api.reply = () => ({
      status: 400,
      body: {
        errors: [{ message: 'Does not contain a valid address.', field: 'personalizations.0.to.0.email', help: null }],
      },
    });
    const invalidTo = await sendgrid()
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(invalidTo).toBeInstanceOf(PermanentEmailError);
    expect((invalidTo as PermanentEmailError).recipientRejected).toBe(true);
    expect((invalidTo as Error).message).toBe('SendGrid 400: Does not contain a valid address.');

    api.reply = () => ({
      status: 401,
      body: { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null }] },
    });
    const badKey = await sendgrid()
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(badKey).toBeInstanceOf(PermanentEmailError);
    expect((badKey as PermanentEmailError).recipientRejected).toBe(false);
  });

  it('retries when the API cannot be reached, but reports a lost answer as unknown (no idempotency key)', async () => {
    const down = createSendGridProvider({ apiKey: 'k', apiUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(down.send(testMessage)).rejects.toThrow(TemporaryEmailError);

    const hangUp = createServer((request) => request.on('end', () => request.socket.destroy()).resume());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hangUp.address() as AddressInfo).port}`;
    await expect(createSendGridProvider({ apiKey: 'k', apiUrl: url }).send(testMessage)).rejects.toThrow(
      UnknownOutcomeEmailError,
    );
    await new Promise<void>((resolve) => hangUp.close(() => resolve()));
  });
});
