import type { PlatformDeps } from '../../platform/platform-deps.ts';

/**
 * What the content module's writes need of the platform: the database, the content events that
 * drop every instance's caches after a write commits, the app's clock (D24). Its reads take the
 * database alone.
 */
export type ContentDeps = Pick<PlatformDeps, 'db' | 'contentEvents' | 'clock'>;
