import type { Plugin } from 'vite';

/**
 * The production server bundle's entries (vite.config.ts), each with a file name of its own. React
 * Router names every server entry `index.js` (then `index2.js` …); a second entry, the lookbook's
 * worker thread, must have a name server/prod.ts can find at run time. Applied after React Router's
 * configuration (configEnvironment runs after every plugin's config hook), so its name stays.
 */
export const SERVER_ENTRIES = {
  index: './server/prod.ts',
  'lookbook-worker': './server/modules/lookbook/lookbook-worker.ts',
} as const;

export function serverEntries(): Plugin {
  return {
    name: 'atelier:server-entries',
    apply: 'build',
    configEnvironment(name, config) {
      if (name !== 'ssr') return;
      const output = config.build?.rollupOptions?.output;
      if (Array.isArray(output)) throw new Error('server-entries: one output expected for the server build');
      return {
        build: {
          rollupOptions: {
            input: SERVER_ENTRIES,
            output: { ...output, entryFileNames: (chunk) => `${chunk.name}.js` },
          },
        },
      };
    },
  };
}
