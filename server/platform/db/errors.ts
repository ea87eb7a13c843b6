/** PostgreSQL's unique_violation, wherever in the cause chain the driver (pg or PGlite, via Drizzle) put it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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
