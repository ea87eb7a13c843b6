import { stringify } from 'csv-stringify/sync';
import { inArray } from 'drizzle-orm';
import type { Language } from '#shared/admin/auth.ts';
import type { Lead, LeadListQuery } from '#shared/admin/leads.ts';
import { formOptions } from '../../platform/db/schema/index.ts';
import { CSV_LABELS, type CsvLabels } from './lead-csv-labels.ts';
import { orderedLeadIds } from './lead-list.ts';
import { getLeadReadContext, type LeadDeps, readLeadRows, toLead } from './lead-rows.ts';

/**
 * GET /api/leads/export.csv: the whole filtered list, not one page, for Excel or a spreadsheet.
 * The ids are read in the list's order first (an array of numbers even for 50,000 leads), then the
 * rows in chunks, each written as soon as it is read, so memory stays flat however many leads there are.
 * UTF-8 with a byte-order mark (Excel otherwise reads it as ANSI), CRLF line ends, and OWASP's
 * CSV-injection rule: a cell starting with = + - @ TAB or CR gets a leading apostrophe, so no
 * spreadsheet runs a visitor's "message" as a formula. Headers, statuses and sources are in the
 * admin's language; project types and budgets are the studio's option labels, never their codes.
 */

export const CSV_CHUNK = 500;
const BOM = '\uFEFF';

type Header = keyof CsvLabels['headers'];

/** What a cell shows: a stored code becomes its label (the admin's language, or the studio's option label). */
interface CellLabels {
  fixed: CsvLabels;
  /** 'projectType:kitchen-bath' → 'Kitchen & Bath' (Form Options); a value without one shows as stored */
  option: (fieldType: 'projectType' | 'budget', value: string) => string;
}

type Column = { header: Header } & (
  | { value: (lead: Lead, labels: CellLabels) => string }
  /** a moment, written in the studio's time zone (its header names the zone) */
  | { date: (lead: Lead) => string | null }
);

const COLUMNS: Column[] = [
  { header: 'id', value: (lead) => String(lead.id) },
  { header: 'firstName', value: (lead) => lead.firstName },
  { header: 'lastName', value: (lead) => lead.lastName },
  { header: 'email', value: (lead) => lead.email },
  { header: 'phone', value: (lead) => lead.phone },
  { header: 'projectType', value: (lead, labels) => labels.option('projectType', lead.projectType) },
  { header: 'budget', value: (lead, labels) => labels.option('budget', lead.budget) },
  { header: 'status', value: (lead, labels) => labels.fixed.status[lead.status] ?? lead.status },
  { header: 'source', value: (lead, labels) => labels.fixed.source[lead.source] ?? lead.source },
  { header: 'message', value: (lead) => lead.message },
  { header: 'created', date: (lead) => lead.createdAt },
  { header: 'updated', date: (lead) => lead.updatedAt },
  { header: 'lastActivity', date: (lead) => lead.lastActivityAt },
  { header: 'consent', date: (lead) => lead.consentAt },
  { header: 'enrolled', date: (lead) => lead.enrolledAt },
  { header: 'unsubscribed', date: (lead) => lead.unsubscribedAt },
];

/** The studio's labels of project types and budgets (inactive ones too: a lead may hold one). */
async function optionLabels(db: LeadDeps['db']): Promise<CellLabels['option']> {
  const rows = await db
    .select({ fieldType: formOptions.fieldType, value: formOptions.value, label: formOptions.label })
    .from(formOptions)
    .where(inArray(formOptions.fieldType, ['projectType', 'budget']));
  const labels = new Map(rows.map((row) => [`${row.fieldType}:${row.value}`, row.label]));
  return (fieldType, value) => (value ? (labels.get(`${fieldType}:${value}`) ?? value) : '');
}

/** OWASP CSV injection: a cell a spreadsheet would read as a formula is made plain text. */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** "2025-03-14 09:30" in the studio's time zone: what a spreadsheet shows and sorts as a date. */
function dateFormatter(timeZone: string): (iso: string | null) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : '');
}

/** `leads-2025-03-14.csv`, the date in the studio's time zone by the app clock. */
export function csvFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return `leads-${day}.csv`;
}

function csvLines(rows: string[][]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { record_delimiter: 'windows', quoted: true },
  );
}

export interface LeadCsv {
  fileName: string;
  /** the file, written chunk by chunk as it is read */
  body: ReadableStream<Uint8Array>;
}

/**
 * Reads the ids at once (a refusal or database error is still an HTTP error, not half a file),
 * then streams. Each chunk is one short query; the list's order is the ids' order.
 */
export async function exportLeadsCsv(
  deps: LeadDeps,
  query: Pick<LeadListQuery, 'q' | 'status' | 'source' | 'sort'>,
  language: Language = 'en',
): Promise<LeadCsv> {
  const { db } = deps;
  const ids = await orderedLeadIds(db, query);
  const labels: CellLabels = { fixed: CSV_LABELS[language], option: await optionLabels(db) };
  const schedule = await getLeadReadContext(db);
  const { timeZone } = schedule;
  const now = deps.clock();
  const date = dateFormatter(timeZone);
  const encoder = new TextEncoder();
  let next = 0;
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        const headers = COLUMNS.map((column) => {
          const header = labels.fixed.headers[column.header];
          return 'date' in column ? `${header} (${timeZone})` : header;
        });
        controller.enqueue(encoder.encode(BOM + csvLines([headers])));
        return;
      }
      if (next >= ids.length) {
        controller.close();
        return;
      }
      const chunk = ids.slice(next, next + CSV_CHUNK);
      next += CSV_CHUNK;
      let rows: Awaited<ReturnType<typeof readLeadRows>>;
      try {
        rows = await readLeadRows(db, chunk);
      } catch (error) {
        // The 200 and the first rows are gone already: the download is cut off (no last chunk), so
        // the browser reports it failed instead of saving a file that looks whole.
        console.error(`[leads] CSV export stopped after ${next - CSV_CHUNK} of ${ids.length} leads:`, error);
        controller.error(error);
        return;
      }
      const lines = rows.map((row) => {
        const lead = toLead(row, now, schedule);
        return COLUMNS.map((column) => ('date' in column ? date(column.date(lead)) : column.value(lead, labels)));
      });
      controller.enqueue(encoder.encode(csvLines(lines)));
    },
  });
  return { fileName: csvFileName(now, timeZone), body };
}
