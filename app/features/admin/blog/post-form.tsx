import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EXCERPT_MAX, type UpdateBlogPost } from '#shared/admin/content.ts';
import { sameJson } from '#shared/admin/history.ts';
import type { BlogPost } from '#shared/content.ts';
import { slugify } from '#shared/slug.ts';
import { readTimeMinutes } from '#shared/text.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useAutosave, versionOf } from '../shared/autosave/use-autosave.ts';
import { type FormPlace, TITLE_REQUIRED_TO_ADD, useAddContentWords } from '../shared/content-forms/form-place.ts';
import { type DraftSlot, useKeptDraft } from '../shared/content-forms/kept-draft.ts';
import { bodySnapshot } from '../shared/edit-conflicts/merge.ts';
import { useEditConflicts } from '../shared/edit-conflicts/use-edit-conflicts.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { formOptionsQuery } from '../shared/options/form-options-query.ts';
import { activeChoices, choicesFor } from '../shared/options/option-choices.ts';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { useCreatePost, useUpdatePost } from './blog-queries.ts';
import { blogText } from './messages.ts';
import {
  addContentPostBody,
  createPostBody,
  POST_FIELD_LABELS,
  type PostField,
  type PostFormValues,
  postFormDefaults,
  problemsByField,
  updatePostBody,
} from './post-payload.ts';

/**
 * Where a post is written: its own editor page (`/admin/blog/new`, `/admin/blog/{id}`, issue 29:
 * every field) or the header's 'Add Content' (admin area §5, D24: what a post needs to exist).
 */
export type PostPlace = 'page' | Extract<FormPlace, 'add-content'>;

/** The fields that take focus when they hold a problem, in each place's order (the others are groups). */
const FOCUSABLE: Record<PostPlace, readonly PostField[]> = {
  page: ['title', 'content', 'slug', 'excerpt', 'tags', 'imageAlt', 'publishAt'],
  'add-content': ['title', 'excerpt', 'content', 'publishAt', 'tags'],
};

export interface PostEditorOptions {
  /** the post to edit; null to write a new one */
  post: BlogPost | null;
  place: PostPlace;
  /** Add Content: keeps what was typed while another kind is chosen */
  draft?: DraftSlot | undefined;
  /** the form has changes (or an upload under way) that leaving would lose */
  onDirtyChange: (dirty: boolean) => void;
  /** the editor's "Discard changes" confirmation (autosave then removes its draft) */
  whenDiscarded?: ((listener: () => void) => () => void) | undefined;
  /**
   * Saved (created or updated), once autosave has removed its draft: the post as stored, and the
   * values typed while the save was under way (null when nothing was), so that nothing is lost.
   */
  onSaved: (post: BlogPost, typedSince: PostFormValues | null) => void;
}

/**
 * The one post form's logic, wherever it is shown (issue 29 made the editor a page and left Add
 * Content's quick form in its dialog): its values, the checks before sending (post-payload.ts),
 * autosave, the Conflict dialog of a stale save, the server's problems beside their fields, and
 * the spec's toasts.
 */
export function usePostEditor({ post, place, draft, onDirtyChange, whenDiscarded, onSaved }: PostEditorOptions) {
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
  const { errors, isDirty } = form.formState;
  const adding = place === 'add-content';
  const addContent = useAddContentWords();
  const focusable = FOCUSABLE[place];

  useReportDirty(isDirty || uploading, onDirtyChange);
  useKeptDraft(form, draft);
  // Issue 29: the editor keeps the user's draft on the server (not Add Content's quick form).
  const autosave = useAutosave({
    entity: 'post',
    entityId: post?.id ?? null,
    baseVersion: versionOf(post),
    form,
    enabled: !adding,
    whenDiscarded,
  });

  // D1: a new post starts in the first active category once the lists have arrived (not a change).
  const firstCategory = activeChoices(options.data ?? [], 'blogCategory')[0]?.value;
  useEffect(() => {
    if (!post && firstCategory && !form.getValues('category')) {
      form.resetField('category', { defaultValue: firstCategory });
    }
  }, [post, firstCategory, form]);

  // The studio's zone can arrive after the editor opened: show a scheduled time on its clock.
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

  /** A refused save: the server's problems beside their fields, and its reason in a toast. */
  const showFailure = (failure: unknown) => {
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
  };

  /** What the form held when the save was sent: what was typed after it is carried over. */
  const sent = useRef<PostFormValues | null>(null);
  const saved = async (answer: BlogPost) => {
    await autosave.finish();
    const now = form.getValues();
    const before = sent.current;
    onSaved(answer, before && !sameJson(asJson(now), asJson(before)) ? now : null);
  };

  // An edit carries the version it started from; someone else's save since opens the Conflict dialog.
  const conflicts = useEditConflicts({
    version: post?.version,
    started: () => {
      if (!post) return null;
      const values = postFormDefaults(post, { defaultCategory: '', timeZone: clock.timeZone });
      const checked = updatePostBody(post, values, { timeZone: clock.timeZone, version: undefined });
      return checked.ok ? bodySnapshot(checked.body) : null;
    },
    labelOf: (field) =>
      field in POST_FIELD_LABELS ? t(POST_FIELD_LABELS[field as keyof typeof POST_FIELD_LABELS]) : field,
    send: (body: UpdateBlogPost) => update.mutateAsync({ id: post?.id ?? 0, body }),
    onSaved: (answer) => {
      // The toast says so once the page knows it is saved: shown before, a click on the back link
      // while the draft was being removed asked to discard what had just been saved (cc23, cc32).
      void saved(answer).then(() => toast({ title: t('itemUpdated') }));
    },
    onFailed: showFailure,
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    sent.current = structuredClone(values);
    if (adding && !values.title.trim()) {
      addContent.announceRequired(addContent.titleRequired);
      return showProblems(form, { title: TITLE_REQUIRED_TO_ADD }, focusable);
    }
    if (post) {
      const checked = updatePostBody(post, values, { timeZone: clock.timeZone, version: conflicts.version });
      if (!checked.ok) return showProblems(form, checked.problems, focusable);
      return conflicts.save(checked.body);
    }
    try {
      const checked = (adding ? addContentPostBody : createPostBody)(values, { timeZone: clock.timeZone });
      if (!checked.ok) return showProblems(form, checked.problems, focusable);
      const created = await create.mutateAsync(checked.body);
      await saved(created);
      toast({ title: t('createdTitle'), description: t('postCreated') });
    } catch (failure) {
      showFailure(failure);
    }
  });

  const [title, slug, excerpt, content, status] = form.watch(['title', 'slug', 'excerpt', 'content', 'status']);
  const categories = choicesFor(options.data ?? [], 'blogCategory', form.getValues('category') || undefined, (label) =>
    t('inactiveOption', { label }),
  );

  return {
    t,
    form,
    clock,
    autosave,
    conflictDialog: conflicts.dialog,
    submit,
    message,
    uploading,
    setUploading,
    categories,
    watched: { title, slug, excerpt, content, status },
    /** the read time the public page will show */
    readTime: readTimeMinutes(content.trim() ? content : excerpt),
    /** where the post will be: its slug, or the one made from the title */
    address: slug.trim() || slugify(title),
  };
}

