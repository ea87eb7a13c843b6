import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const page = (text: string) => ({ status: 200, headers: [], identity: new TextEncoder().encode(text), gzip: null });

describe('PageCache', () => {
  it('serves a stored page until its lifetime ends', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/a', page('a'));
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 1001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.get('/a');
    cache.set('/c', page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('forgets everything when cleared', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });
});
