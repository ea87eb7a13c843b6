import type { Language } from '#shared/admin/auth.ts';
import type { ApiProblem, ErrorCode, ErrorParams } from '#shared/api/errors.ts';
import { interpolate } from '#shared/api/errors.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { currentLanguage, loadForEachLanguage } from '../i18n/i18n.ts';
import { ADMIN_ENGLISH, type ErrorTexts } from './english.ts';

/**
 * Spanish and French error texts are a chunk each, loaded when the admin switches to that language
 * (`applyLanguage` waits for them): an English admin never downloads them.
 */
const TEXTS: Partial<Record<Exclude<Language, 'en'>, ErrorTexts>> = {};
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<ErrorTexts>> = {
  es: async () => (await import('./spanish.ts')).es,
  fr: async () => (await import('./french.ts')).fr,
};

export async function loadErrorTexts(language: Language): Promise<void> {
  if (language === 'en' || TEXTS[language]) return;
  TEXTS[language] = await LOADERS[language]();
}
loadForEachLanguage(loadErrorTexts);

function textOf(texts: Partial<ErrorTexts> | undefined, code: string): string | undefined {
  return texts && Object.hasOwn(texts, code) ? texts[code as ErrorCode] : undefined;
}

/** A text's leading "{{field}}: ", dropped when the caller has no label (the problem sits beside its field). */
const FIELD_LEAD = /^\{\{field\}\}\s*:\s*/;

export interface ProblemTextOptions {
  /** the form's own label for the field the text names */
  field?: string;
  /** params the feature words itself (an option's usage in the admin's language) */
  params?: ErrorParams;
  language?: Language;
}

/**
 * A problem (a refusal, a field's problem, a schema's issue) in the admin's language, by its code.
 * English is the server's own text (`message`, the specification's wording) unless the admin words
 * it itself; a code this admin does not know (a newer server) is shown as the server wrote it.
 */
export function problemText(problem: ApiProblem, options: ProblemTextOptions = {}): string {
  const language = options.language ?? currentLanguage();
  const params: Record<string, string | number> = { ...problem.params, ...options.params };
  if (options.field) params.field = options.field;
  if (language === 'en') {
    const own = textOf(ADMIN_ENGLISH, problem.code);
    return own ? interpolate(own, params) : problem.message;
  }
  // A code this admin does not know (a newer server), or texts still loading: the server's English.
  let template = textOf(TEXTS[language], problem.code);
  if (!template) return problem.message;
  // The server's `wait` is English words ("15 minutes"): worded again, from the seconds it sends beside them.
  if (typeof problem.params?.seconds === 'number') params.wait = waitText(problem.params.seconds, language);
  if (!options.field && FIELD_LEAD.test(template)) {
    template = template.replace(FIELD_LEAD, '');
    template = template.charAt(0).toUpperCase() + template.slice(1);
  }
  return interpolate(template, params);
}

/** A wait in the admin's language, rounded as the server rounds its English one (seconds under a minute, else minutes up). */
export function waitText(seconds: number, language: Language): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/**
 * The server's refusal of a failed call, in the admin's language, to show instead of the toast's
 * fallback (admin area §8 'the server's error message or a fallback'): a refusal a person can act
 * on (4xx, D17), or a 502/503 the server worded itself (the e-mail provider's own error). Never a
 * crash's generic 500, a dropped connection, or a body that was not the API's JSON ("502: Bad
 * Gateway" from a proxy). A refusal that names its field (`to: Please enter …`) loses the name.
 */
export function refusalText(failure: unknown, options: ProblemTextOptions = {}): string | undefined {
  if (!(failure instanceof ApiError) || failure.status < 400 || failure.status === 500) return undefined;
  if (!failure.code && /^\d{3}: /.test(failure.message)) return undefined;
  const { field } = failure.params;
  const named = typeof field === 'string' && field in failure.fieldErrors && failure.message.startsWith(`${field}: `);
  const problem = named ? { ...failure.problem, message: failure.message.slice(field.length + 2) } : failure.problem;
  return problemText(problem, options);
}

/** The server's problem with one field of a failed call, in the admin's language; none for any other failure. */
export function fieldProblemText(
  failure: unknown,
  field: string,
  options: ProblemTextOptions = {},
): string | undefined {
  const problem = failure instanceof ApiError ? failure.fieldErrors[field] : undefined;
  return problem ? problemText(problem, options) : undefined;
}

/** Any failed call's refusal in the admin's language (the server's sentence, a 500's included); none when it is not the API's. */
export function failureText(failure: unknown): string | undefined {
  return failure instanceof ApiError ? problemText(failure.problem) : undefined;
}
