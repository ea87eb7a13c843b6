import { ERROR_MESSAGES } from '#shared/api/errors.ts';
import { ADMIN_ENGLISH, type ErrorTexts } from './english.ts';
import { fr } from './french.ts';
import { es } from './spanish.ts';

/**
 * Every language's error texts side by side, for the catalogue test (every code in every language,
 * the same placeholders). The admin itself never imports this file: English is the server's text
 * (or ADMIN_ENGLISH), and Spanish or French is loaded when the admin switches to it (error-text.ts).
 */
export const messages = { en: { ...ERROR_MESSAGES, ...ADMIN_ENGLISH } as ErrorTexts, es, fr };
