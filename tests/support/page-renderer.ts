import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { AppLoadContext } from '../../server/platform/http/ssr/app-context.ts';
import { createSsrHandler, type SsrHandler } from '../../server/platform/http/ssr/ssr-handler.ts';
import { projectPath } from '../../server/platform/project-root.ts';

export interface PageRenderer {
  /** the site's pages for one instance's load context, as `createApp(deps, { ssr })` takes them */
  forInstance(context: AppLoadContext): SsrHandler;
  close(): Promise<void>;
}

/**
 * The site's real pages — React Router's routes, loaders and components — for tests that need a
 * rendered page without a production build: loaded through Vite as `npm run dev` loads them (the
 * load takes seconds and is made once, at start), rendered in production mode. No file watcher, no HMR.
 */
export async function startPageRenderer(): Promise<PageRenderer> {
  const vite: ViteDevServer = await createServer({
    root: projectPath('.'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  // The first load transforms every route module (tens of seconds on a busy 2-core machine): done
  // here, in the file's beforeAll and its hook timeout, not in whichever test renders first.
  await build();
  return {
    forInstance: (context) => createSsrHandler(build, 'production', context),
    close: () => vite.close(),
  };
}
