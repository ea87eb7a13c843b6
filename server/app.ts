import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { apiApp } from './api-routes.ts';
import type { AppDeps } from './app-deps.ts';
import { mediaRoutes } from './modules/media/index.ts';
import type { AppEnv } from './platform/http/app-env.ts';
import { clientIp } from './platform/http/client-ip.ts';
import { apiErrorHandler, apiNotFound } from './platform/http/error-handler.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { createPageHandler } from './platform/http/ssr/page-handler.ts';
import type { SsrHandler } from './platform/http/ssr/ssr-handler.ts';

/** The web side besides the API: pages and their assets (absent in API-only tests). */
export interface WebOptions {
  /** the page renderer (React Router) */
  ssr?: SsrHandler;
  /** production: the built browser assets (build/client) */
  clientAssetsDir?: string;
}

/**
 * Behind a proxy that ends TLS, the socket speaks plain HTTP, and the proxy may also rewrite
 * `Host` (nginx sends its upstream's name unless told otherwise), while the browser is on the
 * https address PUBLIC_URL names. React Router refuses a page's form post whose `Origin` is not
 * the request's own origin, so pages get the request at PUBLIC_URL's origin. Methods fetch cannot
 * carry (TRACE, CONNECT) go on as they came: React Router answers them with 405.
 */
function asTheBrowserSentIt(request: Request, config: { https: boolean; publicUrl: string }): Request {
  const url = new URL(request.url);
  const publicOrigin = new URL(config.publicUrl).origin;
  if (!config.https || url.origin === publicOrigin || /^(TRACE|TRACK|CONNECT)$/i.test(request.method)) return request;
  return new Request(new URL(`${url.pathname}${url.search}`, publicOrigin), request);
}

/** The whole HTTP surface, without a port: main.ts listens, tests call `app.request()`. */
export function createApp(deps: AppDeps, web: WebOptions = {}): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });
  app.use('*', securityHeaders({ https: config.https }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (deps.isDraining()) return c.json({ status: 'draining' }, 503);
    try {
      await deps.executeSql('select 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
  });

  app.route('/api', apiApp());
  // Unknown API paths answer JSON, never the HTML app (D17).
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.route('/media', mediaRoutes(deps.db));

  if (web.clientAssetsDir) {
    const root = path.relative(process.cwd(), web.clientAssetsDir) || '.';
    // Vite fingerprints everything under /assets, so those files never change under their name.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The build wrote a .br and a .gz beside each script and style sheet (scripts/vite/
    // precompress-assets.ts): sent as they are; compress() only handles what has neither.
    app.use('/assets/*', compress(), serveStatic({ root, precompressed: true }));
    // Other public files (favicon, robots.txt) have an extension; pages never do, so they skip the disk.
    app.use('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveStatic({ root })(c, next) : next()));
  }

  if (web.ssr) {
    // Pages are compressed once by the page handler (and cached); anything else it passes through
    // (React Router's /__manifest, resource routes) is compressed here.
    const pages = createPageHandler(web.ssr, {
      production: config.production,
      https: config.https,
      cache: deps.caches.pages,
    });
    app.use('*', compress());
    app.all('*', (c) =>
      pages(asTheBrowserSentIt(c.req.raw, config), { deps, clientIp: clientIp(c, config.trustProxyHops) }),
    );
  }

  app.onError((error, c) => {
    if (c.req.path.startsWith('/api/')) return apiErrorHandler(error, c);
    console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}
