import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks that every citation in the repository resolves inside it (docs/product/README.md):
 * `D14` and `D14–D18` → a `## D14 — …` heading in docs/product/decisions.md; `SECURITY 9` →
 * docs/product/security.md; `public site §2` / `admin area §5` → the `## §n — …` headings of
 * docs/product/public-site.md / admin-area.md; `ADR 014` → docs/decisions/014-*.md. A section
 * number without the name of its document, and any reference to the design documents that used
 * to live outside the repository, are problems too.
 *
 * In code only comments and string literals are read (a decision number in an identifier or a
 * colour is no citation); Markdown, SQL and shell files are read whole.
 */

/** What the checker resolves citations against. */
export interface Targets {
  decisions: ReadonlySet<number>;
  security: ReadonlySet<number>;
  sections: { 'public site': ReadonlySet<number>; 'admin area': ReadonlySet<number> };
  adrs: ReadonlySet<number>;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx', '.css']);
const WHOLE_TEXT_EXTENSIONS = new Set(['.md', '.sql', '.sh']);

/** The folders and top-level files scanned, relative to the repository's root. */
export const SCANNED_FOLDERS = ['server', 'app', 'shared', 'tests', 'scripts', 'docs'];
const SKIPPED_FOLDERS = /^(node_modules|build|build-.+|test-results.*|playwright-report|coverage|screenshots)$/;

export function isScannedFile(name: string): boolean {
  const extension = path.extname(name);
  return CODE_EXTENSIONS.has(extension) || WHOLE_TEXT_EXTENSIONS.has(extension);
}

/** Every scanned file under `root`, as paths relative to it, in a stable order. */
export function listScannedFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_FOLDERS.test(entry.name)) walk(child);
      } else if (entry.isFile() && isScannedFile(entry.name)) {
        files.push(child);
      }
    }
  };
  for (const folder of SCANNED_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const topLevel = entry.isFile() && (isScannedFile(entry.name) || /^(\.env\.example|biome\.json)$/.test(entry.name));
    if (topLevel && entry.name !== 'package-lock.json') files.push(entry.name);
  }
  return files.sort();
}

/** The numbers of the headings `## <prefix><n> — …` in a Markdown text. */
export function headingNumbers(markdown: string, prefix: string): Set<number> {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`^## ${escaped}(\\d+) — \\S`, 'gm');
  return new Set([...markdown.matchAll(heading)].map((match) => Number(match[1])));
}

export function loadTargets(root: string): Targets {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const adrs = readdirSync(path.join(root, 'docs/decisions'))
    .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  return {
    decisions: headingNumbers(read('docs/product/decisions.md'), 'D'),
    security: headingNumbers(read('docs/product/security.md'), 'SECURITY '),
    sections: {
      'public site': headingNumbers(read('docs/product/public-site.md'), '§'),
      'admin area': headingNumbers(read('docs/product/admin-area.md'), '§'),
    },
    adrs: new Set(adrs),
  };
}

/**
 * The comments and string literals of a code file, line by line, everything else blanked, so
 * that the checks read prose only and columns stay where they were. A small lexer: it knows line
 * and block comments, the three kinds of string (template literals with `${…}` inside), and
 * regular expression literals, which is enough for this repository's TypeScript and CSS.
 */
