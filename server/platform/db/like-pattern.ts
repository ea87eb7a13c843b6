/**
 * A LIKE/ILIKE pattern for "contains `q`": `%`, `_` and `\` typed in a search box are searched for
 * as themselves (backslash is PostgreSQL's default LIKE escape).
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
