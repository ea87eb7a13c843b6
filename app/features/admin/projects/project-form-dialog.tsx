import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Controller, type FieldPath, FormProvider, get, useForm, useWatch } from 'react-hook-form';
import type { AdminFormOption } from '#shared/admin/content.ts';
import type { Project } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { formOptionsQuery } from '../form-options/form-options-queries.ts';
import { activeChoices, choicesFor } from '../form-options/option-choices.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { buttonClass } from '../ui/button-class.ts';
import { firstProblems, serverFieldErrors, showProblems } from '../ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../ui/form-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { projectsText } from './messages.ts';
import {
  formFieldOf,
  initialValues,
  ProjectFormSchema,
  type ProjectFormValues,
  type ProjectPayload,
} from './project-form.ts';
import { failureReason, localizeProjectMessage } from './project-messages.ts';
import { useCreateProject, useUpdateProject } from './projects-queries.ts';

type FormPath = FieldPath<ProjectFormValues>;

/**
 * The project dialog (admin area §2 'Edit dialogs', §5, §8; D1, D3, D20, D23): create when `project` is
 * null, edit otherwise. Closing it with changes (or photos still uploading) asks first.
 */
export function ProjectFormDialog({
  project,
  open,
  onOpenChange,
  onCreated,
}: {
  project: Project | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** a new project was saved (it joins the end of the portfolio: the tab shows that page) */
  onCreated?: () => void;
}) {
  const t = useMessages(projectsText);
  // The category and style lists (D1): a new project starts in the first active option of each.
  const options = useQuery(formOptionsQuery);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('editTitle') : t('createTitle')}
      description={project ? t('editDescription') : t('createDescription')}
    >
      {(controls) =>
        options.isPending ? (
          <p role="status" className="py-6 text-sm text-muted">
            {t('optionsLoading')}
          </p>
        ) : options.isError ? (
          <div role="alert" className="py-4 text-sm">
            <p className="text-red-800">{t('optionsFailed')}</p>
            <button type="button" onClick={() => options.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
              {t('tryAgain')}
            </button>
          </div>
        ) : (
          <ProjectForm project={project} options={options.data} onCreated={onCreated} {...controls} />
        )
      }
    </FormDialog>
  );
}

/** The fields of admin area §5 a server answer may point at, in the order they appear. */
const FOCUSABLE_FIELDS: readonly FormPath[] = ['title', 'slug', 'location', 'description', 'tags'];

function ProjectForm({
  project,
  options,
  onCreated,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  project: Project | null;
  options: readonly AdminFormOption[];
  onCreated: (() => void) | undefined;
} & FormDialogControls) {
  const t = useMessages(projectsText);
  const toast = useToast();
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useForm<ProjectFormValues, unknown, ProjectPayload>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: initialValues(project, {
      category: activeChoices(options, 'projectCategory')[0]?.value ?? '',
      style: activeChoices(options, 'projectStyle')[0]?.value ?? '',
    }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [uploading, setUploading] = useState(false);
  useReportDirty(isDirty || uploading, onDirtyChange);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const title = useWatch({ control: form.control, name: 'title' });
  // A stored value that was deactivated stays the current choice, by its label when known (D1).
  const choices = (fieldType: 'projectCategory' | 'projectStyle', saved: string | undefined) =>
    choicesFor(options, fieldType, saved, (label) => t('inactiveOption', { label }));

  const error = (name: FormPath) =>
    localizeProjectMessage(t, (get(errors, name) as { message?: string } | undefined)?.message);

  const submit = form.handleSubmit(async (payload) => {
    try {
      if (project) {
        await update.mutateAsync({ id: project.id, changes: payload });
        toast({ title: t('itemUpdated') });
      } else {
        await create.mutateAsync(payload);
        toast({ title: t('createdTitle'), description: t('createdDescription') });
        onCreated?.();
      }
      onDone();
    } catch (failure) {
      // The server's per-field answers beside their fields.
      const problems = firstProblems(serverFieldErrors(failure), (field) => formFieldOf(field) as FormPath | null);
      showProblems(form, problems, FOCUSABLE_FIELDS);
      const reason = failureReason(t, failure);
      toast({
        title: project ? t('updateFailed') : t('createFailed'),
        ...(reason ? { description: reason } : {}),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('title')}
          required
          autoComplete="off"
          className="sm:col-span-2"
          error={error('title')}
          {...form.register('title')}
        />
        <Field
          label={t('slug')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={project ? undefined : slugify(title)}
          hint={project ? t('slugHintEdit', { slug: project.slug }) : t('slugHintNew', { slug: slugify(title) || '…' })}
          className="sm:col-span-2"
          error={error('slug')}
          {...form.register('slug')}
        />
        <Field
          label={t('location')}
          required
          autoComplete="off"
          error={error('location')}
          {...form.register('location')}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <SelectField
              label={t('category')}
              value={field.value}
              onValueChange={field.onChange}
              options={choices('projectCategory', project?.category)}
              error={error('category')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="style"
          render={({ field }) => (
            <SelectField
              label={t('style')}
              value={field.value}
              onValueChange={field.onChange}
              options={choices('projectStyle', project?.style)}
              error={error('style')}
            />
          )}
        />
        <Field
          label={t('tags')}
          autoComplete="off"
          hint={t('tagsHint')}
          error={error('tags')}
          {...form.register('tags')}
        />
        <TextareaField
          label={t('description')}
          required
          rows={5}
          className="sm:col-span-2"
          error={error('description')}
          {...form.register('description')}
        />
        <GalleryEditor onBusyChange={onBusyChange} />
        <div className="space-y-4 sm:col-span-2">
          {(
            [
              ['featured', t('featured'), t('featuredHint')],
              ['inBanner', t('inBanner'), t('inBannerHint')],
              ['inLookbook', t('inLookbook'), t('inLookbookHint')],
            ] as const
          ).map(([name, label, hint]) => (
            <div key={name}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <SwitchField label={label} hint={hint} checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
              {error(name) && <p className="mt-1 text-sm text-red-800">{error(name)}</p>}
            </div>
          ))}
        </div>
        <div className="sm:col-span-2">
          {uploading && (
            <p role="status" className="text-right text-xs text-muted">
              {t('uploadsBusy')}
            </p>
          )}
          <FormActions
            onCancel={onCancel}
            cancelLabel={t('cancel')}
            submitLabel={project ? t('saveChanges') : t('createProject')}
            submittingLabel={t('saving')}
            submitting={isSubmitting}
            disabled={uploading}
          />
        </div>
      </form>
    </FormProvider>
  );
}
