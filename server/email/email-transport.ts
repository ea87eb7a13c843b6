import type { DbOrTx } from '../db/client.ts';
import { createEmailProvider } from './create-email-provider.ts';
import { formatMailbox, isEmailAddress } from './email-address.ts';
import type { EmailConfig } from './email-config.ts';
import type { EmailProvider } from './email-provider.ts';

/** What the worker sends with: a provider and the From line (null when none is configured). */
export interface EmailTransport {
  provider: EmailProvider;
  from: string | null;
}

/**
 * Asked once per send, so a change to the studio's name or e-mail (the default From) applies to
 * the next message. The admin's Email Setup (D13) will plug in here with its own resolver that
 * reads `email_settings` and rebuilds the provider when they change.
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
export function studioSender(studio: { studioName: string; email: string }): string | null {
  const address = studio.email.trim();
  return isEmailAddress(address) ? formatMailbox({ name: studio.studioName, address }) : null;
}
