// `npm start`: builds when the build is missing or older than the sources, then serves it in
// production mode. Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR as in react-router.config.ts.
const serverBuild = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'server/index.js');
const SOURCES = ['app', 'server', 'shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(entry) {
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

const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding …' : 'No build yet: building …');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and the server read NODE_ENV when they load.
process.env.NODE_ENV = 'production';
await import(serverBuild);
