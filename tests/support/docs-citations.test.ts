import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, listScannedFiles, loadTargets, type Problem, proseOfCode, type Targets } from './docs-citations.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** This file's examples are wrong on purpose; the checker's own module is scanned like any other. */
const SELF = 'tests/support/docs-citations.test.ts';

const where = (problems: Problem[]) => problems.map(({ file, line, message }) => `${file}:${line}: ${message}`);

describe('every citation resolves inside the repository (docs/product/README.md)', () => {
  const targets = loadTargets(root);

  it('has the headings the citations point at', () => {
    expect([...targets.decisions].sort((a, b) => a - b)).toEqual(Array.from({ length: 34 }, (_, k) => k + 1));
    expect(targets.security.size).toBeGreaterThanOrEqual(16);
    for (const sections of Object.values(targets.sections)) {
      expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    expect(targets.adrs.has(14)).toBe(true);
  });

  it('finds no citation without its heading or file, and no document outside the repository', () => {
    const files = listScannedFiles(root).filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/product/decisions.md');
    const problems = files.flatMap((file) => checkText(file, readFileSync(path.join(root, file), 'utf8'), targets));
    expect(where(problems)).toEqual([]);
  });
});

describe('the checker', () => {
  const targets: Targets = {
    decisions: new Set([1, 2, 3, 14]),
    security: new Set([1, 2, 9]),
    sections: { 'public site': new Set([1, 2, 3, 4]), 'admin area': new Set([2, 5, 8]) },
    adrs: new Set([9, 14]),
  };
  const check = (text: string, file = 'x.ts') => where(checkText(file, text, targets));

  it('accepts citations that resolve', () => {
    expect(
      check(
        [
          '// D14, (D2) and D1–D3; SECURITY 1, 2 and 9',
          '/** admin area §2, §5, §8; public site §1–§3; ADR 009 and ADR 014; docs/decisions/014 */',
          '/* The Projects tab (admin area §2 "Edit dialogs", §5,',
          ' * §8; D3). RFC 6238 §5.2 is another standard. */',
          "describe('Add Content (admin area §5 with D1–D3)', () => {});",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names the file and line of each citation that does not resolve', () => {
    expect(check('const a = 1;\n// D15 and D2–D4')).toEqual([
      'x.ts:2: D15 has no "## D15 — …" heading in docs/product/decisions.md',
      'x.ts:2: D4 has no "## D4 — …" heading in docs/product/decisions.md',
    ]);
    expect(check('// SECURITY 1, 3 and 9–10')).toEqual([
      'x.ts:1: SECURITY 3 has no "## SECURITY 3 — …" heading in docs/product/security.md',
      'x.ts:1: SECURITY 10 has no "## SECURITY 10 — …" heading in docs/product/security.md',
    ]);
    expect(check('See ADR 009 and ADR 012, and docs/decisions/013.', 'a.md')).toEqual([
      'a.md:1: ADR 012 has no docs/decisions/012-*.md',
      'a.md:1: docs/decisions/013 names no file in docs/decisions/',
    ]);
    expect(check('// admin area §2, §9; public site §5')).toEqual([
      'x.ts:1: admin area §9 has no "## §9 — …" heading in docs/product/admin-area.md',
      'x.ts:1: public site §5 has no "## §5 — …" heading in docs/product/public-site.md',
    ]);
  });

  it('refuses a section without its document, and a bare "spec §"', () => {
    expect(check('// §4: the quick actions')).toEqual([
      'x.ts:1: §4 without its document: write "public site §4" or "admin area §4"',
    ]);
    expect(check('// admin area §2.\n// §8: the fallback')).toEqual([
      'x.ts:2: §8 without its document: write "public site §8" or "admin area §8"',
    ]);
    expect(check('Checked as the spec §5 says.', 'a.md')).toEqual([
      'a.md:1: "spec" before a section number: write "public site §n" or "admin area §n"',
      'a.md:1: §5 without its document: write "public site §5" or "admin area §5"',
    ]);
  });

  it('refuses references to the design documents outside the repository, not imports of shared/', () => {
    const outside = ['../shared', 'spec/'].join('/');
    expect(check(`The product is specified in \`${outside}\`.`, 'README.md')).toEqual([
      `README.md:1: refers to "${outside.slice(0, -1)}", a document outside the repository (see docs/product/)`,
    ]);
    const design = ['DECI', 'SIONS'].join('');
    expect(check(`// (${design} D14)`)).toEqual([
      `x.ts:1: "${design}" names a document outside the repository (see docs/product/)`,
    ]);
    expect(check("import { formatCategory } from '../../shared/text.ts';")).toEqual([]);
  });

  it('reads only comments and strings in code: identifiers, colours and regular expressions are no citations', () => {
    expect(check("const D15 = '#1D4ED8'; const re = /D99|§7/;\nlet x = a / D15 / 2; // fine")).toEqual([]);
    // A template literal with a placeholder that holds a string: `a ${b ? "D1" : c} d`.
    const template = ['const s = `a $', '{b ? "D1" : c} d`; // e'].join('');
    expect(proseOfCode(template)).toEqual(['           a        D1       d      e']);
  });
});
