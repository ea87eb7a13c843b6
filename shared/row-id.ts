import { z } from './zod.ts';

/**
 * Every table's id is a PostgreSQL `integer`: a larger number names no row, and sent to the
 * database it is an error ("out of range"), not an empty answer. So ids are checked against this
 * before any query, and a larger one is the same "not found" as an id nobody holds.
 */
export const ROW_ID_MAX = 2_147_483_647;

/** An id written plainly in a URL (no sign, exponent, hex or leading zero) that fits, or null. */
export function parseRowId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ROW_ID_MAX ? id : null;
}

/** An id in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(ROW_ID_MAX);
