import type { AnalyticsDeps } from './modules/analytics/index.ts';
import type { ChatDeps } from './modules/chat/index.ts';
import type { LookbookDeps } from './modules/lookbook/index.ts';
import type { PlatformDeps } from './platform/platform-deps.ts';

/**
 * Everything a request can reach, built once by `compose()` (server/compose.ts) and handed to
 * `createApp(deps)`; routes read it from the request context (`c.get('deps')`). It is the
 * platform's deps plus what the modules add (the chat engine, the lookbook generator, the
 * analytics buffer). Modules
 * never import this type: each declares the narrow deps it needs, and this interface must satisfy
 * them all (server/api-routes.ts checks it for the routes that read a module's own deps).
 * Nothing in here is optional, so no route exists only when some option happens to be present.
 */
export interface AppDeps extends PlatformDeps, ChatDeps, LookbookDeps, AnalyticsDeps {}
