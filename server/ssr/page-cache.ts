/**
 * Rendered public pages (HTML and React Router's .data payloads) kept for a short time, so a page
 * costs a render once per lifetime instead of once per request (ARCHITECTURE: "an HTML page near
 * bare-server speed needs a rendered-page cache invalidated on content writes").
 * Bounded: least recently used entries go first, so random URLs cannot grow it without limit.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  identity: Uint8Array;
  gzip: Uint8Array | null;
  storedAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    this.entries.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
