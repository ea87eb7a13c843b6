import { useQuery } from '@tanstack/react-query';
import { Plus, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import type { EmailTemplate } from '#shared/admin/email.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useDialogs } from '../shared/content-list/use-dialogs.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { LeadStatCards } from './lead-stats.tsx';
import { sequencesText } from './messages.ts';
import { RecentLeads } from './recent-leads.tsx';
import { templatesQuery, useDeleteTemplate, useProcessEmails, useSeedTemplates } from './sequences-queries.ts';
import { TemplateFormDialog } from './template-form-dialog.tsx';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';
import { TemplatesList } from './templates-list.tsx';

type Dialog =
  | { kind: 'form'; template: EmailTemplate | null }
  | { kind: 'preview'; template: EmailTemplate }
  | { kind: 'delete'; template: EmailTemplate };

/**
 * The Email Sequences tab (admin area §2, §8; D10, D26): 'Process Pending' and 'Add Template',
 * the four lead cards, the templates in sequence order with preview, edit and delete, and the
 * Recent Leads. Only roles with the `leads` permission reach it (D14; the guard shows the rest
 * Access Denied, and the tab bar does not offer it).
 */
export function EmailSequencesPage() {
  const t = useMessages(sequencesText);
  const toast = useToast();
  const templates = useQuery(templatesQuery);
  const process = useProcessEmails();
  const seed = useSeedTemplates();
  const remove = useDeleteTemplate();
  const dialogs = useDialogs<Dialog>();
  const templatesHeading = useId();
  const leadsHeading = useId();
  const deleting = dialogs.last('delete')?.template ?? null;
  const list = templates.data ?? [];
  const nextPosition = list.reduce((highest, template) => Math.max(highest, template.sequencePosition), 0) + 1;

  const processPending = async () => {
    try {
      const { queued, waiting, held } = await process.mutateAsync();
      // Worded here from the numbers, in the admin's language (the server's `message` is English).
      const processed = t('processed', { count: queued });
      const description = held
        ? t('processedHeld')
        : waiting > 0
          ? `${processed} ${t('processedWaiting', { count: waiting })}`
          : processed;
      toast({ title: t('emailsProcessed'), description });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('processFailed'),
        variant: 'destructive',
      });
    }
  };

  const seedTemplates = async () => {
    try {
      const { templates: seeded } = await seed.mutateAsync();
      toast({ title: t('templatesSeeded'), description: t('seededDescription', { count: seeded.length }) });
    } catch (failure) {
      toast({ title: t('errorTitle'), description: refusalReason(failure) ?? t('seedFailed'), variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('templateDeleted') });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('deleteTemplateFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <SectionHeader
        section="emailSequences"
        actions={
          <>
            <button
              type="button"
              onClick={processPending}
              disabled={process.isPending}
              className={buttonClass('secondary')}
            >
              <RefreshCw
                className={process.isPending ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
                aria-hidden="true"
              />
              {process.isPending ? t('processing') : t('processPending')}
            </button>
            <button
              type="button"
              onClick={() => dialogs.open({ kind: 'form', template: null })}
              className={buttonClass('primary')}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('addTemplate')}
            </button>
          </>
        }
      />
      <div className="grid gap-10">
        <LeadStatCards />
        <section aria-labelledby={templatesHeading}>
          <div className="mb-3">
            <h2 id={templatesHeading} className="font-display text-2xl text-ink">
              {t('templatesHeading')}
            </h2>
            <p className="text-sm text-muted">{t('templatesAbout')}</p>
          </div>
          <TemplatesList
            query={templates}
            onPreview={(template) => dialogs.open({ kind: 'preview', template })}
            onEdit={(template) => dialogs.open({ kind: 'form', template })}
            onDelete={(template) => dialogs.open({ kind: 'delete', template })}
            onSeed={seedTemplates}
            seeding={seed.isPending}
          />
        </section>
        <RecentLeads headingId={leadsHeading} />
      </div>
      <TemplateFormDialog
        open={dialogs.isOpen('form')}
        onOpenChange={dialogs.onOpenChange}
        template={dialogs.last('form')?.template ?? null}
        nextPosition={nextPosition}
      />
      <TemplatePreviewDialog
        open={dialogs.isOpen('preview')}
        onOpenChange={dialogs.onOpenChange}
        template={dialogs.last('preview')?.template ?? null}
        onEdit={(template) => dialogs.open({ kind: 'form', template })}
      />
      <ConfirmDialog
        open={dialogs.isOpen('delete') && deleting !== null}
        onOpenChange={dialogs.onOpenChange}
        title={t('deleteTemplateTitle', { name: deleting?.name ?? '' })}
        description={
          <>
            <p>{t('deleteTemplateConfirm')}</p>
            <p className="text-muted">{t('deleteTemplateNote')}</p>
          </>
        }
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
