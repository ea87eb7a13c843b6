import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Testimonial } from '#shared/content.ts';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localizeKnown } from '../blog/known-message.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { useDiscardGuard } from '../ui/discard-changes.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { testimonialsText } from './messages.ts';
import { ProjectPicker } from './project-picker.tsx';
import { StarRatingField } from './star-rating-field.tsx';
import {
  createTestimonialBody,
  type TestimonialField,
  type TestimonialFormValues,
  type TestimonialProblems,
  testimonialFormDefaults,
  testimonialProblems,
  updateTestimonialBody,
} from './testimonial-payload.ts';
import { useCreateTestimonial, useUpdateTestimonial } from './testimonials-queries.ts';

const FIELD_ORDER: readonly TestimonialField[] = ['name', 'content', 'rating', 'projectText'];

/**
 * Create or edit a testimonial (admin-area.md §2 'Edit dialogs'): client name, content, rating in
 * 1–5 stars, optional related project, featured. A changed dialog asks before it closes.
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
  const [dirty, setDirty] = useState(false);
  const close = (next: boolean) => {
    if (!next) setDirty(false);
    onOpenChange(next);
  };
  const guard = useDiscardGuard(dirty, close);
  return (
    <>
      <AdminDialog
        open={open}
        onOpenChange={guard.onOpenChange}
        title={testimonial ? t('editTitle') : t('createTitle')}
        description={testimonial ? t('editDescription') : t('createDescription')}
      >
        <TestimonialForm
          testimonial={testimonial}
          onDirtyChange={setDirty}
          onCancel={() => guard.onOpenChange(false)}
          onDone={() => close(false)}
        />
      </AdminDialog>
      {guard.confirm}
    </>
  );
}

function TestimonialForm({
  testimonial,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  testimonial: Testimonial | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useMessages(testimonialsText);
  const toast = useToast();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const form = useForm<TestimonialFormValues>({ defaultValues: testimonialFormDefaults(testimonial) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const message = (field: TestimonialField) => localizeKnown(testimonialsText, t, errors[field]?.message);

  const showProblems = (problems: TestimonialProblems) => {
    let first: TestimonialField | undefined;
    for (const field of FIELD_ORDER) {
      const problem = problems[field];
      if (!problem) continue;
      form.setError(field, { message: problem });
      first ??= field;
    }
    if (first === 'name' || first === 'content') form.setFocus(first);
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const save = async (): Promise<boolean> => {
      if (testimonial) {
        const checked = updateTestimonialBody(values);
        if (!checked.ok) {
          showProblems(checked.problems);
          return false;
        }
        await update.mutateAsync({ id: testimonial.id, body: checked.body });
        toast({ title: t('itemUpdated') });
      } else {
        const checked = createTestimonialBody(values);
        if (!checked.ok) {
          showProblems(checked.problems);
          return false;
        }
        await create.mutateAsync(checked.body);
        toast({ title: t('createdTitle'), description: t('testimonialCreated') });
      }
      return true;
    };
    try {
      if (await save()) onDone();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      showProblems(testimonialProblems(Object.entries(fieldErrors)));
      const reason =
        failure instanceof ApiError && failure.status < 500 && Object.keys(fieldErrors).length === 0
          ? localizeKnown(testimonialsText, t, failure.message)
          : undefined;
      toast(
        testimonial
          ? { title: t('itemUpdateFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' }
          : {
              title: t('errorTitle'),
              description: reason ? `${t('testimonialCreateFailed')} ${reason}` : t('testimonialCreateFailed'),
              variant: 'destructive',
            },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label={t('name')} required autoComplete="off" error={message('name')} {...form.register('name')} />
      <TextareaField label={t('content')} required rows={5} error={message('content')} {...form.register('content')} />
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
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <SwitchField label={t('featured')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <DialogActions>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? t('saving') : testimonial ? t('saveChanges') : t('createTestimonial')}
        </button>
      </DialogActions>
    </form>
  );
}
