import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Controller, type FieldPath, FormProvider, get, useForm, useWatch } from 'react-hook-form';
import type { FormOption, Project } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { useDiscardGuard } from '../ui/discard-changes.tsx';
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
import {
  activeOptionsQuery,
  allOptionsQuery,
  optionLabel,
  useCreateProject,
  useUpdateProject,
} from './projects-queries.ts';

/**
 * The project dialog (spec 'Edit dialogs', §5, §8; D1, D3, D20, D23): create when `project` is
 * null, edit otherwise. Closing it with changes (or photos still uploading) asks first.
 */
export function ProjectFormDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(projectsText);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty, onOpenChange);
  const categories = useQuery(activeOptionsQuery('projectCategory'));
  const styles = useQuery(activeOptionsQuery('projectStyle'));
  return (
    <>
      <AdminDialog
        open={open}
        onOpenChange={guard.onOpenChange}
        title={project ? t('editTitle') : t('createTitle')}
        description={project ? t('editDescription') : t('createDescription')}
      >
        {categories.isPending || styles.isPending ? (
          <p role="status" className="py-6 text-sm text-muted">
            {t('optionsLoading')}
          </p>
        ) : categories.isError || styles.isError ? (
          <div role="alert" className="py-4 text-sm">
            <p className="text-red-800">{t('optionsFailed')}</p>
            <button
              type="button"
              onClick={() => Promise.all([categories.refetch(), styles.refetch()])}
              className={buttonClass('secondary', 'sm', 'mt-3')}
            >
              {t('tryAgain')}
            </button>
          </div>
        ) : (
          <ProjectForm
            project={project}
            categories={categories.data}
            styles={styles.data}
            onDirtyChange={setDirty}
            onCancel={() => guard.onOpenChange(false)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </AdminDialog>
      {guard.confirm}
    </>
  );
}

/** The fields of spec §5 a server answer may point at, in the order they appear. */
const FOCUSABLE_FIELDS = ['title', 'slug', 'location', 'description', 'tags'] as const;

/** The select's choices: the active options, and the stored value even when it was deactivated (D1). */
function choicesOf(options: readonly FormOption[], current: string, inactiveLabel: (value: string) => string) {
  const choices = options.map((option) => ({ value: option.value, label: option.label }));
  if (current && !options.some((option) => option.value === current)) {
    choices.push({ value: current, label: inactiveLabel(current) });
  }
  return choices;
}

function ProjectForm({
  project,
  categories,
  styles,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  project: Project | null;
  categories: readonly FormOption[];
  styles: readonly FormOption[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useMessages(projectsText);
  const toast = useToast();
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useForm<ProjectFormValues, unknown, ProjectPayload>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: initialValues(project, {
      category: categories[0]?.value ?? '',
      style: styles[0]?.value ?? '',
    }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [uploading, setUploading] = useState(false);
  useEffect(() => onDirtyChange(isDirty || uploading), [isDirty, uploading, onDirtyChange]);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const title = useWatch({ control: form.control, name: 'title' });
  const savedCategory = project?.category ?? '';
  const savedStyle = project?.style ?? '';
  // A stored value that was deactivated stays the current choice, by its label when known (D1).
  const allOptions = useQuery(allOptionsQuery);
  const inactiveCategory = (value: string) =>
    t('inactiveOption', { label: optionLabel(allOptions.data, 'projectCategory', value) });
  const inactiveStyle = (value: string) =>
    t('inactiveOption', { label: optionLabel(allOptions.data, 'projectStyle', value) });

  const error = (name: FieldPath<ProjectFormValues>) =>
    localizeProjectMessage(t, (get(errors, name) as { message?: string } | undefined)?.message);

  /** The server's per-field answers (`ApiError.fieldErrors`) beside their fields. */
  const showServerErrors = (fieldErrors: Readonly<Record<string, string>>) => {
    const placed = new Set<string>();
    for (const [serverField, message] of Object.entries(fieldErrors)) {
      const field = formFieldOf(serverField);
      if (!field || placed.has(field)) continue;
      placed.add(field);
      form.setError(field as FieldPath<ProjectFormValues>, { type: 'server', message });
    }
    const first = FOCUSABLE_FIELDS.find((field) => placed.has(field));
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit(async (payload) => {
    try {
      if (project) {
        await update.mutateAsync({ id: project.id, changes: payload });
        toast({ title: t('itemUpdated') });
      } else {
        await create.mutateAsync(payload);
        toast({ title: t('createdTitle'), description: t('createdDescription') });
      }
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(failure.fieldErrors);
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
              options={choicesOf(categories, savedCategory, inactiveCategory)}
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
              options={choicesOf(styles, savedStyle, inactiveStyle)}
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
          <DialogActions>
            <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
              {t('cancel')}
            </button>
            <button type="submit" disabled={isSubmitting || uploading} className={buttonClass('primary')}>
              {isSubmitting ? t('saving') : project ? t('saveChanges') : t('createProject')}
            </button>
          </DialogActions>
        </div>
      </form>
    </FormProvider>
  );
}
