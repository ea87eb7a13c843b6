import { sql } from 'drizzle-orm';
import type { Beacon } from '#shared/analytics/beacon.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { analyticsEvents } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { clipUtm, normalisePath, referrerHost, templateOfPath } from './page-fields.ts';
import { notCountedBecause, saltOfDay, studioDay, type VisitorRequest, visitorHash } from './visitor.ts';

type EventInsert = typeof analyticsEvents.$inferInsert;

/**
 * A buffered event as `json_to_recordset` reads it (`write`): the table's own column names, the
 * time as ISO text; a field left out is null.
 */
export interface EventRow {
  at: string;
  day: string;
  kind: EventInsert['kind'];
  visit_id: string;
  visitor: string;
  path: string;
  template: EventInsert['template'];
  screen: EventInsert['screen'];
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
  lcp?: number | null;
  inp?: number | null;
  cls?: number | null;
  ttfb?: number | null;
}

/** What became of a beacon: stored (buffered), not counted by rule, or over the visitor's limit. */
export type BeaconOutcome = 'stored' | 'dnt' | 'gpc' | 'bot' | 'limited';

export interface IngestOptions {
  /** how often the buffer is written (ms) */
  flushMs?: number;
  /** a buffer this full is written at once */
  flushRows?: number;
  /** rows per INSERT statement: each one holds PGlite's (the server's) thread while it runs */
  writeRows?: number;
  /** beyond this many unwritten rows (the database is down) new beacons are dropped, not queued */
  maxBufferedRows?: number;
  /** beacons one visitor may send per minute on this instance */
  perVisitorPerMinute?: number;
  /** how long the studio's time zone is trusted before it is read again (ms) */
  zoneTtlMs?: number;
}

/**
 * Ingestion (issue 30, docs/analytics.md): one per process. A beacon is checked, hashed and put in
 * a memory buffer; the buffer is written every `flushMs` or when `flushRows` have gathered, and on
 * shutdown (`close`), in INSERTs of `writeRows` rows each (`write`). So a page view costs the
 * request a hash and an array push, and the database one statement per few dozen beacons. A crash loses what the
 * buffer held: at most `flushMs` of beacons (or a failed write's rows, which are logged and dropped).
 *
 * The per-visitor limit is this instance's own (a memory counter per hash per minute): a soft
 * guard against one client flooding the table, not a security boundary, so it needs no shared
 * counter — n instances allow n times as much, still far from what a person sends.
 */
export class AnalyticsIngest {
  private buffer: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private zone: { timeZone: string; readAt: number } | null = null;
  private salt: { day: string; salt: Promise<string> } | null = null;
  private dayOfMinute: { timeZone: string; minute: number; day: string } | null = null;
  private counts = new Map<string, number>();
  private countsWindow = 0;
  private droppedSinceLog = 0;
  private readonly options: Required<IngestOptions>;

  constructor(
    private readonly deps: { db: Database; clock: Clock; log: (line: string) => void; publicUrl: string },
    options: IngestOptions = {},
  ) {
    this.options = {
      flushMs: 250,
      flushRows: 500,
      writeRows: 25,
      maxBufferedRows: 50_000,
      perVisitorPerMinute: 120,
      zoneTtlMs: 60_000,
      ...options,
    };
  }

  /** Starts the periodic write (compose does; a test may leave it off and call `flush`). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    // The timer alone must not keep a finished process alive.
    this.timer.unref();
  }

  /** The studio's time zone, read at most once a `zoneTtlMs`: its days are the salt's and the rollup's. */
  async timeZone(): Promise<string> {
    const now = Date.now();
    if (this.zone && now - this.zone.readAt < this.options.zoneTtlMs) return this.zone.timeZone;
    const { timeZone } = await getSendingSettings(this.deps.db);
    this.zone = { timeZone, readAt: now };
    return timeZone;
  }

  /** The visitor's hash and the studio day it belongs to, or why this request is not counted. */
  async identify(
    request: VisitorRequest,
  ): Promise<
    { counted: false; reason: 'dnt' | 'gpc' | 'bot' } | { counted: true; visitor: string; day: string; at: Date }
  > {
    const reason = notCountedBecause(request);
    if (reason) return { counted: false, reason };
    const at = this.deps.clock();
    const day = this.studioDayAt(at, await this.timeZone());
    if (this.salt?.day !== day) {
      // Only today's salt is ever held: yesterday's leaves memory with the day.
      const salt = saltOfDay(this.deps.db, day);
      this.salt = { day, salt };
      salt.catch(() => {
        if (this.salt?.salt === salt) this.salt = null;
      });
    }
    const salt = await this.salt.salt;
    return { counted: true, visitor: visitorHash(salt, request.ip, request.userAgent), day, at };
  }

