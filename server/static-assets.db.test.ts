import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestApp } from '../tests/support/test-app.ts';
import { createApp } from './app.ts';

const t = prepareTestApp({ content: 'migrated' });

describe('the browser build as the server sends it', () => {
  const script = `export const palette = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `#${i}`))};`;
  let dir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-build-'));
    await mkdir(path.join(dir, 'assets'));
    // As scripts/vite/precompress-assets.ts leaves the build: the file, its .br and its .gz.
    await writeFile(path.join(dir, 'assets/home-a1.js'), script);
    await writeFile(path.join(dir, 'assets/home-a1.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dir, 'assets/home-a1.js.gz'), gzipSync(script));
    await writeFile(path.join(dir, 'assets/plain-b2.js'), script);
    app = createApp(t.deps, { clientAssetsDir: dir });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const get = (file: string, acceptEncoding?: string) =>
    app.request(`/assets/${file}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that takes brotli, with its length and a year of caching', async () => {
    const res = await get('home-a1.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip file to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await get('home-a1.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(gzipSync(script))).toBe(true);
    const plain = await get('home-a1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  // hono's compress() leaves files under 1 KB alone; this one is larger.
  it('still compresses a file the build left without copies', async () => {
    const res = await get('plain-b2.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  // server/platform/http/security-headers.ts: a page keeps every header; the build's files keep what a
  // subresource uses (docs/architecture.md, "Public pages").
  it('sends a script nosniff and the referrer policy, without the headers only a document uses', async () => {
    const res = await get('home-a1.js', 'br');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const header of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(res.headers.get(header), header).toBeNull();
    }
    // Anything else, here the health check, still gets them all.
    const other = await app.request('/healthz');
    expect(other.headers.get('x-frame-options')).toBe('DENY');
    expect(other.headers.get('permissions-policy')).toContain('camera=()');
    expect(other.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
