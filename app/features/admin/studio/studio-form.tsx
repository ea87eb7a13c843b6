import { clsx } from 'clsx';
import { Save, Undo2 } from 'lucide-react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { type StudioSettings, StudioSettingsSchema } from '#shared/admin/studio.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { DesignerSection } from './designer-section.tsx';
import { ContactSection, SeoSection, SocialSection, StudioSection } from './details-sections.tsx';
import { HoursSection } from './hours-section.tsx';
import { studioText } from './messages.ts';
import { SequencesSection } from './sequences-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { formFieldOf, type StudioFormValues, toFormValues, toSettingsInput } from './studio-form-values.ts';
import { useSaveStudioSettings } from './studio-queries.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';

type FormPath = FieldPath<StudioFormValues>;

/**
 * The one form of the settings record (D6). The shared schema checks it before it is sent, the
 * server's per-field answers appear beside their fields, and a page with unsaved changes is not
 * left silently. Viewers see every field, disabled, and no Save (D14).
 */
export function StudioForm({ settings, readOnly }: { settings: StudioSettings; readOnly: boolean }) {
  const t = useMessages(studioText);
  const toast = useToast();
  const save = useSaveStudioSettings();
  const form = useForm<StudioFormValues>({ defaultValues: toFormValues(settings) });
  const { isDirty, isSubmitting } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && !readOnly);

  /** Each field's first problem beside it; focus goes to the first one in the page's order. */
  const showProblems = (problems: ReadonlyArray<{ field: string; message: string }>) => {
    const shown = new Set<string>();
    for (const { field, message } of problems) {
      if (shown.has(field)) continue;
      shown.add(field);
      form.setError(field as FormPath, { message });
    }
    const first = problems[0]?.field;
    if (first) {
      try {
        form.setFocus(first as FormPath);
      } catch {
        // A problem with a group (the hours of a day, the send days) has no single input to focus.
      }
    }
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = StudioSettingsSchema.safeParse(toSettingsInput(values, settings));
    if (!parsed.success) {
      showProblems(
        parsed.error.issues.map((issue) => ({
          field: formFieldOf(issue.path),
          message: problemText(problemFromIssue(issue)),
        })),
      );
      toast({ title: t('saveFailed'), description: t('fixErrors'), variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      form.reset(toFormValues(saved));
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      showProblems(
        Object.entries(fieldErrors).map(([path, problem]) => ({
          field: formFieldOf(path),
          message: problemText(problem),
        })),
      );
      const reason = failure instanceof ApiError && failure.status < 500 ? failure.message : null;
      toast({
        title: t('saveFailed'),
        description: reason ? (reason ?? reason) : t('saveFailedFallback'),
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        {readOnly && (
          <p className="mb-4 rounded-md border border-stone bg-white px-4 py-3 text-sm text-muted">{t('readOnly')}</p>
        )}
        <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
          <StudioSection />
          <ContactSection />
          <HoursSection />
          <SocialSection />
          <ServicesSection />
          <DesignerSection readOnly={readOnly} />
          <SeoSection />
          <SequencesSection />
        </fieldset>
        {!readOnly && (
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-stone bg-linen/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className={clsx('text-sm', isDirty ? 'font-medium text-ink' : 'text-muted')} aria-live="polite">
                {isDirty ? t('unsaved') : t('allSaved')}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={!isDirty || isSubmitting}
                  onClick={() => form.reset()}
                  className={buttonClass('secondary')}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  {t('undo')}
                </button>
                <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
                  <Save className="size-4" aria-hidden="true" />
                  {isSubmitting ? t('saving') : t('save')}
                </button>
              </div>
            </div>
          </div>
        )}
      </form>
      {leaveQuestion}
    </FormProvider>
  );
}
