/**
 * The leads inbox at 50,000 leads (issue 10): list pages, filters, search and the CSV export of all
 * of them, through the same service calls the API makes (server/modules/leads/lead-list.ts and lead-detail.ts,
 * lead-csv.ts), without the HTTP layer. The database is fresh and seeded in a few statements
 * (INSERT … SELECT generate_series), on PGlite always and on PostgreSQL too when TEST_DATABASE_URL
 * names a server (`bash scripts/with-postgres.sh npm run bench -- --only leads`).
 */
import { randomBytes } from 'node:crypto';
import type { SuiteReport, Table, TargetCheck } from './suite-report.ts';

export const LEAD_COUNT = 50_000;
const LIST_TARGET_MS = 150;
const CSV_TARGET_MS = 15_000;
const CSV_MEMORY_TARGET_MB = 150;

type Handle = import('../../server/platform/db/client.ts').DatabaseHandle;

/**
 * 50,000 leads over about a year (one every ten minutes), all statuses and sources (a few under
 * D8's old names), each with its touch, a third with a status change and a note, every one with an
 * owner notification and the active ones with a sequence step.
 */
export async function seedLeads(handle: Handle, count = LEAD_COUNT): Promise<void> {
  const run = (text: string) => handle.executeSql(text);
  await run(`
    insert into email_templates (name, subject, html_content, text_content, sequence_position, delay_days)
    values ('Welcome', 'Welcome, {{firstName}}', '<p>Hello</p>', 'Hello', 1, 0),
           ('Ideas', 'Three ideas', '<p>Ideas</p>', 'Ideas', 2, 3)`);
  await run(`
    insert into leads (email, first_name, last_name, phone, project_type, budget, message, status, stage, source,
                       consent_at, enrolled_at, created_at, updated_at)
    select 'lead' || g || '@example.com',
           (array['Ava','Ben','Chloé','Dmitri','Elena','Farah','Gus','Hana','Ingrid','Jonas'])[1 + g % 10],
           (array['Lindqvist','Okafor','Nguyen','García','Smith','Rossi','Kowalski','Tanaka'])[1 + g % 8] || ' ' || g,
           '(555) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
           (array['living-room','kitchen','bedroom','whole-home'])[1 + g % 4],
           (array['under-10k','10k-25k','25k-50k','50k-plus'])[1 + g % 4],
           'We would love help with our ' || (array['living room','kitchen','loft','bedroom'])[1 + g % 4] ||
             ': about ' || (g % 90 + 10) || ' square metres, lots of morning light, and a budget we can talk about.',
           (array['active','active','active','contacted','qualified','converted','unsubscribed','bounced'])[1 + g % 8],
           -- the stage each status allows (shared/pipeline.ts; the leads_stage_matches_status check)
           (array['new','new','new','contacted','booked','won','new','lost'])[1 + g % 8],
           (array['contact','lookbook','chat','manual','referral','social_media','contact_form','lookbook_download'])[1 + g % 8],
           case when g % 3 = 0 then now() - g * interval '10 minutes' end,
           case when g % 3 = 0 then now() - g * interval '10 minutes' end,
           now() - g * interval '10 minutes',
           now() - g * interval '10 minutes'
    from generate_series(1, ${count}) g`);
  await run(`
    insert into lead_events (lead_id, kind, source, message, data, created_at)
    select id, case when source in ('contact_form') then 'contact' when source = 'lookbook_download' then 'lookbook'
                    when source in ('referral','social_media') then 'manual' else source end,
           case when source = 'contact_form' then 'contact' when source = 'lookbook_download' then 'lookbook' else source end,
           message, jsonb_build_object('firstName', first_name, 'consent', consent_at is not null), created_at
    from leads`);
  await run(`
    insert into lead_events (lead_id, kind, data, created_at)
    select id, 'status', jsonb_build_object('from', 'active', 'to', status, 'by', 'maren'), created_at + interval '1 day'
    from leads where id % 3 = 0`);
  await run(`
    insert into lead_events (lead_id, kind, message, data, created_at)
    select id, 'note', 'Called back, sending the lookbook.', jsonb_build_object('by', 'maren'), created_at + interval '2 days'
    from leads where id % 3 = 1`);
  await run(`
    insert into email_sends (kind, lead_id, idempotency_key, to_address, reply_to, subject, html_body, text_body,
                             status, created_at, updated_at, sent_at)
    select 'notification', id, 'notification:lead:' || id, 'studio@larchandlime.example', email,
           'New enquiry from ' || first_name, '<p>' || message || '</p>', message, 'sent',
           created_at, created_at, created_at
    from leads`);
  await run(`
    insert into email_sends (kind, lead_id, template_id, idempotency_key, to_address, subject, html_body, text_body,
                             status, created_at, updated_at, sent_at)
    select 'sequence', l.id, t.id, 'sequence:lead:' || l.id || ':template:' || t.id, l.email, 'Welcome, ' || l.first_name,
           '<p>Hello</p>', 'Hello', case when l.id % 50 = 0 then 'queued' else 'sent' end,
           l.created_at, l.created_at, case when l.id % 50 = 0 then null else l.created_at end
    from leads l cross join (select id from email_templates where sequence_position = 1) t
    where l.enrolled_at is not null`);
  // As a running studio's database is: PostgreSQL's autovacuum, and on PGlite the nightly job
  // (server/platform/jobs/vacuum-embedded-database.ts), clear the row versions that updates leave behind.
  // The seed writes every lead four or five times within seconds (each event and e-mail moves its
  // last activity, ADR 011). Vacuumed, the table is still about 1.35 times its compact size
  // (33 MB against 24.5 MB): the measured state is a little worse than a studio's steady one.
  await run('vacuum analyze');
}

