import { lazy, type RefCallback, Suspense, useCallback, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { EmailTemplate, UpdateTemplate } from '#shared/admin/email.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { AutosavePanel } from '../shared/autosave/draft-notice.tsx';
import { useAutosave, versionOf } from '../shared/autosave/use-autosave.ts';
import { bodySnapshot } from '../shared/edit-conflicts/merge.ts';
import { useEditConflicts } from '../shared/edit-conflicts/use-edit-conflicts.tsx';
import { EditorHistory } from '../shared/history/history-dialog.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { sequencesText } from './messages.ts';
import { PlaceholderPicker } from './placeholder-picker.tsx';
import { templatesKey, useCreateTemplate, useUpdateTemplate } from './sequences-queries.ts';
import {
  createTemplateBody,
  insertAt,
  oneLineSubject,
  type PlaceholderTarget,
  TEMPLATE_FIELD_LABELS,
  type TemplateField,
  type TemplateFormValues,
  templateFormDefaults,
  templateProblems,
  updateTemplateBody,
} from './template-payload.ts';

/**
 * The content's editor (TipTap) and the plain text's preview (html-to-text) load with this dialog
 * only: no other screen carries them (issue 28).
 */
const TemplateContentEditor = lazy(() => import('./template-content-editor.tsx'));
type FormattedEditorHandle = import('./template-content-editor.tsx').FormattedEditorHandle;

const FOCUSABLE: readonly TemplateField[] = [
  'name',
  'subject',
  'sequencePosition',
  'delayDays',
  'htmlContent',
  'textContent',
];

/**
 * The template editor (admin area §2, §5; D26; SECURITY 9): name, a one-line subject, position
 * and delay with the spec's minimums and fallbacks, Active/Inactive, the HTML and text bodies, and
 * the placeholders to insert. The server's refusals (an unknown placeholder names itself) show at
 * their field; a changed editor asks before it closes.
 */
export function TemplateFormDialog({
  open,
  onOpenChange,
  template,
  nextPosition,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: EmailTemplate | null;
  /** where a new template goes: after the last one */
  nextPosition: number;
}) {
  const t = useMessages(sequencesText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? t('editTitle') : t('createTitle')}
      description={t('editorDescription')}
      width="lg"
    >
      {(controls) => (
        <>
          <TemplateForm template={template} nextPosition={nextPosition} {...controls} />
          {template && (
            <EditorHistory
              entity="emailTemplate"
              id={template.id}
              itemKeys={[templatesKey]}
              onRestored={controls.onDone}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

function TemplateForm({
  template,
  nextPosition,
  onDirtyChange,
  onCancel,
  onDone,
  whenDiscarded,
}: {
  template: EmailTemplate | null;
  nextPosition: number;
} & FormDialogControls) {
  const t = useMessages(sequencesText);
  const toast = useToast();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const form = useForm<TemplateFormValues>({ defaultValues: templateFormDefaults(template, nextPosition) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  // Issue 29: the editor keeps the user's draft on the server.
  const autosave = useAutosave({
    entity: 'emailTemplate',
    entityId: template?.id ?? null,
    baseVersion: versionOf(template),
    form,
    whenDiscarded,
  });

  // Where a placeholder goes: the last of the three fields that had focus (the HTML at first).
  const targets = useRef<Partial<Record<PlaceholderTarget, HTMLInputElement | HTMLTextAreaElement>>>({});
  const lastTarget = useRef<PlaceholderTarget>('htmlContent');
  const targetField = useCallback(
    (name: PlaceholderTarget) => {
      const { ref, ...rest } = form.register(name);
      const keep: RefCallback<HTMLInputElement | HTMLTextAreaElement> = (element) => {
        ref(element);
        if (element) targets.current[name] = element;
      };
      return {
        ...rest,
        ref: keep,
        onFocus: () => {
          lastTarget.current = name;
        },
      };
    },
    [form],
  );

  // The formatted editor inserts at its own cursor and takes the focus for a problem with the
  // content; the HTML source and the text are textareas, as the subject is an input.
  const formattedEditor = useRef<FormattedEditorHandle | null>(null);
  const registerEditor = useCallback((handle: FormattedEditorHandle | null) => {
    formattedEditor.current = handle;
  }, []);
  const problemsAt = {
    setError: form.setError,
    setFocus: (name: TemplateField) => {
      if (name === 'htmlContent' && formattedEditor.current) formattedEditor.current.focus();
      else form.setFocus(name);
    },
  };

  const insertPlaceholder = (token: string) => {
    const name = lastTarget.current;
    if (name === 'htmlContent' && formattedEditor.current) {
      formattedEditor.current.insert(token);
      return;
    }
    const element = targets.current[name];
    const current = form.getValues(name);
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const next = insertAt(current, token, start, end);
    form.setValue(name, next.text, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const message = (field: TemplateField) => errors[field]?.message;

  /** A refused save: the server's problems beside their fields, its message (or the fallback) in a toast. */
  const showFailure = (failure: unknown) => {
    const fieldErrors = serverFieldErrors(failure);
    showProblems(problemsAt, templateProblems(fieldErrors), FOCUSABLE);
    const fallback = template ? t('updateFailed') : t('createFailed');
    // admin area §8: the server's error message (also shown at its field), or the fallback.
    const reason = refusalReason(failure);
    toast({ title: t('errorTitle'), description: reason ?? fallback, variant: 'destructive' });
  };

  // An edit carries the version it started from; someone else's save since opens the Conflict dialog.
  const conflicts = useEditConflicts({
    version: template?.version,
    started: () => {
      const checked = template && updateTemplateBody(templateFormDefaults(template, nextPosition), undefined);
      return checked?.ok ? bodySnapshot(checked.body) : null;
    },
    labelOf: (field) =>
      field in TEMPLATE_FIELD_LABELS ? t(TEMPLATE_FIELD_LABELS[field as keyof typeof TEMPLATE_FIELD_LABELS]) : field,
    send: (body: UpdateTemplate) => update.mutateAsync({ id: template?.id ?? 0, body }),
    onSaved: () => {
      toast({ title: t('templateUpdated') });
      void autosave.finish();
      onDone();
    },
    onFailed: showFailure,
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    if (template) {
      const checked = updateTemplateBody(values, conflicts.version);
      if (!checked.ok) return showProblems(problemsAt, checked.problems, FOCUSABLE);
      return conflicts.save(checked.body);
    }
    try {
      const checked = createTemplateBody(values);
      if (!checked.ok) return showProblems(problemsAt, checked.problems, FOCUSABLE);
      await create.mutateAsync(checked.body);
      toast({ title: t('templateCreated') });
      void autosave.finish();
      onDone();
    } catch (failure) {
      showFailure(failure);
    }
  });

  const subject = targetField('subject');

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <AutosavePanel autosave={autosave} itemVersion={versionOf(template)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('templateName')}
            required
            autoComplete="off"
            error={message('name')}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <SelectField
                label={t('status')}
                value={field.value ? 'active' : 'inactive'}
                onValueChange={(value) => field.onChange(value === 'active')}
                options={[
                  { value: 'active', label: t('active') },
                  { value: 'inactive', label: t('inactive') },
                ]}
                error={message('active')}
              />
            )}
          />
        </div>
        <Field
          label={t('emailSubject')}
          required
          autoComplete="off"
          error={message('subject')}
          {...subject}
          // One line (SECURITY 9): a pasted line break becomes a space at once.
          onChange={(event) => {
            event.target.value = oneLineSubject(event.target.value);
            return subject.onChange(event);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sequencePosition')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={message('sequencePosition')}
            {...form.register('sequencePosition')}
          />
          <Field
            label={t('delayDaysLabel')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint={t('delayHint')}
            error={message('delayDays')}
            {...form.register('delayDays')}
          />
        </div>
        <PlaceholderPicker onInsert={insertPlaceholder} />
        <Suspense fallback={<p className="min-h-48 text-sm text-muted">{t('loadingEditor')}</p>}>
          <TemplateContentEditor
            // The formatted editor reads the content once: a restored draft starts it again.
            key={autosave.restorations}
            form={form}
            htmlField={targetField('htmlContent')}
            textField={targetField('textContent')}
            htmlError={message('htmlContent')}
            textError={message('textContent')}
            onEditorFocus={() => {
              lastTarget.current = 'htmlContent';
            }}
            registerEditor={registerEditor}
          />
        </Suspense>
        <FormActions
          onCancel={onCancel}
          cancelLabel={t('cancel')}
          submitLabel={template ? t('saveChanges') : t('createTemplate')}
          submittingLabel={t('saving')}
          submitting={isSubmitting}
        />
      </form>
      {conflicts.dialog}
    </>
  );
}
