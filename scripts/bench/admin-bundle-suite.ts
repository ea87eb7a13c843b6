import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SuiteReport } from './suite-report.ts';

/** The admin screens whose first load is measured: the route chain React Router loads for each. */
const SCREENS: Array<{ screen: string; routes: string[] }> = [
  { screen: 'sign-in (/admin/login)', routes: ['root', 'routes/admin/admin-layout', 'routes/admin/login'] },
  {
    screen: 'overview (/admin)',
    routes: ['root', 'routes/admin/admin-layout', 'routes/admin/dashboard', 'routes/admin/overview'],
  },
  {
    screen: 'analytics (/admin/analytics)',
    routes: ['root', 'routes/admin/admin-layout', 'routes/admin/dashboard', 'routes/admin/analytics'],
  },
  {
    screen: 'projects (/admin/projects)',
    routes: ['root', 'routes/admin/admin-layout', 'routes/admin/dashboard', 'routes/admin/projects'],
  },
  {
    screen: 'leads (/admin/leads)',
    routes: ['root', 'routes/admin/admin-layout', 'routes/admin/dashboard', 'routes/admin/leads'],
  },
];

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest, as the build wrote it (`window.__reactRouterManifest={…};`). */
function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest-*.js in ${assets}`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
}

/** The bytes the server sends for an asset: its precompressed .gz beside it, else gzip now. */
function gzipBytes(clientDir: string, url: string): number {
  const file = path.join(clientDir, url);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).byteLength;
  }
}

/**
 * What a browser must download before an admin screen can run: the entry, each route module of
 * the screen's chain and their static imports, and their style sheets — read from the build's
 * manifest, so it needs no server and no browser. Lazily loaded dialogs and tabs are not counted:
 * they come when used.
 */
export function adminBundleSuite(buildDir: string): SuiteReport {
  const started = Date.now();
  const clientDir = path.join(buildDir, 'client');
  const manifest = readManifest(clientDir);
  const rows = SCREENS.map(({ screen, routes }) => {
    const js = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    const css = new Set<string>(manifest.entry.css ?? []);
    for (const id of routes) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`the build has no route ${id}`);
      js.add(route.module);
      for (const url of route.imports ?? []) js.add(url);
      for (const url of route.css ?? []) css.add(url);
    }
    const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzipBytes(clientDir, url), 0);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const jsBytes = sum(js);
    const cssBytes = sum(css);
    return [screen, String(js.size), kb(jsBytes), String(css.size), kb(cssBytes), kb(jsBytes + cssBytes)];
  });
  return {
    title: 'Admin first load (from the build manifest)',
    method:
      'For each screen, the files React Router loads before it runs: the client entry, every route module of the screen’s route chain and their static imports (JavaScript), and their style sheets, as listed in build/client/assets/manifest-*.js; sizes are the precompressed .gz files the server sends (1 KB = 1024 bytes). Lazily loaded dialogs and tabs are not counted.',
    tables: [
      {
        headers: ['screen', 'JS files', 'JS KB (gzip)', 'CSS files', 'CSS KB (gzip)', 'total KB'],
        numeric: [1, 2, 3, 4, 5],
        rows,
      },
    ],
    targets: [],
    notes: [],
    seconds: (Date.now() - started) / 1000,
  };
}
