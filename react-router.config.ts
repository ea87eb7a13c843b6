import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or agents build without overwriting each other's build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every v8 flag on (ARCHITECTURE.md), so the move to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
