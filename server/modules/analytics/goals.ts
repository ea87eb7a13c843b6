import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Goal } from '#shared/admin/analytics.ts';
import type { ScreenClass } from '#shared/analytics/beacon.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { analyticsEvents, leads } from '../../platform/db/schema/index.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { analyticsOf } from './deps.ts';
import { normalisePath, templateOfPath } from './page-fields.ts';
import type { VisitorRequest } from './visitor.ts';

/** Where a conversion came from (issue 30): the visit's landing and the page it converted on. */
export interface Attribution {
  landingPath: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** the latest page viewed before the goal */
  convertedPath: string;
  screen: ScreenClass | null;
}

const landingColumns = {
  path: analyticsEvents.path,
  referrerHost: analyticsEvents.referrerHost,
  utmSource: analyticsEvents.utmSource,
  utmMedium: analyticsEvents.utmMedium,
  utmCampaign: analyticsEvents.utmCampaign,
  utmTerm: analyticsEvents.utmTerm,
  utmContent: analyticsEvents.utmContent,
  screen: analyticsEvents.screen,
};

/**
 * The attribution of a goal: the first page view of the visit (its landing page, external
 * referrer and UTM parameters) and its latest page view (where it converted). Without a visit id
 * (a page without scripts, an old page) or when the visit has no stored page view, the same
 * visitor's page views of `day` (today: only today's salt exists, so only today's hash matches).
 * Null when nothing was recorded (the visitor asked not to be counted, or no beacon came).
 */
export async function attributionFor(
  db: DbOrTx,
  visit: string | undefined,
  visitor: string | null,
  day: string,
): Promise<Attribution | null> {
  const byVisit = visit ? eq(analyticsEvents.visitId, visit) : null;
  const byVisitor = visitor ? and(eq(analyticsEvents.visitor, visitor), eq(analyticsEvents.day, day)) : null;
  for (const scope of [byVisit, byVisitor]) {
    if (!scope) continue;
    const where = and(eq(analyticsEvents.kind, 'pageview'), scope);
    const [first] = await db
      .select(landingColumns)
      .from(analyticsEvents)
      .where(where)
      .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id))
      .limit(1);
    if (!first) continue;
    const [last] = await db
      .select({ path: analyticsEvents.path, screen: analyticsEvents.screen })
      .from(analyticsEvents)
      .where(where)
      .orderBy(desc(analyticsEvents.at), desc(analyticsEvents.id))
      .limit(1);
    return {
      landingPath: first.path,
      referrerHost: first.referrerHost,
      utmSource: first.utmSource,
      utmMedium: first.utmMedium,
      utmCampaign: first.utmCampaign,
      utmTerm: first.utmTerm,
      utmContent: first.utmContent,
      convertedPath: last?.path ?? first.path,
      screen: last?.screen ?? first.screen,
    };
  }
  return null;
}

export interface GoalInput {
  goal: Goal;
  /** the visit id the form carried (optional: old pages and pages without scripts send none) */
  visit?: string | undefined;
  leadId?: number | null;
  /** the page the form was sent from, when known (the Referer's path) */
  path?: string | null;
  request: VisitorRequest;
}

/**
 * A conversion (issue 30): stores the goal event, attributed to its visit, and writes the
 * attribution onto the lead the first time one is known (a returning lead keeps its first).
 * Nothing is stored for a visitor who asked not to be counted (DNT, GPC) or a bot. Called after
 * the lead is committed; an analytics failure is logged and never fails the enquiry.
 */
export async function recordGoal(
  deps: Pick<PlatformDeps, 'db' | 'log'>,
  input: GoalInput,
): Promise<Attribution | null> {
  const analytics = analyticsOf(deps);
  if (!analytics) return null;
  try {
    const who = await analytics.identify(input.request);
    if (!who.counted) return null;
    // The page views still in the buffer belong to this visit's story.
    await analytics.flush();
    const attribution = await attributionFor(deps.db, input.visit, who.visitor, who.day);
    const formPath = input.path ? normalisePath(input.path) : null;
    const path = attribution?.convertedPath ?? formPath ?? '/';
    await deps.db.insert(analyticsEvents).values({
      at: who.at,
      day: who.day,
      kind: 'goal',
      visitId: input.visit ?? null,
      visitor: who.visitor,
      path,
      template: templateOfPath(path),
      referrerHost: attribution?.referrerHost ?? null,
      utmSource: attribution?.utmSource ?? null,
      utmMedium: attribution?.utmMedium ?? null,
      utmCampaign: attribution?.utmCampaign ?? null,
      utmTerm: attribution?.utmTerm ?? null,
      utmContent: attribution?.utmContent ?? null,
      screen: attribution?.screen ?? null,
      goal: input.goal,
      leadId: input.leadId ?? null,
    });
    if (input.leadId && attribution) await attributeLead(deps.db, input.leadId, attribution);
    return attribution;
  } catch (error) {
    deps.log(`[analytics] goal ${input.goal} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The lead's first known attribution stays: only a lead without one gets this one. */
async function attributeLead(db: DbOrTx, leadId: number, attribution: Attribution): Promise<void> {
  await db
    .update(leads)
    .set({
      landingPath: attribution.landingPath,
      referrerHost: attribution.referrerHost,
      utmSource: attribution.utmSource,
      utmMedium: attribution.utmMedium,
      utmCampaign: attribution.utmCampaign,
      utmTerm: attribution.utmTerm,
      utmContent: attribution.utmContent,
      convertedPath: attribution.convertedPath,
      // The inbox's activity order is the lead's own business, not ours: keep updated_at.
      updatedAt: sql`${leads.updatedAt}`,
    })
    .where(and(eq(leads.id, leadId), isNull(leads.landingPath), isNull(leads.convertedPath)));
}
