import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EXCERPT_MAX } from '#shared/admin/content.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { readTimeMinutes } from '#shared/text.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { type FormPlace, TITLE_REQUIRED_TO_ADD, useAddContentWords } from '../shared/content-forms/form-place.ts';
import { type DraftSlot, useKeptDraft } from '../shared/content-forms/kept-draft.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { formOptionsQuery } from '../shared/options/form-options-query.ts';
import { activeChoices, choicesFor } from '../shared/options/option-choices.ts';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { useCreatePost, useUpdatePost } from './blog-queries.ts';
import { FeaturedImageField } from './featured-image-field.tsx';
import { blogText } from './messages.ts';
import {
  addContentPostBody,
  createPostBody,
  type PostField,
  type PostFormValues,
  postFormDefaults,
  problemsByField,
  updatePostBody,
} from './post-payload.ts';
import { PublishingField } from './publishing-field.tsx';

/** The fields that take focus when they hold a problem, in each place's order (the others are groups). */
const FOCUSABLE: Record<FormPlace, readonly PostField[]> = {
  tab: ['title', 'slug', 'excerpt', 'content', 'tags', 'imageAlt', 'publishAt'],
  'add-content': ['title', 'excerpt', 'content', 'publishAt', 'tags'],
};

/**
 * Create or edit a blog post (admin area §2 'Edit dialogs' with D2–D4, D23, D24): title, slug,
 * excerpt, content, category, tags, featured, featured image and publishing. A changed dialog asks
 * before it closes.
 */
export function PostFormDialog({
  post,
  open,
  onOpenChange,
}: {
  /** the post to edit; null to write a new one */
  post: BlogPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(blogText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t('editTitle') : t('createTitle')}
      description={post ? t('editDescription') : t('createDescription')}
    >
      {(controls) => <PostForm post={post} place="tab" {...controls} />}
    </FormDialog>
  );
}

/**
 * The one blog post form. In its tab's dialog: every field, to create or edit. In the header's 'Add
 * Content' (admin area §5, D24): what a post needs to exist (no slug, image or publishing state: it
 * is published now unless a time ahead is chosen), and a missing title is also announced in a toast;
 * `draft` keeps what was typed while another kind is chosen there.
 */
