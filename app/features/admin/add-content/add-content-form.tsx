import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EXCERPT_MAX, type FormOptionFieldType } from '#shared/admin/content.ts';
import { slugify } from '#shared/slug.ts';
import { readTimeMinutes } from '#shared/text.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError, sendJson } from '../../../lib/api-client.ts';
import { useStudioClock } from '../blog/blog-queries.ts';
import { activeChoices, formOptionsQuery } from '../blog/form-option-choices.ts';
import { localizeKnown } from '../blog/known-message.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { ProjectPicker } from '../testimonials/project-picker.tsx';
import { StarRatingField } from '../testimonials/star-rating-field.tsx';
import { DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import {
  type AddContentField,
  type AddContentRequest,
  type AddContentValues,
  addContentRequest,
  CONTENT_TYPES,
  type ContentType,
  EMPTY_VALUES,
  FIELD_OF,
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

const FOCUSABLE = new Set<AddContentField>([
  'title',
  'location',
  'description',
  'excerpt',
  'content',
  'tags',
  'publishAt',
  'name',
  'testimonial',
]);

/**
 * admin-area.md §5 'Add Content': a project, a blog post or a testimonial with only what it
 * needs to exist; the rest is edited in its tab.
 */
export function AddContentForm({
  onDirtyChange,
  onCancel,
  onDone,
}: {
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useMessages(addContentText);
  const toast = useToast();
  const queryClient = useQueryClient();
  const clock = useStudioClock();
  const options = useQuery(formOptionsQuery);
  const typeName = useId();
  const form = useForm<AddContentValues>({ defaultValues: EMPTY_VALUES });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // D1: each list shows its first active option until another is chosen (read when the lists arrive).
  const firstOf = (list: FormOptionFieldType) => activeChoices(options.data ?? [], list)[0]?.value ?? '';

  const create = useMutation({
    mutationFn: (request: AddContentRequest) => sendJson('POST', request.path, request.body),
    onSuccess: (_created, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY[request.type] }),
        queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
      ]),
  });

  const showProblems = (problems: Partial<Record<AddContentField, string>>) => {
    let first: AddContentField | undefined;
    for (const [field, problem] of Object.entries(problems) as Array<[AddContentField, string]>) {
      form.setError(field, { message: problem });
      if (!first && FOCUSABLE.has(field)) first = field;
    }
    if (first) form.setFocus(first);
  };

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
      showProblems(check.problems);
      return;
    }
    const text = TYPE_TEXT[values.type];
    try {
      await create.mutateAsync(check.request);
      toast({ title: t('createdTitle'), description: t(text.created) });
      onDone();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      const problems: Partial<Record<AddContentField, string>> = {};
      for (const [apiField, message] of Object.entries(fieldErrors)) {
        const field = FIELD_OF[values.type][apiField.split('.')[0] ?? ''];
        if (field && !problems[field]) problems[field] = message;
      }
      showProblems(problems);
      toast({ title: t('errorTitle'), description: t(text.failed), variant: 'destructive' });
    }
  });

  const message = (field: AddContentField) => localizeKnown(addContentText, t, errors[field]?.message);
  const [type, title, excerpt, content] = form.watch(['type', 'title', 'excerpt', 'content']);
  const choices = (list: FormOptionFieldType) =>
    activeChoices(options.data ?? [], list).map(({ value, label }) => ({ value, label }));
  const optionSelect = (field: 'category' | 'style' | 'blogCategory', list: FormOptionFieldType, label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <SelectField
          label={label}
          value={control.value || firstOf(list)}
          onValueChange={control.onChange}
          options={choices(list)}
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
      <DialogActions>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? t('creating') : t('create')}
        </button>
      </DialogActions>
    </form>
  );
}
