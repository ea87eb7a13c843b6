import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from './db/client.ts';

/**
 * "The public content changed." Published once a content write has committed; the page cache, the
 * API cache, the lookbook and the answer-bot's index drop what they hold. On PostgreSQL the event
 * also crosses to every other instance through LISTEN/NOTIFY, so a page cached by instance B is gone
 * as soon as instance A commits an edit (docs/architecture.md: no state two instances could disagree on).
 */
export interface ContentEvents {
  subscribe(listener: () => void): () => void;
  /** after a content write committed: the listeners here, then (PostgreSQL) every other instance */
  publish(): Promise<void>;
  close(): Promise<void>;
}

export const CONTENT_CHANNEL = 'atelier_content_changed';

/** One process, no neighbours: the embedded database, and tests. */
export function createLocalContentEvents(): ContentEvents & { emit(): void } {
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit,
    async publish() {
      emit();
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Local listeners, plus NOTIFY/LISTEN on PostgreSQL. Each instance tags its notifications with its
 * own id and ignores its own echo (it already emitted locally, without waiting for the round trip,
 * so a test that writes then reads never races its own cache). When the listening connection is
 * lost, notifications may have been missed: every listener is told once the connection is back.
 */
export async function createContentEvents(
  handle: DatabaseHandle,
  log: (line: string) => void = console.log,
): Promise<ContentEvents> {
  const local = createLocalContentEvents();
  if (!handle.listen) return local;
  const instanceId = randomUUID();
  const stopListening = await handle.listen(CONTENT_CHANNEL, {
    onNotification(payload) {
      if (payload !== instanceId) local.emit();
    },
    onReconnect() {
      log('[content] change listener reconnected: dropping caches');
      local.emit();
    },
  });
  return {
    subscribe: local.subscribe,
    async publish() {
      local.emit();
      try {
        await handle.executeSql('select pg_notify($1, $2)', [CONTENT_CHANNEL, instanceId]);
      } catch (error) {
        // The write itself committed; other instances' caches expire on their own within 30 s.
        log(`[content] could not notify other instances: ${String(error)}`);
      }
    },
    async close() {
      await stopListening();
      await local.close();
    },
  };
}
