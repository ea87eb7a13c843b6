import type { Rolldown } from 'vite';

/**
 * Tiny helpers with no imports of their own, used by most public pages and by the admin: class
 * names, category labels and reading time, dates and numbers, image URLs. Paths are relative to
 * the checkout, '/'-separated.
 */
export const SMALL_HELPERS = [
  'node_modules/clsx/dist/clsx.mjs',
  'shared/text.ts',
  'shared/media.ts',
  'app/lib/display-format.ts',
] as const;

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * One browser chunk for SMALL_HELPERS. Left to Rolldown, each got a chunk of its own, because each
 * is imported by a different set of pages: four files of 0.2–0.4 KB whose response headers
 * weighed more than their bodies, and home's initial JavaScript stood at 130.2 KB in 29 files
 * against issue 12's 130 KB (128.2 KB in 26 files with this group). A page that needs only one of
 * them now fetches all four, about 0.5 KB more.
 *
 * A group also takes in the modules its modules import (Rolldown's includeDependenciesRecursively,
 * which React Router's exports-only entry signatures do not let us turn off), so only modules that
 * import nothing belong here: small-helpers-chunk.test.ts reads each file to keep it so, or React
 * itself would move into this chunk.
 */
export const smallHelpersChunk: Rolldown.CodeSplittingGroup = {
  name: 'small-helpers',
  test: (id) => SMALL_HELPERS.some((helper) => normalise(id).endsWith(`/${helper}`)),
};
