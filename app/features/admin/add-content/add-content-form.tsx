import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EXCERPT_MAX, type FormOptionFieldType } from '#shared/admin/content.ts';
import { slugify } from '#shared/slug.ts';
import { readTimeMinutes } from '#shared/text.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { sendJson } from '../../../lib/api-client.ts';
import { useStudioClock } from '../blog/blog-queries.ts';
import { useRefreshContent } from '../content-list/content-cache.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { formOptionsQuery } from '../form-options/form-options-queries.ts';
import { activeChoices } from '../form-options/option-choices.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { ProjectPicker } from '../testimonials/project-picker.tsx';
import { StarRatingField } from '../testimonials/star-rating-field.tsx';
import { serverFieldErrors, showProblems } from '../ui/field-problems.ts';
import { FormActions, type FormDialogControls, useReportDirty } from '../ui/form-dialog.tsx';
import { localizeKnown } from '../ui/known-message.ts';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import {
  type AddContentField,
  type AddContentRequest,
  type AddContentValues,
  addContentProblems,
  addContentRequest,
  CONTENT_TYPES,
  type ContentType,
  EMPTY_VALUES,
} from './add-content-payload.ts';
import { addContentText } from './messages.ts';

type Key = keyof typeof addContentText.en;

const TYPE_TEXT: Record<ContentType, { label: Key; created: Key; failed: Key }> = {
  project: { label: 'typeProject', created: 'projectCreated', failed: 'projectCreateFailed' },
  blogPost: { label: 'typeBlogPost', created: 'blogPostCreated', failed: 'blogPostCreateFailed' },
  testimonial: { label: 'typeTestimonial', created: 'testimonialCreated', failed: 'testimonialCreateFailed' },
};

/** The list each kind appears in, read again after a create (with the overview's counts). */
const LIST_KEY = {
  project: contentKeys.projects,
  blogPost: contentKeys.blog,
  testimonial: contentKeys.testimonials,
} as const;

/** The option-list fields and the list each defaults to the first active option of (D1). */
const OPTION_FIELDS = [
  ['category', 'projectCategory'],
  ['style', 'projectStyle'],
  ['blogCategory', 'blogCategory'],
] as const satisfies ReadonlyArray<readonly [AddContentField, FormOptionFieldType]>;

/** The fields that take focus when they hold a problem, in the form's order (the others are groups). */
const FOCUSABLE: readonly AddContentField[] = [
  'title',
  'location',
  'description',
  'excerpt',
  'content',
  'publishAt',
  'tags',
  'name',
  'testimonial',
];

/**
 * admin area §5 'Add Content': a project, a blog post or a testimonial with only what it
 * needs to exist; the rest is edited in its tab.
 */
