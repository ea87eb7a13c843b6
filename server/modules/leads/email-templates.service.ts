import { asc, count, eq, sql } from 'drizzle-orm';
import {
  type CreateTemplate,
  CreateTemplateSchema,
  type EmailTemplate,
  type SeedResult,
  type UpdateTemplate,
} from '#shared/admin/email.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { emailTemplates } from '../../platform/db/schema/index.ts';
import { ConflictError, type FieldErrors, NotFoundError, ValidationError } from '../../platform/errors.ts';
import {
  beginEdit,
  deleteHistory,
  type FinishOptions,
  finishEdit,
  recordCreation,
} from '../../platform/history/edit-history.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { getSiteSettings } from '../studio/index.ts';
import { defaultTemplates } from './default-templates.ts';
import { findUnknownPlaceholders, placeholderProblem } from './sequence/placeholders.ts';
import { templateHistory } from './template-history.ts';

/**
 * The sequence templates (admin area §2 'Email Sequences', §3, §5; D10, D26; SECURITY 9). Each
 * write is one transaction with its audit row (`template.create|update|delete`, entityType
 * `emailTemplate`, label = the template's name). A deleted template leaves the send log as it was
 * (`email_sends.template_id` is set null); the scheduler skips a deleted or inactive step.
 */

export const TEMPLATE_NOT_FOUND = 'template_not_found' satisfies ErrorCode;
export const TEMPLATES_EXIST = 'templates_exist' satisfies ErrorCode;
const ENTITY = 'emailTemplate';
/** one seeding at a time, studio-wide ('Tmpl') */
const SEED_LOCK = 0x546d706c;

type TemplateRow = typeof emailTemplates.$inferSelect;

function toTemplate(row: TemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    htmlContent: row.htmlContent,
    textContent: row.textContent,
    textEdited: row.textEdited,
    sequencePosition: row.sequencePosition,
    delayDays: row.delayDays,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const PLACEHOLDER_FIELDS = [
  ['subject', 'Email subject'],
  ['htmlContent', 'HTML content'],
  ['textContent', 'Text content'],
] as const;
type PlaceholderField = (typeof PLACEHOLDER_FIELDS)[number][0];

/**
 * SECURITY 9: anything in double braces that is not a placeholder (with at most a valid fallback)
 * is refused, on the field that holds it, naming it: "Unknown placeholder {{fristName}}. Use one
 * of {{firstName}}, …". `keys` maps a field to the name the form knows it by.
 */
export function assertKnownPlaceholders(
  fields: Partial<Record<PlaceholderField, string>>,
  keys: Partial<Record<PlaceholderField, string>> = {},
): void {
  const fieldErrors: FieldErrors = {};
  let firstLabel = '';
  for (const [field, label] of PLACEHOLDER_FIELDS) {
    const text = fields[field];
    if (text === undefined) continue;
    const problems = findUnknownPlaceholders(text).map(placeholderProblem);
    const [head] = problems;
    if (!head) continue;
    // Every tag's sentence, one after another; the code and params are the first tag's.
    fieldErrors[keys[field] ?? field] = { ...head, message: problems.map((one) => one.message).join(' ') };
    firstLabel ||= label;
  }
  if (firstLabel) throw ValidationError.forFields(fieldErrors, firstLabel);
}

/**
 * Issue 28: the text part a template is saved with. Not edited by hand, it is written from the
 * HTML (whatever text was sent is ignored); edited, it is the text as sent. The written text is
 * checked like a typed one, its problems reported on the HTML it came from: an HTML that reads
 * `{<b>{</b>fristName}}` is no placeholder, but its text would be.
 */
export function textPartOf(
  fields: { htmlContent: string; textContent: string; textEdited: boolean },
  keys: { htmlContent: string } = { htmlContent: 'htmlContent' },
): string {
  if (fields.textEdited) return fields.textContent;
  const text = plainTextFromHtml(fields.htmlContent);
  assertKnownPlaceholders({ textContent: text }, { textContent: keys.htmlContent });
  return text;
}

/** GET /api/email-templates: every template, by sequence position, then by id. */
export async function listTemplates(db: DbOrTx): Promise<EmailTemplate[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.sequencePosition), asc(emailTemplates.id));
  return rows.map(toTemplate);
}

export async function getTemplate(db: DbOrTx, id: number): Promise<EmailTemplate> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return toTemplate(row);
}