export function PostForm({
  post,
  place,
  draft,
  onDirtyChange,
  onCancel,
  onDone,
}: { post: BlogPost | null; place: FormPlace; draft?: DraftSlot } & FormDialogControls) {
  const t = useMessages(blogText);
  const toast = useToast();
  const clock = useStudioClock();
  const options = useQuery(formOptionsQuery);
  const create = useCreatePost();
  const update = useUpdatePost();
  const [uploading, setUploading] = useState(false);
  const form = useForm<PostFormValues>({
    defaultValues: postFormDefaults(post, { defaultCategory: '', timeZone: clock.timeZone }),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const adding = place === 'add-content';
  const addContent = useAddContentWords();
  const focusable = FOCUSABLE[place];

  useReportDirty(isDirty, onDirtyChange);
  useKeptDraft(form, draft);

  // D1: a new post starts in the first active category once the lists have arrived (not a change).
  const firstCategory = activeChoices(options.data ?? [], 'blogCategory')[0]?.value;
  useEffect(() => {
    if (!post && firstCategory && !form.getValues('category')) {
      form.resetField('category', { defaultValue: firstCategory });
    }
  }, [post, firstCategory, form]);

  // The studio's zone can arrive after the dialog opened: show a scheduled time on its clock.
  useEffect(() => {
    if (post?.status === 'scheduled' && clock.source === 'studio') {
      form.resetField('publishAt', {
        defaultValue: postFormDefaults(post, { defaultCategory: '', timeZone: clock.timeZone }).publishAt,
      });
    }
  }, [post, clock.source, clock.timeZone, form]);

  const message = (field: PostField) => {
    const text = errors[field]?.message;
    return adding ? addContent.localize(text) : text;
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    if (adding && !values.title.trim()) {
      addContent.announceRequired(addContent.titleRequired);
      return showProblems(form, { title: TITLE_REQUIRED_TO_ADD }, focusable);
    }
    try {
      if (post) {
        const checked = updatePostBody(post, values, { timeZone: clock.timeZone });
        if (!checked.ok) return showProblems(form, checked.problems, focusable);
        await update.mutateAsync({ id: post.id, body: checked.body });
        toast({ title: t('itemUpdated') });
      } else {
        const checked = (adding ? addContentPostBody : createPostBody)(values, { timeZone: clock.timeZone });
        if (!checked.ok) return showProblems(form, checked.problems, focusable);
        await create.mutateAsync(checked.body);
        toast({ title: t('createdTitle'), description: t('postCreated') });
      }
      onDone();
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure);
      showProblems(form, problemsByField(fieldErrors), focusable);
      // The server's reason, when it gave one a person can act on and put it on no field.
      const reason = fieldErrors.length === 0 ? refusalReason(failure) : undefined;
      toast(
        post
          ? { title: t('itemUpdateFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' }
          : {
              title: t('errorTitle'),
              description: reason ? `${t('postCreateFailed')} ${reason}` : t('postCreateFailed'),
              variant: 'destructive',
            },
      );
    }
  });

  const [title, slug, excerpt, content, status] = form.watch(['title', 'slug', 'excerpt', 'content', 'status']);
  const address = slug.trim() || slugify(title);
  const categories = choicesFor(options.data ?? [], 'blogCategory', form.getValues('category') || undefined, (label) =>
    t('inactiveOption', { label }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        label={t('title')}
        required
        autoComplete="off"
        hint={adding && slugify(title) ? addContent.address(`/blog/${slugify(title)}`) : undefined}
        error={message('title')}
        {...form.register('title')}
      />
      {!adding && (
        <Field
          label={t('slug')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={slugify(title)}
          hint={[
            address ? t('slugHint', { slug: address }) : null,
            slug.trim() ? null : t('slugFromTitle'),
            post && slug.trim() && slug.trim() !== post.slug ? t('slugRenamed') : null,
          ]
            .filter(Boolean)
            .join(' ')}
          error={message('slug')}
          {...form.register('slug')}
        />
      )}
      <TextareaField
        label={t('excerpt')}
        rows={2}
        // One line (the schema's rule): Enter does not break it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        required={post !== null}
        autoComplete="off"
        maxLength={EXCERPT_MAX}
        hint={t('excerptCount', { count: excerpt.length, max: EXCERPT_MAX })}
        error={message('excerpt')}
        {...form.register('excerpt')}
      />
      <div>
        <TextareaField
          label={t('content')}
          required={!adding}
          rows={adding ? 6 : 10}
          hint={adding ? t('contentHintToAdd') : t('contentHint')}
          error={message('content')}
          {...form.register('content')}
        />
        <p className="mt-1 text-xs text-muted">
          {t('readTime', { count: readTimeMinutes(content.trim() ? content : excerpt) })}
        </p>
      </div>
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <SelectField
            label={t('category')}
            value={field.value}
            onValueChange={field.onChange}
            error={message('category')}
            options={categories}
          />
        )}
      />
      {adding && (
        <Field
          type="datetime-local"
          label={t('publishAtToAdd')}
          hint={t('publishAtToAddHint', { zone: clock.timeZone })}
          error={message('publishAt') ?? message('status')}
          {...form.register('publishAt')}
        />
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
          <SwitchField
            label={t('featured')}
            hint={adding ? undefined : t('featuredHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {!adding && (
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <FeaturedImageField
              value={field.value}
              onChange={(image) => field.onChange(image)}
              onUploadingChange={setUploading}
              error={message('image')}
              altField={
                <Field
                  label={t('altText')}
                  autoComplete="off"
                  hint={t('altTextHint')}
                  error={message('imageAlt')}
                  {...form.register('imageAlt')}
                />
              }
            />
          )}
        />
      )}
      {!adding && (
        <PublishingField
          status={status}
          onStatusChange={(next) => form.setValue('status', next, { shouldDirty: true })}
          wasPublished={post?.status === 'published'}
          clock={clock}
          publishAtInput={form.register('publishAt')}
          publishAtError={message('publishAt') ?? message('status')}
        />
      )}
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        {...(adding
          ? addContent.labels
          : { submitLabel: post ? t('saveChanges') : t('createPost'), submittingLabel: t('saving') })}
        submitting={isSubmitting}
        disabled={uploading}
      />
    </form>
  );
}
