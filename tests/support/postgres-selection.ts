import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which integration test files also run on a real PostgreSQL server (the second Vitest pass of
 * `npm test`). Every `*.db.test.ts` runs on PGlite, which is PostgreSQL compiled to WebAssembly:
 * the same parser, planner and SQL. What differs on a server is around the SQL: the `pg` driver
 * (its type parsing of raw query results), real concurrency (many connections, row locks, advisory
 * locks, isolation), the pg-boss queue on those connections, LISTEN/NOTIFY between connections and
 * processes, and a second process on the same database. A file that touches any of these runs on
 * both; the rest would prove nothing new there (docs/testing.md).
 *
 * The rule is read from the test file's code, so a new file that uses raw SQL, a race, the queue,
 * notifications, a transaction or a child process cannot silently skip PostgreSQL. A server module
 * that runs raw SQL must name the PostgreSQL file that drives it (RAW_SQL_COVERED_BY), which
 * tests/support/postgres-selection.test.ts enforces.
 */
export const ENGINE_MARKERS: Record<string, RegExp> = {
  'raw SQL': /\bsql`|\.execute\(|\.query\(/,
  'a race (concurrent requests or writers)': /Promise\.all(Settled)?\(/,
  'the job queue': /pg-boss|\bboss\b|[Qq]ueue/,
  'notifications between connections': /LISTEN|NOTIFY|content-events/,
  'another process': /child_process|server-process|spawn\(|fork\(/,
  'a PostgreSQL server of its own': /TEST_DATABASE_URL|postgresUrl|openPostgres|\bhandle\.url\b|\bdb\.url\b/,
  'a transaction': /\.transaction\(/,
};

/**
 * Each server module that runs raw SQL (`sql\``), with a test file on PostgreSQL that drives that
 * SQL, so the `pg` driver's reading of its results is proven. A new raw-SQL module fails the
 * selection test until it is named here.
 */
export const RAW_SQL_COVERED_BY: Record<string, string> = {
  'server/auth/login-throttle.ts': 'server/auth/login-throttle.db.test.ts',
  'server/auth/security-policy.service.ts': 'server/api/admin/two-factor.routes.db.test.ts',
  'server/auth/two-factor.service.ts': 'server/api/admin/two-factor.routes.db.test.ts',
  'server/backup/restore-backup.ts': 'server/backup/backup.db.test.ts',
  'server/backup/write-backup.ts': 'server/backup/backup.db.test.ts',
  'server/db/migrate.ts': 'server/db/migrate.db.test.ts',
  'server/email/deliver-email-send.ts': 'server/email/email-delivery.db.test.ts',
  'server/email/email-queue.ts': 'server/email/send-email.db.test.ts',
  'server/email/sequence/sequence-scheduler.ts': 'server/email/sequence/sequence-scheduler.db.test.ts',
  'server/email/sweep-email-sends.ts': 'server/email/send-email.db.test.ts',
  'server/services/blog-writes.service.ts': 'server/api/blog-writes.routes.db.test.ts',
  'server/services/blog.service.ts': 'server/api/blog.routes.db.test.ts',
  'server/services/content-export.service.ts': 'server/api/admin/content-export.routes.db.test.ts',
  'server/services/email-templates.service.ts': 'server/api/admin/email-templates.routes.db.test.ts',
  'server/services/lead-admin.service.ts': 'server/api/admin/leads.routes.db.test.ts',
  'server/services/leads.service.ts': 'server/services/leads.service.db.test.ts',
  'server/services/overview.service.ts': 'server/services/overview.service.db.test.ts',
  'server/services/project-summaries.service.ts': 'server/api/admin/project-summaries.routes.db.test.ts',
  'server/services/project-writes.service.ts': 'server/api/project-writes.routes.db.test.ts',
  'server/services/rate-limit.service.ts': 'server/services/rate-limit.service.db.test.ts',
  'server/services/sitemap.service.ts': 'server/api/blog.routes.db.test.ts',
  'server/services/sort-order.ts': 'server/api/partial-reorder.routes.db.test.ts',
  'server/services/testimonial-writes.service.ts': 'server/api/testimonials.routes.db.test.ts',
  'server/services/users.service.ts': 'server/api/admin/users.routes.db.test.ts',
};

/** Code without its comments: a marker in a comment says nothing about what the file does. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The markers a test file's code shows (empty: it runs on PGlite only, unless a module names it). */
export function engineMarkers(source: string): string[] {
  const code = withoutComments(source);
  return Object.entries(ENGINE_MARKERS)
    .filter(([, pattern]) => pattern.test(code))
    .map(([name]) => name);
}

function walk(dir: string, root: string, match: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(relative, root, match));
    else if (match(relative)) found.push(relative);
  }
  return found;
}

/** Every integration test file, relative to the repository root. */
export function integrationTestFiles(root: string): string[] {
  return ['server', 'tests'].flatMap((dir) => walk(dir, root, (f) => f.endsWith('.db.test.ts'))).sort();
}

/** The files of the PostgreSQL pass: a marker in their code, or named by a raw-SQL module. */
export function postgresTestFiles(root: string): string[] {
  const named = new Set(Object.values(RAW_SQL_COVERED_BY));
  return integrationTestFiles(root).filter(
    (file) => named.has(file) || engineMarkers(readFileSync(path.join(root, file), 'utf8')).length > 0,
  );
}

/**
 * Server modules (not tests) whose code runs raw SQL. The schema's `sql\`` defaults are not
 * queries: migrations run them, and server/db/migrate.db.test.ts runs on PostgreSQL.
 */
export function rawSqlModules(root: string): string[] {
  const isModule = (f: string) =>
    f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('/testing/') && !f.startsWith('server/db/schema/');
  return walk('server', root, isModule)
    .filter((file) => /\bsql`/.test(withoutComments(readFileSync(path.join(root, file), 'utf8'))))
    .sort();
}
