import type { TestProject } from 'vitest/node';
import { buildPgliteSnapshots } from './db-snapshot.ts';
import { buildPostgresTemplates } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** set when the suite runs against a real PostgreSQL server */
    postgresUrl: string | null;
    pgliteSnapshots: { migrated: string; seeded: string } | null;
  }
}

/** Runs once per `vitest run`: prepares what every integration test file restores its database from. */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? null;
  if (postgresUrl) {
    await buildPostgresTemplates(postgresUrl, console.log);
    project.provide('postgresUrl', postgresUrl);
    project.provide('pgliteSnapshots', null);
  } else {
    project.provide('postgresUrl', null);
    project.provide('pgliteSnapshots', await buildPgliteSnapshots(console.log));
  }
}
