import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentEmailError, TemporaryEmailError } from '../email-errors.ts';
import { type HttpCapture, startHttpCapture } from '../testing/http-capture.ts';
import { freePort } from '../testing/smtp-capture.ts';
import { testInvitation, testMessage } from './provider-test-message.ts';
import { createResendProvider } from './resend-provider.ts';

let api: HttpCapture;
beforeAll(async () => {
  api = await startHttpCapture();
});
afterAll(() => api.close());

const resend = () => createResendProvider({ apiKey: 're_test_123', apiUrl: api.url });

describe('the Resend provider', () => {
  it('POSTs /emails with the bearer key, our idempotency key and the documented JSON body', async () => {
    api.requests.length = 0;
    api.reply = () => ({ status: 200, body: { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' } });
    const result = await resend().send(testMessage);
    expect(result).toEqual({ providerMessageId: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/emails');
    expect(request?.headers.authorization).toBe('Bearer re_test_123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe('notify:contact:lead-event:7');
    expect(request?.body).toEqual({
      from: '"Larch & Lime" <hello@larchandlime.example>',
      to: ['jane@example.com'],
      subject: 'New enquiry — Jane Doe',
      html: '<p>Hello <strong>Jane</strong></p>',
      text: 'Hello Jane',
      headers: {
        'List-Unsubscribe': '<https://studio.example/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      reply_to: 'jane.doe@example.com',
    });
  });

  it('sends attachments as { filename, content } with the content base64-encoded', async () => {
    api.requests.length = 0;
    api.reply = () => ({ status: 200, body: { id: '5f0c0d3e-2b1a-4c9d-8e7f-6a5b4c3d2e1f' } });
    await resend().send({ ...testMessage, attachments: [testInvitation] });
    const body = api.requests[0]?.body as { attachments?: unknown[] };
    expect(body.attachments).toEqual([
      { filename: 'invite.ics', content: Buffer.from(testInvitation.content, 'utf8').toString('base64') },
    ]);
    // Decoded, it is the invitation itself.
    const [sent] = body.attachments as { content: string }[];
    expect(Buffer.from(sent?.content ?? '', 'base64').toString('utf8')).toBe(testInvitation.content);
  });

  it('treats 429 (rate limit or daily quota) and 5xx as temporary', async () => {
    api.reply = () => ({
      status: 429,
      body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' },
    });
    await expect(resend().send(testMessage)).rejects.toThrow(TemporaryEmailError);
    api.reply = () => ({ status: 500, body: { statusCode: 500, name: 'application_error', message: 'Oops' } });
    await expect(resend().send(testMessage)).rejects.toThrow(TemporaryEmailError);
  });

  it('treats the same key still in flight (409 concurrent_idempotent_requests) as temporary', async () => {
    api.reply = () => ({
      status: 409,
      body: { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'Same idempotency key in progress.' },
    });
    await expect(resend().send(testMessage)).rejects.toThrow(TemporaryEmailError);
  });

  it('treats other 4xx as permanent, blaming the recipient only when Resend names the `to` field', async () => {
    api.reply = () => ({
      status: 422,
      body: {
        statusCode: 422,
        name: 'validation_error',
        message: 'Invalid `to` field. The email address needs to follow the `email@example.com` format.',
      },
    });
    const invalidTo = await resend()
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(invalidTo).toBeInstanceOf(PermanentEmailError);
    expect((invalidTo as PermanentEmailError).recipientRejected).toBe(true);
    expect((invalidTo as Error).message).toContain('Resend 422: validation_error: Invalid `to` field');

    api.reply = () => ({
      status: 403,
      body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' },
    });
    const badKey = await resend()
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(badKey).toBeInstanceOf(PermanentEmailError);
    expect((badKey as PermanentEmailError).recipientRejected).toBe(false);
    expect((badKey as Error).message).not.toContain('re_test_123');
  });

  it('retries when the API cannot be reached or its answer is lost (the idempotency key makes it safe)', async () => {
    const down = createResendProvider({ apiKey: 'k', apiUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(down.send(testMessage)).rejects.toThrow(TemporaryEmailError);

    const hangUp = createServer((request) => request.on('end', () => request.socket.destroy()).resume());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const lost = createResendProvider({
      apiKey: 'k',
      apiUrl: `http://127.0.0.1:${(hangUp.address() as AddressInfo).port}`,
    });
    await expect(lost.send(testMessage)).rejects.toThrow(TemporaryEmailError);
    await new Promise<void>((resolve) => hangUp.close(() => resolve()));
  });
});
