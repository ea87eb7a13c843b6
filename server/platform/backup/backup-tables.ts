import type { DatabaseHandle } from '../db/client.ts';

/**
 * Which tables a backup holds, in an order that restores without breaking a foreign key, and what
 * each needs to be written back: read from the database's own catalog, so a table a later
 * migration adds is backed up without anyone remembering to list it here.
 */

/**
 * Not in a backup:
 * - `sessions`: a backup file must not carry live sign-ins; everyone signs in again.
 * - `rate_limits`: counters of the last minutes, meaningless on another server.
 * - `sign_in_challenges`: passwords given in the last minutes, waiting for their second factor.
 * - `media_variants`: resized copies of the images, made again on first request (ADR 003).
 * The job queue (schema `pgboss`) and drizzle's migration log are not in `public` at all.
 */
export const NOT_BACKED_UP = new Set(['sessions', 'rate_limits', 'sign_in_challenges', 'media_variants']);

export interface BackupTable {
  name: string;
  /** the columns a restore writes: every column but the generated ones */
  columns: string[];
  /** the primary key's columns: the order rows are read in */
  key: string[];
  /** identity columns, whose sequences a restore moves past the restored rows */
  identity: string[];
}

type Run = DatabaseHandle['executeSql'];

async function rows<T>(run: Run, text: string, values: unknown[] = []): Promise<T[]> {
  return (await run(text, values)).rows as T[];
}

/** The public tables of the studio, parents before the tables that refer to them. */
export async function backupTables(run: Run): Promise<BackupTable[]> {
  const names = (
    await rows<{ name: string }>(
      run,
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  )
    .map((row) => row.name)
    .filter((name) => !NOT_BACKED_UP.has(name));
  const references = await rows<{ child: string; parent: string }>(
    run,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const tables: BackupTable[] = [];
  for (const name of parentsFirst(names, references)) tables.push(await describeTable(run, name));
  return tables;
}

async function describeTable(run: Run, name: string): Promise<BackupTable> {
  const columns = await rows<{ name: string; generated: string; identity: string }>(
    run,
    `select column_name as name, is_generated as generated, is_identity as identity
     from information_schema.columns where table_schema = 'public' and table_name = $1
     order by ordinal_position`,
    [name],
  );
  const key = await rows<{ name: string }>(
    run,
    `select a.attname as name
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [`public."${name}"`],
  );
  return {
    name,
    columns: columns.filter((column) => column.generated === 'NEVER').map((column) => column.name),
    key: key.map((column) => column.name),
    identity: columns.filter((column) => column.identity === 'YES').map((column) => column.name),
  };
}

/** A topological order: each table after every table it refers to (a self-reference is ignored). */
function parentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const known = new Set(names);
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    const table = unquote(child);
    const target = unquote(parent);
    if (table !== target && known.has(table) && known.has(target)) parentsOf.get(table)?.add(target);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.find(
      (name) => !placed.has(name) && [...(parentsOf.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) throw new Error('the tables refer to each other in a cycle: no restore order exists');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** `regclass::text` quotes a name only when it must. */
function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

/** A name for SQL text: always quoted. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
