import { describe, expect, it } from 'vitest';
import { cacheEntry, ResponseCache, respondFromCache } from './response-cache.ts';

const page = (text: string) => ({
  status: 200,
  headers: [],
  identity: new TextEncoder().encode(text),
  gzip: null,
  replay: {},
});

describe('ResponseCache', () => {
  it('serves a stored page until its lifetime ends', () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/a', page('a'));
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 1001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
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
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });
});

describe('respondFromCache', () => {
  const entry = cacheEntry(
    200,
    new Headers({ 'Content-Type': 'application/json' }),
    JSON.stringify({ a: 'x'.repeat(2000) }),
  );

  it('sends gzip to clients that accept it, the plain body to others', async () => {
    const gz = respondFromCache(
      new Request('http://x/a', { headers: { 'Accept-Encoding': 'gzip, br' } }),
      entry,
      'HIT',
    );
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = respondFromCache(new Request('http://x/a'), entry, 'HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).a).toHaveLength(2000);
  });

  it('answers 304 when the client already has this version', () => {
    const etag = new Headers(entry.headers).get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(
      respondFromCache(new Request('http://x/a', { headers: { 'If-None-Match': etag } }), entry, 'HIT').status,
    ).toBe(304);
  });
});
