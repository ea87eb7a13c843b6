import type { PlatformDeps } from '../../platform/platform-deps.ts';

/** What preview links need: the database, the app's clock (expiry, movable in tests), the public origin. */
export type PreviewDeps = Pick<PlatformDeps, 'db' | 'clock' | 'config'>;
