import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  LEGACY_SOURCE_NAMES,
  type LeadListQuery,
  type LeadPage,
  type LeadSource,
  type LeadStats,
} from '#shared/admin/leads.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { readInOneSnapshot } from '../../platform/db/one-snapshot.ts';
import { leads } from '../../platform/db/schema/index.ts';
import { getLeadReadContext, type LeadDeps, type LeadRow, readLeadRows, toLead } from './lead-rows.ts';

/** The inbox (admin area §3–§4; D8; issue 10): the filtered, sorted list, its pages and the stat cards. */

/** D8: a source filter also finds rows stored under the old name that means the same (contact_form). */
function sourceNames(source: LeadSource): string[] {
  return [source, ...Object.keys(LEGACY_SOURCE_NAMES).filter((old) => LEGACY_SOURCE_NAMES[old] === source)];
}

/**
 * The inbox's filters as one condition (the list, its total and the CSV share it). The search looks
 * in the name (first and last together), e-mail, phone and message, case-insensitively, through the
 * lower-cased `search_text` column; digits typed as a phone number also match however the number
 * was written ("555 0134" finds "(555) 013-4").
 */
export function leadFilter(query: Pick<LeadListQuery, 'q' | 'status' | 'source'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.source) conditions.push(inArray(leads.source, sourceNames(query.source) as LeadRow['source'][]));
  const q = query.q.trim();
  if (q) {
    const anyField = [sql`${leads.searchText} like lower(${containsPattern(q)})`];
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+.\-/]+$/.test(q)) anyField.push(sql`${leads.searchText} like ${`%${digits}%`}`);
    conditions.push(anyField.length === 1 ? (anyField[0] as SQL) : sql`(${sql.join(anyField, sql` or `)})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function leadOrder(sort: LeadListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(leads.createdAt), asc(leads.id)];
    case 'name':
      // People without a name go last, then by e-mail.
      return [
        sql`(${leads.firstName} = '' and ${leads.lastName} = '')`,
        // concat_ws over nullif: "Smith" with no first name sorts as "smith", not " smith" (before "aaron").
        sql`lower(concat_ws(' ', nullif(${leads.firstName}, ''), nullif(${leads.lastName}, '')))`,
        asc(leads.email),
        asc(leads.id),
      ];
    case 'recent-activity':
      // leads_activity_idx: page 1 of 50,000 is an index scan (the column is kept by triggers).
      return [desc(leads.lastActivityAt), desc(leads.id)];
    default:
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

/** The ids of every lead the filters match, in the sort's order (small even for 50,000 leads). */
export async function orderedLeadIds(
  db: DbOrTx,
  query: Pick<LeadListQuery, 'q' | 'status' | 'source' | 'sort'>,
  page?: { limit: number; offset: number },
): Promise<number[]> {
  const base = db
    .select({ id: leads.id })
    .from(leads)
    .where(leadFilter(query))
    .orderBy(...leadOrder(query.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  return rows.map((row) => row.id);
}

/** GET /api/leads: one page of the filtered, sorted list and how many match in all, read in one snapshot. */
export async function listLeads(deps: LeadDeps, query: LeadListQuery): Promise<LeadPage> {
  const where = leadFilter(query);
  const now = deps.clock();
  return readInOneSnapshot(deps.db, async (tx) => {
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(leads).where(where);
    const ids = await orderedLeadIds(tx, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const rows = await readLeadRows(tx, ids);
    const schedule = await getLeadReadContext(tx);
    return {
      leads: rows.map((row) => toLead(row, now, schedule)),
      total: Number(counted?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** GET /api/leads/stats: the four cards (admin area §4: Lookbook and Contact read D8's old names). */
export async function leadStats(db: DbOrTx): Promise<LeadStats> {
  const lookbook = sourceNames('lookbook');
  const contact = sourceNames('contact');
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${leads.status} = 'active'))::int`,
      lookbook: sql<number>`(count(*) filter (where ${inArray(leads.source, lookbook as LeadRow['source'][])}))::int`,
      contact: sql<number>`(count(*) filter (where ${inArray(leads.source, contact as LeadRow['source'][])}))::int`,
    })
    .from(leads);
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    lookbook: Number(row?.lookbook ?? 0),
    contact: Number(row?.contact ?? 0),
  };
}
