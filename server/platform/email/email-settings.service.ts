import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  EMAIL_ENV_VARIABLES,
  type EmailConfigChanges,
  type EmailConfigField,
  type EmailStatusReport,
  type MaskedSecret,
} from '#shared/admin/email.ts';
import { type ApiProblem, problem } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../audit.service.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailSettings } from '../db/schema/email.ts';
import { type FieldErrors, ValidationError } from '../errors.ts';
import { parseMailbox } from './email-address.ts';
import {
  type EmailConfig,
  type EmailEnv,
  privateSmtpHostAllowed,
  resolveEmailConfig,
  type StoredEmailSettings,
} from './email-config.ts';
import { refusedHostProblem, resolveSmtpDestination, SmtpDestinationError } from './providers/smtp-destination.ts';
import { createSecretBox, type SecretBox, SecretBoxError } from './secret-box.ts';

/**
 * The admin's e-mail setup (D13): one `email_settings` row, its secrets sealed with APP_SECRET
 * (secret-box.ts), merged under the environment by `resolveEmailConfig(env, stored)`. Secrets go
 * out of here only as `{ set, last4 }`.
 */

type EmailSettingsRow = typeof emailSettings.$inferSelect;
/**
 * The outgoing service's columns, the ones this form saves. The row's other columns (webhook keys,
 * the incoming mailbox, DKIM; issue 28) belong to their own sections and are never touched here.
 */
const OUTGOING_COLUMNS = [
  'service',
  'fromAddress',
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'emailUser',
  'emailPassEncrypted',
  'sendgridApiKeyEncrypted',
  'resendApiKeyEncrypted',
] as const;
type OutgoingSettingsRow = Pick<EmailSettingsRow, (typeof OUTGOING_COLUMNS)[number]>;

/** What the settings service needs: the database, the environment's e-mail variables, APP_SECRET. */
export interface EmailSettingsContext {
  db: DbOrTx;
  env: Partial<EmailEnv>;
  appSecret: string;
}

/** Each field of the form and the environment variable that overrides it. */
const ENV_OVERRIDES: Record<EmailConfigField, keyof EmailEnv> = EMAIL_ENV_VARIABLES;

const SECRET_COLUMNS = {
  emailPass: 'emailPassEncrypted',
  sendgridApiKey: 'sendgridApiKeyEncrypted',
  resendApiKey: 'resendApiKeyEncrypted',
} as const satisfies Record<string, keyof EmailSettingsRow>;
type SecretField = keyof typeof SECRET_COLUMNS;
const SECRET_FIELDS = Object.keys(SECRET_COLUMNS) as SecretField[];

/** Secrets shorter than this show no last four characters: that would give too much of them away. */
const LAST4_MIN_LENGTH = 12;

const boxes = new Map<string, SecretBox>();
/** The secret box for this APP_SECRET (one per secret, kept): every sealed column of `email_settings` uses it. */
export function boxFor(appSecret: string): SecretBox {
  let box = boxes.get(appSecret);
  if (!box) {
    box = createSecretBox(appSecret);
    boxes.set(appSecret, box);
  }
  return box;
}

export async function readEmailSettingsRow(db: DbOrTx): Promise<EmailSettingsRow | null> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, 1)).limit(1);
  return row ?? null;
}

/**
 * The row with its secrets opened, as `resolveEmailConfig` takes it. Each secret is opened when it
 * is read, so only the service in use needs a readable one: a SendGrid key sealed under an old
 * APP_SECRET does not stop SMTP. Reading an unreadable one throws SecretBoxError.
 */
export function storedSettingsOf(row: OutgoingSettingsRow | null, appSecret: string): StoredEmailSettings | null {
  if (!row) return null;
  const box = boxFor(appSecret);
  const open = (sealed: string | null) => (sealed ? box.open(sealed) : null);
  return {
    service: row.service,
    fromAddress: row.fromAddress || null,
    smtpHost: row.smtpHost || null,
    smtpPort: row.smtpPort,
    smtpSecure: row.smtpSecure,
    smtpUser: row.emailUser || null,
    get smtpPass() {
      return open(row.emailPassEncrypted);
    },
    get resendApiKey() {
      return open(row.resendApiKeyEncrypted);
    },
    get sendgridApiKey() {
      return open(row.sendgridApiKeyEncrypted);
    },
  };
}