export function AddContentForm({ onDirtyChange, onCancel, onDone }: FormDialogControls) {
  const t = useMessages(addContentText);
  const toast = useToast();
  const refresh = useRefreshContent();
  const clock = useStudioClock();
  const options = useQuery(formOptionsQuery);
  const typeName = useId();
  const form = useForm<AddContentValues>({ defaultValues: EMPTY_VALUES });
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  // D1: each list shows its first active option until another is chosen (read when the lists arrive).
  const firstOf = (list: FormOptionFieldType) => activeChoices(options.data ?? [], list)[0]?.value ?? '';

  const create = useMutation({
    mutationFn: (request: AddContentRequest) => sendJson('POST', request.path, request.body),
    onSuccess: (_created, request) => refresh(LIST_KEY[request.type]),
  });

  const submit = form.handleSubmit(async (typed) => {
    form.clearErrors();
    const values = { ...typed };
    for (const [field, list] of OPTION_FIELDS) values[field] ||= firstOf(list);
    const check = addContentRequest(values, { timeZone: clock.timeZone });
    if (!check.ok) {
      if (check.required) {
        toast({
          title: t('validationTitle'),
          description: localizeKnown(addContentText, t, check.required) ?? check.required,
          variant: 'destructive',
        });
      }
      showProblems(form, check.problems, FOCUSABLE);
      return;
    }
    const text = TYPE_TEXT[values.type];
    try {
      await create.mutateAsync(check.request);
      toast({ title: t('createdTitle'), description: t(text.created) });
      onDone();
    } catch (failure) {
      showProblems(form, addContentProblems(values.type, serverFieldErrors(failure)), FOCUSABLE);
      toast({ title: t('errorTitle'), description: t(text.failed), variant: 'destructive' });
    }
  });

  const message = (field: AddContentField) => localizeKnown(addContentText, t, errors[field]?.message);
  const [type, title, excerpt, content] = form.watch(['type', 'title', 'excerpt', 'content']);
  const optionSelect = (field: 'category' | 'style' | 'blogCategory', list: FormOptionFieldType, label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <SelectField
          label={label}
          value={control.value || firstOf(list)}
          onValueChange={control.onChange}
          options={activeChoices(options.data ?? [], list)}
          error={message(field)}
        />
      )}
    />
  );
  const slug = slugify(title);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-charcoal">{t('contentType')}</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg border border-stone bg-white p-1">
          {CONTENT_TYPES.map((option) => (
            <label
              key={option}
              className={clsx(
                'cursor-pointer rounded-md px-2 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
                type === option ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-sand',
              )}
            >
              <input
                type="radio"
                name={typeName}
                value={option}
                checked={type === option}
                onChange={() => form.setValue('type', option)}
                className="sr-only"
              />
              {t(TYPE_TEXT[option].label)}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'testimonial' ? (
        <>
          <Field label={t('name')} required autoComplete="off" error={message('name')} {...form.register('name')} />
          <TextareaField
            label={t('testimonial')}
            required
            rows={4}
            error={message('testimonial')}
            {...form.register('testimonial')}
          />
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => <StarRatingField value={field.value} onChange={field.onChange} />}
          />
          <ProjectPicker
            projectId={form.watch('projectId')}
            projectText={form.watch('projectText')}
            textError={message('projectText')}
            onChange={({ projectId, projectText }) => {
              form.setValue('projectId', projectId, { shouldDirty: true });
              form.setValue('projectText', projectText, { shouldDirty: true });
            }}
          />
        </>
      ) : (
        <>
          <Field
            label={t('title')}
            required
            autoComplete="off"
            hint={slug ? t('address', { path: type === 'project' ? `/projects/${slug}` : `/blog/${slug}` }) : undefined}
            error={message('title')}
            {...form.register('title')}
          />
          {type === 'project' ? (
            <>
              <Field
                label={t('location')}
                autoComplete="off"
                error={message('location')}
                {...form.register('location')}
              />
              <TextareaField
                label={t('description')}
                rows={4}
                error={message('description')}
                {...form.register('description')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                {optionSelect('category', 'projectCategory', t('category'))}
                {optionSelect('style', 'projectStyle', t('style'))}
              </div>
            </>
          ) : (
            <>
              <TextareaField
                label={t('excerpt')}
                rows={2}
                // One line (the schema's rule): Enter does not break it.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
                autoComplete="off"
                maxLength={EXCERPT_MAX}
                hint={t('excerptCount', { count: excerpt.length, max: EXCERPT_MAX })}
                error={message('excerpt')}
                {...form.register('excerpt')}
              />
              <div>
                <TextareaField
                  label={t('content')}
                  rows={6}
                  hint={t('contentHint')}
                  error={message('content')}
                  {...form.register('content')}
                />
                <p className="mt-1 text-xs text-muted">
                  {t('readTime', { count: readTimeMinutes(content.trim() ? content : excerpt) })}
                </p>
              </div>
              {optionSelect('blogCategory', 'blogCategory', t('category'))}
              <Field
                type="datetime-local"
                label={t('publishAt')}
                hint={t('publishAtHint', { zone: clock.timeZone })}
                error={message('publishAt')}
                {...form.register('publishAt')}
              />
            </>
          )}
          <Field
            label={t('tags')}
            autoComplete="off"
            hint={t('tagsHint')}
            error={message('tags')}
            {...form.register('tags')}
          />
          <Controller
            control={form.control}
            name="featured"
            render={({ field }) => (
              <SwitchField label={t('featured')} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </>
      )}
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={t('create')}
        submittingLabel={t('creating')}
        submitting={isSubmitting}
      />
    </form>
  );
}
