import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { frameworkCompileHints } from './scripts/vite/compile-hints.ts';
import { precompressAssets } from './scripts/vite/precompress-assets.ts';
import { smallHelpersChunk } from './scripts/vite/small-helpers-chunk.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), frameworkCompileHints(), precompressAssets()],
  environments: {
    // Tiny import-free helpers share one browser chunk instead of a request each (small-helpers-chunk.ts).
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [smallHelpersChunk] } } } } },
    // The production server bundle starts at server/prod.ts, which imports the React Router build:
    // one bundle, one module graph for routes and server (docs/decisions/002-server-bundle.md).
    ssr: { build: { rollupOptions: { input: './server/prod.ts' } } },
  },
  server: { watch: { ignored: ['**/data/**', '**/test-results/**', '**/playwright-report/**'] } },
});
