import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { frameworkCompileHints } from './scripts/vite/compile-hints.ts';
import { precompressAssets } from './scripts/vite/precompress-assets.ts';
import { SERVER_ENTRIES, serverEntries } from './scripts/vite/server-entries.ts';
import { smallHelpersChunk } from './scripts/vite/small-helpers-chunk.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), frameworkCompileHints(), precompressAssets(), serverEntries()],
  environments: {
    // Tiny import-free helpers share one browser chunk instead of a request each (small-helpers-chunk.ts).
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [smallHelpersChunk] } } } } },
    // The production server bundle starts at server/prod.ts, which imports the React Router build:
    // one bundle, one module graph for routes and server (docs/decisions/001-server-and-bundle.md).
    // The lookbook's worker thread is a second entry, <build>/server/lookbook-worker.js, which
    // server/prod.ts hands to the generator (scripts/vite/server-entries.ts names both files).
    ssr: { build: { rollupOptions: { input: SERVER_ENTRIES } } },
  },
  server: { watch: { ignored: ['**/data/**', '**/test-results/**', '**/playwright-report/**'] } },
});
