import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Every v8 flag on (ARCHITECTURE.md), so the move to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
