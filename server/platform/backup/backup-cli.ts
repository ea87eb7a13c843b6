/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`: the whole studio in one file, from and
 * into either database (the server's: DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { backupFileName } from './backup-file.ts';
import { RestoreError, refuseUnlessEmptyDatabase, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

export const HELP = `The whole studio in one file: content, images, leads and their history, e-mail templates and
sends, staff accounts, settings and the audit log.

  npm run backup [-- FILE]
      Writes FILE (default: atelier-backup-<time>.jsonl.gz here). With PostgreSQL the server may keep
      running; the file is one moment of the studio.
  npm run restore -- FILE
      Loads FILE into an empty database, all or nothing. Start from a new DATABASE_URL or DATA_DIR.

Not in the file: sign-ins (everyone signs in again), rate-limit counters, and resized images (made
again on first request). Secrets stay encrypted with APP_SECRET: give the restored site the same
APP_SECRET (for the embedded database it is in DATA_DIR/app-secret). The embedded database
(PGlite) is single-process: stop the server first when you use it.`;

function totalRows(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  return `${total} rows in ${Object.keys(rows).length} tables (leads: ${rows.leads ?? 0}, projects: ${rows.projects ?? 0}, posts: ${rows.blog_posts ?? 0}, images: ${rows.media ?? 0})`;
}

async function backup(file: string): Promise<string> {
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Written beside the target and renamed at the end: a failed backup never leaves a file that
  // looks complete (and never replaces a good one). The database is read as it is, never migrated.
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(handle, createWriteStream(partial));
    await rename(partial, file);
    return `Backed up ${totalRows(summary.rows)} to ${file}`;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

async function restore(file: string): Promise<string> {
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // A database that holds anything is refused before it is migrated: it is left as it was.
    await refuseUnlessEmptyDatabase(handle);
    await migrateDatabase(handle);
    const summary = await restoreBackup(handle, createReadStream(file));
    return `Restored ${totalRows(summary.rows)} from ${file} (schema ${summary.schema}). Start the server with the APP_SECRET of the studio it came from.`;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const [command, file, ...extra] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || extra.length > 0 || (command === 'restore' && !file)) {
    console.log(HELP);
    if (command !== 'help' && command !== '--help') process.exitCode = 1;
    return;
  }
  try {
    if (command === 'backup') console.log(await backup(file ?? backupFileName(new Date())));
    else if (command === 'restore' && file) console.log(await restore(file));
    else {
      console.log(HELP);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
