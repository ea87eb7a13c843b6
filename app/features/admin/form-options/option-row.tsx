import { Pencil, Trash2 } from 'lucide-react';
import type { AdminFormOption } from '#shared/admin/content.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { RowTextButton } from '../shared/ui/row-text-button.tsx';
import { formOptionsText } from './messages.ts';

/** What an option's row shows (admin area §2): label, 'Value: …', Active/Inactive, and how much uses it (D25). */
export function OptionRowBody({ option }: { option: AdminFormOption }) {
  const t = useMessages(formOptionsText);
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{option.label}</p>
      <p className="truncate font-mono text-xs text-muted">{t('valueLine', { value: option.value })}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Badge tone={option.active ? 'positive' : 'quiet'}>{option.active ? t('active') : t('inactive')}</Badge>
        <Badge tone="neutral">{option.usage > 0 ? t('usedBy', { count: option.usage }) : t('notUsed')}</Badge>
      </div>
    </div>
  );
}

export function OptionRowActions({
  option,
  onEdit,
  onDelete,
}: {
  option: AdminFormOption;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(formOptionsText);
  return (
    <>
      <RowTextButton icon={Pencil} text={t('edit')} label={t('editLabel', { label: option.label })} onClick={onEdit} />
      <RowTextButton
        icon={Trash2}
        text={t('delete')}
        label={t('deleteLabel', { label: option.label })}
        onClick={onDelete}
        danger
      />
    </>
  );
}
