import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { type AppLoadContext, appContext, type PageRequest, pageRequestContext } from './app-context.ts';

export type SsrHandler = (request: Request, pageRequest?: PageRequest) => Promise<Response>;

/**
 * React Router's request handler with our load context. `build` is the server build itself in
 * production (loaded once) or a function that asks Vite for the current one in development.
 */
export function createSsrHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'development' | 'production',
  loadContext: AppLoadContext,
): SsrHandler {
  const handle = createRequestHandler(build, mode);
  return (request, pageRequest) => {
    const context = new RouterContextProvider();
    context.set(appContext, loadContext);
    if (pageRequest) context.set(pageRequestContext, pageRequest);
    return handle(request, context);
  };
}
