import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Controller, type FieldPath, FormProvider, get, useForm, useWatch } from 'react-hook-form';
import type { AdminFormOption, UpdateProject } from '#shared/admin/content.ts';
import type { Project } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { AutosavePanel } from '../shared/autosave/draft-notice.tsx';
import { useAutosave, versionOf } from '../shared/autosave/use-autosave.ts';
import { type FormPlace, TITLE_REQUIRED_TO_ADD, useAddContentWords } from '../shared/content-forms/form-place.ts';
import { type DraftSlot, useKeptDraft } from '../shared/content-forms/kept-draft.ts';
import { bodySnapshot } from '../shared/edit-conflicts/merge.ts';
import { useEditConflicts } from '../shared/edit-conflicts/use-edit-conflicts.tsx';
import { refusalText as refusalReason } from '../shared/errors/error-text.ts';
import { EditorHistory } from '../shared/history/history-dialog.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { formOptionsQuery } from '../shared/options/form-options-query.ts';
import { activeChoices, choicesFor } from '../shared/options/option-choices.ts';
import { SharePreview } from '../shared/preview-links/share-preview.tsx';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { showcaseText } from '../shared/showcase/messages.ts';
import { showcaseSentence } from '../shared/showcase/showcase-sentence.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { firstProblems, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { WritingSurface } from '../shared/writing/writing-surface.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { projectsText } from './messages.ts';
import {
  addContentProjectBody,
  formFieldOf,
  initialValues,
  PROJECT_FIELD_LABELS,
  ProjectFormSchema,
  type ProjectFormValues,
  type ProjectPayload,
  projectUpdateBody,
} from './project-form-values.ts';
import { useCreateProject, useUpdateProject } from './projects-queries.ts';
import { StoryPreview } from './story-preview.tsx';