interface Case {
  label: string;
  query: Partial<import('#shared/admin/leads.ts').LeadListQuery>;
}

const CASES: Case[] = [
  { label: 'page 1, newest first', query: {} },
  { label: `deep page (${LEAD_COUNT / 25} of ${LEAD_COUNT / 25}), newest first`, query: { page: LEAD_COUNT / 25 } },
  { label: 'page 1, oldest first', query: { sort: 'oldest' } },
  { label: 'page 1, by name', query: { sort: 'name' } },
  { label: 'page 1, by recent activity', query: { sort: 'recent-activity' } },
  { label: 'status = active', query: { status: 'active' } },
  { label: 'source = contact (with contact_form)', query: { source: 'contact' } },
  { label: 'status + source, page 20', query: { status: 'active', source: 'lookbook', page: 20 } },
  { label: 'search a name ("okafor 4")', query: { q: 'okafor 4' } },
  { label: 'search an e-mail ("lead4242@")', query: { q: 'lead4242@' } },
  { label: 'search a phone ("555 123-0")', query: { q: '555 123-0' } },
  { label: 'search the messages ("loft")', query: { q: 'loft' } },
  { label: 'search, no match ("zzzzzz")', query: { q: 'zzzzzz' } },
];

const ms = (value: number) => value.toFixed(1);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

interface EngineResult {
  engine: string;
  seedMs: number;
  rows: string[][];
  worstListMs: number;
  worstListLabel: string;
  csv: { ms: number; bytes: number; lines: number; peakMb: number };
}

async function measureEngine(engine: string, handle: Handle, runs: number): Promise<EngineResult> {
  const { migrateDatabase } = await import('../../server/platform/db/migrate.ts');
  const { LeadListQuerySchema } = await import('#shared/admin/leads.ts');
  const { listLeads, leadStats } = await import('../../server/modules/leads/lead-list.ts');
  const { getLeadDetail } = await import('../../server/modules/leads/lead-detail.ts');
  const { exportLeadsCsv } = await import('../../server/modules/leads/lead-csv.ts');
  const { median } = await import('./stats.ts');
  await migrateDatabase(handle);
  const seeded = await timed(() => seedLeads(handle));
  console.log(`[leads] ${engine}: ${LEAD_COUNT} leads seeded in ${ms(seeded.ms / 1000)} s`);
  const deps = { db: handle.db, clock: () => new Date() };
  const rows: string[][] = [];
  let worstListMs = 0;
  let worstListLabel = '';
  const measure = async (label: string, work: () => Promise<number>) => {
    await work(); // warm: plans and caches, as on a running server
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < Math.max(runs, 5); i += 1) {
      const run = await timed(work);
      times.push(run.ms);
      matched = run.result;
    }
    const middle = median(times);
    rows.push([label, String(matched), ms(middle), ms(Math.max(...times))]);
    console.log(`[leads] ${engine}: ${label}: median ${ms(middle)} ms`);
    return middle;
  };
  for (const item of CASES) {
    const query = LeadListQuerySchema.parse(item.query);
    const middle = await measure(`list: ${item.label}`, async () => (await listLeads(deps, query)).total);
    if (middle > worstListMs) {
      worstListMs = middle;
      worstListLabel = item.label;
    }
  }
  await measure('stats (the four cards)', async () => (await leadStats(handle.db)).total);
  // The minute's scheduler run visits every active, enrolled lead. Measured with the send window
  // closed (a Sunday, the default window is Mon–Fri): step 1 was sent to all of them, so nothing is
  // due and the run is its one query. The queue is never reached then; if it were, the run throws.
  const { runSequenceScheduler } = await import('../../server/modules/leads/sequence/sequence-scheduler.ts');
  const sunday = nextSundayNoonUtc(new Date());
  const noQueue = new Proxy(
    {},
    {
      get() {
        throw new Error('the scheduler bench expects nothing due, yet the run reached the queue');
      },
    },
  );
  // Not production: the run does not ask whether e-mail is set up (it never gets to sending here).
  const schedulerDeps = {
    db: handle.db,
    clock: () => sunday,
    queue: noQueue,
    log: () => {},
    config: { production: false, publicUrl: 'http://localhost' },
  };
  await measure('scheduler run, nothing due (window closed)', async () => {
    const run = await runSequenceScheduler(schedulerDeps as unknown as Parameters<typeof runSequenceScheduler>[0]);
    return run.queued;
  });
  await measure('lead page (detail + timeline)', async () => (await getLeadDetail(deps, 4242)).timeline.length);

  // The CSV of every lead: time, size and how far the process's memory rose meanwhile.
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const csvRun = await timed(async () => {
    const csv = await exportLeadsCsv(deps, LeadListQuerySchema.parse({}));
    const reader = csv.body.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    return { bytes, lines };
  });
  clearInterval(sampler);
  const csv = { ms: csvRun.ms, ...csvRun.result, peakMb: (peak - before) / 2 ** 20 };
  console.log(`[leads] ${engine}: CSV of all: ${ms(csv.ms)} ms, ${csv.bytes} bytes, +${csv.peakMb.toFixed(0)} MB`);
  rows.push([
    'CSV export of all leads',
    String(csv.lines - 1),
    ms(csv.ms),
    `${(csv.bytes / 2 ** 20).toFixed(1)} MB, RSS +${csv.peakMb.toFixed(0)} MB`,
  ]);
  return { engine, seedMs: seeded.ms, rows, worstListMs, worstListLabel, csv };
}

