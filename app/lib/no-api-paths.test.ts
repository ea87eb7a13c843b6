import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser's code reaches the API only through the contract (shared/api/, ADR 020): `callApi`,
 * `apiHref` or `endpointUrl` build every address from an endpoint. A path written out as text
 * (`'/api/leads'`, `` `/api/leads/${id}` ``) would compile whatever the server's routes say; this
 * finds one. Comments may still name an endpoint.
 */
const APP = path.resolve(import.meta.dirname, '..');
const API_PATH_LITERAL = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function codeLines(file: string): Array<{ line: number; text: string }> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text));
}

describe('the app names no API path', () => {
  it('finds a written-out path (the check can fail)', () => {
    expect(API_PATH_LITERAL.test("fetch('/api/leads')")).toBe(true);
    expect(API_PATH_LITERAL.test('fetch(`/api/leads/` + id)')).toBe(true);
    expect(API_PATH_LITERAL.test('callApi(leadsApi.list)')).toBe(false);
  });

  it('every call in app/ goes through a contract endpoint', () => {
    const found = sourceFiles(APP).flatMap((file) =>
      codeLines(file)
        .filter(({ text }) => API_PATH_LITERAL.test(text))
        .map(({ line, text }) => `${path.relative(APP, file)}:${line}: ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
