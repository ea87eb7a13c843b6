import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEndLine,
  type BackupHeader,
  type BackupRowLine,
  knownMigrations,
} from './backup-file.ts';
import { type BackupTable, backupTables, quoted } from './backup-tables.ts';

/** Why a restore was refused: the message says what to do; nothing was written. */
export class RestoreError extends Error {}

/**
 * What a send in the middle of its provider call at backup time becomes: as after a crash (D10),
 * it may or may not have arrived, so it is never sent again; Email Setup lists it as unknown.
 */
export const SENDING_AT_BACKUP = 'was being sent when the backup was made; not sent again, so it cannot arrive twice';

/** Rows per INSERT, and the most JSON text one INSERT carries (images are large). */
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 2 ** 20;

export interface RestoreSummary {
  rows: Record<string, number>;
  schema: string;
}

/**
 * Loads a backup (write-backup.ts) into an empty, migrated database of either kind. All or
 * nothing: one transaction, committed only once the file's last line has been read and every
 * table's count matches it. Refused without writing anything: a file that is not a backup, one
 * cut short, one made by a newer version, a database that already holds a studio (checked inside
 * that transaction, so two restores at once load one copy and refuse the other).
 *
 * Sends queued at backup time stay queued (the e-mail safety net hands them to the queue again);
 * a send that was mid-call becomes unknown (`SENDING_AT_BACKUP`). Sessions are not in a backup:
 * everyone signs in again.
 */
export async function restoreBackup(handle: DatabaseHandle, input: Readable): Promise<RestoreSummary> {
  const target = new Map((await backupTables(handle.executeSql)).map((table) => [table.name, table]));
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  try {
    const header = parseHeader(await nextLine(iterator));
    const plan = planTables(header, target);
    return await handle.db.transaction(async (tx) => {
      await lockAndRefuseUnlessEmpty(tx, [...target.values()]);
      const counts: Record<string, number> = Object.fromEntries(plan.map((table) => [table.name, 0]));
      // The rows read but not yet inserted: one table's, at most INSERT_ROWS or INSERT_BYTES of them.
      const pending: { table: RestoreTable | null; rows: string[]; bytes: number } = {
        table: null,
        rows: [],
        bytes: 0,
      };
      const flush = async () => {
        if (pending.table && pending.rows.length > 0) await insertRows(tx, pending.table, pending.rows);
        pending.rows = [];
        pending.bytes = 0;
      };
      let end: BackupEndLine | null = null;
      for (;;) {
        const text = await nextLine(iterator);
        if (text === null) break;
        const line = parseLine(text);
        if ('end' in line) {
          end = line;
          break;
        }
        const table = plan.find((candidate) => candidate.name === line.t);
        if (!table) throw new RestoreError(`The backup has a row of an unknown table "${line.t}".`);
        if (pending.table !== table) {
          await flush();
          pending.table = table;
        }
        // The line as written: PostgreSQL takes its "r" (a number in jsonb keeps its exact text).
        pending.rows.push(text);
        pending.bytes += text.length;
        counts[table.name] = (counts[table.name] ?? 0) + 1;
        if (pending.rows.length >= INSERT_ROWS || pending.bytes >= INSERT_BYTES) await flush();
      }
      await flush();
      if (!end) throw new RestoreError('The backup file ends early (it was cut short): nothing was restored.');
      for (const table of plan) {
        if ((end.end[table.name] ?? 0) !== counts[table.name]) {
          throw new RestoreError(
            `The backup file is damaged: it says ${end.end[table.name] ?? 0} rows of ${table.name}, and holds ${counts[table.name]}. Nothing was restored.`,
          );
        }
      }
      for (const table of plan) await moveIdentitiesPast(tx, table);
      await tx.execute(
        sql`update email_sends set status = 'unknown', last_error = ${SENDING_AT_BACKUP} where status = 'sending'`,
      );
      return { rows: counts, schema: header.schema };
    });
  } catch (error) {
    if (error instanceof SyntaxError) throw new RestoreError('This file is not a readable backup (not JSON Lines).');
    if (error instanceof Error && /incorrect header check|unexpected end of file/i.test(error.message)) {
      throw new RestoreError('This file is not a readable backup (not gzip, or cut short): nothing was restored.');
    }
    throw error;
  } finally {
    lines.close();
    input.destroy();
  }
}

interface RestoreTable extends BackupTable {
  /** the columns this backup has values for (a newer schema's added columns take their defaults) */
  restored: string[];
}

async function nextLine(iterator: AsyncIterator<string>): Promise<string | null> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return null;
    if (next.value.trim() !== '') return next.value;
  }
}