/** A stored secret as the form shows it; one that cannot be opened is 'set' (the status says why). */
function readableSecret(read: () => string | null | undefined): string | null | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The configuration in force: environment over the stored row over development. Throws on a broken row. */
export async function resolveStoredEmailConfig(context: EmailSettingsContext): Promise<EmailConfig> {
  const row = await readEmailSettingsRow(context.db);
  return resolveEmailConfig(context.env, storedSettingsOf(row, context.appSecret));
}

export function overriddenFields(env: Partial<EmailEnv>): EmailConfigField[] {
  return (Object.keys(ENV_OVERRIDES) as EmailConfigField[]).filter((field) => env[ENV_OVERRIDES[field]] !== undefined);
}

export function maskSecret(secret: string | null | undefined): MaskedSecret {
  if (!secret) return { set: false, last4: null };
  return { set: true, last4: secret.length >= LAST4_MIN_LENGTH ? secret.slice(-4) : null };
}

const SERVICE_LABEL = { smtp: 'SMTP', resend: 'Resend', sendgrid: 'SendGrid' } as const;

/**
 * GET /api/admin/email-status: what is in force and what the form shows. A row that cannot be
 * read (APP_SECRET changed, garbled secret, a setting the environment breaks) is status 'error'
 * with the reason, never an exception: the admin must be able to open the tab to fix it.
 * `lookUpHost`: also ask DNS where an SMTP host name points (Email Setup's own status line, not the
 * frame's banner on every page), so a name that leads to a private address reads as the error it
 * is for sending, as Check Status and every send would find it.
 */
export async function getEmailStatus(
  context: EmailSettingsContext & { production: boolean; lookUpHost?: boolean },
): Promise<EmailStatusReport> {
  const { env } = context;
  const row = await readEmailSettingsRow(context.db);
  const overridden = overriddenFields(env);
  const isEnv = (field: EmailConfigField) => overridden.includes(field);

  const stored = storedSettingsOf(row, context.appSecret);
  let problemText: string | null = null;
  let refusal: ApiProblem | null = null;
  let config: EmailConfig | null = null;
  try {
    config = resolveEmailConfig(env, stored);
  } catch (error) {
    problemText =
      error instanceof SecretBoxError
        ? `The stored email settings cannot be read: ${error.message}.`
        : (error as Error).message;
  }
  // Stored while the operator allowed it, refused since: no message would reach it, so say so here.
  if (config?.service === 'smtp') {
    refusal = refusedHostProblem(config.smtp);
    if (!refusal && context.lookUpHost) refusal = await refusalAfterDns(config.smtp);
  }
  if (refusal) problemText = refusal.message;
  const problem = problemText;

  // The form's values: the environment's where it overrides, else what is stored (secrets masked).
  const secretOf = (field: SecretField, storedValue: string | null | undefined): MaskedSecret => {
    if (isEnv(field)) return maskSecret(env[ENV_OVERRIDES[field]] as string | undefined);
    if (row?.[SECRET_COLUMNS[field]] && storedValue === undefined) return { set: true, last4: null };
    return maskSecret(storedValue);
  };
  // 'development' stored is a choice (e-mail switched off), not the absence of one (null).
  const storedService = row?.service ?? null;
  const envService = env.EMAIL_SERVICE && env.EMAIL_SERVICE !== 'development' ? env.EMAIL_SERVICE : null;
  const form: EmailStatusReport['config'] = {
    emailService: isEnv('emailService') ? envService : storedService,
    emailUser: (isEnv('emailUser') ? env.SMTP_USER : row?.emailUser) ?? '',
    smtpHost: (isEnv('smtpHost') ? env.SMTP_HOST : row?.smtpHost) ?? '',
    smtpPort: (isEnv('smtpPort') ? env.SMTP_PORT : row?.smtpPort) ?? null,
    smtpSecure: isEnv('smtpSecure') ? env.SMTP_SECURE === 'true' : (row?.smtpSecure ?? false),
    fromAddress: (isEnv('fromAddress') ? env.EMAIL_FROM : row?.fromAddress) ?? '',
    emailPass: secretOf('emailPass', stored ? readableSecret(() => stored.smtpPass) : undefined),
    sendgridApiKey: secretOf('sendgridApiKey', stored ? readableSecret(() => stored.sendgridApiKey) : undefined),
    resendApiKey: secretOf('resendApiKey', stored ? readableSecret(() => stored.resendApiKey) : undefined),
  };

  if (problem || !config) {
    return {
      status: 'error',
      message: problem ?? 'The email configuration cannot be used.',
      ...(refusal ? { problem: refusal } : {}),
      service: form.emailService ?? 'development',
      config: form,
      overriddenByEnv: overridden,
      productionWithoutSending: context.production,
    };
  }
  return {
    status: config.service === 'development' ? 'development' : 'configured',
    message: describeConfig(config, { nothingSet: !row && !env.EMAIL_SERVICE }),
    service: config.service,
    config: form,
    overriddenByEnv: overridden,
    productionWithoutSending: context.production && config.service === 'development',
  };
}

