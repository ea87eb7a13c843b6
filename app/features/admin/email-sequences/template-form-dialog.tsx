import { type RefCallback, useCallback, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { EmailTemplate } from '#shared/admin/email.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { sequencesText } from './messages.ts';
import { PlaceholderPicker } from './placeholder-picker.tsx';
import { useCreateTemplate, useUpdateTemplate } from './sequences-queries.ts';
import {
  createTemplateBody,
  insertAt,
  oneLineSubject,
  type PlaceholderTarget,
  type TemplateField,
  type TemplateFormValues,
  templateFormDefaults,
  templateProblems,
  updateTemplateBody,
} from './template-payload.ts';

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
      {(controls) => <TemplateForm template={template} nextPosition={nextPosition} {...controls} />}
    </FormDialog>
  );
}

function TemplateForm({
  template,
  nextPosition,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  template: EmailTemplate | null;
  nextPosition: number;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useMessages(sequencesText);
  const toast = useToast();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const form = useForm<TemplateFormValues>({ defaultValues: templateFormDefaults(template, nextPosition) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

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

  const insertPlaceholder = (token: string) => {
    const name = lastTarget.current;
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

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    try {
      if (template) {
        const checked = updateTemplateBody(values);
        if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
        await update.mutateAsync({ id: template.id, body: checked.body });
        toast({ title: t('templateUpdated') });
      } else {
        const checked = createTemplateBody(values);
        if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
        await create.mutateAsync(checked.body);
        toast({ title: t('templateCreated') });
      }
      onDone();
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure);
      showProblems(form, templateProblems(fieldErrors), FOCUSABLE);
      const fallback = template ? t('updateFailed') : t('createFailed');
      // admin area §8: the server's error message (also shown at its field), or the fallback.
      const reason = refusalReason(failure);
      toast({ title: t('errorTitle'), description: reason ?? fallback, variant: 'destructive' });
    }
  });

  const subject = targetField('subject');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
      <TextareaField
        label={t('htmlContent')}
        required
        rows={10}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        error={message('htmlContent')}
        {...targetField('htmlContent')}
      />
      <TextareaField
        label={t('textContent')}
        rows={6}
        hint={t('textHint')}
        error={message('textContent')}
        {...targetField('textContent')}
      />
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={template ? t('saveChanges') : t('createTemplate')}
        submittingLabel={t('saving')}
        submitting={isSubmitting}
      />
    </form>
  );
}
