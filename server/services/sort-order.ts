import { asc, eq, max, min, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import type { blogPosts, formOptions, projects, testimonials } from '../db/schema/index.ts';
import { assertExactOrder } from './exact-reorder.ts';

/** The lists whose order the studio drags (D19) and which share this code. */
type OrderedTable = typeof projects | typeof blogPosts | typeof testimonials | typeof formOptions;

/** One place above the current first item: where a new (or newly published) post goes. */
export async function topPosition(tx: Transaction, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ first: min(table.sortOrder) }).from(table);
  return (row?.first ?? 1) - 1;
}

/**
 * One place below the current last item: where a new item of a curated list goes. `list` picks
 * one list out of a table holding several (the form options of one field type).
 */
export async function endPosition(tx: Transaction, table: OrderedTable, list?: SQL): Promise<number> {
  const [row] = await tx
    .select({ last: max(table.sortOrder) })
    .from(table)
    .where(list);
  return (row?.last ?? -1) + 1;
}

/**
 * Saves a dragged order: exactly the list's current ids or nothing changes (`assertExactOrder`).
 * The rows are locked first, so two editors reordering at once end with one whole order, not a
 * mix of both, and a delete or edit of one of them waits until the order is saved; only positions
 * that moved are written. `list` as in `endPosition`.
 */
export async function saveExactOrder(
  tx: Transaction,
  table: OrderedTable,
  ids: readonly number[],
  list?: SQL,
): Promise<void> {
  const rows = await tx
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .where(list)
    .orderBy(asc(table.id))
    .for('update');
  assertExactOrder(
    rows.map((row) => row.id),
    ids,
  );
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  for (const [position, id] of ids.entries()) {
    if (current.get(id) !== position) {
      await tx.execute(
        sql`update ${table} set ${sql.identifier(table.sortOrder.name)} = ${position} where ${eq(table.id, id)}`,
      );
    }
  }
}
