/**
 * SECURITY 9 (Strapi CVE-2023-22621 is what a template language in an admin's hands can do): the
 * only thing a template may contain besides its text is one of these names in double braces. They
 * are replaced by plain values, nothing is evaluated, and a name not on this list is refused when
 * the template is saved (findUnknownPlaceholders), so no lead ever reads a stray `{{…}}`.
 */
export const PLACEHOLDER_NAMES = ['firstName', 'fullName', 'email', 'projectType', 'budget', 'phone'] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** `{{firstName}}`; spaces inside the braces are forgiven, letter case is not. */
const TAG = /\{\{([\s\S]*?)\}\}/g;
const OPENING = '{{';

function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** What a sequence e-mail says about its lead; project type and budget as the lead reads them (labels). */
export interface SequenceLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  projectType: string | null;
  budget: string | null;
}

export function placeholderValues(lead: SequenceLead): PlaceholderValues {
  return {
    firstName: lead.firstName,
    fullName: [lead.firstName, lead.lastName].filter((part) => part.trim()).join(' '),
    email: lead.email,
    projectType: lead.projectType ?? '',
    budget: lead.budget ?? '',
    phone: lead.phone ?? '',
  };
}

/**
 * Every `{{…}}` in the text that is not exactly a known name (e.g. `{{firstname}}`, `{{ name }}`,
 * `{{{firstName}}}`, `{{#if}}`), and every `{{` never closed, in order of appearance, each once.
 * Empty when the text may be saved.
 */
export function findUnknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, inner = ''] = match;
    if (!isPlaceholderName(inner.trim())) unknown.add(whole);
    rest += `${text.slice(last, match.index)} `;
    last = match.index + whole.length;
  }
  rest += text.slice(last);
  // A lone '{{' (a closing brace forgotten) would reach the reader as typed.
  for (let at = rest.indexOf(OPENING); at !== -1; at = rest.indexOf(OPENING, at + OPENING.length)) {
    unknown.add(rest.slice(at, at + 24).split(/\s/)[0] ?? OPENING);
  }
  return [...unknown];
}

/**
 * Replaces each known placeholder by its value passed through `encode` (HTML escaping for the HTML
 * part, nothing for the text part and subject). Anything else stays as written: a template that
 * reached sending has passed findUnknownPlaceholders.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(TAG, (whole, inner: string) => {
    const name = inner.trim();
    return isPlaceholderName(name) ? encode(values[name]) : whole;
  });
}
