import { Controller, useForm } from 'react-hook-form';
import type { UpdateTestimonial } from '#shared/admin/content.ts';
import type { Testimonial } from '#shared/content.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { type FormPlace, useAddContentWords } from '../shared/content-forms/form-place.ts';
import { type DraftSlot, useKeptDraft } from '../shared/content-forms/kept-draft.ts';
import { bodySnapshot } from '../shared/edit-conflicts/merge.ts';
import { useEditConflicts } from '../shared/edit-conflicts/use-edit-conflicts.tsx';
import { EditorHistory } from '../shared/history/history-dialog.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../shared/ui/form-dialog.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { testimonialsText } from './messages.ts';
import { ProjectPicker } from './project-picker.tsx';
import { StarRatingField } from './star-rating-field.tsx';
import {
  createTestimonialBody,
  NAME_REQUIRED_TO_ADD,
  type TestimonialField,
  type TestimonialFormValues,
  testimonialFormDefaults,
  testimonialProblems,
  updateTestimonialBody,
} from './testimonial-payload.ts';
import { useCreateTestimonial, useUpdateTestimonial } from './testimonials-queries.ts';

/** A saved field's name in the Conflict dialog: the label of the field that edits it. */
const TESTIMONIAL_LABELS: Readonly<
  Record<string, 'name' | 'content' | 'rating' | 'projectText' | 'relatedProject' | 'featured'>
> = {
  name: 'name',
  content: 'content',
  rating: 'rating',
  project: 'projectText',
  projectId: 'relatedProject',
  featured: 'featured',
};

/** The fields that take focus when they hold a problem (the rating and the project are groups). */
const FOCUSABLE: readonly TestimonialField[] = ['name', 'content'];

/**
 * Create or edit a testimonial in its tab (admin area §2 'Edit dialogs'): client name, content,
 * rating in 1–5 stars, optional related project, featured. A changed dialog asks before it closes.
 */
export function TestimonialFormDialog({
  testimonial,
  open,
  onOpenChange,
}: {
  testimonial: Testimonial | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(testimonialsText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? t('editTitle') : t('createTitle')}
      description={testimonial ? t('editDescription') : t('createDescription')}
    >
      {(controls) => (
        <>
          <TestimonialForm testimonial={testimonial} place="tab" {...controls} />
          {testimonial && (
            <EditorHistory
              entity="testimonial"
              id={testimonial.id}
              itemKeys={[contentKeys.testimonials]}
              onRestored={controls.onDone}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

/**
 * The one testimonial form, in its tab's dialog and in the header's 'Add Content' (admin area §5:
 * there without the featured switch, and a missing name is also announced in a toast; `draft` keeps
 * what was typed while another kind is chosen).
 */
export function TestimonialForm({
  testimonial,
  place,
  draft,
  onDirtyChange,
  onCancel,
  onDone,
}: { testimonial: Testimonial | null; place: FormPlace; draft?: DraftSlot } & FormDialogControls) {
  const t = useMessages(testimonialsText);
  const toast = useToast();
  const addContent = useAddContentWords();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const form = useForm<TestimonialFormValues>({ defaultValues: testimonialFormDefaults(testimonial) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  useKeptDraft(form, draft);
  const adding = place === 'add-content';

  const message = (field: TestimonialField) => errors[field]?.message;

  /** A refused save: the server's problems beside their fields, and its reason in a toast. */
  const showFailure = (failure: unknown) => {
    const fieldErrors = serverFieldErrors(failure);
    showProblems(form, testimonialProblems(fieldErrors), FOCUSABLE);
    // The server's reason, when it gave one a person can act on and put it on no field.
    const reason = fieldErrors.length === 0 ? refusalReason(failure) : undefined;
    toast(
      testimonial
        ? { title: t('itemUpdateFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' }
        : {
            title: t('errorTitle'),
            description: reason ? `${t('testimonialCreateFailed')} ${reason}` : t('testimonialCreateFailed'),
            variant: 'destructive',
          },
    );
  };

  // An edit carries the version it started from; someone else's save since opens the Conflict dialog.
  const conflicts = useEditConflicts({
    version: testimonial?.version,
    started: () => {
      const checked = testimonial && updateTestimonialBody(testimonialFormDefaults(testimonial), undefined);
      return checked?.ok ? bodySnapshot(checked.body) : null;
    },
    labelOf: (field) => t(TESTIMONIAL_LABELS[field] ?? 'content'),
    send: (body: UpdateTestimonial) => update.mutateAsync({ id: testimonial?.id ?? 0, body }),
    onSaved: () => {
      toast({ title: t('itemUpdated') });
      onDone();
    },
    onFailed: showFailure,
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    if (adding && !values.name.trim()) {
      addContent.announceRequired(t('nameRequiredToAdd'));
      return showProblems(form, { name: NAME_REQUIRED_TO_ADD }, FOCUSABLE);
    }
    if (testimonial) {
      const checked = updateTestimonialBody(values, conflicts.version);
      if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
      return conflicts.save(checked.body);
    }
    try {
      const checked = createTestimonialBody(values);
      if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
      await create.mutateAsync(checked.body);
      toast({ title: t('createdTitle'), description: t('testimonialCreated') });
      onDone();
    } catch (failure) {
      showFailure(failure);
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label={t('name')} required autoComplete="off" error={message('name')} {...form.register('name')} />
        <TextareaField
          label={t('content')}
          required
          rows={adding ? 4 : 5}
          error={message('content')}
          {...form.register('content')}
        />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingField value={field.value} onChange={field.onChange} error={message('rating')} />
          )}
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
        {!adding && (
          <Controller
            control={form.control}
            name="featured"
            render={({ field }) => (
              <SwitchField label={t('featured')} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        )}
        <FormActions
          onCancel={onCancel}
          cancelLabel={t('cancel')}
          {...(adding
            ? addContent.labels
            : { submitLabel: testimonial ? t('saveChanges') : t('createTestimonial'), submittingLabel: t('saving') })}
          submitting={isSubmitting}
        />
      </form>
      {conflicts.dialog}
    </>
  );
}
