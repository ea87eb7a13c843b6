import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { emailTemplates, leads } from '../../../platform/db/schema/index.ts';
import { recordUnwrittenStep, sendEmail } from '../../../platform/email/send-email.ts';
import type { PlatformDeps } from '../../../platform/platform-deps.ts';
import { getSendingSettings, getSiteSettings, listAllOptions } from '../../studio/index.ts';
import { createUnsubscribeToken } from '../unsubscribe/unsubscribe-token.ts';
import { unsubscribeUrls } from '../unsubscribe/unsubscribe-urls.ts';
import { bookingLinkOf } from './placeholders.ts';
import { renderSequenceEmail } from './render-sequence-email.ts';
import { isInSendWindow } from './send-window.ts';

/** Leads handled per run; the next run (a minute later) takes the next ones. */
export const SEQUENCE_BATCH = 500;

export type SequenceRunDeps = Pick<PlatformDeps, 'db' | 'queue' | 'clock' | 'secrets' | 'config' | 'log' | 'email'>;

export interface SequenceRunOptions {
  batchSize?: number;
  /** count the delayed steps held for the send window (Process Pending reports them; the minute's run does not) */
  countWaiting?: boolean;
}

export function sequenceIdempotencyKey(leadId: number, templateId: number): string {
  return `sequence:lead:${leadId}:template:${templateId}`;
}

/**
 * The leads whose next step (sequence-plan.ts, the same rules in SQL) is due now, with that step's
 * template. A lead's next step is its first active template, by position then id, that comes after
 * the furthest template it has had a send for (found once per lead), so one it has no send for. The
 * delay (whole days of 24 hours) counts from its latest sequence send (the moment it went out or
 * was attempted) or, before any, from enrolment; while a send is queued or sending nothing more is
 * due. Every lookup of sends is on `email_sends_lead_template_uq`, so a run with nothing due is
 * this one query (and the settings row). It visits each active, enrolled lead: about 50 ms with
 * 50,000 leads (`npm run bench -- --only leads`, docs/performance.md). Far past that, a
 * `leads.sequence_next_at` column kept by the scheduler and the pipeline would make it one index
 * range scan.
 */
function dueSteps(now: Date, mode: { delayed: 'with' | 'without' | 'only'; limit: number | null }) {
  const delayed = { with: sql`true`, without: sql`t.delay_days = 0`, only: sql`t.delay_days > 0` }[mode.delayed];
  return sql`
    select l.id as lead_id, t.id as template_id
    from leads l
    left join lateral (
      select had.sequence_position as position, had.id
      from email_sends s join email_templates had on had.id = s.template_id
      where s.kind = 'sequence' and s.lead_id = l.id
      order by had.sequence_position desc, had.id desc
      limit 1
    ) furthest on true
    cross join lateral (
      select t.id, t.delay_days
      from email_templates t
      -- after the furthest template had, so also one the lead has no send for
      where t.active and (furthest.id is null or (t.sequence_position, t.id) > (furthest.position, furthest.id))
      order by t.sequence_position, t.id
      limit 1
    ) t
    cross join lateral (
      select max(coalesce(s.sent_at, s.claimed_at, s.created_at)) as last_at,
             bool_or(s.status in ('queued', 'sending')) as in_flight
      from email_sends s
      where s.kind = 'sequence' and s.lead_id = l.id
    ) a
    where l.status = 'active'
      and l.enrolled_at is not null
      and l.unsubscribed_at is null
      and a.in_flight is not true
      and coalesce(a.last_at, l.enrolled_at) + t.delay_days * interval '24 hours' <= ${now.toISOString()}::timestamptz
      and ${delayed}
    order by l.id
    ${mode.limit === null ? sql`` : sql`limit ${mode.limit}`}
  `;
}

async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * One run of the sequence scheduler (D10, D26): the minute's job and 'Process Pending' both call it.
 * Each due step goes to the send pipeline (`sendEmail`, kind 'sequence', key
 * `sequence:lead:<id>:template:<id>`): recorded and queued in one transaction, delivered by the
 * `email.send` worker. Exactly once whatever runs at the same moment: a second run, an instance, a
 * hundred presses of the button — the unique lead × template index and the key let one insert
 * win and the others create nothing. Delayed steps are only queued while the send window is open;
 * 'Immediate' ones at any time.
 */
