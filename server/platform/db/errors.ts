/** PostgreSQL's SQLSTATE `code`, wherever in the cause chain the driver (pg or PGlite, via Drizzle) put it. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: the row a write points at is gone (deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');

/**
 * Runs `write`; a unique index refusing it becomes `conflict()`. A friendly check before the write
 * ("is this name free?") cannot see a request racing it: both pass, the index refuses the second,
 * and that is the same mistake, so it gets the same answer — never a 500.
 */
export async function onUniqueViolation<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
