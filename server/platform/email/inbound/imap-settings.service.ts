import { isIP } from 'node:net';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import {
  IMAP_MAILBOX_DEFAULT,
  IMAP_PORTS,
  type IncomingCheckResult,
  type IncomingMailboxChanges,
  type IncomingMailboxReport,
} from '#shared/admin/email-inbound.ts';
import { problem } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../audit.service.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailEvents, emailSettings, imapPollState } from '../../db/schema/email.ts';
import { type FieldErrors, ValidationError } from '../../errors.ts';
import { parseDnsServers } from '../../net/dns-resolver.ts';
import type { EmailEnv } from '../email-config.ts';
import { boxFor, maskSecret, readEmailSettingsRow } from '../email-settings.service.ts';
import { ALLOW_PRIVATE_VARIABLE, type LookupAddresses, refusedHostLiteral } from '../providers/smtp-destination.ts';
import { SecretBoxError } from '../secret-box.ts';
import { closeImap, connectImap, ImapDestinationError, type ImapSettings, imapFailure } from './imap-connection.ts';

/**
 * Email Setup's incoming mailbox (issue 28): the `imap_*` columns of the one `email_settings` row.
 * This section saves only its own columns; the password is sealed like the outgoing secrets and
 * leaves the server only as `{ set, last4 }`.
 */

export interface InboundSettingsContext {
  db: DbOrTx;
  env: Partial<EmailEnv>;
  appSecret: string;
}

type SettingsRow = typeof emailSettings.$inferSelect;

/** The same switch as for SMTP: the operator lets Email Setup name a server on a private network. */
export function privateImapHostAllowed(env: Partial<EmailEnv>): boolean {
  return env.SMTP_ALLOW_PRIVATE_HOSTS === 'true';
}

/** The poll's bookmark for a mailbox: another host, user or folder starts afresh. */
export function mailboxKey(settings: Pick<ImapSettings, 'user' | 'host' | 'mailbox'>): string {
  return `${settings.user}@${settings.host}/${settings.mailbox}`;
}

/**
 * The mailbox to read, password opened, or null when none is set up (no host, user or password).
 * Throws SecretBoxError when the password was sealed under another APP_SECRET.
 */
export function imapSettingsOf(row: SettingsRow | null, context: Pick<InboundSettingsContext, 'env' | 'appSecret'>) {
  if (!row?.imapHost || !row.imapUser || !row.imapPassEncrypted) return null;
  const settings: ImapSettings = {
    host: row.imapHost,
    port: row.imapPort ?? (row.imapSecure ? IMAP_PORTS.tls : IMAP_PORTS.starttls),
    secure: row.imapSecure,
    user: row.imapUser,
    pass: boxFor(context.appSecret).open(row.imapPassEncrypted),
    mailbox: row.imapMailbox || IMAP_MAILBOX_DEFAULT,
    allowPrivateHost: privateImapHostAllowed(context.env),
    dnsServers: parseDnsServers(context.env.DNS_SERVERS),
  };
  return settings;
}

/** What the status line says is wrong with the stored mailbox without connecting, or null. */
function storedProblem(row: SettingsRow | null, context: InboundSettingsContext): string | null {
  if (!row?.imapHost) return null;
  try {
    imapSettingsOf(row, context);
  } catch (error) {
    if (error instanceof SecretBoxError) return `The stored IMAP password cannot be read: ${error.message}.`;
    throw error;
  }
  const refused = refusedHostLiteral({ host: row.imapHost, allowPrivateHost: privateImapHostAllowed(context.env) });
  return refused
    ? problem('imap_host_private', { host: row.imapHost, variable: ALLOW_PRIVATE_VARIABLE }).message
    : null;
}

const DAY_MS = 86_400_000;

