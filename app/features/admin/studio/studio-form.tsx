import { clsx } from 'clsx';
import { Save, Undo2 } from 'lucide-react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import {
  ADMIN_ONLY_STUDIO_FIELDS,
  type StudioSettings,
  type StudioSettingsInput,
  StudioSettingsSchema,
} from '#shared/admin/studio.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bodySnapshot } from '../shared/edit-conflicts/merge.ts';
import { useEditConflicts } from '../shared/edit-conflicts/use-edit-conflicts.tsx';
import { problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { useLeaveGuard } from '../shared/ui/use-leave-guard.tsx';
import { DesignerSection } from './designer-section.tsx';
import { ContactSection, SeoSection, SocialSection, StudioSection } from './details-sections.tsx';
import { HoursSection } from './hours-section.tsx';
import { studioText } from './messages.ts';
import { SequencesSection } from './sequences-section.tsx';
import { ServicesSection } from './services-section.tsx';
import {
  formFieldOf,
  STUDIO_FIELD_LABELS,
  type StudioFormValues,
  studioSaveInput,
  toFormValues,
} from './studio-form-values.ts';
import { useSaveStudioSettings } from './studio-queries.ts';

type FormPath = FieldPath<StudioFormValues>;

/**
 * The one form of the settings record (D6). The shared schema checks it before it is sent, the
 * server's per-field answers appear beside their fields, and a page with unsaved changes is not
 * left silently. Viewers see every field, disabled, and no Save (D14).
 */
export function StudioForm({
  settings,
  readOnly,
  routingLocked,
}: {
  settings: StudioSettings;
  readOnly: boolean;
  /** D14 as amended: not an admin, so the notification address, consent mode and sender are read-only */
  routingLocked: boolean;
}) {
  const t = useMessages(studioText);
  const toast = useToast();
  const save = useSaveStudioSettings();
  const form = useForm<StudioFormValues>({ defaultValues: toFormValues(settings) });
  const { isDirty, isSubmitting } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && !readOnly, {
    texts: { title: t('leaveTitle'), text: t('leaveText'), stay: t('stay'), leave: t('leave') },
  });

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

  /** A refused save: the server's per-field answers beside their fields, its reason in a toast. */
  const showFailure = (failure: unknown) => {
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
  };

  // The page's save carries the version it started from (then the one each save answers);
  // someone else's save since opens the Conflict dialog (issue 29).
  const conflicts = useEditConflicts({
    version: settings.version,
    started: () => {
      const parsed = StudioSettingsSchema.safeParse(studioSaveInput(toFormValues(settings), settings, undefined));
      return parsed.success ? bodySnapshot(parsed.data) : null;
    },
    labelOf: (field) =>
      field in STUDIO_FIELD_LABELS ? t(STUDIO_FIELD_LABELS[field as keyof typeof STUDIO_FIELD_LABELS]) : field,
    send: (input: StudioSettingsInput) => save.mutateAsync(input),
    onSaved: (saved) => {
      form.reset(toFormValues(saved));
      toast({ title: t('saved'), description: t('savedDescription') });
    },
    onFailed: showFailure,
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const input = studioSaveInput(values, settings, conflicts.version);
    // An editor's save leaves what only an admin may change exactly as it was read (D14 as amended).
    if (routingLocked) for (const field of ADMIN_ONLY_STUDIO_FIELDS) input[field] = settings[field];
    const parsed = StudioSettingsSchema.safeParse(input);
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
    await conflicts.save(parsed.data);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        {readOnly && (
          <p className="mb-4 rounded-md border border-stone bg-white px-4 py-3 text-sm text-muted">{t('readOnly')}</p>
        )}
        <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
          <StudioSection />
          <ContactSection routingLocked={routingLocked} />
          <HoursSection />
          <SocialSection />
          <ServicesSection />
          <DesignerSection readOnly={readOnly} />
          <SeoSection />
          <SequencesSection routingLocked={routingLocked} />
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
      {conflicts.dialog}
    </FormProvider>
  );
}
