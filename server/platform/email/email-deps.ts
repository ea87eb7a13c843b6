import type { EmailEnv } from './email-config.ts';
import type { ResolveEmailTransport } from './email-transport.ts';

/**
 * What requests need of outbound e-mail (`AppDeps.email`). The transport is the same resolver the
 * `email.send` worker uses: the environment over the admin's stored settings (Email Setup, D13),
 * rebuilt when the settings row changes, so a save takes effect on the next message everywhere.
 */
export interface EmailDeps {
  /** provider and From line for the next message (reads `email_settings`; cheap when unchanged) */
  resolveTransport: ResolveEmailTransport;
  /** the e-mail variables of the environment; every one that is set overrides the stored field */
  env: Partial<EmailEnv>;
}

const EMAIL_ENV_KEYS = [
  'EMAIL_SERVICE',
  'EMAIL_FROM',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_ALLOW_PRIVATE_HOSTS',
  'DNS_SERVERS',
  'RESEND_API_KEY',
  'SENDGRID_API_KEY',
  'RESEND_API_URL',
  'SENDGRID_API_URL',
] as const satisfies readonly (keyof EmailEnv)[];

/**
 * Only the e-mail variables that are set (an unset one must not read as an override).
 * `EMAIL_SERVICE=development` is the default spelled out (.env.example: only smtp, resend and
 * sendgrid override Email Setup), so it leaves the choice to the stored settings.
 */
export function emailEnvOf(env: Partial<EmailEnv>): Partial<EmailEnv> {
  const picked: Record<string, unknown> = {};
  for (const key of EMAIL_ENV_KEYS) if (env[key] !== undefined) picked[key] = env[key];
  if (picked.EMAIL_SERVICE === 'development') delete picked.EMAIL_SERVICE;
  return picked as Partial<EmailEnv>;
}