async function insertTemplate(
  tx: Transaction,
  actor: AuditActor,
  input: CreateTemplate,
  now: Date,
  data: Record<string, unknown> = {},
): Promise<EmailTemplate> {
  const [row] = await tx
    .insert(emailTemplates)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('email_templates: the insert returned no row');
  await recordCreation(tx, templateHistory, row.id, actor);
  await recordAuditEvent(tx, {
    actor,
    action: 'template.create',
    entityType: ENTITY,
    entityId: row.id,
    label: row.name,
    data,
  });
  return toTemplate(row);
}

/** POST /api/email-templates (201). */
export async function createTemplate(
  deps: Pick<PlatformDeps, 'db' | 'clock'>,
  actor: AuditActor,
  input: CreateTemplate,
): Promise<EmailTemplate> {
  assertKnownPlaceholders(input.textEdited ? input : { ...input, textContent: undefined });
  const saved = { ...input, textContent: textPartOf(input) };
  return deps.db.transaction((tx) => insertTemplate(tx, actor, saved, deps.clock()));
}

/**
 * PATCH /api/email-templates/:id: the fields sent; the audit row names which changed. While the
 * text is not edited by hand (sent, or as stored), it is written again from the HTML (sent, or as
 * stored), and a text sent with it is ignored. Issue 29: a stale `version` is 409 `edit_conflict`
 * before anything is written; a save that changes the template keeps its new state as a revision.
 */
export async function updateTemplate(
  deps: Pick<PlatformDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: number,
  sent: UpdateTemplate,
  options: FinishOptions = {},
): Promise<EmailTemplate> {
  return deps.db.transaction(async (tx) => {
    const edit = await beginEdit(tx, templateHistory, id, sent.version);
    const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!edit || !before) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    const { version: _version, ...fields } = sent;
    const textEdited = fields.textEdited ?? before.textEdited;
    // Nothing is written yet: a refusal here leaves the row as it was.
    assertKnownPlaceholders(textEdited ? fields : { ...fields, textContent: undefined });
    const changes: Omit<UpdateTemplate, 'version'> = {
      ...fields,
      textContent: textEdited
        ? fields.textContent
        : textPartOf({ htmlContent: fields.htmlContent ?? before.htmlContent, textContent: '', textEdited }),
    };
    const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter(
      (key) => changes[key] !== undefined && changes[key] !== before[key],
    );
    if (changed.length === 0) {
      // A restore of the state it is in is still a revision (history only grows); a save, nothing.
      await finishEdit(tx, edit, actor, options);
      return getTemplate(tx, id);
    }
    const [row] = await tx
      .update(emailTemplates)
      .set({ ...changes, updatedAt: deps.clock() })
      .where(eq(emailTemplates.id, id))
      .returning();
    if (!row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    const version = await finishEdit(tx, edit, actor, options);
    await recordAuditEvent(tx, {
      actor,
      action: 'template.update',
      entityType: ENTITY,
      entityId: id,
      label: row.name,
      data: { changed },
    });
    return toTemplate({ ...row, version });
  });
}

/**
 * DELETE /api/email-templates/:id. Sends already made keep their row (the foreign key sets their
 * template to null); steps not yet sent for it are simply never due again.
 */
export async function deleteTemplate(deps: Pick<PlatformDeps, 'db'>, actor: AuditActor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(emailTemplates)
      .where(eq(emailTemplates.id, id))
      .returning({ id: emailTemplates.id, name: emailTemplates.name });
    if (!row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    await deleteHistory(tx, 'emailTemplate', id);
    await recordAuditEvent(tx, {
      actor,
      action: 'template.delete',
      entityType: ENTITY,
      entityId: id,
      label: row.name,
    });
  });
}

/**
 * POST /api/admin/seed-email-templates (D26): the three-step welcome sequence written from the
 * studio's settings. Only while there are no templates at all (409 'Templates already exist.'),
 * and one seeding at a time (a transaction-scoped advisory lock, taken before counting), so a
 * double click or twenty parallel calls make exactly three.
 */
export async function seedDefaultTemplates(
  deps: Pick<PlatformDeps, 'db' | 'clock'>,
  actor: AuditActor,
): Promise<SeedResult> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(emailTemplates);
    if ((existing?.n ?? 0) > 0) throw new ConflictError(TEMPLATES_EXIST);
    const settings = await getSiteSettings(tx);
    const now = deps.clock();
    const templates: EmailTemplate[] = [];
    for (const draft of defaultTemplates(settings)) {
      const input = CreateTemplateSchema.parse(draft);
      assertKnownPlaceholders(input);
      const saved = { ...input, textContent: textPartOf(input) };
      templates.push(await insertTemplate(tx, actor, saved, now, { seeded: true }));
    }
    return {
      message: `Created ${templates.length} default templates: a welcome sequence sent at once, after 3 days and after 7 days.`,
      templates,
    };
  });
}