export function proseOfCode(text: string): string[] {
  type State = 'code' | 'line-comment' | 'block-comment' | "'" | '"' | '`';
  const prose: Array<[number, number]> = [];
  let state = 'code' as State;
  // where the current comment or string began
  let start = 0;
  // For `${` inside template literals: the brace depth at which each template resumes.
  const templates: number[] = [];
  let braces = 0;
  let previousSignificant = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (state === 'code') {
      if (c === '/' && (next === '/' || next === '*')) {
        state = next === '/' ? 'line-comment' : 'block-comment';
        start = ++i + 1;
      } else if (c === "'" || c === '"' || c === '`') {
        state = c;
        start = i + 1;
      } else if (c === '/' && startsRegex(previousSignificant, text.slice(Math.max(0, i - 8), i))) {
        // A regular expression literal: code up to its closing slash (not one inside a class).
        let inClass = false;
        while (++i < text.length && text[i] !== '\n') {
          const r = text[i];
          if (r === '\\') i++;
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
        }
        previousSignificant = ')';
      } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === braces) {
        templates.pop();
        state = '`';
        start = i + 1;
      } else {
        if (c === '{') braces++;
        else if (c === '}') braces--;
        if (c !== undefined && !/\s/.test(c)) previousSignificant = c;
      }
    } else {
      // inside a comment or a string: find where it ends
      let end = -1;
      if (state === 'line-comment') {
        if (c === '\n') end = i;
      } else if (state === 'block-comment') {
        if (c === '*' && next === '/') end = i++;
      } else if (c === '\\') {
        i++;
      } else if (c === state || (c === '\n' && state !== '`')) {
        // a string's closing quote; an unterminated one ends with its line
        end = i;
        previousSignificant = state;
      } else if (state === '`' && c === '$' && next === '{') {
        end = i++;
        templates.push(braces);
      }
      if (end >= 0) {
        prose.push([start, end]);
        state = 'code';
      }
    }
  }
  if (state !== 'code') prose.push([start, text.length]);

  let out = '';
  let at = 0;
  for (const [from, to] of prose) {
    out += blank(text.slice(at, from)) + text.slice(from, to);
    at = to;
  }
  out += blank(text.slice(at));
  return out.split('\n');
}

/** Code as spaces, its line breaks kept. */
function blank(code: string): string {
  return code
    .split('\n')
    .map((line) => ' '.repeat(line.length))
    .join('\n');
}

/** Whether a `/` in code starts a regular expression rather than a division. */
function startsRegex(previousSignificant: string, before: string): boolean {
  if (previousSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(previousSignificant)) return true;
  return /\b(return|typeof|case|in|of|void|yield|await)\s*$/.test(before);
}

/** The lines of a file the checks read: prose only for code, the whole text otherwise. */
export function proseLines(file: string, text: string): string[] {
  return CODE_EXTENSIONS.has(path.extname(file)) ? proseOfCode(text) : text.split('\n');
}

/** `12`, `12–14` → the numbers; a reversed or absurd range gives its ends only. */
function expand(from: number, to: number | undefined): number[] {
  if (to === undefined || to < from || to - from > 50) return to === undefined ? [from] : [from, to];
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}

