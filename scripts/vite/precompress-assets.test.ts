import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.ts';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

describe('the browser build precompressed', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const script = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `room ${i}`))};`;
  const bundle = {
    'assets/home-a1.js': { type: 'chunk', fileName: 'assets/home-a1.js', code: script },
    'assets/root-b2.css': {
      type: 'asset',
      fileName: 'assets/root-b2.css',
      source: `body{color:red}${'.a{margin:0}'.repeat(50)}`,
    },
    'assets/fraunces-c3.woff2': { type: 'asset', fileName: 'assets/fraunces-c3.woff2', source: new Uint8Array(4096) },
    'assets/x-d4.js': { type: 'chunk', fileName: 'assets/x-d4.js', code: 'export{}' },
    '.vite/manifest.json': { type: 'asset', fileName: '.vite/manifest.json', source: JSON.stringify({ big: script }) },
  };

  async function build() {
    const plugin = precompressAssets();
    await (plugin.writeBundle as unknown as WriteBundle)({ dir }, bundle);
  }

  it('writes a brotli and a gzip copy beside each script and style sheet, holding the same bytes', async () => {
    await build();
    const br = await readFile(path.join(dir, 'assets/home-a1.js.br'));
    const gz = await readFile(path.join(dir, 'assets/home-a1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/root-b2.css.br'))).toString()).toContain(
      'body{color:red}',
    );
  });

  it('leaves fonts alone, and a file too small to gain', async () => {
    await build();
    const files = await readdir(path.join(dir, 'assets'));
    expect(files.filter((name) => name.startsWith('fraunces'))).toEqual([]);
    expect(files.filter((name) => name.startsWith('x-d4'))).toEqual([]);
  });

  it('leaves Vite’s manifest alone: React Router deletes it, and a copy would be served to anyone', async () => {
    await mkdir(path.join(dir, '.vite'));
    await build();
    expect(await readdir(path.join(dir, '.vite'))).toEqual([]);
  });

  it('runs for the browser build only, never for the server bundle', () => {
    const plugin = precompressAssets();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
