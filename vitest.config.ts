import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (no database) and `integration` (`*.db.test.ts`: each file gets a fresh
 * database restored from a migrated, seeded snapshot). `TEST_DATABASE_URL` switches the integration
 * project from PGlite to a real PostgreSQL server (scripts/with-postgres.sh sets it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}'],
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
          include: ['{server,tests}/**/*.db.test.ts'],
          globalSetup: ['tests/support/db-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
