import { asc, max, min, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { assertExactOrder, placeSubset } from './exact-reorder.ts';
import type { blogPosts, formOptions, projects, testimonials } from './schema/index.ts';

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

/** What a reorder asks for (ReorderSchema): the whole list in its new order, or some of its items. */
export interface NewOrder {
  ids: readonly number[];
  /** the ids are some of the list (a page or filter of it), see `placeSubset` */
  partial?: boolean;
}

/**
 * Locks every row of the list, in id order (every reorder takes them in the same order, so two at
 * once queue instead of deadlocking), and answers each one's current position.
 */
async function lockList(tx: Transaction, table: OrderedTable, list?: SQL): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .where(list)
    .orderBy(asc(table.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.sortOrder]));
}

/**
 * Numbers the list 0, 1, 2… in `ids`' order, writing only the positions that change, in one
 * statement: the first partial reorder of a list that was never dragged (posts created at one
 * position) renumbers every row, 2,000 of them in a large studio.
 */
async function writePositions(
  tx: Transaction,
  table: OrderedTable,
  ids: readonly number[],
  current: Map<number, number>,
) {
  const moved = [...ids.entries()].filter(([position, id]) => current.get(id) !== position);
  if (moved.length === 0) return;
  const column = sql.identifier(table.sortOrder.name);
  const idColumn = sql.identifier(table.id.name);
  await tx.execute(
    sql`update ${table} set ${column} = moved.position
        from unnest(${sql.param(moved.map(([, id]) => id))}::int[], ${sql.param(moved.map(([position]) => position))}::int[])
          as moved(id, position)
        where ${table}.${idColumn} = moved.id`,
  );
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
  const current = await lockList(tx, table, list);
  assertExactOrder([...current.keys()], ids);
  await writePositions(tx, table, ids, current);
}

/**
 * Saves a reorder of a whole table's list (projects, posts, testimonials): the exact rule, or with
 * `partial` the named items swap among the places they hold (`placeSubset`). The places are read in
 * `displayOrder`, the order the table's lists are shown in (ties included: two posts at one
 * position read by their tiebreakers), after every row is locked; the whole list is then numbered
 * afresh, so the order shown is exactly the one computed.
 */
export async function saveOrder(
  tx: Transaction,
  table: typeof projects | typeof blogPosts | typeof testimonials,
  order: NewOrder,
  displayOrder: readonly SQL[],
): Promise<void> {
  if (!order.partial) return saveExactOrder(tx, table, order.ids);
  const current = await lockList(tx, table);
  const shown = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(...displayOrder);
  const next = placeSubset(
    shown.map((row) => row.id),
    order.ids,
  );
  await writePositions(tx, table, next, current);
}
