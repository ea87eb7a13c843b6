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
  'server/modules/analytics/dashboard.ts': 'server/modules/analytics/dashboard.routes.db.test.ts',
  'server/modules/analytics/goals.ts': 'server/modules/analytics/attribution.db.test.ts',
  'server/modules/analytics/ingest.ts': 'server/modules/analytics/beacon.routes.db.test.ts',
  'server/modules/analytics/rollup.ts': 'server/modules/analytics/rollup.db.test.ts',
  'server/modules/leads/mail-loop/record-email-event.ts':
    'server/modules/leads/mail-loop/record-email-event.db.test.ts',
  'server/modules/booking/booking.service.ts': 'server/modules/booking/booking.routes.db.test.ts',
  'server/modules/content/blog-writes.service.ts': 'server/modules/content/blog-writes.routes.db.test.ts',
  'server/modules/content/blog.service.ts': 'server/modules/content/blog.routes.db.test.ts',
  'server/modules/content/content-export.service.ts': 'server/modules/content/content-export.routes.db.test.ts',
  'server/modules/content/project-summaries.service.ts': 'server/modules/content/project-summaries.routes.db.test.ts',
  'server/modules/content/project-writes.service.ts': 'server/modules/content/project-writes.routes.db.test.ts',
  'server/modules/content/sitemap.service.ts': 'server/modules/content/blog.routes.db.test.ts',
  'server/modules/content/testimonial-writes.service.ts': 'server/modules/content/testimonials.routes.db.test.ts',
  'server/modules/history/prune-revisions.ts': 'server/modules/history/history.db.test.ts',
  'server/modules/identity/login-throttle.ts': 'server/modules/identity/login-throttle.db.test.ts',
  'server/modules/identity/security-policy.service.ts': 'server/modules/identity/two-factor.routes.db.test.ts',
  'server/modules/identity/two-factor.service.ts': 'server/modules/identity/two-factor.routes.db.test.ts',
  'server/modules/identity/users.service.ts': 'server/modules/identity/users.routes.db.test.ts',
  'server/modules/leads/email-templates.service.ts': 'server/modules/leads/email-templates.routes.db.test.ts',
  'server/modules/leads/lead-booking.ts': 'server/modules/booking/booking.routes.db.test.ts',
  'server/modules/leads/lead-tasks.ts': 'server/modules/leads/lead-tasks.routes.db.test.ts',
  'server/modules/leads/lead-list.ts': 'server/modules/leads/leads.routes.db.test.ts',
  'server/modules/leads/lead-rows.ts': 'server/modules/leads/leads.routes.db.test.ts',
  'server/modules/leads/lead-writes.ts': 'server/modules/leads/leads.routes.db.test.ts',
  'server/modules/leads/pipeline.ts': 'server/modules/leads/pipeline.routes.db.test.ts',
  'server/modules/leads/leads.service.ts': 'server/modules/leads/leads.service.db.test.ts',
  'server/modules/leads/sequence/sequence-scheduler.ts': 'server/modules/leads/sequence/sequence-scheduler.db.test.ts',
  'server/modules/studio/overview-leads.service.ts': 'server/modules/studio/overview-leads.service.db.test.ts',
  'server/modules/studio/overview.service.ts': 'server/modules/studio/overview.service.db.test.ts',
  'server/modules/media/media-library.service.ts': 'server/modules/media/media-library.routes.db.test.ts',
  'server/modules/media/media.service.ts': 'server/modules/media/media-library.routes.db.test.ts',
  'server/platform/backup/restore-backup.ts': 'server/platform/backup/backup.db.test.ts',
  'server/platform/backup/write-backup.ts': 'server/platform/backup/backup.db.test.ts',
  'server/platform/db/migrate.ts': 'server/platform/db/migrate.db.test.ts',
  'server/platform/db/sort-order.ts': 'server/modules/content/partial-reorder.routes.db.test.ts',
  'server/platform/email/deliver-email-send.ts': 'server/platform/email/email-delivery.db.test.ts',
  'server/platform/email/email-queue.ts': 'server/platform/email/send-email.db.test.ts',
  'server/platform/email/inbound/poll-mailbox.ts': 'server/platform/email/inbound/reply-poll.db.test.ts',
  'server/platform/email/sweep-email-sends.ts': 'server/platform/email/send-email.db.test.ts',
  'server/platform/http/rate-limit.service.ts': 'server/platform/http/rate-limit.service.db.test.ts',
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
 * queries: migrations run them, and server/platform/db/migrate.db.test.ts runs on PostgreSQL.
 */
export function rawSqlModules(root: string): string[] {
  const isModule = (f: string) =>
    f.endsWith('.ts') &&
    !f.endsWith('.test.ts') &&
    !f.includes('/testing/') &&
    !f.startsWith('server/platform/db/schema/');
  return walk('server', root, isModule)
    .filter((file) => /\bsql`/.test(withoutComments(readFileSync(path.join(root, file), 'utf8'))))
    .sort();
}
