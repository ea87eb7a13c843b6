import type { Database, Transaction } from './client.ts';

/**
 * Runs `read` in one read-only REPEATABLE READ transaction, so its statements all see the database
 * as it was at the first of them. A list answers with a count and a page read by two statements;
 * on PostgreSQL another connection's write can commit between them, and the total would then
 * disagree with the page for that answer. (On PGlite the transaction holds the one connection, so
 * nothing can commit in between either way.) Read-only also makes a write by mistake an error.
 */
export function readInOneSnapshot<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
