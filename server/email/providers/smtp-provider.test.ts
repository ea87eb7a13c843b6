import { afterEach, describe, expect, it } from 'vitest';
import { PermanentEmailError, TemporaryEmailError } from '../email-errors.ts';
import { freePort, rawHeader, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { testMessage } from './provider-test-message.ts';
import { createSmtpProvider } from './smtp-provider.ts';

let server: SmtpCapture | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const smtp = (port: number) => createSmtpProvider({ host: '127.0.0.1', port, secure: false, user: null, pass: null });

describe('the SMTP provider', () => {
  it('delivers one message with both parts, Reply-To, the extra headers and a stable Message-ID', async () => {
    server = await startSmtpCapture();
    const { providerMessageId } = await smtp(server.port).send(testMessage);
    expect(server.messages).toHaveLength(1);
    const [mail] = server.messages;
    expect(mail?.envelopeTo).toEqual(['jane@example.com']);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Larch & Lime', address: 'hello@larchandlime.example' }]);
    expect(mail?.parsed.replyTo?.text).toBe('jane.doe@example.com');
    expect(mail && rawHeader(mail, 'List-Unsubscribe')).toBe('<https://studio.example/u/abc>');
    expect(mail && rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.parsed.text?.trim()).toBe('Hello Jane');
    expect(mail?.parsed.html).toContain('<p>Hello <strong>Jane</strong></p>');
    expect(mail?.parsed.messageId).toBe(providerMessageId);
    expect(providerMessageId).toMatch(/^<atelier\.41\.[0-9a-f]{16}@larchandlime\.example>$/);
    const again = await smtp(server.port).send(testMessage);
    expect(again.providerMessageId).toBe(providerMessageId);
  });

  it('treats a refused connection and a 421 greeting as temporary', async () => {
    await expect(smtp(await freePort()).send(testMessage)).rejects.toThrow(TemporaryEmailError);
    server = await startSmtpCapture({ refuseConnection: () => 421 });
    const busy = await smtp(server.port)
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(TemporaryEmailError);
    expect((busy as Error).message).toContain('421');
  });

  it('treats a 450 recipient deferral as temporary and a 550 rejection as a permanent recipient refusal', async () => {
    server = await startSmtpCapture({ refuseRecipient: () => 450 });
    await expect(smtp(server.port).send(testMessage)).rejects.toThrow(TemporaryEmailError);
    await server.close();
    server = await startSmtpCapture({ refuseRecipient: () => 550 });
    const rejected = await smtp(server.port)
      .send(testMessage)
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(PermanentEmailError);
    expect((rejected as PermanentEmailError).recipientRejected).toBe(true);
    expect((rejected as Error).message).toContain('550');
    expect(server.messages).toHaveLength(0);
  });
});
