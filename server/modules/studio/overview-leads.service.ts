import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FUNNEL_STAGES,
  type FunnelStage,
  NEW_ENQUIRIES_LIMIT,
  type NewEnquiry,
  type OverviewLeads,
  PIPELINE_WINDOW_DAYS,
  type PipelineFigures,
} from '#shared/admin/overview.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Stage new and nobody of the studio has answered: what the owner should look at first. */
const unanswered = and(eq(leads.stage, 'new'), isNull(leads.firstResponseAt));

/** The newest unanswered enquiries, and how many there are in all. */
export async function listNewEnquiries(db: DbOrTx): Promise<{ items: NewEnquiry[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        source: leads.source,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(unanswered)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(NEW_ENQUIRIES_LIMIT),
    db.select({ n: count() }).from(leads).where(unanswered),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      // A lookbook request may carry no name: the e-mail address names the person then.
      name: `${row.firstName} ${row.lastName}`.trim() || row.email,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/** Minutes between two columns, as the median of an ordered set; null when there are none. */
function medianMinutes(from: AnyPgColumn, to: AnyPgColumn): SQL<number | null> {
  return sql<
    number | null
  >`(percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from})) / 60) filter (where ${to} is not null))::float8`;
}

/** The position of a stage in the order leads pass through; lost has none. */
function stageAtLeast(stage: FunnelStage): SQL {
  const later = FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(stage));
  return sql`${leads.stage} in (${sql.join(
    later.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/**
 * Whether a lead got at least as far as `stage`: its current stage is that one or a later one; a
 * lost lead also counts for 'contacted' once it was answered and for 'booked' once it booked (the
 * two moments the row keeps), so a lead lost after its consultation still shows in the booked share.
 */
function reachedCondition(stage: FunnelStage): SQL {
  if (stage === 'new') return sql`true`;
  if (stage === 'contacted') return sql`(${stageAtLeast(stage)} or ${leads.firstResponseAt} is not null)`;
  if (stage === 'booked') return sql`(${stageAtLeast(stage)} or ${leads.bookedAt} is not null)`;
  return stageAtLeast(stage);
}

/** The pipeline's figures for the leads created in the last 90 days up to `now` (docs/leads.md). */
export async function pipelineFigures(db: DbOrTx, now: Date): Promise<PipelineFigures> {
  const since = new Date(now.getTime() - PIPELINE_WINDOW_DAYS * DAY_MS);
  const countIf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      leads: sql<number>`count(*)::int`,
      responseMedian: medianMinutes(leads.createdAt, leads.firstResponseAt),
      responded: countIf(sql`${leads.firstResponseAt} is not null`),
      bookedMedian: medianMinutes(leads.createdAt, leads.bookedAt),
      booked: countIf(sql`${leads.bookedAt} is not null`),
      lost: countIf(sql`${leads.stage} = 'lost'`),
      ...Object.fromEntries(FUNNEL_STAGES.map((stage) => [`reached_${stage}`, countIf(reachedCondition(stage))])),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, since), lte(leads.createdAt, now)));
  const read = (value: unknown) => Number(value ?? 0);
  const median = (value: unknown) => (value === null || value === undefined ? null : Math.max(0, Number(value)));
  const values = (row ?? {}) as Record<string, unknown>;
  return {
    windowDays: PIPELINE_WINDOW_DAYS,
    since: since.toISOString(),
    leads: read(values.leads),
    firstResponse: { median: median(values.responseMedian), count: read(values.responded) },
    booked: { median: median(values.bookedMedian), count: read(values.booked) },
    reached: Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, read(values[`reached_${stage}`])])) as Record<
      FunnelStage,
      number
    >,
    lost: read(values.lost),
  };
}

/** The Overview's lead part (issue 27), for a reader with `leads`. */
export async function overviewLeads(db: DbOrTx, now: Date): Promise<OverviewLeads> {
  const [enquiries, pipeline] = await Promise.all([listNewEnquiries(db), pipelineFigures(db, now)]);
  return { newEnquiries: enquiries.items, newEnquiriesTotal: enquiries.total, pipeline };
}
