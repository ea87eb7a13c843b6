import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import type { AdminFormOption } from '#shared/admin/content.ts';
import { can } from '#shared/admin/permissions.ts';
import { formOptionsApi } from '#shared/api/addresses/form-options.ts';
import { FORM_OPTION_FIELD_TYPES, type FormOptionFieldType } from '#shared/form-options.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { ConfirmDeleteDialog } from '../shared/content-list/confirm-delete-dialog.tsx';
import { AddButton, ListStates } from '../shared/content-list/list-states.tsx';
import { SortableList } from '../shared/content-list/sortable-list.tsx';
import { useDeleteItem } from '../shared/content-list/use-delete-item.ts';
import { useDialogs } from '../shared/content-list/use-dialogs.ts';
import { refusalText as refusalReason } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { formOptionsQuery } from '../shared/options/form-options-query.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { useReorderOptions } from './form-options-queries.ts';
import { formOptionsText } from './messages.ts';
import { OptionFormDialog } from './option-form-dialog.tsx';
import { LIST_PARAM, listFromSearch, OPTION_LISTS } from './option-lists.ts';
import { OptionRowActions, OptionRowBody } from './option-row.tsx';

type Dialog = { kind: 'form'; option: AdminFormOption | null } | { kind: 'delete'; option: AdminFormOption };

/**
 * The Form Options Manager (admin area §2 'Form Options tab'; D1, D25): pick one of the five lists, then
 * list, add, edit, delete and reorder its options. The list is in the address (`?list=budget`).
 * Viewers see the lists read-only (D14).
 */
export function FormOptionsPage() {
  const t = useMessages(formOptionsText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const [search] = useSearchParams();
  const fieldType = listFromSearch(search);
  const options = useQuery(formOptionsQuery);
  const reorder = useReorderOptions(fieldType);
  const dialogs = useDialogs<Dialog>();

  const listName = t(OPTION_LISTS[fieldType].name);
  const items = options.data?.filter((option) => option.fieldType === fieldType);
  const addOption = canWrite ? () => dialogs.open({ kind: 'form', option: null }) : undefined;

  return (
    <>
      <SectionHeader
        section="formOptions"
        actions={addOption && <AddButton label={t('addOption')} onClick={addOption} />}
      />
      <ListPicker current={fieldType} counts={options.data} />
      <p className="mb-4 text-sm text-muted">{t(OPTION_LISTS[fieldType].about)}</p>
      <ListStates
        query={options}
        items={items}
        label={t('optionsOf', { list: listName })}
        sortable={canWrite}
        empty={{ text: t('empty', { list: listName }), addLabel: t('addOption'), onAdd: addOption }}
      >
        {(list) => (
          <SortableList
            items={list}
            getId={optionId}
            getLabel={optionLabel}
            label={t('optionsOf', { list: listName })}
            onReorder={canWrite ? reorder : undefined}
            renderItem={(option) => <OptionRowBody option={option} />}
            renderActions={
              canWrite
                ? (option) => (
                    <OptionRowActions
                      option={option}
                      onEdit={() => dialogs.open({ kind: 'form', option })}
                      onDelete={() => dialogs.open({ kind: 'delete', option })}
                    />
                  )
                : undefined
            }
          />
        )}
      </ListStates>
      {canWrite && (
        <>
          <OptionFormDialog
            open={dialogs.isOpen('form')}
            onOpenChange={dialogs.onOpenChange}
            option={dialogs.last('form')?.option ?? null}
            fieldType={fieldType}
          />
          <DeleteOptionDialog
            open={dialogs.isOpen('delete')}
            onOpenChange={dialogs.onOpenChange}
            option={dialogs.last('delete')?.option ?? null}
          />
        </>
      )}
    </>
  );
}

const optionId = (option: AdminFormOption) => option.id;
const optionLabel = (option: AdminFormOption) => option.label;

/** The five lists as links (the address keeps the choice), each with how many options it has. */
function ListPicker({ current, counts }: { current: FormOptionFieldType; counts: AdminFormOption[] | undefined }) {
  const t = useMessages(formOptionsText);
  return (
    <nav aria-label={t('listsLabel')} className="mb-3">
      <ul className="flex flex-wrap gap-2">
        {FORM_OPTION_FIELD_TYPES.map((type) => {
          const selected = type === current;
          const count = counts?.filter((option) => option.fieldType === type).length;
          return (
            <li key={type}>
              <Link
                to={{ search: `?${LIST_PARAM}=${type}` }}
                aria-current={selected ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors motion-reduce:transition-none',
                  selected
                    ? 'border-charcoal bg-charcoal text-linen'
                    : 'border-stone bg-white text-charcoal hover:bg-sand',
                )}
              >
                {t(OPTION_LISTS[type].name)}
                {count !== undefined && (
                  <span className={clsx('text-xs tabular-nums', selected ? 'text-linen/80' : 'text-muted')}>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The spec's confirmation; the outcome in the spec's toasts, a refusal (D25: in use) with its reason. */
function DeleteOptionDialog({
  option,
  open,
  onOpenChange,
}: {
  option: AdminFormOption | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(formOptionsText);
  const toast = useToast();
  const deletion = useDeleteItem<AdminFormOption>({
    queryKey: contentKeys.formOptions,
    remove: (id) => callApi(formOptionsApi.remove, { params: { id } }),
    failureToast: (failure) => {
      const reason = refusalReason(failure);
      return { title: t('deleteFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' };
    },
  });
  const confirm = async () => {
    if (!option || !(await deletion.remove(option.id))) return;
    toast({
      title: t('deleted'),
      description: t('deletedDescription', { label: option.label, list: t(OPTION_LISTS[option.fieldType].name) }),
    });
  };
  return (
    <ConfirmDeleteDialog
      label={option?.label ?? null}
      open={open}
      pending={deletion.pending}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
    />
  );
}
