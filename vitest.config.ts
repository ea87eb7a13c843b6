import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresTestFiles } from './tests/support/postgres-selection.ts';

/**
 * `npm test`'s PostgreSQL pass sets `POSTGRES_PASS=engine-sensitive`: only the files whose outcome
 * can differ on a server run there (tests/support/postgres-selection.ts says which and why).
 * Without it (`npm run test:pg`) every integration file runs on PostgreSQL.
 */
const integrationFiles =
  process.env.TEST_DATABASE_URL && process.env.POSTGRES_PASS === 'engine-sensitive'
    ? postgresTestFiles(import.meta.dirname)
    : ['{server,tests}/**/*.db.test.ts'];

/** Integration files that mock a module (vi.mock): they run isolated, in a project of their own. */
const MOCKING_FILES = ['server/modules/identity/auth.routes.db.test.ts'];
/** Those of them this run includes (the PostgreSQL pass takes only its selection). */
const isolatedFiles = MOCKING_FILES.filter(
  (file) => integrationFiles.includes(file) || integrationFiles.some((entry) => entry.includes('*')),
);

/** What both integration projects share. */
const INTEGRATION: TestProjectInlineConfiguration['test'] = {
  globalSetup: ['tests/support/db-global-setup.ts'],
  setupFiles: ['tests/support/web-globals.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Two projects: `unit` (no database) and `integration` (`*.db.test.ts`: each file gets a fresh
 * database restored from a migrated, seeded snapshot), the latter with `integration-isolated` for
 * the few files that mock a module. `TEST_DATABASE_URL` switches the integration
 * project from PGlite to a real PostgreSQL server (scripts/with-postgres.sh sets it).
 */
export default defineConfig({
  test: {
    // Two files at a time on the two cores CI has (Vitest's default there is one): an integration
    // file spends much of its time waiting on its database, a child process or a socket.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
          environment: 'node',
          // Unit files share one module graph per worker instead of importing it afresh each: their
          // import time was most of their run (the unit project: 27 s → 13 s on a quiet two-core machine). They hold no state of
          // their own between files (no database, no mocked modules). The integration files stay
          // isolated: sharing modules there made answers lose headers (not yet understood).
          isolate: false,
          // A timeout catches hangs, not slowness (speed is the benchmarks' job): property-based
          // tests and image work take seconds on a busy shared 2-core CI machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationFiles,
          exclude: [...MOCKING_FILES, 'node_modules/**'],
          ...INTEGRATION,
          // Like the unit files, one module graph per worker: a file's own database, app and
          // clock are made in its hooks, so nothing of one file's state reaches the next; what a
          // file leaves in globals, tests/support/web-globals.ts puts back (PGlite pass: 397 s →
          // about 280 s on a quiet two-core machine; docs/testing.md rule 9).
          isolate: false,
        },
      },
      // Files that replace a module (vi.mock) need their own module graph: with a shared one, the
      // app's modules were already loaded with the real thing by an earlier file.
      ...(isolatedFiles.length > 0
        ? [
            {
              extends: true,
              test: { name: 'integration-isolated', include: isolatedFiles, ...INTEGRATION },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
    ],
  },
});