  /**
   * The studio day of `at`, worked out once a minute: Intl's formatToParts per beacon was ~4% of a
   * beacon's CPU at 1,000 a second. A day can only turn on a whole minute (every time zone's offset
   * is whole minutes), so within one UTC minute the day is the same.
   */
  private studioDayAt(at: Date, timeZone: string): string {
    const minute = Math.floor(at.getTime() / 60_000);
    const known = this.dayOfMinute;
    if (known && known.minute === minute && known.timeZone === timeZone) return known.day;
    const day = studioDay(at, timeZone);
    this.dayOfMinute = { timeZone, minute, day };
    return day;
  }

  /** One beacon: checked against the rules, hashed, buffered. Never throws for a database outage. */
  async accept(beacon: Beacon, request: VisitorRequest): Promise<BeaconOutcome> {
    const who = await this.identify(request);
    if (!who.counted) return who.reason;
    if (!this.allow(who.visitor, who.at.getTime())) return 'limited';
    const path = normalisePath(beacon.path);
    const row: EventRow = {
      at: who.at.toISOString(),
      day: who.day,
      kind: beacon.kind,
      visit_id: beacon.visit,
      visitor: who.visitor,
      path,
      template: templateOfPath(path),
      screen: beacon.screen,
    };
    if (beacon.kind === 'pageview') {
      const utm = clipUtm(beacon.utm);
      row.referrer_host = referrerHost(beacon.referrer, this.deps.publicUrl);
      row.utm_source = utm.source;
      row.utm_medium = utm.medium;
      row.utm_campaign = utm.campaign;
      row.utm_term = utm.term;
      row.utm_content = utm.content;
    } else {
      row.lcp = beacon.metrics.LCP ?? null;
      row.inp = beacon.metrics.INP ?? null;
      row.cls = beacon.metrics.CLS ?? null;
      row.ttfb = beacon.metrics.TTFB ?? null;
    }
    this.push(row);
    return 'stored';
  }

  private allow(visitor: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.countsWindow) {
      this.counts.clear();
      this.countsWindow = minute;
    }
    const count = (this.counts.get(visitor) ?? 0) + 1;
    this.counts.set(visitor, count);
    return count <= this.options.perVisitorPerMinute;
  }

  private push(row: EventRow): void {
    if (this.buffer.length >= this.options.maxBufferedRows) {
      this.droppedSinceLog += 1;
      return;
    }
    this.buffer.push(row);
    if (this.buffer.length >= this.options.flushRows) void this.flush();
  }

  /** Writes what the buffer holds; resolves when it and every earlier write are done. */
  flush(): Promise<void> {
    if (this.droppedSinceLog > 0) {
      this.deps.log(`[analytics] buffer full: ${this.droppedSinceLog} beacon(s) dropped`);
      this.droppedSinceLog = 0;
    }
    if (this.buffer.length === 0) return this.writing;
    const rows = this.buffer;
    this.buffer = [];
    // Writes follow one another, so `flush()` awaited means everything before it is stored.
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  /**
   * The rows, `writeRows` to a statement. Each statement is one JSON parameter that PostgreSQL
   * unpacks (`json_to_recordset`): building drizzle's multi-row INSERT (a placeholder per value)
   * cost ~2.3 s of CPU per 20,000 beacons, this one string a fraction of it. On PGlite a statement
   * runs on the server's thread (~0.16 ms a row with the table's indexes), and the database's
   * turn-taking (pglite-turns.ts) lets the event loop in between statements: 50 rows hold a page
   * request up for ~8 ms at most, where 500 held it ~80 ms (docs/analytics.md, Ingestion).
   */
  private async write(rows: EventRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.options.writeRows) {
      // A loop turn between statements whatever the database's own turn budget: a page request
      // that arrived during one waits for that one only.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = rows.slice(start, start + this.options.writeRows);
      try {
        await this.deps.db.execute(sql`
          insert into analytics_events (at, day, kind, visit_id, visitor, path, template, referrer_host,
            utm_source, utm_medium, utm_campaign, utm_term, utm_content, screen, lcp, inp, cls, ttfb)
          select at, day, kind, visit_id, visitor, path, template, referrer_host,
            utm_source, utm_medium, utm_campaign, utm_term, utm_content, screen, lcp, inp, cls, ttfb
          from json_to_recordset(${JSON.stringify(chunk)}::json) as r(at timestamptz, day date, kind text,
            visit_id text, visitor text, path text, template text, referrer_host text, utm_source text,
            utm_medium text, utm_campaign text, utm_term text, utm_content text, screen text,
            lcp double precision, inp double precision, cls double precision, ttfb double precision)
        `);
      } catch (error) {
        this.deps.log(
          `[analytics] ${chunk.length} event(s) not stored: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
        );
      }
    }
  }

  /** Shutdown: no more periodic writes, and what is buffered is written. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
