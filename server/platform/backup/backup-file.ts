import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrate.ts';
import type { BackupTable } from './backup-tables.ts';

/**
 * The backup file: gzip-compressed JSON Lines, readable with `zcat` and any JSON tool.
 *
 *   line 1     the header: format, version, when, the schema (last migration) and each table's columns
 *   then       one line per row: {"t": table, "r": {column: value, …}}, tables parents first
 *   last line  {"end": {table: rows, …}}, so a file cut short is refused rather than half restored
 *
 * Values are PostgreSQL's own JSON forms (`row_to_json`): timestamps with their offset, jsonb as
 * JSON, bytea as "\\x…" hex; `json_populate_recordset` reads them back exactly, on either driver.
 */

export const BACKUP_FORMAT = 'atelier-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** the last migration applied to the database backed up (read from the database itself) */
  schema: string;
  tables: Pick<BackupTable, 'name' | 'columns'>[];
}

export interface BackupRowLine {
  t: string;
  r: Record<string, unknown>;
}

export interface BackupEndLine {
  end: Record<string, number>;
}

export interface JournalEntry {
  tag: string;
  /** drizzle records this as the applied migration's `created_at` */
  when: number;
}

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export function journalEntries(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export function knownMigrations(folder = migrationsFolder): string[] {
  return journalEntries(folder).map((entry) => entry.tag);
}

/** A suggested file name: atelier-backup-2026-11-25T18-40-00Z.jsonl.gz */
export function backupFileName(at: Date): string {
  return `${BACKUP_FORMAT}-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.jsonl.gz`;
}
