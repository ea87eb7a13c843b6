import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The same inputs as scripts/start.mjs: a build older than any of them is stale.
const SOURCES = ['app', 'server', 'shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** The production server entry of BUILD_DIR (react-router.config.ts reads the same variable). */
export function serverEntry(root: string, buildDir: string): string {
  return path.resolve(root, buildDir, 'server/index.js');
}

/**
 * Builds into `buildDir` when there is no build or the sources changed since; with `allowStale`
 * an existing build is used as it is. Returns what it did, for the report.
 */
export function ensureBuild(root: string, buildDir: string, allowStale: boolean): 'built' | 'up to date' | 'stale' {
  const entry = serverEntry(root, buildDir);
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (builtAt >= sourcesAt) return 'up to date';
  if (builtAt && allowStale) return 'stale';
  console.log(
    `[bench] ${builtAt ? 'sources changed since the last build' : 'no build yet'}: building into ${buildDir}/ …`,
  );
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
  return 'built';
}
