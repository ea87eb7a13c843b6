import type { ContentEvents } from '../../../platform/content-events.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts';
import { loadStudioSnapshot } from './studio-snapshot.ts';

/**
 * Other app instances change content without telling us (content events are in-process), so the
 * index is also rebuilt when it is this old — the same bound as the page cache's freshness.
 */
const MAX_AGE_MS = 60_000;

export interface KnowledgeStore {
  /** the current index, built on first use and again after content changed */
  current(): Promise<KnowledgeIndex>;
  /** stops listening for content changes */
  close(): void;
}

export function createKnowledgeStore(
  db: DbOrTx,
  events: ContentEvents,
  options: { maxAgeMs?: number } = {},
): KnowledgeStore {
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  let building: Promise<KnowledgeIndex> | null = null;
  let startedAt = 0;
  // Dropping the promise is enough: a build already running finishes for whoever awaits it, and
  // the next question starts a fresh one.
  const unsubscribe = events.subscribe(() => {
    building = null;
  });

  const build = (): Promise<KnowledgeIndex> => {
    startedAt = Date.now();
    const promise = loadStudioSnapshot(db).then(buildKnowledgeIndex);
    // A failed build (database down) is not remembered: the next question tries again.
    promise.catch(() => {
      if (building === promise) building = null;
    });
    return promise;
  };

  return {
    current() {
      if (!building || Date.now() - startedAt > maxAgeMs) building = build();
      return building;
    },
    close: unsubscribe,
  };
}
