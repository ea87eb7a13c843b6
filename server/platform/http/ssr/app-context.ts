import { createContext } from 'react-router';
import type { Database } from '../../db/client.ts';
import type { PlatformDeps } from '../../platform-deps.ts';

/** What route loaders receive from the server (read with `context.get(appContext)`). */
export interface AppLoadContext {
  db: Database;
  publicUrl: string;
  /** signs and checks unsubscribe links (D11) */
  appSecret: string;
}

/**
 * Context keys match by object identity. The server and the route modules share one module graph
 * (Vite bundles server/prod.ts together with the routes; dev loads both through Vite), but a key
 * kept on globalThis also survives a second copy of this module (e.g. after a dev reload).
 */
const KEY = Symbol.for('atelier.appContext');
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppLoadContext>>>;
registry[KEY] ??= createContext<AppLoadContext>();
export const appContext = registry[KEY];

/**
 * Per request, for page actions that write (the contact form without JavaScript, issue 12): the
 * app's deps and the client's address, which only the HTTP layer knows (the socket, SECURITY 4).
 */
export interface PageRequest {
  deps: PlatformDeps;
  clientIp: string;
}
const REQUEST_KEY = Symbol.for('atelier.pageRequest');
const requests = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<PageRequest>>>;
requests[REQUEST_KEY] ??= createContext<PageRequest>();
export const pageRequestContext = requests[REQUEST_KEY];
