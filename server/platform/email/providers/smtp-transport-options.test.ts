import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEmailService } from '../check-email-service.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { isLoopbackHost, smtpTransportOptions } from './smtp-transport-options.ts';

const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 5_000, dnsTimeout: 5_000 };
const login = { user: 'studio@example.com', pass: 'app password 1234' };

describe('SMTP transport options', () => {
  it('requires STARTTLS before a password goes to another machine', () => {
    const options = smtpTransportOptions(
      { host: 'smtp.gmail.com', port: 587, secure: false, allowPrivateHost: false, ...login },
      TIMEOUTS,
    );
    expect(options.requireTLS).toBe(true);
  });

  it('does not require STARTTLS on implicit TLS, without a password, or on this machine', () => {
    expect(
      smtpTransportOptions(
        { host: 'smtp.gmail.com', port: 465, secure: true, allowPrivateHost: false, ...login },
        TIMEOUTS,
      ).requireTLS,
    ).toBe(false);
    expect(
      smtpTransportOptions(
        { host: 'relay.example', port: 25, secure: false, user: null, pass: null, allowPrivateHost: false },
        TIMEOUTS,
      ).requireTLS,
    ).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]', 'LOCALHOST']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(
        smtpTransportOptions({ host, port: 1025, secure: false, allowPrivateHost: false, ...login }, TIMEOUTS)
          .requireTLS,
      ).toBe(false);
    }
    for (const host of ['localhost.example.com', '10.0.0.5', '128.0.0.1', 'smtp.local']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('never lets nodemailer read files or URLs named in a message', () => {
    const options = smtpTransportOptions(
      { host: 'smtp.gmail.com', port: 587, secure: false, allowPrivateHost: false, ...login },
      TIMEOUTS,
    );
    expect(options).toMatchObject({ disableFileAccess: true, disableUrlAccess: true });
  });
});

/** This machine's first address that is not loopback, to reach a server "on another machine". */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;

describe('a real SMTP server without STARTTLS', () => {
  let smtp: SmtpCapture | null = null;
  afterEach(async () => {
    await smtp?.close();
    smtp = null;
  });

  it('gets the password when it is on this machine', async () => {
    smtp = await startSmtpCapture({ auth: login });
    const result = await checkEmailService(
      {
        service: 'smtp',
        from: null,
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false, allowPrivateHost: true, ...login },
      },
      { hasSender: true },
    );
    expect(result).toMatchObject({ ok: true });
  });

  // Needs a non-loopback interface; every CI and development machine here has one.
  it.runIf(outsideAddress)('never gets the password when it is reached over the network', async () => {
    smtp = await startSmtpCapture({ auth: login, host: '0.0.0.0' });
    const result = await checkEmailService(
      {
        service: 'smtp',
        from: null,
        smtp: { host: outsideAddress as string, port: smtp.port, secure: false, allowPrivateHost: true, ...login },
      },
      { hasSender: true },
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/STARTTLS/i);
  });
});
