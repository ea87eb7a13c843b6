import { defineConfig } from 'vitest/config';
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

/**
 * Two projects: `unit` (no database) and `integration` (`*.db.test.ts`: each file gets a fresh
 * database restored from a migrated, seeded snapshot). `TEST_DATABASE_URL` switches the integration
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
          globalSetup: ['tests/support/db-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
