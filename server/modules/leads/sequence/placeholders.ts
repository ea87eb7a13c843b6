import { type ApiProblem, problem } from '#shared/api/errors.ts';
/**
 * SECURITY 9 (Strapi CVE-2023-22621 is what a template language in an admin's hands can do): the
 * only thing a template may contain besides its text is one of these names in double braces,
 * optionally with a fallback after a bar (D26): `{{firstName|there}}` reads "there" when the lead
 * has no first name. They are replaced by plain values, nothing is evaluated, and anything else in
 * double braces is refused when the template is saved (findUnknownPlaceholders), so no lead ever
 * reads a stray `{{…}}`.
 */
export const PLACEHOLDER_NAMES = [
  'firstName',
  'fullName',
  'email',
  'projectType',
  'budget',
  'phone',
  'bookingLink',
  // issue 28: the studio's facts, read from the Studio tab's settings when the e-mail is written,
  // so the default sequence follows a later change (a new phone number) instead of freezing it.
  'studioName',
  'studioPhone',
  'studioEmail',
  'studioAddress',
  'designerName',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** A fallback is a few words ("there", "your project"), not a paragraph. */
export const FALLBACK_MAX = 60;

/** `{{firstName}}`, `{{firstName|there}}`; spaces inside the braces are forgiven, letter case is not. */
const TAG = /\{\{([\s\S]*?)\}\}/g;
const OPENING = '{{';

function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** What one `{{…}}` means: a known name and its fallback ('' when it has none), or nothing usable. */
export interface ParsedPlaceholder {
  name: PlaceholderName;
  /** '' when the placeholder has no fallback */
  fallback: string;
}

/**
 * The inside of one `{{…}}`. A fallback is plain words on one line: no braces, no second bar, no
 * control characters, at most FALLBACK_MAX characters, and not empty (`{{firstName|}}` is refused:
 * a bar with nothing after it is a fallback forgotten, and without it the placeholder means the same).
 */
export function parsePlaceholder(inner: string): ParsedPlaceholder | null {
  const bar = inner.indexOf('|');
  const name = (bar === -1 ? inner : inner.slice(0, bar)).trim();
  if (!isPlaceholderName(name)) return null;
  if (bar === -1) return { name, fallback: '' };
  const fallback = inner.slice(bar + 1).trim();
  if (
    fallback === '' ||
    fallback.length > FALLBACK_MAX ||
    /[{}|]/.test(fallback) ||
    Array.from(fallback).some((char) => isControl(char))
  ) {
    return null;
  }
  return { name, fallback };
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029;
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

/** `{{bookingLink}}` (issue 27): the public booking page, `${publicUrl}/book`. */
export function bookingLinkOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/book`;
}

/**
 * What a template may say about the studio: its booking page and its facts from site settings,
 * each '' when the caller has none (a unit test's lead) or the studio left it empty (the preview
 * then warns, D26, unless the placeholder has a fallback).
 */
export interface StudioPlaceholders {
  bookingLink?: string;
  studioName?: string;
  studioPhone?: string;
  studioEmail?: string;
  /** one line: '2148 NE Alberta Street, Portland, OR 97211, US' */
  studioAddress?: string;
  designerName?: string;
}

/** A settings value as a placeholder's value: one line (a value is never a paragraph). */
function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function placeholderValues(lead: SequenceLead, studio: StudioPlaceholders = {}): PlaceholderValues {
  return {
    bookingLink: studio.bookingLink ?? '',
    studioName: oneLine(studio.studioName),
    studioPhone: oneLine(studio.studioPhone),
    studioEmail: oneLine(studio.studioEmail),
    studioAddress: oneLine(studio.studioAddress),
    designerName: oneLine(studio.designerName),
    firstName: lead.firstName,
    fullName: [lead.firstName, lead.lastName].filter((part) => part.trim()).join(' '),
    email: lead.email,
    projectType: lead.projectType ?? '',
    budget: lead.budget ?? '',
    phone: lead.phone ?? '',
  };
}

/**
 * Every `{{…}}` in the text that is not exactly a known name with at most a valid fallback (e.g.
 * `{{firstname}}`, `{{ name }}`, `{{{firstName}}}`, `{{#if}}`, `{{firstName|}}`, `{{phone|a}b}}`),
 * and every `{{` never closed, in order of appearance, each once. Empty when the text may be saved.
 */
export function findUnknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, inner = ''] = match;
    if (!parsePlaceholder(inner)) unknown.add(whole);
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
 * D26, for the preview's warning: the placeholders of these texts that come out empty for these
 * values and have no fallback, as `{{phone}}`, in order of appearance, each once.
 */
export function findEmptyPlaceholders(texts: readonly string[], values: PlaceholderValues): string[] {
  const empty = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(TAG)) {
      const parsed = parsePlaceholder(match[1] ?? '');
      if (parsed && !parsed.fallback && !values[parsed.name].trim()) empty.add(`{{${parsed.name}}}`);
    }
  }
  return [...empty];
}

/**
 * Replaces each known placeholder by its value, or by its fallback when the value is empty (or only
 * white space), passed through `encode` (HTML escaping for the HTML part, nothing for the text part
 * and subject): a fallback is text like a value, escaped the same way. Anything else stays as
 * written: a template that reached sending has passed findUnknownPlaceholders.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(TAG, (whole, inner: string) => {
    const parsed = parsePlaceholder(inner);
    if (!parsed) return whole;
    const value = values[parsed.name];
    return encode(parsed.fallback && !value.trim() ? parsed.fallback : value);
  });
}

/**
 * The sentence the template form shows for one tag findUnknownPlaceholders reported: a known name
 * whose fallback is not allowed, a `{{` never closed, or a name that is not a placeholder.
 */
export function describePlaceholderProblem(tag: string): string {
  return placeholderProblem(tag).message;
}

/** The same, as an API problem (code and params). */
export function placeholderProblem(tag: string): ApiProblem {
  const known = PLACEHOLDER_NAMES.map((name) => `{{${name}}}`).join(', ');
  if (!tag.endsWith('}}')) return problem('placeholder_unclosed', { tag, example: '{{firstName}}' });
  const inner = tag.slice(2, -2);
  const bar = inner.indexOf('|');
  if (bar !== -1 && isPlaceholderName(inner.slice(0, bar).trim())) {
    return problem('placeholder_bad_fallback', { tag, maximum: FALLBACK_MAX, example: '{{firstName|there}}' });
  }
  return problem('placeholder_unknown', { tag, known });
}