export async function runSequenceScheduler(
  deps: SequenceRunDeps,
  options: SequenceRunOptions = {},
): Promise<ProcessEmailsResult> {
  const { db } = deps;
  if (await heldForEmailSetup(deps)) {
    return { ...result(0, 0, 0), held: true, message: 'Nothing sent: email is not set up yet, so the steps wait.' };
  }
  const now = deps.clock();
  const limit = options.batchSize ?? SEQUENCE_BATCH;
  const schedule = await getSendingSettings(db);
  const windowOpen = isInSendWindow(now, schedule);
  const due = await rowsOf<{ lead_id: number; template_id: number }>(
    db,
    dueSteps(now, { delayed: windowOpen ? 'with' : 'without', limit }),
  );
  let waiting = 0;
  if (!windowOpen && options.countWaiting) {
    const [count] = await rowsOf<{ count: number | string }>(
      db,
      sql`select count(*) as count from (${dueSteps(now, { delayed: 'only', limit: null })}) due`,
    );
    waiting = Number(count?.count ?? 0);
  }
  if (due.length === 0) return result(0, 0, waiting);

  const [leadRows, templateRows, settings, projectTypes, budgets] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          due.map((step) => Number(step.lead_id)),
        ),
      ),
    db
      .select()
      .from(emailTemplates)
      .where(
        and(
          eq(emailTemplates.active, true),
          inArray(
            emailTemplates.id,
            due.map((step) => Number(step.template_id)),
          ),
        ),
      ),
    getSiteSettings(db),
    listAllOptions(db, 'projectType'),
    listAllOptions(db, 'budget'),
  ]);
  const leadById = new Map(leadRows.map((lead) => [lead.id, lead]));
  const templateById = new Map(templateRows.map((template) => [template.id, template]));
  // Project type and budget as the lead reads them: the option's label (a retired value as stored).
  const label = (options: { value: string; label: string }[], value: string | null) =>
    value ? (options.find((option) => option.value === value)?.label ?? value) : value;

  let queued = 0;
  let skipped = 0;
  for (const step of due) {
    const lead = leadById.get(Number(step.lead_id));
    const template = templateById.get(Number(step.template_id));
    // Deleted (or the template deactivated) between the query and now: nothing to send (D25, D26).
    if (!lead || !template) {
      skipped += 1;
      continue;
    }
    try {
      const email = renderSequenceEmail({
        template,
        lead: { ...lead, projectType: label(projectTypes, lead.projectType), budget: label(budgets, lead.budget) },
        settings,
        unsubscribeUrls: unsubscribeUrls(
          deps.config.publicUrl,
          createUnsubscribeToken(deps.secrets.appSecret, lead.id),
        ),
        bookingUrl: bookingLinkOf(deps.config.publicUrl),
      });
      const { created } = await sendEmail(db, deps.queue, {
        kind: 'sequence',
        idempotencyKey: sequenceIdempotencyKey(lead.id, template.id),
        to: lead.email,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
        leadId: lead.id,
        templateId: template.id,
      });
      // Not created: a run at the same moment queued this step first.
      if (created) queued += 1;
      else skipped += 1;
    } catch (error) {
      // One lead's message that cannot be written (e.g. a subject left empty) does not stop the
      // others, and is not tried again every minute: it becomes a failed send Email Setup lists.
      skipped += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await recordUnwrittenStep(db, {
        idempotencyKey: sequenceIdempotencyKey(lead.id, template.id),
        leadId: lead.id,
        templateId: template.id,
        to: lead.email,
        subject: template.subject,
        error: reason,
      });
      deps.log(`[sequence] lead #${lead.id}, template #${template.id}: not written: ${reason}`);
    }
  }
  if (queued > 0) deps.log(`[sequence] queued ${queued} step${queued === 1 ? '' : 's'}`);
  return result(queued, skipped, waiting);
}

function result(queued: number, skipped: number, waiting: number): ProcessEmailsResult {
  const parts = [`Processed ${queued} ${queued === 1 ? 'email' : 'emails'}.`];
  if (waiting > 0) parts.push(`${waiting} waiting for the send window.`);
  return { queued, skipped, waiting, held: false, message: parts.join(' ') };
}

/**
 * In production, while e-mail is in development mode, its settings are unusable (D13's banner) or
 * there is no sender address (no EMAIL_FROM and no studio e-mail), no step is queued: it would be
 * 'recorded' or fail, and so used up before the studio ever sent it. The steps wait and go out
 * once Email Setup works. Outside production (a demo, a developer's machine) development mode
 * records them, as it records everything.
 */
async function heldForEmailSetup(deps: SequenceRunDeps): Promise<boolean> {
  if (!deps.config.production) return false;
  try {
    const transport = await deps.email.resolveTransport(deps.db);
    return transport.provider.name === 'development' || transport.from === null;
  } catch {
    return true;
  }
}

/** The run in progress in this process, per database, and whether it counts the waiting steps. */
const running = new WeakMap<object, { run: Promise<ProcessEmailsResult>; countsWaiting: boolean }>();

/**
 * What 'Process Pending' and the minute's job call: one run at a time per app instance. A call
 * while a run is in progress gets that run's answer instead of starting another (a button pressed
 * twice, or pressed while the minute's run works, does the work once). Across instances runs do
 * overlap, and each step is still queued once: that is the unique lead × template index's job.
 */
export function processDueSteps(deps: SequenceRunDeps, options: SequenceRunOptions = {}): Promise<ProcessEmailsResult> {
  const current = running.get(deps.db);
  if (current) {
    if (current.countsWaiting || !options.countWaiting) return current.run;
    return current.run.then(() => processDueSteps(deps, options));
  }
  const run = runSequenceScheduler(deps, options).finally(() => running.delete(deps.db));
  running.set(deps.db, { run, countsWaiting: Boolean(options.countWaiting) });
  return run;
}
