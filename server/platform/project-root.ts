import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's location: the server runs from source (tsx, Vitest)
 * and from the Vite bundle in build/server, and both must find migrations and client assets.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above the server code)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();

export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
