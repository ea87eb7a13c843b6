import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/admin/auth.ts';
import { leadsText } from '../leads/messages.ts';
import { adminI18n } from './i18n.ts';

/** Every catalog of the admin, to check each count's forms are complete. */
const modules = import.meta.glob<{ messages?: Record<string, Record<string, string>> }>('../../**/messages.ts', {
  eager: true,
});

const t = (language: string, key: string, count: number) =>
  adminI18n.getFixedT(language, leadsText.namespace)(key, { count }) as string;

describe('counts follow each language’s plural rules (D28, issue 27)', () => {
  it('"Total: N leads" in English, Spanish and French, with the language’s digit grouping', () => {
    expect(t('en', 'total', 1)).toBe('Total: 1 lead');
    expect(t('en', 'total', 0)).toBe('Total: 0 leads');
    expect(t('en', 'total', 1234)).toBe('Total: 1,234 leads');
    expect(t('es', 'total', 1)).toBe('Total: 1 contacto');
    expect(t('es', 'total', 2)).toBe('Total: 2 contactos');
    // Spanish's 'many' form (a million and up) reads like 'other'.
    expect(t('es', 'total', 1_000_000)).toBe('Total: 1.000.000 contactos');
    // French counts 0 and 1 as singular.
    expect(t('fr', 'total', 0)).toBe('Total : 0 prospect');
    expect(t('fr', 'total', 1)).toBe('Total : 1 prospect');
    expect(t('fr', 'total', 2)).toBe('Total : 2 prospects');
  });

  it('the withdrawn e-mails of a status change', () => {
    expect(t('en', 'withdrawn', 1)).toBe('1 scheduled email withdrawn, never sent');
    expect(t('en', 'withdrawn', 2)).toBe('2 scheduled emails withdrawn, never sent');
    expect(t('es', 'withdrawn', 1)).toBe('1 correo programado retirado, sin enviar');
    expect(t('fr', 'withdrawn', 3)).toBe('3 e-mails programmés retirés, jamais envoyés');
  });

  it('every count in every catalog has its one, many and other forms', () => {
    const problems: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      for (const language of LANGUAGES) {
        const catalog = module.messages?.[language] ?? {};
        for (const key of Object.keys(catalog)) {
          // A count is known by its 'other' form (an error code such as `too_many` is not one).
          const base = key.match(/^(.+)_other$/)?.[1];
          if (!base) continue;
          for (const form of ['one', 'many'])
            if (!(`${base}_${form}` in catalog)) problems.push(`${file} ${language}: ${base}_${form} missing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