export type PostEditor = ReturnType<typeof usePostEditor>;

const asJson = (values: PostFormValues) => JSON.parse(JSON.stringify(values));

/** The excerpt: one line (the schema's rule), with its count. */
export function ExcerptField({ editor, required }: { editor: PostEditor; required: boolean }) {
  const { t, form, message, watched } = editor;
  return (
    <TextareaField
      label={t('excerpt')}
      rows={2}
      // One line (the schema's rule): Enter does not break it.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      required={required}
      autoComplete="off"
      maxLength={EXCERPT_MAX}
      hint={t('excerptCount', { count: watched.excerpt.length, max: EXCERPT_MAX })}
      error={message('excerpt')}
      {...form.register('excerpt')}
    />
  );
}

export function CategoryField({ editor }: { editor: PostEditor }) {
  const { t, form, message, categories } = editor;
  return (
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
  );
}

export function TagsField({ editor }: { editor: PostEditor }) {
  const { t, form, message } = editor;
  return (
    <Field
      label={t('tags')}
      autoComplete="off"
      hint={t('tagsHint')}
      error={message('tags')}
      {...form.register('tags')}
    />
  );
}

export function FeaturedField({ editor, withHint }: { editor: PostEditor; withHint: boolean }) {
  const { t, form } = editor;
  return (
    <Controller
      control={form.control}
      name="featured"
      render={({ field }) => (
        <SwitchField
          label={t('featured')}
          hint={withHint ? t('featuredHint') : undefined}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/**
 * The header's 'Add Content' post form (admin area §5, D24): what a post needs to exist (no slug,
 * image or publishing state: it is published now unless a time ahead is chosen), and a missing
 * title is also announced in a toast; `draft` keeps what was typed while another kind is chosen
 * there. Everything else is edited on the post's page.
 */
export function PostForm({
  draft,
  onDirtyChange,
  onCancel,
  onDone,
}: { post: null; place: Extract<FormPlace, 'add-content'>; draft?: DraftSlot } & FormDialogControls) {
  const editor = usePostEditor({ post: null, place: 'add-content', draft, onDirtyChange, onSaved: () => onDone() });
  const { t, form, message, clock, submit, watched } = editor;
  const addContent = useAddContentWords();
  const slug = slugify(watched.title);
  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field
          label={t('title')}
          required
          autoComplete="off"
          hint={slug ? addContent.address(`/blog/${slug}`) : undefined}
          error={message('title')}
          {...form.register('title')}
        />
        <ExcerptField editor={editor} required={false} />
        <div>
          <TextareaField
            label={t('content')}
            rows={6}
            hint={t('contentHintToAdd')}
            error={message('content')}
            {...form.register('content')}
          />
          <p className="mt-1 text-xs text-muted">{t('readTime', { count: editor.readTime })}</p>
        </div>
        <CategoryField editor={editor} />
        <Field
          type="datetime-local"
          label={t('publishAtToAdd')}
          hint={t('publishAtToAddHint', { zone: clock.timeZone })}
          error={message('publishAt') ?? message('status')}
          {...form.register('publishAt')}
        />
        <TagsField editor={editor} />
        <FeaturedField editor={editor} withHint={false} />
        <FormActions
          onCancel={onCancel}
          cancelLabel={t('cancel')}
          {...addContent.labels}
          submitting={form.formState.isSubmitting}
        />
      </form>
      {editor.conflictDialog}
    </>
  );
}