function parseHeader(text: string | null): BackupHeader {
  const header = (text === null ? null : JSON.parse(text)) as Partial<BackupHeader> | null;
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.tables) || typeof header.schema !== 'string') {
    throw new RestoreError('This file is not an Atelier backup.');
  }
  if (header.version !== BACKUP_VERSION || !knownMigrations().includes(header.schema)) {
    throw new RestoreError(
      `This backup was made by a newer version of Atelier (schema ${header.schema}): update this installation first.`,
    );
  }
  return header as BackupHeader;
}

function parseLine(text: string): BackupRowLine | BackupEndLine {
  const line = JSON.parse(text) as Partial<BackupRowLine & BackupEndLine>;
  if (line.end && typeof line.end === 'object') return line as BackupEndLine;
  if (typeof line.t === 'string' && line.r && typeof line.r === 'object') return line as BackupRowLine;
  throw new RestoreError('The backup file has a line that is neither a row nor its end.');
}

/** The header's tables as this database has them; a table or column this database lacks is refused. */
function planTables(header: BackupHeader, target: Map<string, BackupTable>): RestoreTable[] {
  return header.tables.map(({ name, columns }) => {
    const table = target.get(name);
    if (!table) throw new RestoreError(`This database has no table "${name}": the backup is from another version.`);
    const missing = columns.filter((column) => !table.columns.includes(column));
    if (missing.length > 0) {
      throw new RestoreError(
        `This database's ${name} has no column ${missing.join(', ')}: update this installation first.`,
      );
    }
    return { ...table, restored: columns };
  });
}

/**
 * Refused unless no table of the public schema holds a row. The CLI calls it before it migrates, so
 * a database that is not the new, empty one is never touched (not even migrated). Only a first,
 * early answer: the one that counts is taken again inside the restore's transaction.
 */
export async function refuseUnlessEmptyDatabase(handle: DatabaseHandle): Promise<void> {
  const { rows } = await handle.executeSql("select tablename as name from pg_tables where schemaname = 'public'");
  await refuseUnlessEmpty(
    handle.executeSql,
    rows.map((row) => ({ name: String(row.name) })),
  );
}

/**
 * The authoritative check, as the restore's first statements: a second restore started at the same
 * time (or a server writing meanwhile) could otherwise find the database empty too and load into
 * it. SHARE ROW EXCLUSIVE conflicts with itself and with every INSERT/UPDATE/DELETE, but not with
 * reads: whoever comes second waits for the first to commit, and since each statement of a READ
 * COMMITTED transaction sees what committed before it began, the check after the wait sees the
 * first one's rows and refuses. Tables are locked parents first, the order writers insert in, so a
 * writer mid-transaction is waited for; should one still deadlock with us, PostgreSQL aborts one
 * side and a restore aborted so has written nothing. (PGlite runs one transaction at a time, so
 * there the check's place inside the transaction is what matters.)
 */
async function lockAndRefuseUnlessEmpty(tx: Transaction, tables: BackupTable[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(
    sql.raw(`lock table ${tables.map((table) => quoted(table.name)).join(', ')} in share row exclusive mode`),
  );
  await refuseUnlessEmpty(
    async (text) => (await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] },
    tables,
  );
}

async function refuseUnlessEmpty(
  run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
  tables: Pick<BackupTable, 'name'>[],
): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await run(`select exists (select 1 from ${quoted(table.name)}) as filled`);
    if (rows[0]?.filled === true) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new RestoreError(
      `This database already holds data (${filled.join(', ')}). A backup is restored into an empty database only: point DATABASE_URL or DATA_DIR at a new one.`,
    );
  }
}

/** `lines`: whole row lines of the file ({"t": …, "r": {…}}), inserted from their "r". */
async function insertRows(tx: Transaction, table: RestoreTable, lines: string[]): Promise<void> {
  const columns = sql.raw(table.restored.map(quoted).join(', '));
  const values = sql.raw(table.restored.map((column) => `r.${quoted(column)}`).join(', '));
  const name = sql.raw(quoted(table.name));
  await tx.execute(
    sql`insert into ${name} (${columns}) overriding system value
        select ${values} from json_array_elements(${`[${lines.join(',')}]`}::json) as l(line),
          json_populate_record(null::${name}, l.line -> 'r') as r`,
  );
}

/** The next id a new row gets comes after every restored one. */
async function moveIdentitiesPast(tx: Transaction, table: BackupTable): Promise<void> {
  for (const column of table.identity) {
    const name = quoted(table.name);
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('public.${name.replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'),
                coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${name}`,
      ),
    );
  }
}
