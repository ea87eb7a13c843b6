import type { ChatEngine } from './modules/chat/chat-engine.ts';
import type { ContentEvents } from './platform/content-events.ts';
import type { Database, ExecuteSql } from './platform/db/client.ts';
import type { EmailDeps } from './platform/email/email-deps.ts';
import type { EmailQueue } from './platform/email/email-queue.ts';
import type { ResponseCache } from './platform/http/response-cache.ts';
import type { LookbookGenerator } from './modules/lookbook/lookbook-generator.ts';

/** Time is a dependency: tests move it instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Settings of the HTTP surface that come from the environment. */
export interface HttpConfig {
  /** the public origin (links in e-mails, the same-origin check behind a proxy) */
  publicUrl: string;
  /** reverse proxies in front of us that append to X-Forwarded-For (0: the socket is the client) */
  trustProxyHops: number;
  /** served over HTTPS: HSTS, `Secure` cookies, upgrade-insecure-requests */
  https: boolean;
  /** production: page/API caches and CSP on */
  production: boolean;
}

/**
 * Everything a request can reach, built once by the composition root (`boot.ts`) and handed to
 * `createApp(deps)`; routes read it from the request context (`c.get('deps')`). Nothing in here is
 * optional, so no route exists only when some option happens to be present; tests build the same
 * thing through `tests/support/test-app.ts`.
 */
export interface AppDeps {
  db: Database;
  /** plain SQL for /readyz and pg-boss, the same on both drivers */
  executeSql: ExecuteSql;
  /** the job queue (pg-boss): e-mail sends are enqueued through it inside the caller's transaction */
  queue: EmailQueue;
  /** outbound e-mail: the transport in force (environment over Email Setup's stored settings, D13) */
  email: EmailDeps;
  /** "public content changed": published after each content write commits, on every instance */
  contentEvents: ContentEvents;
  /** rendered pages and public API reads (production); dropped on every content event */
  caches: { pages: ResponseCache | null; api: ResponseCache | null };
  chat: ChatEngine;
  lookbook: LookbookGenerator;
  /** APP_SECRET: signs unsubscribe links, encrypts stored provider secrets */
  secrets: { appSecret: string };
  clock: Clock;
  config: HttpConfig;
  /** true once SIGTERM arrived: /readyz answers 503 so a load balancer stops sending traffic */
  isDraining: () => boolean;
  log: (line: string) => void;
}
