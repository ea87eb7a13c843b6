import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, wrapPglite } from '../../server/platform/db/client.ts';
import { migrateDatabase } from '../../server/platform/db/migrate.ts';
import { projectPath } from '../../server/platform/project-root.ts';
import { seedDemoContent } from '../../server/seed/seed-demo.ts';

/**
 * Migrating and seeding PGlite takes several seconds (the demo images are rendered); restoring a
 * dump takes a fraction of one. The dump is cached under node_modules/.cache, keyed by the
 * contents of everything that shapes it, so it is rebuilt exactly when migrations or seed change.
 */
const CACHE_DIR = projectPath('node_modules/.cache/atelier-test');
const INPUTS = ['server/platform/db/migrations', 'server/seed', 'server/modules/media', 'package-lock.json'];

async function listFiles(dir: string): Promise<string[]> {
  const info = await stat(dir).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [dir];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => listFiles(path.join(dir, e.name))));
  return nested.flat().sort();
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of await listFiles(projectPath(input))) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(path.relative(projectPath(), file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export interface SnapshotPaths {
  migrated: string;
  seeded: string;
}

export async function buildPgliteSnapshots(log: (line: string) => void): Promise<SnapshotPaths> {
  const key = await inputsHash();
  const paths = {
    migrated: path.join(CACHE_DIR, `pglite-migrated-${key}.tar.gz`),
    seeded: path.join(CACHE_DIR, `pglite-seeded-${key}.tar.gz`),
  };
  const cached = await Promise.all([stat(paths.migrated), stat(paths.seeded)]).catch(() => null);
  if (cached) return paths;
  await mkdir(CACHE_DIR, { recursive: true });
  const started = Date.now();
  const handle = wrapPglite(await PGlite.create());
  await migrateDatabase(handle);
  await writeFile(paths.migrated, Buffer.from(await (await dumpOf(handle)).arrayBuffer()));
  await seedDemoContent(handle.db);
  await writeFile(paths.seeded, Buffer.from(await (await dumpOf(handle)).arrayBuffer()));
  await handle.close();
  log(`[test-db] built PGlite snapshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return paths;
}

async function dumpOf(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.pglite) throw new Error('not a PGlite handle');
  return handle.pglite.dumpDataDir('gzip');
}
