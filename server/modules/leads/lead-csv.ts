import { stringify } from 'csv-stringify/sync';
import type { Lead, LeadListQuery } from '#shared/admin/leads.ts';
import { orderedLeadIds } from './lead-list.ts';
import { getLeadReadContext, type LeadDeps, readLeadRows, toLead } from './lead-rows.ts';

/**
 * GET /api/leads/export.csv: the whole filtered list, not one page, for Excel or a spreadsheet.
 * The ids are read in the list's order first (an array of numbers even for 50,000 leads), then the
 * rows in chunks, each written as soon as it is read, so memory stays flat however many leads there are.
 * UTF-8 with a byte-order mark (Excel otherwise reads it as ANSI), CRLF line ends, and OWASP's
 * CSV-injection rule: a cell starting with = + - @ TAB or CR gets a leading apostrophe, so no
 * spreadsheet runs a visitor's "message" as a formula.
 */

export const CSV_CHUNK = 500;
const BOM = '\uFEFF';

type Column = { header: string } & (
  | { value: (lead: Lead) => string }
  /** a moment, written in the studio's time zone (its header names the zone) */
  | { date: (lead: Lead) => string | null }
);

const COLUMNS: Column[] = [
  { header: 'ID', value: (lead) => String(lead.id) },
  { header: 'First Name', value: (lead) => lead.firstName },
  { header: 'Last Name', value: (lead) => lead.lastName },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Project Type', value: (lead) => lead.projectType },
  { header: 'Budget', value: (lead) => lead.budget },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Created', date: (lead) => lead.createdAt },
  { header: 'Updated', date: (lead) => lead.updatedAt },
  { header: 'Last Activity', date: (lead) => lead.lastActivityAt },
  { header: 'Consent', date: (lead) => lead.consentAt },
  { header: 'Enrolled', date: (lead) => lead.enrolledAt },
  { header: 'Unsubscribed', date: (lead) => lead.unsubscribedAt },
];

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
): Promise<LeadCsv> {
  const { db } = deps;
  const ids = await orderedLeadIds(db, query);
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
        const headers = COLUMNS.map((column) => ('date' in column ? `${column.header} (${timeZone})` : column.header));
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
        return COLUMNS.map((column) => ('date' in column ? date(column.date(lead)) : column.value(lead)));
      });
      controller.enqueue(encoder.encode(csvLines(lines)));
    },
  });
  return { fileName: csvFileName(now, timeZone), body };
}
