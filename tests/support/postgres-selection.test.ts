import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  engineMarkers,
  integrationTestFiles,
  postgresTestFiles,
  RAW_SQL_COVERED_BY,
  rawSqlModules,
} from './postgres-selection.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the PostgreSQL pass runs the engine-sensitive integration files', () => {
  it('takes a file for raw SQL, a race, the queue, notifications, a transaction or another process', () => {
    expect(engineMarkers('await db.execute(sql`select 1`);')).toEqual(['raw SQL']);
    expect(engineMarkers('await Promise.all([post(), post()]);')).toEqual(['a race (concurrent requests or writers)']);
    expect(engineMarkers("import PgBoss from 'pg-boss';")).toEqual(['the job queue']);
    expect(engineMarkers('await untilQueueIdle(app);')).toEqual(['the job queue']);
    expect(engineMarkers("import { onContentChange } from '../content/content-events.ts';")).toEqual([
      'notifications between connections',
    ]);
    expect(engineMarkers("import { spawn } from 'node:child_process';")).toEqual(['another process']);
    expect(engineMarkers('await db.transaction(async (tx) => {});')).toEqual(['a transaction']);
  });

  it('does not take a file for a word in a comment', () => {
    expect(engineMarkers('// a queue of sends, Promise.all( in prose\n/* sql` */\nexpect(1).toBe(1);')).toEqual([]);
  });

  it('names, for every server module that runs raw SQL, an existing test file that the pass runs', () => {
    const selected = new Set(postgresTestFiles(root));
    const modules = rawSqlModules(root);
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) {
      const file = RAW_SQL_COVERED_BY[module];
      expect(file, `${module} runs raw SQL: name its PostgreSQL test in RAW_SQL_COVERED_BY`).toBeDefined();
      expect(existsSync(path.join(root, file ?? '')), `${file} does not exist`).toBe(true);
      expect(selected.has(file ?? ''), `${file} is not in the PostgreSQL pass`).toBe(true);
    }
    for (const module of Object.keys(RAW_SQL_COVERED_BY))
      expect(modules, `${module} no longer runs raw SQL`).toContain(module);
  });

  it('leaves out the files with none of it, and only those', () => {
    const all = integrationTestFiles(root);
    const selected = postgresTestFiles(root);
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.length).toBeLessThan(all.length);
    expect(selected).toContain('server/scale-out.db.test.ts');
    expect(selected).toContain('server/modules/leads/sequence/sequence-scheduler.db.test.ts');
    expect(selected).not.toContain('server/static-assets.db.test.ts');
  });
});
