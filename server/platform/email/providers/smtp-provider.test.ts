import { afterEach, describe, expect, it } from 'vitest';
import { checkEmailService } from '../check-email-service.ts';
import { PermanentEmailError, TemporaryEmailError } from '../email-errors.ts';
import { freePort, rawHeader, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { testInvitation, testMessage } from './provider-test-message.ts';
import { createSmtpProvider } from './smtp-provider.ts';

let server: SmtpCapture | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const smtp = (port: number) =>
  createSmtpProvider({ host: '127.0.0.1', port, secure: false, user: null, pass: null, allowPrivateHost: true });

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

  it('never connects to a server on this machine that Email Setup named without the operator’s switch', async () => {
    server = await startSmtpCapture();
    const named = { host: '127.0.0.1', port: server.port, secure: false, user: null, pass: null };
    const refused = await createSmtpProvider({ ...named, allowPrivateHost: false })
      .send(testMessage)
      .catch((error: unknown) => error);
    // Temporary: the setup can be put right while the send has tries left.
    expect(refused).toBeInstanceOf(TemporaryEmailError);
    expect((refused as Error).message).toContain('SMTP_ALLOW_PRIVATE_HOSTS=true');
    const check = await checkEmailService(
      { service: 'smtp', from: null, smtp: { ...named, allowPrivateHost: false } },
      { hasSender: true },
    );
    // The rule in its own words (not "check failed"), coded for the admin's language.
    expect(check).toEqual({
      ok: false,
      service: 'smtp',
      message:
        "The mail server 127.0.0.1 is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To send through a local relay, whoever runs the website's server sets SMTP_ALLOW_PRIVATE_HOSTS=true (or names the relay with SMTP_HOST) in its environment.",
      problem: expect.objectContaining({ code: 'smtp_host_private' }),
    });
    expect(server.connections).toBe(0);
    // The same server, allowed: both reach it.
    await createSmtpProvider({ ...named, allowPrivateHost: true }).send(testMessage);
    expect(
      await checkEmailService(
        { service: 'smtp', from: null, smtp: { ...named, allowPrivateHost: true } },
        { hasSender: true },
      ),
    ).toMatchObject({ ok: true });
    expect(server.connections).toBe(2);
    expect(server.messages).toHaveLength(1);
  });

  it('sends a calendar invitation as an invitation (a text/calendar part with its method) and as invite.ics', async () => {
    server = await startSmtpCapture();
    const notes = { filename: 'notes.txt', contentType: 'text/plain', content: 'Bring the floor plan.' };
    await smtp(server.port).send({ ...testMessage, attachments: [testInvitation, notes] });
    const [mail] = server.messages;
    if (!mail) throw new Error('not delivered');
    // The alternative part calendar apps read, with the method, and the same content as a file.
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const files = mail.parsed.attachments.map((a) => ({
      name: a.filename,
      type: a.contentType,
      text: a.content.toString('utf8'),
    }));
    expect(files).toContainEqual({ name: 'invite.ics', type: 'application/ics', text: testInvitation.content });
    expect(files).toContainEqual({ name: 'notes.txt', type: 'text/plain', text: 'Bring the floor plan.' });
    expect(mail.parsed.text?.trim()).toBe('Hello Jane');
  });
});
