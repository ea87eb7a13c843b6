import {
  type CreateTemplate,
  CreateTemplateSchema,
  type EmailTemplate,
  type UpdateTemplate,
  UpdateTemplateSchema,
} from '#shared/admin/email.ts';
import { byRoot, type Checked, checkedBy, type FieldProblems, firstProblems } from '../shared/ui/field-problems.ts';

/** What the template editor edits (admin area §2 'Template editor fields'). Numbers are typed text. */
export interface TemplateFormValues {
  name: string;
  subject: string;
  sequencePosition: string;
  delayDays: string;
  active: boolean;
  htmlContent: string;
  textContent: string;
  /** issue 28: the studio writes the text part itself; otherwise the server writes it from the HTML */
  textEdited: boolean;
}

export type TemplateField = keyof TemplateFormValues;

/** The fields a placeholder can be inserted into (admin area §3: subject and bodies). */
export type PlaceholderTarget = 'subject' | 'htmlContent' | 'textContent';

/** A new template goes after the last one, with the spec's defaults (active, immediate). */
export function templateFormDefaults(template: EmailTemplate | null, nextPosition = 1): TemplateFormValues {
  return {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    sequencePosition: String(template?.sequencePosition ?? nextPosition),
    delayDays: String(template?.delayDays ?? 0),
    active: template?.active ?? true,
    htmlContent: template?.htmlContent ?? '',
    textContent: template?.textContent ?? '',
    textEdited: template?.textEdited ?? false,
  };
}

/**
 * Admin area §5: the position falls back to 1 and the delay to 0 when the field is not a number. A
 * number is kept as typed, so one below the minimum is refused by the schema, not silently raised.
 */
export function wholeNumberOr(text: string, fallback: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : fallback;
}

/** A subject is one line (SECURITY 9): a pasted line break becomes a space. */
export function oneLineSubject(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

function fields(values: TemplateFormValues) {
  return {
    name: values.name,
    subject: oneLineSubject(values.subject),
    sequencePosition: wholeNumberOr(values.sequencePosition, 1),
    delayDays: wholeNumberOr(values.delayDays, 0),
    active: values.active,
    htmlContent: values.htmlContent,
    // Not edited by hand, the server writes the text from the HTML and ignores any sent.
    textContent: values.textEdited ? values.textContent : '',
    textEdited: values.textEdited,
  };
}

/** API field → the editor's field; the preview's `template.subject` lands on the subject too. */
const fieldOf = (apiField: string): TemplateField | null | undefined => {
  const path = apiField.startsWith('template.') ? apiField.slice('template.'.length) : apiField;
  return byRoot<TemplateField>({
    name: 'name',
    subject: 'subject',
    sequencePosition: 'sequencePosition',
    delayDays: 'delayDays',
    active: 'active',
    htmlContent: 'htmlContent',
    textContent: 'textContent',
    textEdited: 'textEdited',
  })(path);
};

/** Each field's first problem from the server's `fieldErrors` (an unknown placeholder names itself there). */
export function templateProblems(entries: Iterable<readonly [string, string]>): FieldProblems<TemplateField> {
  return firstProblems(entries, fieldOf);
}

/** `sequencesApi.create`'s body, checked by the shared schema first. */
export function createTemplateBody(values: TemplateFormValues): Checked<CreateTemplate, TemplateField> {
  return checkedBy(CreateTemplateSchema.safeParse(fields(values)), fieldOf);
}

/**
 * `sequencesApi.update`'s body: the whole form, with the `version` it started from (issue 29: a
 * stale save is answered 409 `edit_conflict`, not written over someone else's).
 */
export function updateTemplateBody(
  values: TemplateFormValues,
  version: number | undefined,
): Checked<UpdateTemplate, TemplateField> {
  return checkedBy(UpdateTemplateSchema.safeParse({ ...fields(values), version }), fieldOf);
}

/** A saved template field's name in the Conflict dialog: the sequences catalogue's key of its label. */
export const TEMPLATE_FIELD_LABELS = {
  name: 'templateName',
  subject: 'emailSubject',
  sequencePosition: 'sequencePosition',
  delayDays: 'delayDaysLabel',
  active: 'status',
  htmlContent: 'htmlContent',
  textContent: 'textContent',
  textEdited: 'textContent',
} as const;

/** The delay as the list shows it (admin area §9: 0 displays as 'Immediate'). */
export function delayKind(delayDays: number): 'immediate' | 'oneDay' | 'days' {
  if (delayDays === 0) return 'immediate';
  return delayDays === 1 ? 'oneDay' : 'days';
}

/** `text` with `insert` put in place of the selection [start, end); the caret lands after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
