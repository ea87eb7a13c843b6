import type { Clock } from './clock.ts';
import type { ContentEvents } from './content-events.ts';
import type { Database, ExecuteSql } from './db/client.ts';
import type { EmailDeps } from './email/email-deps.ts';
import type { EmailQueue } from './email/email-queue.ts';
import type { ResponseCache } from './http/response-cache.ts';

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
 * What the platform layer offers every module: the database, the job queue, e-mail delivery,
 * content events, caches, secrets, time and settings. A module's use cases take a `Pick` of this
 * (or of their module's deps), never the whole `AppDeps` the composition root builds: the root
 * imports the modules, so a module that imported the root's type would close a circle.
 */
export interface PlatformDeps {
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
  /** APP_SECRET: signs unsubscribe links, encrypts stored provider secrets */
  secrets: { appSecret: string };
  clock: Clock;
  config: HttpConfig;
  /** true once SIGTERM arrived: /readyz answers 503 so a load balancer stops sending traffic */
  isDraining: () => boolean;
  log: (line: string) => void;
}
