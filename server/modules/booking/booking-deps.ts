import type { PlatformDeps } from '../../platform/platform-deps.ts';

/**
 * What the booking module's use cases read: the database, the e-mail queue (the visitor's and the
 * studio's messages are queued in the booking's transaction), the clock (slots, notice, links),
 * APP_SECRET (the manage links) and the public address (links in e-mails).
 */
export type BookingDeps = Pick<PlatformDeps, 'db' | 'queue' | 'clock' | 'secrets' | 'config' | 'log'>;
