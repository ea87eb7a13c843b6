import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMALL_HELPERS, smallHelpersChunk } from './small-helpers-chunk.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const test = smallHelpersChunk.test as (id: string) => boolean;

/** Any import a bundler follows: static, re-export or dynamic. Type-only imports are erased. */
const FOLLOWED_IMPORT = /^\s*import\s+(?!type\s)|^\s*export\s[^;]*\sfrom\s|\bimport\(/m;

describe('the small helpers share one browser chunk', () => {
  it.each(SMALL_HELPERS)('%s exists and imports nothing, so the group drags nothing else along', (helper) => {
    const file = path.join(ROOT, helper);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(FOLLOWED_IMPORT);
  });

  it('the import check sees the kinds of import a bundler would follow', () => {
    for (const source of [
      "import { x } from './x.ts';",
      "export { x } from './x.ts';",
      "const m = import('./m.ts');",
    ]) {
      expect(source).toMatch(FOLLOWED_IMPORT);
    }
    expect("import type { Image } from './image.ts';").not.toMatch(FOLLOWED_IMPORT);
  });

  it('takes exactly those modules, whatever the path separator', () => {
    expect(test(`${ROOT}/shared/text.ts`)).toBe(true);
    expect(test('C:\\atelier\\node_modules\\clsx\\dist\\clsx.mjs')).toBe(true);
    expect(test(`${ROOT}/app/lib/display-format.ts`)).toBe(true);
    expect(test(`${ROOT}/app/lib/display-format.test.ts`)).toBe(false);
    expect(test(`${ROOT}/shared/admin/text.ts`)).toBe(false);
    expect(test(`${ROOT}/node_modules/react/index.js`)).toBe(false);
    expect(test(`${ROOT}/app/routes/site/home.tsx`)).toBe(false);
  });
});
