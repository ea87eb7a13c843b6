import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { problemFromIssue } from '#shared/api/errors.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { problemText } from '../errors/error-text.ts';

/** A form's problems by field, in the admin's language (by their codes). */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

/** A form's values checked by a shared schema before they are sent: the body, or what is wrong. */
export type Checked<T, F extends string> = { ok: true; body: T } | { ok: false; problems: FieldProblems<F> };

/** Where a problem with an API field ('tags.3', 'images.2.alt') is shown in the form; nothing when it has no place. */
export type FieldOf<F extends string> = (apiField: string) => F | null | undefined;

/** A `FieldOf` from a table of the API's top-level fields ('tags.3' is shown where 'tags' is). */
export function byRoot<F extends string>(table: Readonly<Record<string, F>>): FieldOf<F> {
  return (apiField) => table[apiField.split('.')[0] ?? ''];
}

/** Each field's first problem, from [API field, message] pairs (a schema's issues, the server's `fieldErrors`). */
export function firstProblems<F extends string>(
  entries: Iterable<readonly [string, string]>,
  fieldOf: FieldOf<F>,
): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const [apiField, message] of entries) {
    const field = fieldOf(apiField);
    if (field && !problems[field]) problems[field] = message;
  }
  return problems;
}

/** A schema's issues as [API field, text] pairs, the path written as the server writes it, the text by code. */
export function issueEntries(issues: ReadonlyArray<z.core.$ZodIssue>) {
  return issues.map((issue): [string, string] => [
    issue.path.map(String).join('.'),
    problemText(problemFromIssue(issue)),
  ]);
}

/** A shared schema's verdict (`safeParse`) as the body to send, or the problems by form field. */
export function checkedBy<T, F extends string>(
  result: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<z.core.$ZodIssue> } },
  fieldOf: FieldOf<F>,
): Checked<T, F> {
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, problems: firstProblems(issueEntries(result.error.issues), fieldOf) };
}

/** The server's per-field problems of a failed call, in the admin's language; none for any other failure. */
export function serverFieldErrors(failure: unknown): Array<[string, string]> {
  if (!(failure instanceof ApiError)) return [];
  return Object.entries(failure.fieldErrors).map(([field, problem]): [string, string] => [field, problemText(problem)]);
}

export { refusalText as refusalReason } from '../errors/error-text.ts';

/**
 * Puts each problem beside its field and moves focus to the first field of `focusOrder` that has
 * one (by default the first problem). A field without an input of its own (a switch, the star
 * rating, a day's hours) shows its message but takes no focus.
 */
export function showProblems<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus'>,
  problems: Partial<Record<FieldPath<V>, string>>,
  focusOrder: readonly FieldPath<V>[] = Object.keys(problems) as Array<FieldPath<V>>,
): void {
  for (const [field, message] of Object.entries(problems) as Array<[FieldPath<V>, string | undefined]>) {
    if (message) form.setError(field, { message });
  }
  const first = focusOrder.find((field) => problems[field]);
  if (!first) return;
  try {
    form.setFocus(first);
  } catch {
    // A group (the send days) may have no input registered to focus.
  }
}
