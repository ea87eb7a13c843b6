import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { apiRoutes, type IntakeOptions } from './api/api.routes.ts';
import type { Database, ExecuteSql } from './db/client.ts';
import { apiErrorHandler, apiNotFound } from './http/errors.ts';
import { createContentCache } from './http/response-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { createPageHandler } from './ssr/page-handler.ts';
import type { SsrHandler } from './ssr/ssr-handler.ts';

export interface AppOptions {
  db: Database;
  executeSql: ExecuteSql;
  /** true once SIGTERM arrived: /readyz turns 503 so a load balancer stops sending traffic */
  isDraining?: () => boolean;
  /** the page renderer; absent in API tests */
  ssr?: SsrHandler;
  /** production: the built browser assets (build/client) */
  clientAssetsDir?: string;
  /** production mode: page cache and CSP on (development renders every request fresh) */
  production?: boolean;
  /** the public address is https: HSTS and upgrade-insecure-requests */
  https?: boolean;
  /** the enquiry and lookbook endpoints; absent in tests of the read API */
  intake?: IntakeOptions;
  /** signs unsubscribe links (D11); absent in tests that do not need them */
  appSecret?: string;
}

/** The whole HTTP surface, without a port: main.ts listens, tests call `app.request()`. */
export function createApp(options: AppOptions): Hono {
  const {
    db,
    executeSql,
    isDraining = () => false,
    ssr,
    clientAssetsDir,
    production = false,
    https = false,
    intake,
    appSecret,
  } = options;
  const app = new Hono();
  app.use('*', securityHeaders({ https }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (isDraining()) return c.json({ status: 'draining' }, 503);
    try {
      await executeSql('select 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
  });

  app.use('/api/*', compress());
  // Public API reads are cached like pages in production (ADR 006); tests see every answer fresh.
  const apiCache = production ? createContentCache({ ttlMs: 30_000, maxEntries: 500 }) : null;
  app.route('/api', apiRoutes(db, { cache: apiCache, intake, appSecret }));
  // Unknown API paths answer JSON, never the HTML app (D17).
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.route('/media', mediaRoutes(db));

  if (clientAssetsDir) {
    const root = path.relative(process.cwd(), clientAssetsDir) || '.';
    // Vite fingerprints everything under /assets, so those files never change under their name.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', compress(), serveStatic({ root }));
    // Other public files (favicon, robots.txt) have an extension; pages never do, so they skip the disk.
    app.use('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveStatic({ root })(c, next) : next()));
  }

  if (ssr) {
    // Pages are compressed once by the page handler (and cached); anything else it passes through
    // (React Router's /__manifest, resource routes) is compressed here.
    const pages = createPageHandler(ssr, { production, https });
    app.use('*', compress());
    app.all('*', (c) => pages(c.req.raw));
  }

  app.onError((error, c) => {
    if (c.req.path.startsWith('/api/')) return apiErrorHandler(error, c);
    console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}