/** The refusal of a host name that resolves to a private address; a name DNS cannot answer is left to Check Status. */
async function refusalAfterDns(
  settings: Extract<EmailConfig, { service: 'smtp' }>['smtp'],
): Promise<ApiProblem | null> {
  try {
    await resolveSmtpDestination(settings);
    return null;
  } catch (error) {
    if (error instanceof SmtpDestinationError) return error.problem ?? null;
    throw error;
  }
}

function describeConfig(config: EmailConfig, { nothingSet }: { nothingSet: boolean }): string {
  switch (config.service) {
    case 'development':
      return nothingSet
        ? 'Not configured: emails are only logged until you choose a service below.'
        : 'Email is off (development mode): emails are only logged, nothing is sent.';
    case 'smtp':
      return `Active: sending with SMTP (${config.smtp.host}:${config.smtp.port}).`;
    case 'resend':
    case 'sendgrid':
      return `Active: sending with ${SERVICE_LABEL[config.service]}.`;
  }
}

const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A DNS name, an IPv4 address, or an IPv6 address (bare or in brackets); nothing with a port or path. */
function isHostName(host: string): boolean {
  const bracketed = /^\[(.*)\]$/.exec(host);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  return isIP(host) !== 0 || (HOST_NAME_PATTERN.test(host) && !/^[0-9.]+$/.test(host));
}

/**
 * POST /api/admin/email-config. Secrets: null or absent keeps the stored one (the form never has
 * it), '' removes it, anything else replaces it. A field an environment variable sets keeps what
 * is stored whatever is sent (the form shows the environment's value read-only; storing it would
 * leave a half setting behind once the variable is removed). The result must be usable — with the
 * environment's overrides — or nothing is saved (ValidationError naming the fields). Audited
 * without values.
 */
