import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client.ts';
import { withoutFieldName } from './known-message.ts';

/** A form's problems by field, as the schemas (English) or the server word them. */
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

/** A schema's issues as [API field, message] pairs, the path written as the server writes it. */
export function issueEntries(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  return issues.map((issue): [string, string] => [issue.path.map(String).join('.'), issue.message]);
}

/** A shared schema's verdict (`safeParse`) as the body to send, or the problems by form field. */
export function checkedBy<T, F extends string>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } },
  fieldOf: FieldOf<F>,
): Checked<T, F> {
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, problems: firstProblems(issueEntries(result.error.issues), fieldOf) };
}

/** The server's per-field problems of a failed call; none for any other failure (a crash, a lost connection). */
export function serverFieldErrors(failure: unknown): Array<[string, string]> {
  return failure instanceof ApiError ? Object.entries(failure.fieldErrors) : [];
}

/**
 * The server's own sentence for a failed call, to show instead of the spec's fallback (admin area §8 'the
 * server's error message or a fallback'): a refusal a person can act on (4xx, D17), or a 502/503
 * the server worded itself (the e-mail provider's own error). Never a crash's generic 500 sentence,
 * a dropped connection, or a body that was not the API's JSON ("502: Bad Gateway" from a proxy);
 * the toast's own words cover those. A schema's sentence loses the field name the server puts
 * before it ("to: Please enter …").
 */
export function refusalReason(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status < 400 || failure.status === 500) return undefined;
  if (/^\d{3}: /.test(failure.message)) return undefined;
  return Object.keys(failure.fieldErrors).length > 0 ? withoutFieldName(failure.message) : failure.message;
}

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
