import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  EDITOR_LEAD_SOURCES,
  LEAD_EMAIL_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_PHONE_MAX,
  LEAD_STATUSES,
  type Lead,
  type LeadSource,
} from '#shared/admin/leads.ts';
import { Field, TextareaField } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { formOptionsQuery } from '../options/form-options-query.ts';
import { choicesFor } from '../options/option-choices.ts';
import { refusalReason, serverFieldErrors, showProblems } from '../ui/field-problems.ts';
import { FormActions, FormDialog, type FormDialogControls, useReportDirty } from '../ui/form-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useLeadLabels } from './lead-badges.tsx';
import {
  createLeadBody,
  type LeadField,
  type LeadFormValues,
  leadFormDefaults,
  leadProblems,
  updateLeadBody,
} from './lead-payload.ts';
import { useCreateLead, useUpdateLead } from './leads-queries.ts';
import { leadsText } from './messages.ts';

/** The fields that take focus when they hold a problem, in the dialog's order. */
const FOCUSABLE: readonly LeadField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

/** A select cannot hold '' (Radix): "no project type / budget" is this value in the form's select. */
const NONE = '__none__';

/**
 * Create or edit a lead (admin area §2 'Lead editor', §4, §5): First Name, Last Name, Email
 * (required; Save stays disabled without it), Phone, Project Type and Budget (the studio's active
 * options, D1), Status (D8), Source (the editor's sources; a chat lead keeps showing chat),
 * Message/Notes. A new lead starts active / manual. A changed dialog asks before it closes.
 */
export function LeadFormDialog({
  lead,
  open,
  onOpenChange,
  onSaved,
}: {
  /** the lead to edit; null to add one */
  lead: Lead | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after a save, with the lead as the server answered it */
  onSaved?: (lead: Lead) => void;
}) {
  const t = useMessages(leadsText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={lead ? t('editTitle') : t('createTitle')}
      description={lead ? t('editDescription') : t('createDescription')}
    >
      {(controls) => <LeadForm lead={lead} onSaved={onSaved} {...controls} />}
    </FormDialog>
  );
}

function LeadForm({
  lead,
  onSaved,
  onDirtyChange,
  onCancel,
  onDone,
}: { lead: Lead | null; onSaved: ((lead: Lead) => void) | undefined } & FormDialogControls) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const { statusLabel, sourceLabel } = useLeadLabels();
  const options = useQuery(formOptionsQuery);
  const create = useCreateLead();
  const update = useUpdateLead();
  const form = useForm<LeadFormValues>({ defaultValues: leadFormDefaults(lead) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  const message = (field: LeadField) => errors[field]?.message;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    try {
      let saved: Lead;
      if (lead) {
        const checked = updateLeadBody(lead, values);
        // Nothing changed: nothing to save or to record on the timeline.
        if (!checked) return onDone();
        if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
        saved = await update.mutateAsync({ id: lead.id, body: checked.body });
        toast({ title: t('leadUpdated'), description: t('leadUpdatedDescription', { email: saved.email }) });
      } else {
        const checked = createLeadBody(values);
        if (!checked.ok) return showProblems(form, checked.problems, FOCUSABLE);
        saved = await create.mutateAsync(checked.body);
        toast({ title: t('leadCreated'), description: t('leadCreatedDescription', { email: saved.email }) });
      }
      onSaved?.(saved);
      onDone();
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure);
      showProblems(form, leadProblems(fieldErrors), FOCUSABLE);
      // The server's reason when it gave one (D17), else the spec's fallback (admin area §8).
      const reason = refusalReason(failure);
      toast({
        title: t('errorTitle'),
        description: reason ?? (lead ? t('updateFailed') : t('createFailed')),
        variant: 'destructive',
      });
    }
  });

  const [email, status, projectType, budget] = form.watch(['email', 'status', 'projectType', 'budget']);
  const inactive = (label: string) => t('inactiveOption', { label });
  const none = { value: NONE, label: t('notSpecified') };
  const projectTypes = [none, ...choicesFor(options.data ?? [], 'projectType', projectType || undefined, inactive)];
  const budgets = [none, ...choicesFor(options.data ?? [], 'budget', budget || undefined, inactive)];
  const sources: LeadSource[] =
    lead && !(EDITOR_LEAD_SOURCES as readonly string[]).includes(lead.source)
      ? [...EDITOR_LEAD_SOURCES, lead.source]
      : [...EDITOR_LEAD_SOURCES];
  const stopsSequence = lead?.status === 'active' && status !== 'active';

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('firstName')}
          autoComplete="off"
          maxLength={LEAD_NAME_MAX}
          error={message('firstName')}
          {...form.register('firstName')}
        />
        <Field
          label={t('lastName')}
          autoComplete="off"
          maxLength={LEAD_NAME_MAX}
          error={message('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <Field
        label={t('email')}
        type="email"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LEAD_EMAIL_MAX}
        hint={email.trim() ? undefined : t('emailRequiredHint')}
        error={message('email')}
        {...form.register('email')}
      />
      <Field
        label={t('phone')}
        type="tel"
        autoComplete="off"
        maxLength={LEAD_PHONE_MAX}
        error={message('phone')}
        {...form.register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="projectType"
          render={({ field }) => (
            <SelectField
              label={t('projectType')}
              value={field.value || NONE}
              onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
              options={projectTypes}
              error={message('projectType')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="budget"
          render={({ field }) => (
            <SelectField
              label={t('budget')}
              value={field.value || NONE}
              onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
              options={budgets}
              error={message('budget')}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              label={t('status')}
              value={field.value}
              onValueChange={field.onChange}
              options={LEAD_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
              {...(stopsSequence ? { hint: t('sequenceStops') } : {})}
              error={message('status')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <SelectField
              label={t('source')}
              value={field.value}
              onValueChange={field.onChange}
              options={sources.map((value) => ({ value, label: sourceLabel(value) }))}
              {...(lead?.source === 'chat' && field.value !== 'chat' ? { hint: t('chatSourceHint') } : {})}
              error={message('source')}
            />
          )}
        />
      </div>
      <TextareaField
        label={t('message')}
        rows={5}
        maxLength={LEAD_MESSAGE_MAX}
        error={message('message')}
        {...form.register('message')}
      />
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={lead ? t('saveChanges') : t('createLead')}
        submittingLabel={t('saving')}
        submitting={isSubmitting}
        disabled={!email.trim()}
      />
    </form>
  );
}
