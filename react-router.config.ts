import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds in one checkout keep apart (e.g. build-e2e). Keep it inside the
  // checkout: the built server finds node_modules, migrations and package.json from where it sits.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every v8 flag on (docs/architecture.md), so the move to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
