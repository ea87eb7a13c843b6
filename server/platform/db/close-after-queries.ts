/** The plain-SQL door of a database handle (client.ts's `ExecuteSql`; not imported, to keep no cycle). */
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * pg-boss settles a finished job (complete or fail) without awaiting it, and a job still running when
 * a graceful stop runs out of time settles after the stop has returned. Either query can reach the
 * database after the app closed it, and its rejection has nobody to catch it: an unhandled rejection
 * that ends the process (or fails a test run, as it did in CI).
 *
 * So the plain-SQL door closes in order: queries asked for before the close finish first, and a query
 * asked for afterwards is never answered (and never run). Neither an error nor an empty answer
 * would do: pg-boss does not catch the one, and reads a row count out of the other. Nothing is lost
 * by the silence: the job such a query would settle was already failed by pg-boss's stop ("shut
 * down while active") and runs again after the next start, and the process is on its way out.
 */
export function closeAfterQueries(
  executeSql: ExecuteSql,
  close: () => Promise<void>,
): { executeSql: ExecuteSql; close: () => Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let closing = false;
  return {
    executeSql: async (text, values) => {
      if (closing) {
        console.warn(`[db] a query arrived after the database closed and was dropped: ${text.slice(0, 60)}`);
        return new Promise(() => {});
      }
      const query = executeSql(text, values);
      running.add(query);
      try {
        return await query;
      } finally {
        running.delete(query);
      }
    },
    close: async () => {
      closing = true;
      await Promise.allSettled(running);
      await close();
    },
  };
}
