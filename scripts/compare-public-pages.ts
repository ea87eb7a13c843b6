/**
 * Are the public pages and public API answers of two builds the same bytes? For a change that
 * should not move what a visitor gets (a reshape): serve each build on a fresh demo studio, fetch
 * every public page and public read, and report which differ, with the first differing line.
 *
 *   npx tsx scripts/compare-public-pages.ts <rootA> <buildDirA> <rootB> <buildDirB>
 *
 * A root is a checkout (a git worktree of the older commit works); its build must exist
 * (`BUILD_DIR=<dir> npx react-router build` there). Asset fingerprints differ whenever any
 * client code changed, and the demo studio is seeded at each start, so its timestamps differ: each
 * answer is also compared with `/assets/<name>-<hash>` written as `/assets/<name>` and ISO instants
 * written as `<instant>`, and "same but for fingerprints and times" is reported apart from a real
 * difference; "same markup" when only the scripts (the router's manifest of chunks, module hints)
 * differ, as they do when the client's module graph changed. Both builds are served on the same port, one after the other, so their absolute
 * addresses (canonical links, the sitemap) agree.
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

const normalized = (text: string) =>
  text
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.\w+)/g, '$1$2')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, '<instant>');

/** What a visitor sees before scripts run: the markup without scripts, module hints and CSP (its hashes are the scripts'). */
const markupOnly = (text: string) =>
  normalized(text)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 80);
  return `  A: …${a.slice(from, index + 120)}\n  B: …${b.slice(from, index + 120)}`;
}

const before = await snapshot(rootA, buildA, 4610);
const after = await snapshot(rootB, buildB, 4610);
let real = 0;
for (const [path, answerA] of before) {
  const answerB = after.get(path) ?? '';
  if (answerA === answerB) console.log(`same        ${path}`);
  else if (normalized(answerA) === normalized(answerB)) console.log(`same but for fingerprints/times ${path}`);
  else if (markupOnly(answerA) === markupOnly(answerB)) console.log(`same markup, scripts differ ${path}`);
  else {
    real += 1;
    console.log(`DIFFERENT   ${path}\n${firstDifference(normalized(answerA), normalized(answerB))}`);
  }
}
process.exit(real ? 1 : 0);
