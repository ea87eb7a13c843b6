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
  /** the last migration applied to the database backed up */
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

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(folder = migrationsFolder): string[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** The schema this code writes and reads: its last migration. */
export function currentSchema(): string {
  const tags = knownMigrations();
  const last = tags.at(-1);
  if (!last) throw new Error('no migrations found');
  return last;
}

/** A suggested file name: atelier-backup-2026-11-25T18-40-00Z.jsonl.gz */
export function backupFileName(at: Date): string {
  return `${BACKUP_FORMAT}-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.jsonl.gz`;
}
