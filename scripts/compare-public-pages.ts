/**
 * Are the public pages and public API answers of two builds the same bytes? For a change that
 * should not move what a visitor gets (a reshape): serve each build on a fresh demo studio, fetch
 * every public page and public read, and report which differ, with the first differing line.
 *
 *   npx tsx scripts/compare-public-pages.ts <rootA> <buildDirA> <rootB> <buildDirB>
 *
 * A root is a checkout (a git worktree of the older commit works); its build must exist
 * (`BUILD_DIR=<dir> npx react-router build` there). Asset fingerprints differ whenever any
 * client code changed, so each answer is also compared with `/assets/<name>-<hash>` written as
 * `/assets/<name>`: "same but for fingerprints" is reported apart from a real difference.
 */

import { startAppServer } from './bench/app-server.ts';
import { serverEntry } from './bench/build.ts';
import { benchmarkPages } from './bench/pages.ts';

const [rootA, buildA, rootB, buildB] = process.argv.slice(2);
if (!rootA || !buildA || !rootB || !buildB) {
  console.error('usage: npx tsx scripts/compare-public-pages.ts <rootA> <buildDirA> <rootB> <buildDirB>');
  process.exit(2);
}

const PUBLIC_READS = [
  '/api/projects',
  '/api/projects/featured',
  '/api/banner/images',
  '/api/testimonials',
  '/api/blog',
  '/api/form-options/projectType',
  '/api/lookbook/projects',
  '/api/no-such-route',
  '/api/projects/slug/no-such-project',
  '/sitemap.xml',
  '/robots.txt',
  '/no-such-page',
];

async function snapshot(root: string, buildDir: string, port: number): Promise<Map<string, string>> {
  const server = await startAppServer(root, serverEntry(root, buildDir), port, {
    env: { ADMIN_USERNAME: 'compare', ADMIN_PASSWORD: 'compare-pages-password-1' },
  });
  try {
    const pages = await benchmarkPages(server.baseUrl);
    const answers = new Map<string, string>();
    for (const path of [...pages.map((page) => page.path), ...PUBLIC_READS]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
      answers.set(path, `${response.status}\n${await response.text()}`);
    }
    return answers;
  } finally {
    await server.stop();
  }
}

const withoutFingerprints = (text: string) => text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.\w+)/g, '$1$2');

function firstDifference(a: string, b: string): string {
  const linesA = a.split(/(?<=>)|\n/);
  const linesB = b.split(/(?<=>)|\n/);
  const index = linesA.findIndex((line, i) => line !== linesB[i]);
  return `  A: ${linesA[index]?.slice(0, 200)}\n  B: ${linesB[index]?.slice(0, 200)}`;
}

const before = await snapshot(rootA, buildA, 4610);
const after = await snapshot(rootB, buildB, 4611);
let real = 0;
for (const [path, answerA] of before) {
  const answerB = after.get(path) ?? '';
  if (answerA === answerB) console.log(`same        ${path}`);
  else if (withoutFingerprints(answerA) === withoutFingerprints(answerB)) console.log(`fingerprint ${path}`);
  else {
    real += 1;
    console.log(`DIFFERENT   ${path}\n${firstDifference(answerA, answerB)}`);
  }
}
process.exit(real ? 1 : 0);