const DECISION = /\bD([1-9]\d?)\b(?:\s?[–-]\s?D?([1-9]\d?)\b)?/g;
const SECURITY = /\bSECURITY\s+(\d+)\b((?:\s*(?:,|and|–|-)\s*\d+\b)*)/g;
const ADR = /\bADRs?\s+(\d{3})\b((?:\s*(?:,|and|–|-)\s*(?:ADR\s+)?\d{3}\b)*)/g;
const ADR_PATH = /docs\/decisions\/(\d{3})\b/g;
const SECTION_TOKEN = /\b(public site|admin area)\b|\bRFC\s?\d+\b|(?<!#{1,6} )§(\d+)(?:\s?[–-]\s?§?(\d+))?/gi;
const BARE_SPEC = /\bspec(?:ification)?(?:'s|’s)?\s+(?:§|section\s+\d)/i;
/** Documents that lived outside the repository, and paths to them. */
const OUTSIDE = [
  /\.\.\/shared\/(?:spec|design)\b/,
  /\bshared\/(?:spec|design)\//,
  /\/work\/shared\b/,
  /\b(?:DECISIONS|ARCHITECTURE|VISUAL|STYLE|SECURITY)\.md\b/,
  /\bdesign\/(?:VISUAL|STYLE|ARCHITECTURE|DECISIONS|SECURITY)\b/,
];
const SPEC_FILES: Record<string, 'public site' | 'admin area'> = {
  'docs/product/public-site.md': 'public site',
  'docs/product/admin-area.md': 'admin area',
};
const SPEC_FILE_OF = { 'public site': 'docs/product/public-site.md', 'admin area': 'docs/product/admin-area.md' };
/** Anything the prose checks below could report. */
const CANDIDATE = /\bD[1-9]\d?\b|\bSECURITY\b|\bADRs?\s+\d|§|docs\/decisions\/\d|section\s+\d|DECISIONS|ARCHITECTURE/;
const OUTSIDE_IN_PROSE = /\b(?:DECISIONS|ARCHITECTURE)\b/;

/** Every unresolved citation and outside reference in one file's text. */
export function checkText(file: string, text: string, targets: Targets): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) => problems.push({ file, line: index + 1, message });

  text.split('\n').forEach((raw, index) => {
    const match = OUTSIDE.map((pattern) => pattern.exec(raw)).find((found) => found !== null);
    if (match) report(index, `refers to "${match[0]}", a document outside the repository (see docs/product/)`);
  });

  // Most files cite nothing: skip reading their prose.
  if (!CANDIDATE.test(text)) return problems;

  // Inside a specification file a bare § means a section of that same file.
  const home = SPEC_FILES[file] ?? null;
  let carried: 'public site' | 'admin area' | null = null;
  proseLines(file, text).forEach((line, index) => {
    for (const match of line.matchAll(DECISION)) {
      for (const n of expand(Number(match[1]), match[2] === undefined ? undefined : Number(match[2]))) {
        if (!targets.decisions.has(n))
          report(index, `D${n} has no "## D${n} — …" heading in docs/product/decisions.md`);
      }
    }
    for (const match of line.matchAll(SECURITY)) {
      for (const n of listedNumbers(match[1] as string, match[2] as string)) {
        if (!targets.security.has(n)) {
          report(index, `SECURITY ${n} has no "## SECURITY ${n} — …" heading in docs/product/security.md`);
        }
      }
    }
    for (const match of line.matchAll(ADR)) {
      for (const n of listedNumbers(match[1] as string, (match[2] as string).replace(/ADR\s+/g, ''))) {
        if (!targets.adrs.has(n)) report(index, `ADR ${pad(n)} has no docs/decisions/${pad(n)}-*.md`);
      }
    }
    for (const match of line.matchAll(ADR_PATH)) {
      const n = Number(match[1]);
      if (!targets.adrs.has(n)) report(index, `${match[0]} names no file in docs/decisions/`);
    }
    if (BARE_SPEC.test(line)) {
      report(index, '"spec" before a section number: write "public site §n" or "admin area §n"');
    }
    const outside = OUTSIDE_IN_PROSE.exec(line);
    if (outside) report(index, `"${outside[0]}" names a document outside the repository (see docs/product/)`);

    // Sections: each § belongs to the nearest document named before it on the line, or to the one
    // named on the line before when that line's list of sections runs on (it ends with a comma).
    let current: 'public site' | 'admin area' | 'rfc' | null = carried ?? home;
    let lastCitedDocument: 'public site' | 'admin area' | null = null;
    for (const match of line.matchAll(SECTION_TOKEN)) {
      if (match[1] !== undefined) {
        current = match[1].toLowerCase() as 'public site' | 'admin area';
      } else if (match[2] === undefined) {
        current = 'rfc';
      } else if (current === 'rfc') {
        // another standard's section
      } else if (current === null) {
        report(
          index,
          `§${match[2]} without its document: write "public site §${match[2]}" or "admin area §${match[2]}"`,
        );
      } else {
        lastCitedDocument = current;
        const sections = targets.sections[current];
        for (const n of expand(Number(match[2]), match[3] === undefined ? undefined : Number(match[3]))) {
          if (!sections.has(n))
            report(index, `${current} §${n} has no "## §${n} — …" heading in ${SPEC_FILE_OF[current]}`);
        }
      }
    }
    carried = lastCitedDocument !== null && /,\s*$/.test(line) ? lastCitedDocument : null;
  });
  return problems;
}

function listedNumbers(first: string, rest: string): number[] {
  const numbers = [Number(first)];
  for (const part of rest.matchAll(/(,|and|–|-)\s*(\d+)/g)) {
    const n = Number(part[2]);
    const previous = numbers[numbers.length - 1] as number;
    numbers.push(...(part[1] === '–' || part[1] === '-' ? expand(previous, n).slice(1) : [n]));
  }
  return numbers;
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}
