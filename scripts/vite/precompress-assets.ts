import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the browser downloads, all under assets/; fonts and pictures are compressed formats
 * already. Not Vite's .vite/manifest.json: React Router deletes it after the build, and a copy
 * left beside it would be served to anyone.
 */
const COMPRESSIBLE = /^assets\/.+\.(js|mjs|css|svg|json)$/;

/** The two encodings every browser we serve accepts, at their best settings. */
export async function compressForBrowsers(source: string | Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const input = typeof source === 'string' ? Buffer.from(source) : source;
  const [br, gz] = await Promise.all([
    brotli(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
      },
    }),
    gzipAsync(input, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `name.br` and `name.gz` beside each script, style sheet and SVG of the browser build, so
 * the server sends them as they are (serveStatic `precompressed`) instead of compressing per
 * request: brotli at quality 11 is about 13 % smaller than the gzip a server can afford on the fly,
 * and costs nothing per request. Only the client environment: the server bundle is never sent.
 * (vite-plugin-compression2 was tried first; it also compresses the server environment's chunks.)
 */
export function precompressAssets(): Plugin {
  return {
    name: 'atelier:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the files are written, so the bytes compressed are the bytes served.
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const { br, gz } = await compressForBrowsers(source);
          const size = typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
          // A file too small to gain is sent as it is.
          if (br.byteLength < size) await writeFile(path.join(dir, `${file.fileName}.br`), br);
          if (gz.byteLength < size) await writeFile(path.join(dir, `${file.fileName}.gz`), gz);
        }),
      );
    },
  };
}
