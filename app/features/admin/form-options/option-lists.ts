import { FORM_OPTION_FIELD_TYPES, type FormOptionFieldType } from '#shared/form-options.ts';
import type { formOptionsText } from './messages.ts';

type Key = keyof typeof formOptionsText.en;

/** Each list's name and what it feeds on the site, as catalog keys, in the tab's order (D1). */
export const OPTION_LISTS = {
  projectType: { name: 'listProjectType', about: 'aboutProjectType' },
  budget: { name: 'listBudget', about: 'aboutBudget' },
  projectCategory: { name: 'listProjectCategory', about: 'aboutProjectCategory' },
  projectStyle: { name: 'listProjectStyle', about: 'aboutProjectStyle' },
  blogCategory: { name: 'listBlogCategory', about: 'aboutBlogCategory' },
} as const satisfies Record<FormOptionFieldType, { name: Key; about: Key }>;

/** The address names the list (`/admin/form-options?list=budget`), so reload and back keep it. */
export const LIST_PARAM = 'list';

export function isFieldType(value: string | null): value is FormOptionFieldType {
  return value !== null && (FORM_OPTION_FIELD_TYPES as readonly string[]).includes(value);
}

/** The list an address asks for; the first list when it names none or an unknown one. */
export function listFromSearch(search: URLSearchParams): FormOptionFieldType {
  const asked = search.get(LIST_PARAM);
  return isFieldType(asked) ? asked : FORM_OPTION_FIELD_TYPES[0];
}
