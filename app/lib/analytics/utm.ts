/**
 * The wire format's UTM fields (shared/analytics/beacon.ts `UTM_FIELDS`), written out: importing the
 * schema module would bring zod into the beacon's chunk. A test holds the two lists equal.
 */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The `utm_*` parameters of an address's query (trimmed, 100 characters each), or undefined when none. */
export function utmOf(search: string): Record<string, string> | undefined {
  const params = new URLSearchParams(search);
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 100);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}
