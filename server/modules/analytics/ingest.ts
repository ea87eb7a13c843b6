import type { Beacon } from '#shared/analytics/beacon.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { analyticsEvents } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { clipUtm, normalisePath, referrerHost, templateOfPath } from './page-fields.ts';
import { notCountedBecause, saltOfDay, studioDay, type VisitorRequest, visitorHash } from './visitor.ts';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** What became of a beacon: stored (buffered), not counted by rule, or over the visitor's limit. */
export type BeaconOutcome = 'stored' | 'dnt' | 'gpc' | 'bot' | 'limited';

export interface IngestOptions {
  /** how often the buffer is written (ms) */
  flushMs?: number;
  /** a buffer this full is written at once */
  flushRows?: number;
  /** beyond this many unwritten rows (the database is down) new beacons are dropped, not queued */
  maxBufferedRows?: number;
  /** beacons one visitor may send per minute on this instance */
  perVisitorPerMinute?: number;
  /** how long the studio's time zone is trusted before it is read again (ms) */
  zoneTtlMs?: number;
}

/**
 * Ingestion (issue 30, docs/analytics.md): one per process. A beacon is checked, hashed and put in
 * a memory buffer; the buffer is written in one multi-row INSERT every `flushMs` or when
 * `flushRows` have gathered, and on shutdown (`close`). So a page view costs the request a hash and
 * an array push, and the database one statement per few hundred beacons. A crash loses what the
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
    const day = studioDay(at, await this.timeZone());
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

  /** One beacon: checked against the rules, hashed, buffered. Never throws for a database outage. */
  async accept(beacon: Beacon, request: VisitorRequest): Promise<BeaconOutcome> {
    const who = await this.identify(request);
    if (!who.counted) return who.reason;
    if (!this.allow(who.visitor, who.at.getTime())) return 'limited';
    const path = normalisePath(beacon.path);
    const row: EventRow = {
      at: who.at,
      day: who.day,
      kind: beacon.kind,
      visitId: beacon.visit,
      visitor: who.visitor,
      path,
      template: templateOfPath(path),
      screen: beacon.screen,
    };
    if (beacon.kind === 'pageview') {
      const utm = clipUtm(beacon.utm);
      row.referrerHost = referrerHost(beacon.referrer, this.deps.publicUrl);
      row.utmSource = utm.source;
      row.utmMedium = utm.medium;
      row.utmCampaign = utm.campaign;
      row.utmTerm = utm.term;
      row.utmContent = utm.content;
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

  private async write(rows: EventRow[]): Promise<void> {
    // 500 rows × 20 columns stays under PostgreSQL's 65,535 parameters per statement.
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      try {
        await this.deps.db.insert(analyticsEvents).values(chunk);
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
