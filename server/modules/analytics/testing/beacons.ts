import type { TestApp } from '../../../../tests/support/test-app.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { analyticsEvents } from '../../../platform/db/schema/index.ts';
import { templateOfPath } from '../page-fields.ts';

/** A desktop Chrome's user agent: what isbot lets through. */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Sends a beacon as `navigator.sendBeacon` does (a text/plain Blob, no cookie, no Origin
 * guarantee) from `ip` behind the app's one trusted proxy hop.
 */
export function sendBeacon(
  t: Pick<TestApp, 'request'>,
  body: unknown,
  init: { ip?: string; userAgent?: string; headers?: Record<string, string>; contentType?: string } = {},
): Promise<Response> {
  return t.request('/api/analytics/beacon', {
    method: 'POST',
    headers: {
      'Content-Type': init.contentType ?? 'text/plain;charset=UTF-8',
      'User-Agent': init.userAgent ?? BROWSER_UA,
      'X-Forwarded-For': init.ip ?? '198.51.100.7',
      ...init.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let visits = 0;
/** A fresh visit id, as the page script makes one per page load. */
export function newVisitId(): string {
  visits += 1;
  return `visit${String(visits).padStart(8, '0')}${process.pid}`.slice(0, 32);
}

export type SeedEvent = Partial<typeof analyticsEvents.$inferInsert> & { day: string; visitor: string };

/** Raw events written straight to the table (the state a test starts from), with plain defaults. */
export async function insertEvents(db: DbOrTx, events: SeedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(
    events.map((event, index) => {
      const path = event.path ?? '/';
      return {
        at: event.at ?? new Date(`${event.day}T12:00:00Z`),
        kind: event.kind ?? 'pageview',
        template: event.template ?? templateOfPath(path),
        screen: event.screen === undefined ? 'desktop' : event.screen,
        visitId: event.visitId === undefined ? `seed-${event.visitor}-${event.day}` : event.visitId,
        ...event,
        path,
        // Keep the seed's order within a day for "first" and "latest".
        ...(event.at ? {} : { at: new Date(Date.parse(`${event.day}T12:00:00Z`) + index) }),
      };
    }),
  );
}
