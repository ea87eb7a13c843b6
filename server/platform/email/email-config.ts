import type { Env } from '../env.ts';
import { ConfigError } from '../errors.ts';
import { parseDnsServers } from '../net/dns-resolver.ts';
import { parseMailbox } from './email-address.ts';
import type { EmailServiceName } from './email-provider.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS: when offered, and always before a password goes to another machine */
  secure: boolean;
  user: string | null;
  pass: string | null;
  /**
   * The host may be on this machine or a private network: the operator set it (SMTP_HOST) or
   * allowed it (SMTP_ALLOW_PRIVATE_HOSTS=true). Otherwise it came from Email Setup and must be public.
   */
  allowPrivateHost: boolean;
  /** issue 28: sign with this DKIM key (Email Setup's), for messages whose From is at its domain */
  dkim?: DkimSigning | null;
  /** DNS_SERVERS: the name servers to ask for the host's addresses (absent: the system resolver) */
  dnsServers?: readonly string[];
}

/** A DKIM key as nodemailer's `dkim` option takes it: the private key in PEM. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface HttpApiSettings {
  apiKey: string;
  /** origin of the API, e.g. https://api.resend.com (tests point it at a local server) */
  apiUrl: string;
}

/** The chosen service and what it needs. `from` null: use the studio's name and e-mail (settings). */
export type EmailConfig =
  | { service: 'development'; from: string | null }
  | { service: 'smtp'; from: string | null; smtp: SmtpSettings }
  | { service: 'resend'; from: string | null; resend: HttpApiSettings }
  | { service: 'sendgrid'; from: string | null; sendgrid: HttpApiSettings };

export type EmailEnv = Pick<
  Env,
  | 'EMAIL_SERVICE'
  | 'EMAIL_FROM'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASS'
  | 'SMTP_ALLOW_PRIVATE_HOSTS'
  | 'DNS_SERVERS'
  | 'RESEND_API_KEY'
  | 'SENDGRID_API_KEY'
  | 'RESEND_API_URL'
  | 'SENDGRID_API_URL'
>;

/**
 * The seam for the admin's Email Setup tab (D13, a later issue): what `email_settings` holds, with
 * the secrets already decrypted. Every environment variable that is set overrides its field here.
 */
export interface StoredEmailSettings {
  service?: EmailServiceName | null;
  fromAddress?: string | null;
  smtpHost?: string | null;
  smtpPort?: number | null;
  smtpSecure?: boolean | null;
  smtpUser?: string | null;
  smtpPass?: string | null;
  resendApiKey?: string | null;
  sendgridApiKey?: string | null;
  /** issue 28: the DKIM key Email Setup generated, opened (no environment variable overrides it) */
  dkim?: DkimSigning | null;
}

export class EmailConfigError extends ConfigError {
  override name = 'EmailConfigError';
}

const DEFAULT_API_URLS = { resend: 'https://api.resend.com', sendgrid: 'https://api.sendgrid.com' } as const;

/**
 * Which e-mail service to use and its settings: environment first, then what the admin stored,
 * then development (records, never sends). Missing pieces for the chosen service are one clear
 * error listing all of them, meant to stop the server at boot.
 */
export function resolveEmailConfig(env: Partial<EmailEnv>, stored: StoredEmailSettings | null = null): EmailConfig {
  const service = env.EMAIL_SERVICE ?? stored?.service ?? 'development';
  const problems: string[] = [];
  const from = env.EMAIL_FROM ?? stored?.fromAddress ?? null;
  if (from !== null && !parseMailbox(from)) {
    problems.push('EMAIL_FROM must be one address, e.g. "Larch & Lime <hello@larchandlime.example>"');
  }
  const need = (value: string | null | undefined, variable: string): string => {
    if (!value) problems.push(`EMAIL_SERVICE=${service} needs ${variable}`);
    return value ?? '';
  };

  let config: EmailConfig;
  switch (service) {
    case 'development':
      config = { service, from };
      break;
    case 'smtp': {
      const host = need(env.SMTP_HOST ?? stored?.smtpHost, 'SMTP_HOST');
      const secureSetting = env.SMTP_SECURE !== undefined ? env.SMTP_SECURE === 'true' : stored?.smtpSecure;
      const port = env.SMTP_PORT ?? stored?.smtpPort ?? (secureSetting ? 465 : 587);
      const user = env.SMTP_USER ?? stored?.smtpUser ?? null;
      const pass = env.SMTP_PASS ?? stored?.smtpPass ?? null;
      if (Boolean(user) !== Boolean(pass)) problems.push('SMTP_USER and SMTP_PASS go together: set both or neither');
      const allowPrivateHost = privateSmtpHostAllowed(env);
      // Issue 28: the stored DKIM key, opened here, so only SMTP (which signs) needs it readable.
      const dkim = stored?.dkim ?? null;
      const dnsServers = parseDnsServers(env.DNS_SERVERS);
      config = {
        service,
        from,
        smtp: {
          host,
          port,
          secure: secureSetting ?? port === 465,
          user,
          pass,
          allowPrivateHost,
          ...(dkim ? { dkim } : {}),
          ...(dnsServers ? { dnsServers } : {}),
        },
      };
      break;
    }
    case 'resend': {
      const apiKey = need(env.RESEND_API_KEY ?? stored?.resendApiKey, 'RESEND_API_KEY');
      config = { service, from, resend: { apiKey, apiUrl: trimSlash(env.RESEND_API_URL ?? DEFAULT_API_URLS.resend) } };
      break;
    }
    case 'sendgrid': {
      const apiKey = need(env.SENDGRID_API_KEY ?? stored?.sendgridApiKey, 'SENDGRID_API_KEY');
      const apiUrl = trimSlash(env.SENDGRID_API_URL ?? DEFAULT_API_URLS.sendgrid);
      config = { service, from, sendgrid: { apiKey, apiUrl } };
      break;
    }
  }
  if (problems.length > 0) {
    throw new EmailConfigError(`Invalid e-mail configuration (see .env.example):\n  ${problems.join('\n  ')}`);
  }
  return config;
}

/**
 * Whether the SMTP host may be on this machine or a private network: the operator set it
 * (SMTP_HOST) or allowed it (SMTP_ALLOW_PRIVATE_HOSTS=true). A host from Email Setup must otherwise
 * be public (providers/smtp-destination.ts).
 */
export function privateSmtpHostAllowed(env: Partial<EmailEnv>): boolean {
  return env.SMTP_HOST !== undefined || env.SMTP_ALLOW_PRIVATE_HOSTS === 'true';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
