import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '#shared/admin/auth.ts';
import { type ApiProblem, ERROR_MESSAGES, problem } from '#shared/api/errors.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { ADMIN_ENGLISH } from './english.ts';
import { fieldProblemText, loadErrorTexts, problemText, refusalText } from './error-text.ts';
import { fr } from './french.ts';
import { es } from './spanish.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the admin’s error texts', () => {
  it('has an es and a fr text for every code of the catalogue, and nothing else', () => {
    const codes = Object.keys(ERROR_MESSAGES).sort();
    expect(Object.keys(es).sort()).toEqual(codes);
    expect(Object.keys(fr).sort()).toEqual(codes);
    for (const text of [...Object.values(es), ...Object.values(fr)]) expect(text.trim()).not.toBe('');
  });

  it('uses no placeholder the English text does not fill (besides the form’s label)', () => {
    for (const [code, english] of Object.entries(ERROR_MESSAGES)) {
      const known = new Set([...placeholders(english), 'field']);
      for (const text of [
        es[code as keyof typeof es],
        fr[code as keyof typeof fr],
        ADMIN_ENGLISH[code as keyof typeof es],
      ]) {
        for (const name of placeholders(text ?? '')) expect(known, `${code}: {{${name}}}`).toContain(name);
      }
    }
  });
});

describe('the Spanish and French texts are loaded with their language', () => {
  it('shows the server’s English until the language’s texts are loaded, then the translation', async () => {
    // A fresh copy of the module: unit files share modules (docs/testing.md rule 9), and another
    // file may have loaded the Spanish texts already.
    vi.resetModules();
    const { loadErrorTexts, problemText } = await import('./error-text.ts');
    const taken = problem('slug_taken', { slug: 'oak-loft' });
    expect(problemText(taken, { language: 'es' })).toBe('The address "oak-loft" is already used by another item.');
    await loadErrorTexts('es');
    expect(problemText(taken, { language: 'es' })).toBe('La dirección «oak-loft» ya la usa otro elemento.');
  });
});

describe('problemText: by code, in the admin’s language', () => {
  const taken = problem('slug_taken', { slug: 'oak-loft' });
  beforeAll(async () => {
    await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);
  });

  it('shows the server’s English text in English, and translates by code', () => {
    expect(problemText(taken, { language: 'en' })).toBe('The address "oak-loft" is already used by another item.');
    expect(problemText(taken, { language: 'es' })).toBe('La dirección «oak-loft» ya la usa otro elemento.');
    expect(problemText(taken, { language: 'fr' })).toBe(
      'L’adresse « oak-loft » est déjà utilisée par un autre élément.',
    );
  });

  it('names the field with the form’s own label, or leaves the name out beside the field', () => {
    const required = { code: 'required', message: 'Title is required' };
    expect(problemText(required, { language: 'en', field: 'Título' })).toBe('Title is required');
    expect(problemText(required, { language: 'es', field: 'Título' })).toBe('Título: este campo es obligatorio');
    expect(problemText(required, { language: 'es' })).toBe('Este campo es obligatorio');
  });

  it('words in English what the admin words itself', () => {
    const inUse = problem('option_value_in_use', { usage: '2 projects', count: 2, fieldType: 'projectStyle' });
    expect(problemText(inUse, { language: 'en' })).toContain('This option’s value is used by 2 projects');
  });

  it('words a wait in the admin’s language from its seconds, rounded as the server rounds', () => {
    // Intl may join the number and its unit with a no-break space (French typography).
    const text = (problem: ApiProblem, language: Language) => problemText(problem, { language }).replace(/\s/g, ' ');
    const locked = {
      code: 'sign_in_rate_limited',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      params: { wait: '15 minutes', seconds: 899 },
    };
    expect(text(locked, 'en')).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(text(locked, 'es')).toBe('Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 15 minutos.');
    expect(text(locked, 'fr')).toBe('Trop de tentatives de connexion. Réessayez dans 15 minutes.');
    const busy = { code: 'rate_limited', message: '…', params: { wait: '30 seconds', seconds: 30 } };
    expect(text(busy, 'es')).toBe('Demasiadas solicitudes. Inténtalo de nuevo en 30 segundos.');
    expect(text(busy, 'fr')).toBe('Trop de requêtes. Réessayez dans 30 secondes.');
  });

  it('falls back to the server’s English for a code it does not know (a newer server)', () => {
    const newer = { code: 'brand_new_rule', message: 'A brand new rule.' };
    expect(problemText(newer, { language: 'fr' })).toBe('A brand new rule.');
  });
});

describe('refusalText: the server’s refusal, or nothing (admin area §8 fallback)', () => {
  beforeAll(async () => {
    await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);
  });
  it('gives a refusal by its code, and the provider’s error the server worded (502)', () => {
    const duplicate = new ApiError('A lead with this email address already exists.', 409, {
      code: 'duplicate_lead_email',
    });
    expect(refusalText(duplicate, { language: 'en' })).toBe('A lead with this email address already exists.');
    expect(refusalText(duplicate, { language: 'es' })).toBe('Ya existe un contacto con esta dirección de correo.');
    const provider = new ApiError('SMTP said: 535 Authentication failed', 502, {
      code: 'email_provider_refused',
      params: { detail: 'SMTP said: 535 Authentication failed' },
    });
    expect(refusalText(provider, { language: 'en' })).toBe('SMTP said: 535 Authentication failed');
  });

  it('drops the field name the server puts before a schema’s sentence', () => {
    const email = { code: 'invalid_email', message: 'Please enter a valid email address.' };
    const failure = new ApiError('to: Please enter a valid email address.', 400, {
      code: 'invalid_email',
      params: { field: 'to' },
      fieldErrors: { to: email },
    });
    expect(refusalText(failure, { language: 'en' })).toBe('Please enter a valid email address.');
    expect(fieldProblemText(failure, 'to', { language: 'fr' })).toBe('Veuillez saisir une adresse e-mail valide.');
  });

  it('gives nothing for a crash, a proxy’s page, a dropped connection or a success', () => {
    expect(
      refusalText(new ApiError('Something went wrong on our side.', 500, { code: 'server_error' })),
    ).toBeUndefined();
    expect(refusalText(new ApiError('502: Bad Gateway', 502))).toBeUndefined();
    expect(refusalText(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(refusalText(new ApiError('odd', 200))).toBeUndefined();
  });
});
