import type { Transaction } from './db/client.ts';
import type { PlatformDeps } from './platform-deps.ts';

/**
 * How every content write runs (projects, posts, testimonials, options, settings): in one
 * transaction, and only once it has committed are the caches told — a reader can never see a
 * cache refilled from a write that then rolled back.
 */
export async function writeContent<T>(
  deps: Pick<PlatformDeps, 'db' | 'contentEvents'>,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.contentEvents.publish();
  return result;
}
