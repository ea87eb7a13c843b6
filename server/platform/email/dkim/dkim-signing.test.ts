import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInvitation, testMessage } from '../providers/provider-test-message.ts';
import { createSmtpProvider } from '../providers/smtp-provider.ts';
import { rawHeader, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { type DkimKeyPair, dkimFor, dkimRecord, fromDomain, generateDkimKeyPair } from './dkim-key.ts';
import { verifyDkimSignature } from './testing/verify-dkim.ts';

let server: SmtpCapture;
let key: DkimKeyPair;
beforeAll(async () => {
  server = await startSmtpCapture();
  key = await generateDkimKeyPair();
});
afterAll(() => server?.close());

const signingSmtp = (domainName: string) =>
  createSmtpProvider({
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    user: null,
    pass: null,
    allowPrivateHost: true,
    dkim: { domainName, keySelector: 'atelier', privateKey: key.privateKeyPem },
  });

/** Sends one message through the real SMTP peer and answers what arrived. */
async function deliver(provider: ReturnType<typeof signingSmtp>, message = testMessage) {
  const before = server.messages.length;
  await provider.send(message);
  const mail = server.messages[before];
  if (!mail) throw new Error('nothing arrived');
  return mail;
}

describe('DKIM keys and records', () => {
  it('makes a 2048-bit RSA key whose record is v=DKIM1; k=rsa; p=<base64 DER SPKI>', async () => {
    const { createPublicKey } = await import('node:crypto');
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyType).toBe('rsa');
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(key.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(dkimRecord('larchandlime.example', 'atelier', key.publicKeyBase64)).toEqual({
      name: 'atelier._domainkey.larchandlime.example',
      value: `v=DKIM1; k=rsa; p=${key.publicKeyBase64}`,
    });
  });

  it('signs only for a From at the key’s domain (another domain would not align for DMARC)', () => {
    const dkim = { domainName: 'larchandlime.example', keySelector: 'atelier', privateKey: 'pem' };
    expect(fromDomain('"Larch & Lime" <Hello@LarchAndLime.example>')).toBe('larchandlime.example');
    expect(dkimFor(dkim, 'Larch & Lime <hello@larchandlime.example>')).toBe(dkim);
    expect(dkimFor(dkim, 'studio@gmail.example')).toBeNull();
    expect(dkimFor(dkim, 'hello@mail.larchandlime.example')).toBeNull();
    expect(dkimFor(null, 'hello@larchandlime.example')).toBeNull();
  });
});

describe('SMTP sends with a DKIM key', () => {
  it('arrive with a DKIM-Signature that verifies against the published public key', async () => {
    const mail = await deliver(signingSmtp('larchandlime.example'));
    const verdict = verifyDkimSignature(mail.raw, key.publicKeyBase64);
    expect(verdict).toMatchObject({ domain: 'larchandlime.example', selector: 'atelier' });
    // The headers a receiver judges the message by are covered.
    expect(verdict.signedHeaders).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'message-id']));
    // And the message is otherwise the same one (List-Unsubscribe kept).
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://studio.example/u/abc>');
  });

  it('verifies with an invitation (multipart with a text/calendar alternative) too', async () => {
    const mail = await deliver(signingSmtp('larchandlime.example'), { ...testMessage, attachments: [testInvitation] });
    expect(verifyDkimSignature(mail.raw, key.publicKeyBase64).domain).toBe('larchandlime.example');
  });

  it('does not verify once the body or a signed header is changed, nor against another key', async () => {
    const mail = await deliver(signingSmtp('larchandlime.example'));
    expect(() => verifyDkimSignature(mail.raw.replace('Hello Jane', 'Hello Joan'), key.publicKeyBase64)).toThrow(
      /body hash differs/,
    );
    expect(() =>
      verifyDkimSignature(mail.raw.replace(/^Subject: .*$/m, 'Subject: Something else'), key.publicKeyBase64),
    ).toThrow(/does not verify/);
    const other = await generateDkimKeyPair();
    expect(() => verifyDkimSignature(mail.raw, other.publicKeyBase64)).toThrow(/does not verify/);
  });

  it('are not signed when the From is at another domain', async () => {
    const mail = await deliver(signingSmtp('other-studio.example'));
    expect(mail.parsed.headerLines.some((line) => line.key === 'dkim-signature')).toBe(false);
  });
});
