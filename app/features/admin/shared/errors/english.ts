import type { ErrorCode } from '#shared/api/errors.ts';

/** A text for every code of the catalogue: Spanish and French cannot miss one (tsc says which). */
export type ErrorTexts = { readonly [K in ErrorCode]: string };

/**
 * Where the admin words a refusal in English itself (its own quotes and apostrophes, D28), this
 * text is shown instead of the server's `message`; every other English text is the server's.
 */
export const ADMIN_ENGLISH: Partial<ErrorTexts> = {
  option_value_taken: 'An option with the value “{{value}}” already exists in {{list}}.',
  option_value_in_use:
    'This option’s value is used by {{usage}}, so it cannot change. Create a new option with the new value and deactivate this one.',
  option_field_type_fixed: 'An option stays in its list. To offer it elsewhere, create it there.',
};
