import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { isbot } from 'isbot';
import { wallClock } from '#shared/wall-clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { analyticsSalts } from '../../platform/db/schema/index.ts';

/** What a request tells about its visitor, read once at the edge (never stored). */
export interface VisitorRequest {
  /** the client address by the server's trusted-proxy rule (clientIp) */
  ip: string;
  userAgent: string;
  /** `DNT: 1` */
  doNotTrack: boolean;
  /** `Sec-GPC: 1` (Global Privacy Control) */
  globalPrivacyControl: boolean;
}

/** Why a request is not counted, or null when it is (docs/analytics.md). */
export function notCountedBecause(request: VisitorRequest): 'dnt' | 'gpc' | 'bot' | null {
  if (request.doNotTrack) return 'dnt';
  if (request.globalPrivacyControl) return 'gpc';
  // Every browser sends a user agent; a request without one is a script.
  if (!request.userAgent.trim() || isbot(request.userAgent)) return 'bot';
  return null;
}

/** The studio's calendar day of an instant, YYYY-MM-DD. */
export function studioDay(at: Date, timeZone: string): string {
  const { year, month, day } = wallClock(at, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day before a YYYY-MM-DD day (or `days` before). */
export function dayBefore(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The visitor's hash: sha256(salt ‖ address ‖ user agent), the first 16 bytes as hex. The parts
 * are separated by a byte no address or header holds, so ("1.2.3.4", "5x") and ("1.2.3.45", "x")
 * differ. The address goes into the hash and nowhere else.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\u0000${ip}\u0000${userAgent}`).digest('hex').slice(0, 32);
}

/**
 * The salt of a studio day: made on first use (one row per day, the first writer wins, so every
 * instance hashes alike), read back otherwise.
 */
export async function saltOfDay(db: DbOrTx, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

/** Forgets every salt before `today`: from then on no earlier day's hash can be made again. */
export async function forgetOldSalts(db: DbOrTx, today: string): Promise<number> {
  const deleted = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, today))
    .returning({ day: analyticsSalts.day });
  return deleted.length;
}