/** GET /api/admin/email-inbound: the form's values, the poll's last run, what it recorded lately. */
export async function getIncomingMailbox(context: InboundSettingsContext, now: Date): Promise<IncomingMailboxReport> {
  const row = await readEmailSettingsRow(context.db);
  let pass = maskSecret(null);
  if (row?.imapPassEncrypted) {
    try {
      pass = maskSecret(boxFor(context.appSecret).open(row.imapPassEncrypted));
    } catch {
      pass = { set: true, last4: null };
    }
  }
  const configured = Boolean(row?.imapHost && row.imapUser && row.imapPassEncrypted);
  const mailbox = row?.imapMailbox || IMAP_MAILBOX_DEFAULT;
  const [state] =
    configured && row?.imapHost && row.imapUser
      ? await context.db
          .select()
          .from(imapPollState)
          .where(eq(imapPollState.mailboxKey, mailboxKey({ user: row.imapUser, host: row.imapHost, mailbox })))
      : [];
  const counts = await context.db
    .select({ kind: emailEvents.kind, n: count() })
    .from(emailEvents)
    .where(
      and(
        eq(emailEvents.source, 'imap'),
        gte(emailEvents.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
        inArray(emailEvents.kind, ['reply', 'auto_reply', 'hard_bounce', 'soft_bounce']),
      ),
    )
    .groupBy(emailEvents.kind);
  const countOf = (...kinds: string[]) =>
    counts.filter((entry) => kinds.includes(entry.kind)).reduce((sum, entry) => sum + Number(entry.n), 0);
  return {
    config: {
      imapHost: row?.imapHost ?? '',
      imapPort: row?.imapPort ?? null,
      imapSecure: row?.imapSecure ?? true,
      imapUser: row?.imapUser ?? '',
      imapPass: pass,
      imapMailbox: mailbox,
    },
    configured,
    problem: storedProblem(row, context),
    lastPoll: state?.polledAt
      ? { at: state.polledAt.toISOString(), lastUid: state.lastUid, error: state.lastError }
      : null,
    recorded: {
      replies: countOf('reply'),
      autoReplies: countOf('auto_reply'),
      bounces: countOf('hard_bounce', 'soft_bounce'),
    },
  };
}

const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A DNS name, an IPv4 address, or an IPv6 address (bare or in brackets); nothing with a port or path. */
function isHostName(host: string): boolean {
  const bracketed = /^\[(.*)\]$/.exec(host);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  return isIP(host) !== 0 || (HOST_NAME_PATTERN.test(host) && !/^[0-9.]+$/.test(host));
}

const PLAIN_COLUMNS = ['imapHost', 'imapPort', 'imapSecure', 'imapUser', 'imapMailbox'] as const;

/**
 * POST /api/admin/email-inbound. Writes only the `imap_*` columns. Host, user and password go
 * together (all empty switches the poll off). A host that is an address or `localhost` is refused
 * at once unless the operator allows private servers; a name is judged when something connects.
 * Audited (`content.update` on `email_settings`) with the names of the changed fields, never values.
 */
export async function saveIncomingMailbox(
  context: InboundSettingsContext,
  actor: AuditActor,
  input: IncomingMailboxChanges,
  now: Date,
): Promise<void> {
  const box = boxFor(context.appSecret);
  await context.db.transaction(async (tx) => {
    const row = await readEmailSettingsRow(tx);
    const current = row?.imapPassEncrypted ?? null;
    const given = input.imapPass;
    const pass =
      given === undefined || given === null
        ? { sealed: current, changed: false }
        : given === ''
          ? { sealed: null, changed: current !== null }
          : { sealed: box.seal(given), changed: true };

    const host = input.imapHost;
    const user = input.imapUser;
    const fieldErrors: FieldErrors = {};
    if (host && !isHostName(host)) {
      fieldErrors.imapHost = problem('imap_host_invalid');
    } else if (host && refusedHostLiteral({ host, allowPrivateHost: privateImapHostAllowed(context.env) })) {
      fieldErrors.imapHost = problem('imap_host_private', { host, variable: ALLOW_PRIVATE_VARIABLE });
    }
    const anySet = Boolean(host || user || pass.sealed);
    if (anySet) {
      if (!host) fieldErrors.imapHost ??= problem('imap_host_required');
      if (!user) fieldErrors.imapUser = problem('imap_user_required');
      if (!pass.sealed) fieldErrors.imapPass = problem('imap_pass_required');
    }
    if (Object.keys(fieldErrors).length > 0) throw ValidationError.forFields(fieldErrors);

    const values = {
      imapHost: host || null,
      imapPort: input.imapPort,
      imapSecure: input.imapSecure,
      imapUser: user || null,
      imapPassEncrypted: pass.sealed,
      imapMailbox: input.imapMailbox || IMAP_MAILBOX_DEFAULT,
      updatedAt: now,
    };
    await tx
      .insert(emailSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values });
    const before = {
      imapHost: row?.imapHost ?? null,
      imapPort: row?.imapPort ?? null,
      imapSecure: row?.imapSecure ?? true,
      imapUser: row?.imapUser ?? null,
      imapMailbox: row?.imapMailbox ?? IMAP_MAILBOX_DEFAULT,
    };
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_settings',
      entityId: null,
      label: 'Email setup: incoming mailbox',
      data: {
        changed: PLAIN_COLUMNS.filter((key) => before[key] !== values[key]),
        secretsChanged: pass.changed ? ['imapPass'] : [],
      },
    });
  });
}

/**
 * POST /api/admin/email-inbound/check: connect, sign in and open the mailbox read-only (EXAMINE),
 * as the poll will, and say what answered. Changes nothing in the mailbox or the database.
 */
export async function checkIncomingMailbox(
  context: InboundSettingsContext,
  lookupHost?: LookupAddresses,
): Promise<IncomingCheckResult> {
  const row = await readEmailSettingsRow(context.db);
  let settings: ImapSettings | null;
  try {
    settings = imapSettingsOf(row, context);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    return { ok: false, message: `The stored IMAP password cannot be read: ${error.message}. Type it again.` };
  }
  if (!settings) {
    return { ok: false, message: 'No incoming mailbox is set up: enter its host, user and password, then save.' };
  }
  const where = `${settings.host}:${settings.port}`;
  let client: Awaited<ReturnType<typeof connectImap>>;
  try {
    client = await connectImap(settings, lookupHost);
  } catch (error) {
    const reason = error instanceof ImapDestinationError ? error.message : imapFailure(error);
    return { ok: false, message: `IMAP check failed at ${where}: ${reason}` };
  }
  try {
    const lock = await client.getMailboxLock(settings.mailbox, { readOnly: true });
    try {
      const messages = client.mailbox ? client.mailbox.exists : 0;
      return {
        ok: true,
        message: `IMAP server ${where} answered, signed in as ${settings.user}; ${settings.mailbox} has ${messages} message${messages === 1 ? '' : 's'}.`,
      };
    } finally {
      lock.release();
    }
  } catch (error) {
    return {
      ok: false,
      message: `IMAP check failed at ${where}: cannot open ${settings.mailbox}: ${imapFailure(error)}`,
    };
  } finally {
    await closeImap(client);
  }
}
