import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/admin/auth.ts';
import { adminI18n } from './i18n.ts';

/**
 * D28: every admin text exists in English, Spanish and French. Each feature's messages.ts is found
 * here without a list to keep up to date; a key missing or extra in one language, an empty text,
 * or a placeholder that differs between languages fails the build. A catalog registered elsewhere
 * (a shared component keeps its own few texts beside it) is found by its `registerMessages` call
 * and checked the same way, as i18next holds it. This is the proof that the admin speaks Spanish
 * and French everywhere: the browser tests only sample each screen's heading.
 */
type Catalogs = Record<string, Record<string, unknown>>;

const modules = import.meta.glob<{ messages?: Catalogs }>('../../**/messages.ts', { eager: true });

/** Every admin source file (tests aside), as text and as a module to load on demand. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./i18n.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const loaders = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./i18n.ts']);

/** The namespaces a source registers (`registerMessages('users', …)`), by file. */
function registrations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const namespaces = [...text.matchAll(/registerMessages\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
    if (namespaces.length > 0) found.set(file, namespaces);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Every problem of one feature's catalogs, as sentences a translator can act on. */
function catalogProblems(messages: Catalogs | undefined): string[] {
  if (!messages) return ['exports no `messages`'];
  const problems: string[] = [];
  const en = messages.en;
  if (!en) return ['has no English catalog'];
  const enKeys = Object.keys(en).sort();
  for (const language of LANGUAGES) {
    const catalog = messages[language];
    if (!catalog) {
      problems.push(`${language}: catalog missing`);
      continue;
    }
    const keys = Object.keys(catalog);
    for (const key of enKeys) if (!(key in catalog)) problems.push(`${language}: "${key}" missing`);
    for (const key of keys) if (!(key in en)) problems.push(`${language}: "${key}" is not in English`);
    for (const key of keys) {
      const text = catalog[key];
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${language}: "${key}" is empty`);
        continue;
      }
      const english = en[key];
      if (typeof english !== 'string') continue;
      const expected = placeholders(english).join(', ');
      const actual = placeholders(text).join(', ');
      if (expected !== actual) problems.push(`${language}: "${key}" has {{${actual}}}, English has {{${expected}}}`);
    }
  }
  for (const language of Object.keys(messages)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) problems.push(`${language}: not an admin language`);
  }
  return problems;
}

describe('admin message catalogs', () => {
  const files = Object.keys(modules).sort();

  it('finds every feature’s catalog', () => {
    // Keys are paths from this folder: the features' catalogs, and the shared layer's beside it.
    for (const file of ['../../auth/messages.ts', '../../settings/messages.ts', '../../users/messages.ts']) {
      expect(files).toContain(file);
    }
    expect(files).toContain('../sections/messages.ts');
  });

  it.each(files)('%s has every key in every language, no empty text, the same placeholders', (file) => {
    expect(catalogProblems(modules[file]?.messages)).toEqual([]);
  });

  it('checks every catalog the admin registers, wherever it is, and no two share a namespace', async () => {
    const byFile = registrations();
    // The search itself works: the features' catalogs and the pager's own are among what it finds.
    expect(byFile.get('../../users/messages.ts')).toEqual(['users']);
    expect(byFile.get('../ui/pager.tsx')).toEqual(['pager']);
    const namespaces = [...byFile.values()].flat();
    expect(namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index)).toEqual([]);

    for (const file of byFile.keys()) await loaders[file]?.();
    const problems = namespaces.flatMap((namespace) => {
      const catalogs = Object.fromEntries(
        LANGUAGES.flatMap((language) => {
          const bundle = adminI18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
          return bundle ? [[language, bundle]] : [];
        }),
      );
      return catalogProblems(catalogs).map((problem) => `${namespace}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('reports what a broken catalog gets wrong', () => {
    const broken = {
      en: { greeting: 'Hello {{name}}', farewell: 'Bye', count: '{{n}} items' },
      es: { greeting: 'Hola {{nombre}}', farewell: ' ', extra: 'Extra', count: '{{n}} artículos' },
      fr: { greeting: 'Bonjour {{name}}', count: '{{n}} articles' },
    };
    expect(catalogProblems(broken).sort()).toEqual(
      [
        'es: "greeting" has {{nombre}}, English has {{name}}',
        'es: "farewell" is empty',
        'es: "extra" is not in English',
        'fr: "farewell" missing',
      ].sort(),
    );
  });
});
