import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupEndLine, type BackupHeader, journalEntries } from './backup-file.ts';
import { type BackupTable, backupTables, quoted } from './backup-tables.ts';

/** Rows read per query: few for images (each may be megabytes), many for the rest. */
const BATCH_ROWS = { media: 20, default: 1000 } as const;

export interface BackupSummary {
  rows: Record<string, number>;
}

/**
 * Writes the whole studio to `out` as one gzip-compressed file (backup-file.ts): content, media,
 * leads and their history, templates and sends, users, settings and the audit log. Secrets stay
 * as the database holds them, encrypted with APP_SECRET: the restored site needs the same secret.
 *
 * One repeatable-read, read-only transaction reads every table, so the file is one moment of the
 * studio even while a server on PostgreSQL keeps writing.
 */
export async function writeBackup(handle: DatabaseHandle, out: Writable, now = new Date()): Promise<BackupSummary> {
  const gzip = createGzip();
  // Started before anything else is awaited: an output that fails (no such directory, disk full)
  // rejects `done` and ends the backup with that error, never an unhandled stream error.
  const done = pipeline(gzip, out);
  // Marked handled now: the failure may come while a query waits, before anything awaits `done`.
  done.catch(() => undefined);
  const writeText = async (text: string) => {
    if (!gzip.write(`${text}\n`)) await Promise.race([once(gzip, 'drain'), done]);
  };
  const write = (line: BackupHeader | BackupEndLine) => writeText(JSON.stringify(line));
  const counts: Record<string, number> = {};
  try {
    const tables = await backupTables(handle.executeSql);
    await handle.db.transaction(
      async (tx) => {
        await write({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          schema: await appliedSchema(tx),
          tables: tables.map(({ name, columns }) => ({ name, columns })),
        });
        for (const table of tables) {
          counts[table.name] = 0;
          const batch = table.name === 'media' ? BATCH_ROWS.media : BATCH_ROWS.default;
          for (let offset = 0; ; offset += batch) {
            const result = (await tx.execute(sql.raw(readBatch(table, batch, offset)))) as unknown as {
              rows: { row: string }[];
            };
            // A BackupRowLine, written around PostgreSQL's own JSON text (no parse and re-encode of images).
            const prefix = `{"t":${JSON.stringify(table.name)},"r":`;
            for (const { row } of result.rows) await writeText(`${prefix}${row}}`);
            counts[table.name] = (counts[table.name] ?? 0) + result.rows.length;
            if (result.rows.length < batch) break;
          }
        }
        await write({ end: counts });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await done;
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    await done.catch(() => undefined);
    throw error;
  }
  return { rows: counts };
}

/**
 * The database's own last migration, not this code's: a backup says what it holds. A database
 * migrated by a newer version is refused (this code could not describe it).
 */
async function appliedSchema(tx: Transaction): Promise<string> {
  const log = (await tx.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!log.rows[0]?.present) throw new Error('This database has no schema yet: there is nothing to back up.');
  const result = (await tx.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const applied = result.rows[0]?.created_at;
  if (applied === undefined) throw new Error('This database has no schema yet: there is nothing to back up.');
  const entry = journalEntries().find((candidate) => candidate.when === Number(applied));
  if (!entry) {
    throw new Error('This database was migrated by a newer version of Atelier: back it up with that version.');
  }
  return entry.tag;
}

/** Only numbers the code chose and names quoted from the catalog go into this text. */
function readBatch(table: BackupTable, limit: number, offset: number): string {
  const columns = table.columns.map(quoted).join(', ');
  const order = (table.key.length > 0 ? table.key : table.columns).map(quoted).join(', ');
  return `select row_to_json(x)::text as row from (select ${columns} from ${quoted(table.name)} order by ${order} limit ${limit} offset ${offset}) x`;
}
