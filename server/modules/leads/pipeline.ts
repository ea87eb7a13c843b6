import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readLeadSource } from '#shared/admin/leads.ts';
import type { Pipeline, PipelineCard, PipelineQuery } from '#shared/admin/pipeline.ts';
import { PIPELINE_CARDS_PER_COLUMN } from '#shared/admin/pipeline.ts';
import { budgetLowerBound } from '#shared/budget.ts';
import { unansweredSince } from '#shared/business-time.ts';
import { LEAD_STAGES, type LeadStage } from '#shared/pipeline.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { readInOneSnapshot } from '../../platform/db/one-snapshot.ts';
import { formOptions, leads, users } from '../../platform/db/schema/index.ts';
import { getFirstResponseRules } from './first-response.ts';
import { LEAD_OWNER_ROLES } from './lead-owner.ts';
import type { LeadDeps } from './lead-rows.ts';

/**
 * GET /api/pipeline (issue 27, ADR 021): the board's six columns, each with its count, the sum of
 * its budget ranges' lower bounds (shared/budget.ts reads them from the options' labels), and its
 * newest cards (PIPELINE_CARDS_PER_COLUMN; the count and sum cover every lead of the column).
 */

const projectTypeOption = alias(formOptions, 'project_type_option');
const budgetOption = alias(formOptions, 'budget_option');

/** A staff user's name as the board shows it: first and last name, else the username. */
function staffName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

function filterOf(query: PipelineQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.owner === 'none') conditions.push(isNull(leads.ownerId));
  else if (typeof query.owner === 'number') conditions.push(eq(leads.ownerId, query.owner));
  return conditions.length ? and(...conditions) : undefined;
}

/** Count and budget sum per stage, from one grouped read over every lead the filters keep. */
async function columnTotals(db: DbOrTx, where: SQL | undefined) {
  const groups = await db
    .select({ stage: leads.stage, budget: leads.budget, label: budgetOption.label, leads: count() })
    .from(leads)
    .leftJoin(budgetOption, and(eq(budgetOption.fieldType, 'budget'), eq(budgetOption.value, leads.budget)))
    .where(where)
    .groupBy(leads.stage, leads.budget, budgetOption.label);
  const totals = new Map<LeadStage, { count: number; budgetSum: number }>(
    LEAD_STAGES.map((stage) => [stage, { count: 0, budgetSum: 0 }]),
  );
  for (const group of groups) {
    const total = totals.get(group.stage);
    if (!total) continue;
    total.count += group.leads;
    // An option deleted since keeps its value on the lead: its value alone is read then.
    const bound = group.budget ? budgetLowerBound({ value: group.budget, label: group.label ?? '' }) : null;
    if (bound !== null) total.budgetSum += bound * group.leads;
  }
  return totals;
}

export async function readPipeline(deps: LeadDeps, query: PipelineQuery): Promise<Pipeline> {
  const now = deps.clock();
  return readInOneSnapshot(deps.db, async (tx) => {
    const where = filterOf(query);
    const totals = await columnTotals(tx, where);
    const rank = sql<number>`row_number() over (partition by ${leads.stage} order by ${leads.stageChangedAt} desc, ${leads.id} desc)`;
    const ranked = tx
      .select({ id: leads.id, rank: rank.as('rank') })
      .from(leads)
      .where(where)
      .as('ranked');
    const rows = await tx
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        projectType: leads.projectType,
        projectTypeLabel: projectTypeOption.label,
        budget: leads.budget,
        budgetLabel: budgetOption.label,
        source: leads.source,
        stage: leads.stage,
        ownerId: leads.ownerId,
        ownerFirstName: users.firstName,
        ownerLastName: users.lastName,
        ownerUsername: users.username,
        createdAt: leads.createdAt,
        stageChangedAt: leads.stageChangedAt,
        firstResponseAt: leads.firstResponseAt,
      })
      .from(ranked)
      .innerJoin(leads, eq(leads.id, ranked.id))
      .leftJoin(users, eq(users.id, leads.ownerId))
      .leftJoin(
        projectTypeOption,
        and(eq(projectTypeOption.fieldType, 'projectType'), eq(projectTypeOption.value, leads.projectType)),
      )
      .leftJoin(budgetOption, and(eq(budgetOption.fieldType, 'budget'), eq(budgetOption.value, leads.budget)))
      .where(sql`${ranked.rank} <= ${PIPELINE_CARDS_PER_COLUMN}`)
      .orderBy(desc(leads.stageChangedAt), desc(leads.id));
    const rules = await getFirstResponseRules(tx);
    const cards = new Map<LeadStage, PipelineCard[]>(LEAD_STAGES.map((stage) => [stage, []]));
    for (const row of rows) {
      cards.get(row.stage)?.push({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim(),
        email: row.email,
        projectType: row.projectTypeLabel ?? row.projectType ?? '',
        budget: row.budgetLabel ?? row.budget ?? '',
        source: readLeadSource(row.source) ?? 'manual',
        ownerId: row.ownerId,
        ownerName: row.ownerUsername
          ? staffName({ firstName: row.ownerFirstName, lastName: row.ownerLastName, username: row.ownerUsername })
          : null,
        createdAt: row.createdAt.toISOString(),
        stageChangedAt: row.stageChangedAt.toISOString(),
        unansweredSince:
          unansweredSince(row, now, rules.calendar, rules.replyWithinBusinessDays)?.toISOString() ?? null,
      });
    }
    const owners = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(and(eq(users.active, true), inArray(users.role, [...LEAD_OWNER_ROLES])))
      .orderBy(asc(users.username));
    return {
      columns: LEAD_STAGES.map((stage) => ({
        stage,
        count: totals.get(stage)?.count ?? 0,
        budgetSum: totals.get(stage)?.budgetSum ?? 0,
        cards: cards.get(stage) ?? [],
      })),
      owners: owners.map((owner) => ({ id: owner.id, name: staffName(owner) })),
    };
  });
}
