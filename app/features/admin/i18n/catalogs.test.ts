import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/admin/auth.ts';

/**
 * D28: every admin text exists in English, Spanish and French. Each feature's messages.ts is found
 * here without a list to keep up to date; a key missing or extra in one language, an empty text,
 * or a placeholder that differs between languages fails the build.
 */
type Catalogs = Record<string, Record<string, unknown>>;

const modules = import.meta.glob<{ messages?: Catalogs }>('../**/messages.ts', { eager: true });

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
    for (const feature of ['auth', 'settings', 'shell', 'users']) {
      expect(files).toContain(`../${feature}/messages.ts`);
    }
  });

  it.each(files)('%s has every key in every language, no empty text, the same placeholders', (file) => {
    expect(catalogProblems(modules[file]?.messages)).toEqual([]);
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