type FormControls = FormDialogControls & { place: FormPlace; draft?: DraftSlot };

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('editTitle') : t('createTitle')}
      description={project ? t('editDescription') : t('createDescription')}
    >
      {(controls) => (
        <>
          <ProjectForm project={project} onCreated={onCreated} place="tab" {...controls} />
          {project && (
            <EditorHistory
              entity="project"
              id={project.id}
              itemKeys={[contentKeys.projects]}
              onRestored={controls.onDone}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

/**
 * The one project form, in its tab's dialog and in the header's 'Add Content', once the category
 * and style lists (D1) are read: a new project starts in the first active option of each.
 */
export function ProjectForm({
  project,
  onCreated,
  ...controls
}: { project: Project | null; onCreated?: () => void } & FormControls) {
  const t = useMessages(projectsText);
  const options = useQuery(formOptionsQuery);
  return options.isPending ? (
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
    <ProjectFields project={project} options={options.data} onCreated={onCreated} {...controls} />
  );
}

/** The fields of admin area §5 a server answer may point at, in the order they appear. */
const FOCUSABLE_FIELDS: readonly FormPath[] = ['title', 'slug', 'location', 'description', 'tags'];

/**
 * The form itself. In its tab's dialog: every field, to create or edit, checked by the edit's rules
 * (title, location and description required). In 'Add Content' (admin area §5): what a project
 * needs to exist (no slug, gallery, banner or lookbook), only the title required, a missing one also
 * announced in a toast; `draft` keeps what was typed while another kind is chosen there.
 */
function ProjectFields({
  project,
  options,
  onCreated,
  place,
  draft,
  onDirtyChange,
  onCancel,
  onDone,
  whenDiscarded,
}: {
  project: Project | null;
  options: readonly AdminFormOption[];
  onCreated: (() => void) | undefined;
} & FormControls) {
  const t = useMessages(projectsText);
  const toast = useToast();
  const showcase = useMessages(showcaseText);
  const create = useCreateProject();
  const update = useUpdateProject();
  const adding = place === 'add-content';
  const addContent = useAddContentWords();
  const form = useForm<ProjectFormValues, unknown, ProjectPayload>({
    // Add Content checks its fewer rules itself (addContentProjectBody).
    resolver: adding ? undefined : zodResolver(ProjectFormSchema),
    defaultValues: initialValues(project, {
      category: activeChoices(options, 'projectCategory')[0]?.value ?? '',
      style: activeChoices(options, 'projectStyle')[0]?.value ?? '',
    }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [uploading, setUploading] = useState(false);
  useReportDirty(isDirty || uploading, onDirtyChange);
  useKeptDraft(form, draft);
  // Issue 29: the editor keeps the user's draft on the server (not Add Content's quick form).
  const autosave = useAutosave({
    entity: 'project',
    entityId: project?.id ?? null,
    baseVersion: versionOf(project),
    form,
    enabled: !adding,
    whenDiscarded,
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const title = useWatch({ control: form.control, name: 'title' });
  // A stored value that was deactivated stays the current choice, by its label when known (D1).
  const choices = (fieldType: 'projectCategory' | 'projectStyle', saved: string | undefined) =>
    choicesFor(options, fieldType, saved, (label) => t('inactiveOption', { label }));

  const error = (name: FormPath) => {
    const text = (get(errors, name) as { message?: string } | undefined)?.message;
    return adding ? addContent.localize(text) : text;
  };

  /** Add Content's create: the title first, then what the shared schema says of the rest. */
  const addToSite = async () => {
    form.clearErrors();
    const values = form.getValues();
    if (!values.title.trim()) {
      addContent.announceRequired(addContent.titleRequired);
      return showProblems(form, { title: TITLE_REQUIRED_TO_ADD }, FOCUSABLE_FIELDS);
    }
    const checked = addContentProjectBody(values);
    if (!checked.ok) return showProblems(form, checked.problems as Partial<Record<FormPath, string>>, FOCUSABLE_FIELDS);
    try {
      await create.mutateAsync(checked.body);
      toast({ title: t('createdTitle'), description: t('createdDescription') });
      onDone();
    } catch (failure) {
      const problems = firstProblems(serverFieldErrors(failure), (field) => formFieldOf(field) as FormPath | null);
      showProblems(form, problems, FOCUSABLE_FIELDS);
      toast({ title: t('errorTitle'), description: t('createFailed'), variant: 'destructive' });
    }
  };

  /** A refused save: the server's per-field answers beside their fields, its reason in a toast. */
  const showFailure = (failure: unknown) => {
    const problems = firstProblems(serverFieldErrors(failure), (field) => formFieldOf(field) as FormPath | null);
    showProblems(form, problems, FOCUSABLE_FIELDS);
    const reason = refusalReason(failure);
    toast({
      title: project ? t('updateFailed') : t('createFailed'),
      ...(reason ? { description: reason } : {}),
      variant: 'destructive',
    });
  };

  // An edit carries the version it started from; someone else's save since opens the Conflict dialog.
  const conflicts = useEditConflicts({
    version: project?.version,
    started: () => {
      // An existing project's starting values do not depend on the first options (those are for a new one).
      const parsed = project && ProjectFormSchema.safeParse(initialValues(project, { category: '', style: '' }));
      return parsed?.success ? bodySnapshot(projectUpdateBody(parsed.data, undefined)) : null;
    },
    labelOf: (field) =>
      field in PROJECT_FIELD_LABELS ? t(PROJECT_FIELD_LABELS[field as keyof typeof PROJECT_FIELD_LABELS]) : field,
    send: (body: UpdateProject) => update.mutateAsync({ id: project?.id ?? 0, changes: body }),
    onSaved: (saved) => {
      // Issue 29: a save that moved the home hero's first slide or the lookbook's cover says so.
      const moved = showcaseSentence(saved.showcase, showcase);
      toast({ title: t('itemUpdated'), ...(moved ? { description: moved } : {}) });
      void autosave.finish();
      onDone();
    },
    onFailed: showFailure,
  });

  const submit = form.handleSubmit(async (payload) => {
    if (adding) return addToSite();
    if (project) return conflicts.save(projectUpdateBody(payload, conflicts.version));
    try {
      await create.mutateAsync(payload);
      toast({ title: t('createdTitle'), description: t('createdDescription') });
      onCreated?.();
      void autosave.finish();
      onDone();
    } catch (failure) {
      showFailure(failure);
    }
  });

  const slug = slugify(title);
  const titleField = (
    <Field
      label={t('title')}
      required
      autoComplete="off"
      className={adding ? undefined : 'sm:col-span-2'}
      hint={adding && slug ? addContent.address(`/projects/${slug}`) : undefined}
      error={error('title')}
      {...form.register('title')}
    />
  );
  const locationField = (
    <Field
      label={t('location')}
      required={!adding}
      autoComplete="off"
      error={error('location')}
      {...form.register('location')}
    />
  );
  const optionField = (name: 'category' | 'style', fieldType: 'projectCategory' | 'projectStyle') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={t(name)}
          value={field.value}
          onValueChange={field.onChange}
          options={choices(fieldType, project?.[name])}
          error={error(name)}
        />
      )}
    />
  );
  const tagsField = (
    <Field
      label={t('tags')}
      autoComplete="off"
      hint={adding ? t('tagsHintToAdd') : t('tagsHint')}
      error={error('tags')}
      {...form.register('tags')}
    />
  );
  // Issue 29: the story is written on the same surface as a post (toolbar, shortcuts, images from
  // the library), with a preview of how it will read; Add Content keeps a plain box.
  const descriptionField = adding ? (
    <TextareaField label={t('description')} rows={4} error={error('description')} {...form.register('description')} />
  ) : (
    <div className="sm:col-span-2">
      <WritingSurface
        size="dialog"
        label={t('description')}
        required
        hint={t('descriptionHint')}
        error={error('description')}
        {...form.register('description')}
      />
      <StoryPreview control={form.control} />
    </div>
  );

  return (
    <FormProvider {...form}>
      {adding ? (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {titleField}
          {locationField}
          {descriptionField}
          <div className="grid gap-4 sm:grid-cols-2">
            {optionField('category', 'projectCategory')}
            {optionField('style', 'projectStyle')}
          </div>
          {tagsField}
          <Controller
            control={form.control}
            name="featured"
            render={({ field }) => (
              <SwitchField label={t('featured')} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <FormActions onCancel={onCancel} cancelLabel={t('cancel')} {...addContent.labels} submitting={isSubmitting} />
        </form>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <AutosavePanel autosave={autosave} itemVersion={versionOf(project)} />
          </div>
          {titleField}
          <Field
            label={t('slug')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={project ? undefined : slug}
            hint={project ? t('slugHintEdit', { slug: project.slug }) : t('slugHintNew', { slug: slug || '…' })}
            className="sm:col-span-2"
            error={error('slug')}
            {...form.register('slug')}
          />
          {locationField}
          {optionField('category', 'projectCategory')}
          {optionField('style', 'projectStyle')}
          {tagsField}
          {descriptionField}
          <GalleryEditor onBusyChange={onBusyChange} />
          <div className="space-y-4 sm:col-span-2">
            {(
              [
                ['published', t('published'), t('publishedHint')],
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
          {project && !project.published && (
            <SharePreview entityType="project" entityId={project.id} title={project.title} />
          )}
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
      )}
      {conflicts.dialog}
    </FormProvider>
  );
}
