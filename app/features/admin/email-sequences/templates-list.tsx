import { Eye, Mail, Pencil, Trash2 } from 'lucide-react';
import type { EmailTemplate } from '#shared/admin/email.ts';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { RowTextButton } from '../shared/ui/row-text-button.tsx';
import { sequencesText } from './messages.ts';
import { delayKind } from './template-payload.ts';

/**
 * Admin area §2: the templates in sequence order, each with its name, Active/Inactive, subject,
 * 'Position N', 'Immediate' or 'N days', and Preview, Edit, Delete. With none: D26's welcome
 * sequence in one click ('Seed Templates' / 'Create Default Templates').
 */
export function TemplatesList({
  query,
  onPreview,
  onEdit,
  onDelete,
  onSeed,
  seeding,
}: {
  query: {
    data: EmailTemplate[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  onPreview: (template: EmailTemplate) => void;
  onEdit: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
  onSeed: () => void;
  seeding: boolean;
}) {
  const t = useMessages(sequencesText);
  if (query.isPending) return <ListSkeleton label={t('templatesLabel')} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => query.refetch()} />;
  const templates = query.data ?? [];
  if (templates.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
        <Mail className="mx-auto size-6 text-umber" aria-hidden="true" />
        <p className="mt-2 font-medium text-ink">{t('noTemplates')}</p>
        <p className="mx-auto mt-1 max-w-prose text-sm text-muted">{t('noTemplatesHint')}</p>
        {/* D26: both write the whole three-step sequence; an editor would give one step, not a sequence. */}
        <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" onClick={onSeed} disabled={seeding} className={buttonClass('primary')}>
            {seeding ? t('seeding') : t('seedTemplates')}
          </button>
          <button type="button" onClick={onSeed} disabled={seeding} className={buttonClass('secondary')}>
            {t('createDefaultTemplates')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <ol aria-label={t('templatesLabel')} className="divide-y divide-stone rounded-lg border border-stone bg-white">
      {templates.map((template) => (
        <TemplateRow
          key={template.id}
          template={template}
          onPreview={() => onPreview(template)}
          onEdit={() => onEdit(template)}
          onDelete={() => onDelete(template)}
        />
      ))}
    </ol>
  );
}

function TemplateRow({
  template,
  onPreview,
  onEdit,
  onDelete,
}: {
  template: EmailTemplate;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(sequencesText);
  const delay = delayKind(template.delayDays);
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:px-5 lg:flex-row lg:items-center lg:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-ink">{template.name}</p>
          <Badge tone={template.active ? 'positive' : 'quiet'}>{template.active ? t('active') : t('inactive')}</Badge>
        </div>
        <p className="mt-0.5 text-sm break-words text-muted">{template.subject}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone="neutral">{t('position', { position: template.sequencePosition })}</Badge>
          <Badge tone="accent">
            {delay === 'immediate'
              ? t('immediate')
              : delay === 'oneDay'
                ? t('delayOneDay')
                : t('delayDays', { count: template.delayDays })}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <RowTextButton
          icon={Eye}
          text={t('preview')}
          label={t('previewTemplate', { name: template.name })}
          onClick={onPreview}
        />
        <RowTextButton
          icon={Pencil}
          text={t('edit')}
          label={t('editTemplate', { name: template.name })}
          onClick={onEdit}
        />
        <RowTextButton
          icon={Trash2}
          text={t('delete')}
          label={t('deleteTemplate', { name: template.name })}
          onClick={onDelete}
          danger
        />
      </div>
    </li>
  );
}