/** 12:00 UTC on the Sunday after `from`: a Sunday in every zone from UTC−11 to UTC+11. */
function nextSundayNoonUtc(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  day.setUTCDate(day.getUTCDate() + (7 - day.getUTCDay()));
  return day;
}

async function onPglite(runs: number): Promise<EngineResult> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { wrapPglite } = await import('../../server/platform/db/client.ts');
  const handle = wrapPglite(await PGlite.create());
  try {
    return await measureEngine('PGlite', handle, runs);
  } finally {
    await handle.close();
  }
}

async function onPostgres(url: string, runs: number): Promise<EngineResult> {
  const pg = (await import('pg')).default;
  const { openPostgres } = await import('../../server/platform/db/client.ts');
  const name = `atelier_bench_leads_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 4);
  try {
    return await measureEngine('PostgreSQL', handle, runs);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function leadsSuite(runs: number): Promise<SuiteReport> {
  const started = Date.now();
  const results = [await onPglite(runs)];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) results.push(await onPostgres(postgresUrl, runs));
  const tables: Table[] = results.map((result) => ({
    title: `${result.engine}: ${LEAD_COUNT.toLocaleString('en-US')} leads seeded in ${(result.seedMs / 1000).toFixed(1)} s (ms)`,
    headers: ['call', 'matching', 'median', 'max'],
    numeric: [1, 2],
    rows: result.rows,
  }));
  const targets: TargetCheck[] = results.flatMap((result) => [
    {
      target: `leads list, any filter/search/sort/page ≤ ${LIST_TARGET_MS} ms (median, ${result.engine})`,
      measured: `worst ${ms(result.worstListMs)} ms (${result.worstListLabel})`,
      met: result.worstListMs <= LIST_TARGET_MS,
    },
    {
      target: `CSV of ${LEAD_COUNT.toLocaleString('en-US')} leads ≤ ${CSV_TARGET_MS / 1000} s, memory rise ≤ ${CSV_MEMORY_TARGET_MB} MB (${result.engine})`,
      measured: `${(result.csv.ms / 1000).toFixed(1)} s, +${result.csv.peakMb.toFixed(0)} MB`,
      met: result.csv.ms <= CSV_TARGET_MS && result.csv.peakMb <= CSV_MEMORY_TARGET_MB,
    },
  ]);
  return {
    title: `Leads inbox at ${LEAD_COUNT.toLocaleString('en-US')} leads`,
    method:
      'The inbox’s service calls (listLeads, leadStats, getLeadDetail, exportLeadsCsv) and one run of the sequence ' +
      'scheduler with nothing due run from source on a fresh ' +
      `database seeded with ${LEAD_COUNT.toLocaleString('en-US')} leads, ~${Math.round(LEAD_COUNT * 1.67).toLocaleString('en-US')} lead events and ` +
      `~${Math.round(LEAD_COUNT * 1.33).toLocaleString('en-US')} e-mail sends (INSERT … SELECT generate_series), without the HTTP layer. ` +
      `Each call runs once to warm up, then ${Math.max(runs, 5)} times; a list call is the count plus the page, 25 rows. ` +
      'The CSV is read to its end; the memory figure is the rise of the whole process’s RSS while it ran (PGlite runs ' +
      'inside the process). PostgreSQL is measured when TEST_DATABASE_URL is set (scripts/with-postgres.sh).',
    tables,
    targets,
    notes:
      results.length === 1
        ? ['PostgreSQL not measured in this run: run it under `bash scripts/with-postgres.sh`.']
        : [],
    seconds: (Date.now() - started) / 1000,
  };
}