export async function saveEmailSettings(
  context: EmailSettingsContext,
  actor: AuditActor,
  input: EmailConfigChanges,
  now: Date,
): Promise<void> {
  const { env } = context;
  const box = boxFor(context.appSecret);
  await context.db.transaction(async (tx) => {
    const row = await readEmailSettingsRow(tx);
    const fromEnv = (field: EmailConfigField) => env[ENV_OVERRIDES[field]] !== undefined;
    // Secrets kept as they are stay sealed; new ones are sealed, never opened here.
    const secretState = (field: SecretField): { sealed: string | null; present: boolean; changed: boolean } => {
      const given = fromEnv(field) ? undefined : input[field];
      const current = row?.[SECRET_COLUMNS[field]] ?? null;
      if (given === undefined || given === null) return { sealed: current, present: current !== null, changed: false };
      if (given === '') return { sealed: null, present: false, changed: current !== null };
      return { sealed: box.seal(given), present: true, changed: true };
    };
    const secrets = Object.fromEntries(SECRET_FIELDS.map((field) => [field, secretState(field)])) as Record<
      SecretField,
      ReturnType<typeof secretState>
    >;

    const fieldErrors: FieldErrors = {};
    const has = (field: EmailConfigField, value: boolean) => value || fromEnv(field);
    const fromAddress = fromEnv('fromAddress') ? (row?.fromAddress ?? '') : input.fromAddress.trim();
    if (fromAddress && !parseMailbox(fromAddress)) {
      fieldErrors.fromAddress = problem('from_address_invalid');
    }
    // Switched off: nothing will connect, so the SMTP host the form still holds is not judged (it
    // may be the very one that was refused: turning e-mail off must always be possible); one that
    // is not a host name at all is not stored, the stored one stays.
    const switchedOff = (env.EMAIL_SERVICE ?? input.emailService) === 'development';
    const typedHost = fromEnv('smtpHost') ? (row?.smtpHost ?? '') : input.smtpHost.trim();
    const smtpHost = switchedOff && typedHost && !isHostName(typedHost) ? (row?.smtpHost ?? '') : typedHost;
    if (smtpHost && !isHostName(smtpHost)) {
      fieldErrors.smtpHost = problem('smtp_host_invalid');
    } else if (smtpHost && !switchedOff) {
      // Said at once for what needs no DNS (an address, localhost); a name is judged on connecting.
      const refused = refusedHostProblem({ host: smtpHost, allowPrivateHost: privateSmtpHostAllowed(env) });
      if (refused) fieldErrors.smtpHost = refused;
    }
    const emailUser = fromEnv('emailUser') ? (row?.emailUser ?? '') : input.emailUser.trim();
    const service = fromEnv('emailService') ? (row?.service ?? 'development') : input.emailService;
    switch (env.EMAIL_SERVICE ?? input.emailService) {
      case 'smtp': {
        if (!has('smtpHost', smtpHost !== '')) fieldErrors.smtpHost ??= problem('smtp_host_required');
        const user = has('emailUser', emailUser !== '');
        const pass = has('emailPass', secrets.emailPass.present);
        if (user && !pass) fieldErrors.emailPass = problem('email_pass_required');
        if (pass && !user) fieldErrors.emailUser = problem('email_user_required');
        break;
      }
      case 'resend':
        if (!has('resendApiKey', secrets.resendApiKey.present)) {
          fieldErrors.resendApiKey = problem('resend_key_required');
        }
        break;
      case 'sendgrid':
        if (!has('sendgridApiKey', secrets.sendgridApiKey.present)) {
          fieldErrors.sendgridApiKey = problem('sendgrid_key_required');
        }
        break;
    }
    const firstError = Object.values(fieldErrors)[0];
    if (firstError) throw ValidationError.forFields(fieldErrors);

    const values = {
      service,
      fromAddress: fromAddress || null,
      smtpHost: smtpHost || null,
      smtpPort: fromEnv('smtpPort') ? (row?.smtpPort ?? null) : input.smtpPort,
      smtpSecure: fromEnv('smtpSecure') ? (row?.smtpSecure ?? false) : input.smtpSecure,
      emailUser: emailUser || null,
      emailPassEncrypted: secrets.emailPass.sealed,
      sendgridApiKeyEncrypted: secrets.sendgridApiKey.sealed,
      resendApiKeyEncrypted: secrets.resendApiKey.sealed,
      updatedAt: now,
    };
    // The last word: exactly what the worker will resolve must be valid (the kept secrets are
    // opened here too, so a key sealed under another APP_SECRET is found now, not at the next send).
    try {
      resolveEmailConfig(env, storedSettingsOf(values, context.appSecret));
    } catch (error) {
      throw new ValidationError('email_config_invalid', { detail: (error as Error).message.replace(/\s*\n\s*/g, ' ') });
    }
    await tx
      .insert(emailSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values });
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_settings',
      entityId: null,
      label: `Email setup: ${service}`,
      data: {
        service,
        changed: changedFields(row, values),
        secretsChanged: SECRET_FIELDS.filter((field) => secrets[field].changed),
      },
    });
  });
}

function changedFields(before: OutgoingSettingsRow | null, after: OutgoingSettingsRow): string[] {
  const plain = ['service', 'fromAddress', 'smtpHost', 'smtpPort', 'smtpSecure', 'emailUser'] as const;
  return plain.filter((key) => (before?.[key] ?? null) !== (after[key] ?? null));
}
