import type { DbOrTx } from '../db/client.ts';
import { createEmailProvider } from './create-email-provider.ts';
import { type DkimColumns, dkimSigningOf } from './dkim/dkim-key.ts';
import { formatMailbox, isEmailAddress } from './email-address.ts';
import { type EmailConfig, type EmailEnv, resolveEmailConfig, type StoredEmailSettings } from './email-config.ts';
import type { EmailProvider } from './email-provider.ts';
import { boxFor, readEmailSettingsRow, storedSettingsOf } from './email-settings.service.ts';
import { SecretBoxError } from './secret-box.ts';

/** What the worker sends with: a provider and the From line (null when none is configured). */
export interface EmailTransport {
  provider: EmailProvider;
  from: string | null;
}

/**
 * Asked once per send, so a change to the studio's name or e-mail (the default From) applies to
 * the next message. Email Setup (D13) plugs in here: `createStoredSettingsTransport` reads
 * `email_settings` and rebuilds the provider when they change.
 */
export type ResolveEmailTransport = (db: DbOrTx) => Promise<EmailTransport>;

/** The studio's name and public e-mail (site settings); the composition root supplies the reader. */
export type StudioIdentity = (db: DbOrTx) => Promise<{ studioName: string; email: string }>;

/** The transport of a fixed configuration (today: the environment), its provider made once. */
export function createConfiguredTransport(
  config: EmailConfig,
  log: (line: string) => void,
  studio: StudioIdentity,
): ResolveEmailTransport {
  const provider = createEmailProvider(config, log);
  return async (db) => ({ provider, from: config.from ?? studioSender(await studio(db)) });
}

/** EMAIL_FROM unset: the studio's name and e-mail from site settings, e.g. "Larch & Lime" <hello@…>. */
/** Why a send with no From line fails (EMAIL_FROM, the stored From address and the studio's e-mail all empty). */
export const NO_SENDER_ERROR = "no sender address: set EMAIL_FROM or the studio's e-mail in settings";

export function studioSender(studio: { studioName: string; email: string }): string | null {
  const address = studio.email.trim();
  return isEmailAddress(address) ? formatMailbox({ name: studio.studioName, address }) : null;
}

export interface StoredSettingsTransportOptions {
  /** the environment's e-mail variables: each one set overrides the stored field */
  env: Partial<EmailEnv>;
  /** opens the stored secrets */
  appSecret: string;
  log: (line: string) => void;
  studio: StudioIdentity;
}

/**
 * Email Setup's transport (D13): at each send it reads the one `email_settings` row (a primary-key
 * read), and when the row differs from the one its provider was built from — a save on this or any
 * other instance — builds the provider again from `resolveEmailConfig(env, stored)`. A row that
 * cannot be used (APP_SECRET changed, a garbled secret) throws a clear error: the worker leaves
 * the send queued and pg-boss retries it, so fixing the settings releases it.
 */
export function createStoredSettingsTransport(options: StoredSettingsTransportOptions): ResolveEmailTransport {
  let built: { fingerprint: string; config: EmailConfig; provider: EmailProvider } | null = null;
  return async (db) => {
    const row = await readEmailSettingsRow(db);
    const fingerprint = row ? JSON.stringify(row) : '';
    if (built?.fingerprint !== fingerprint) {
      let config: EmailConfig;
      try {
        config = resolveEmailConfig(
          options.env,
          withDkim(storedSettingsOf(row, options.appSecret), row, options.appSecret),
        );
      } catch (error) {
        throw new Error(`email settings unusable: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}`);
      }
      const next = { fingerprint, config, provider: createEmailProvider(config, options.log) };
      if (built && built.config.service !== config.service) {
        options.log(`[email] settings changed: now ${config.service}`);
      }
      built = next;
    }
    const { config, provider } = built;
    return { provider, from: config.from ?? studioSender(await options.studio(db)) };
  };
}

/**
 * Issue 28: the stored DKIM key joins the stored settings, opened only when read (as the other
 * secrets: `resolveEmailConfig` reads it for SMTP alone). Defined as a getter, since spreading the
 * settings would open every secret. A key sealed under another APP_SECRET signs nothing rather than
 * stopping all mail: the message still goes out, and Email Setup's domain section says the key
 * cannot be used and offers a new one.
 */
function withDkim(
  stored: StoredEmailSettings | null,
  row: DkimColumns | null,
  appSecret: string,
): StoredEmailSettings | null {
  if (!stored) return null;
  return Object.defineProperty(stored, 'dkim', {
    get: () => {
      try {
        return dkimSigningOf(row, boxFor(appSecret));
      } catch (error) {
        if (error instanceof SecretBoxError) return null;
        throw error;
      }
    },
    enumerable: true,
  });
}
