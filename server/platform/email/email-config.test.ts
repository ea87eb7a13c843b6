import { describe, expect, it } from 'vitest';
import { EmailConfigError, resolveEmailConfig } from './email-config.ts';

describe('resolveEmailConfig', () => {
  it('defaults to development mode, with the studio as sender', () => {
    expect(resolveEmailConfig({})).toEqual({ service: 'development', from: null });
  });

  it('refuses SMTP without a host, naming the missing variable', () => {
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'smtp' })).toThrow(EmailConfigError);
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'smtp' })).toThrow(/EMAIL_SERVICE=smtp needs SMTP_HOST/);
  });

  it('fills SMTP defaults: STARTTLS on 587, implicit TLS on 465', () => {
    expect(resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: 'mail.example' })).toEqual({
      service: 'smtp',
      from: null,
      smtp: { host: 'mail.example', port: 587, secure: false, user: null, pass: null, allowPrivateHost: true },
    });
    const tls = resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' });
    expect(tls.service === 'smtp' && tls.smtp).toMatchObject({ port: 465, secure: true });
    const port465 = resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: 'mail.example', SMTP_PORT: 465 });
    expect(port465.service === 'smtp' && port465.smtp.secure).toBe(true);
  });

  it('lets a private SMTP host through only when the operator named it or allowed private hosts', () => {
    const smtpOf = (config: ReturnType<typeof resolveEmailConfig>) => (config.service === 'smtp' ? config.smtp : null);
    const stored = { service: 'smtp', smtpHost: '10.0.0.5' } as const;
    expect(smtpOf(resolveEmailConfig({}, stored))).toMatchObject({ host: '10.0.0.5', allowPrivateHost: false });
    expect(smtpOf(resolveEmailConfig({ SMTP_ALLOW_PRIVATE_HOSTS: 'false' }, stored))?.allowPrivateHost).toBe(false);
    expect(smtpOf(resolveEmailConfig({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' }, stored))?.allowPrivateHost).toBe(true);
    expect(smtpOf(resolveEmailConfig({ SMTP_HOST: '10.0.0.6' }, stored))).toMatchObject({
      host: '10.0.0.6',
      allowPrivateHost: true,
    });
  });

  it('wants SMTP user and password together', () => {
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: 'mail.example', SMTP_USER: 'me' })).toThrow(
      /SMTP_USER and SMTP_PASS go together/,
    );
  });

  it('needs the API key of the HTTP providers and keeps their API origin', () => {
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'resend' })).toThrow(/needs RESEND_API_KEY/);
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'sendgrid' })).toThrow(/needs SENDGRID_API_KEY/);
    expect(
      resolveEmailConfig({ EMAIL_SERVICE: 'resend', RESEND_API_KEY: 're_x', RESEND_API_URL: 'http://127.0.0.1:9/' }),
    ).toEqual({ service: 'resend', from: null, resend: { apiKey: 're_x', apiUrl: 'http://127.0.0.1:9' } });
    expect(resolveEmailConfig({ EMAIL_SERVICE: 'sendgrid', SENDGRID_API_KEY: 'SG.x' })).toEqual({
      service: 'sendgrid',
      from: null,
      sendgrid: { apiKey: 'SG.x', apiUrl: 'https://api.sendgrid.com' },
    });
  });

  it('accepts one sender address and refuses lists or line breaks', () => {
    const from = 'Larch & Lime <hello@larchandlime.example>';
    expect(resolveEmailConfig({ EMAIL_FROM: from }).from).toBe(from);
    expect(() => resolveEmailConfig({ EMAIL_FROM: 'a@x.example, b@x.example' })).toThrow(/EMAIL_FROM must be one/);
    expect(() => resolveEmailConfig({ EMAIL_FROM: 'a@x.example\r\nBcc: c@x.example' })).toThrow(EmailConfigError);
  });

  it('lists every problem at once', () => {
    expect(() => resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_PASS: 'p', EMAIL_FROM: 'nope' })).toThrow(
      /EMAIL_FROM[\s\S]*SMTP_HOST[\s\S]*SMTP_USER and SMTP_PASS/,
    );
  });

  it('uses stored settings (D13) where the environment says nothing, the environment winning', () => {
    const stored = {
      service: 'smtp' as const,
      smtpHost: 'stored.example',
      smtpPort: 2525,
      fromAddress: 'a@stored.example',
    };
    expect(resolveEmailConfig({}, stored)).toMatchObject({
      service: 'smtp',
      from: 'a@stored.example',
      smtp: { host: 'stored.example', port: 2525 },
    });
    expect(resolveEmailConfig({ SMTP_HOST: 'env.example', EMAIL_FROM: 'b@env.example' }, stored)).toMatchObject({
      from: 'b@env.example',
      smtp: { host: 'env.example', port: 2525 },
    });
    expect(resolveEmailConfig({ EMAIL_SERVICE: 'development' }, stored).service).toBe('development');
  });
});
