import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminFormOption, CreateFormOptionSchema, UpdateFormOptionSchema } from '#shared/admin/content.ts';
import { FORM_OPTION_FIELD_TYPES, type FormOptionFieldType } from '#shared/form-options.ts';
import { slugify } from '#shared/slug.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { refusalText as refusalReason } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import {
  byRoot,
  type FieldProblems,
  firstProblems,
  issueEntries,
  serverFieldErrors,
  showProblems,
} from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { useCreateOption, useUpdateOption } from './form-options-queries.ts';
import { formOptionsText } from './messages.ts';
import { OPTION_LISTS } from './option-lists.ts';

interface OptionFormValues {
  fieldType: FormOptionFieldType;
  value: string;
  label: string;
  active: boolean;
}

type OptionField = keyof OptionFormValues;

/** Each of the form's fields' first problem; problems with anything else are not the form's. */
const optionProblems = (entries: Iterable<readonly [string, string]>): FieldProblems<OptionField> =>
  firstProblems(
    entries,
    byRoot<OptionField>({ fieldType: 'fieldType', value: 'value', label: 'label', active: 'active' }),
  );

/** The fields that take focus when they hold a problem (the others are a select and a switch). */
const FOCUSABLE: readonly OptionField[] = ['value', 'label'];

/**
 * The create/edit dialog of the Form Options tab (admin area §2, §5, §8): Field Type, Value (required,
 * e.g. residential-design), Display Label (required), Active. Closing it with changes asks first.
 */
export function OptionFormDialog({
  option,
  fieldType,
  open,
  onOpenChange,
}: {
  /** the option to edit; null to add one to `fieldType` */
  option: AdminFormOption | null;
  fieldType: FormOptionFieldType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(formOptionsText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={option ? t('editTitle') : t('createTitle')}
      description={option ? t('editDescription') : t('createDescription')}
    >
      {(controls) => (
        <OptionForm key={option?.id ?? `new-${fieldType}`} option={option} fieldType={fieldType} {...controls} />
      )}
    </FormDialog>
  );
}

function OptionForm({
  option,
  fieldType,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  option: AdminFormOption | null;
  fieldType: FormOptionFieldType;
} & FormDialogControls) {
  const t = useMessages(formOptionsText);
  const toast = useToast();
  const create = useCreateOption();
  const update = useUpdateOption();
  const form = useForm<OptionFormValues>({
    defaultValues: {
      fieldType: option?.fieldType ?? fieldType,
      value: option?.value ?? '',
      label: option?.label ?? '',
      active: option?.active ?? true,
    },
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  const error = (field: FieldPath<OptionFormValues>) => errors[field]?.message;
  const listName = (type: FormOptionFieldType) => t(OPTION_LISTS[type].name);

  const showIssues = (issues: ReadonlyArray<z.core.$ZodIssue>) =>
    showProblems(form, optionProblems(issueEntries(issues)), FOCUSABLE);

  // A new option's value follows its label until the value is typed in (residential-design).
  const label = form.register('label', {
    onChange: (event: { target: { value: string } }) => {
      if (!option && !dirtyFields.value) form.setValue('value', slugify(event.target.value));
    },
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    try {
      if (option) {
        const parsed = UpdateFormOptionSchema.safeParse({
          value: values.value,
          label: values.label,
          active: values.active,
        });
        if (!parsed.success) return showIssues(parsed.error.issues);
        const saved = await update.mutateAsync({ id: option.id, changes: parsed.data });
        toast({ title: t('updated'), description: t('updatedDescription', { label: saved.label }) });
      } else {
        const parsed = CreateFormOptionSchema.safeParse(values);
        if (!parsed.success) return showIssues(parsed.error.issues);
        const saved = await create.mutateAsync(parsed.data);
        toast({
          title: t('created'),
          description: t('createdDescription', { label: saved.label, list: listName(saved.fieldType) }),
        });
      }
      onDone();
    } catch (failure) {
      showProblems(form, optionProblems(serverFieldErrors(failure)), FOCUSABLE);
      const reason = refusalReason(failure);
      toast({
        title: option ? t('updateFailed') : t('createFailed'),
        ...(reason ? { description: reason } : {}),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="fieldType"
        render={({ field }) => (
          <SelectField<FormOptionFieldType>
            label={t('fieldType')}
            value={field.value}
            onValueChange={field.onChange}
            disabled={option !== null}
            hint={option ? t('fieldTypeFixed') : t(OPTION_LISTS[field.value].about)}
            error={error('fieldType')}
            options={FORM_OPTION_FIELD_TYPES.map((type) => ({ value: type, label: listName(type) }))}
          />
        )}
      />
      <Field
        label={t('value')}
        required
        placeholder="residential-design"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={option && option.usage > 0 ? t('valueInUseHint', { count: option.usage }) : t('valueHint')}
        error={error('value')}
        {...form.register('value')}
      />
      <Field label={t('label')} required autoComplete="off" hint={t('labelHint')} error={error('label')} {...label} />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <SwitchField
            label={t('activeSwitch')}
            hint={t('activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={option ? t('saveChanges') : t('createOption')}
        submittingLabel={t('saving')}
        submitting={isSubmitting}
      />
    </form>
  );
}
