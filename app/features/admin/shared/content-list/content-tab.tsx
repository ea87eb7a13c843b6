import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import type { AdminSectionId } from '../sections/admin-sections.ts';
import { SectionHeader } from '../sections/section-header.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { hasContentFilters } from './content-filters.ts';
import { ContentListFilters, ContentListFooter } from './content-list-filters.tsx';
import { AddButton, ListStates } from './list-states.tsx';
import { RowActions, type RowView } from './row-actions.tsx';
import { SortableList } from './sortable-list.tsx';
import type { useContentList } from './use-content-list.ts';
import { useDeleteItem } from './use-delete-item.ts';
import { useDialogs } from './use-dialogs.ts';
import { useReorder } from './use-reorder.ts';
import { useToggleFeatured } from './use-toggle-featured.ts';

/** What every row of a content tab is: an item with an id, in the studio's order, that may be featured. */
export interface ContentItem {
  id: number;
  featured: boolean;
}

/**
 * Where a tab's items come from: the whole list at once (testimonials), or a page at a time with
 * search and filters in the address (projects, posts: issue 11, `useContentList`).
 */
export type ContentTabList<T> =
  | {
      kind: 'whole';
      query: { data: T[] | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
    }
  | {
      kind: 'paged';
      paged: Omit<ReturnType<typeof useContentList>, 'list'> & {
        list: {
          data: { items: T[]; total: number } | undefined;
          isPlaceholderData: boolean;
          isPending: boolean;
          isError: boolean;
          error: unknown;
          refetch: () => unknown;
        };
      };
      /** the option list the category filter offers */
      categoryField: FormOptionFieldType;
      /** posts only (D24) */
      withStatus: boolean;
    };

/**
 * What a tab writes from its rows, each through its kind's endpoints (shared/api/content.ts): the
 * star (`update` with `{ featured }`), a delete (`remove`), a new order (`reorder` with `partialOrder`).
 */
export interface RowWrites {
  setFeatured: (id: number, featured: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  reorder: (ids: number[]) => Promise<unknown>;
}

/** The words of one row's actions, each naming its item (admin area §2). */
export interface RowText {
  featured: string;
  view: RowView;
  edit: string;
  delete: string;
}

/** The create/edit dialog of the tab's type; `session` counts openings, for a `key` that gives each a fresh form. */
export interface FormDialogSlot<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: T | null;
  session: number;
}

/**
 * One content tab (admin area §2; D18, D19): the section's header with its Add button, the list in
 * the site's order to drag or move by button, each row's star, view, edit and delete, the delete
 * confirmation, and for a paged list its filters and pages. What differs between Projects, Blog
 * Posts and Testimonials comes in as props: the API, the texts, how a row looks, and the form.
 * Viewers (`canWrite` false) see it read-only (D14).
 */
export function ContentTab<T extends ContentItem>({
  section,
  canWrite,
  api,
  list,
  text,
  labelOf,
  renderItem,
  rowText,
  extraActions,
  aboveList,
  renderForm,
  editorPages,
  extraDialogs,
}: {
  section: AdminSectionId;
  canWrite: boolean;
  /** the list's cache key (`contentKeys`) and the writes of its rows */
  api: { queryKey: QueryKey; writes: RowWrites };
  list: ContentTabList<T>;
  text: {
    add: string;
    /** the list's accessible name */
    listLabel: string;
    empty: string;
    /** the star's toasts (admin area §8) */
    featured: { updated: string; errorTitle: string; failed: string };
  };
  /** the item's name: the drag handle's, the announcements', the delete confirmation's */
  labelOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  rowText: (item: T) => RowText;
  /** a row's own action between view and edit, for those who may write (a project's banner picker) */
  extraActions?: (item: T) => ReactNode;
  /** between the header and the list (the blog's scheduled posts) */
  aboveList?: ReactNode;
  /** the create/edit dialog; not drawn when the type is edited on pages of its own (`editorPages`) */
  renderForm?: (slot: FormDialogSlot<T>) => ReactNode;
  /**
   * The type is written on pages of its own (issue 29: a post's editor), not in a dialog: Add and
   * each row's Edit go to these addresses.
   */
  editorPages?: { create: string; edit: (item: T) => string };
  /** the tab's own dialogs, for those who may write */
  extraDialogs?: ReactNode;
}) {
  const { queryKey, writes } = api;
  const reorder = useReorder<T>({ queryKey, reorder: writes.reorder });
  const toggleFeatured = useToggleFeatured<T>({ queryKey, setFeatured: writes.setFeatured, text: text.featured });
  const deletion = useDeleteItem<T>({ queryKey, remove: writes.remove });
  const dialogs = useDialogs<{ kind: 'form'; item: T | null } | { kind: 'delete'; item: T }>();
  const navigate = useNavigate();
  const edit = (item: T | null) => {
    if (!editorPages) return dialogs.open({ kind: 'form', item });
    void navigate(item ? editorPages.edit(item) : editorPages.create);
  };
  const add = canWrite ? () => edit(null) : undefined;
  const deleting = dialogs.last('delete')?.item ?? null;

  const rows = (items: readonly T[]) => (
    <SortableList
      items={items}
      getId={(item) => item.id}
      getLabel={labelOf}
      label={text.listLabel}
      onReorder={canWrite ? reorder : undefined}
      renderItem={renderItem}
      renderActions={(item) => {
        const words = rowText(item);
        return (
          <RowActions
            featured={item.featured}
            featuredLabel={words.featured}
            onToggleFeatured={canWrite ? () => toggleFeatured(item) : undefined}
            view={words.view}
            extra={canWrite && extraActions?.(item)}
            editLabel={words.edit}
            onEdit={canWrite ? () => edit(item) : undefined}
            deleteLabel={words.delete}
            onDelete={canWrite ? () => dialogs.open({ kind: 'delete', item }) : undefined}
          />
        );
      }}
    />
  );
  const empty = { text: text.empty, addLabel: text.add, onAdd: add };

  return (
    <>
      <SectionHeader section={section} actions={add && <AddButton label={text.add} onClick={add} />} />
      {aboveList}
      {list.kind === 'whole' ? (
        <ListStates query={list.query} items={list.query.data} label={text.listLabel} sortable={canWrite} empty={empty}>
          {rows}
        </ListStates>
      ) : (
        <PagedList list={list} label={text.listLabel} canWrite={canWrite} empty={empty}>
          {rows}
        </PagedList>
      )}
      {canWrite && (
        <>
          {renderForm?.({
            open: dialogs.isOpen('form'),
            onOpenChange: dialogs.onOpenChange,
            item: dialogs.last('form')?.item ?? null,
            session: dialogs.session,
          })}
          {extraDialogs}
          <ConfirmDeleteDialog
            open={dialogs.isOpen('delete')}
            label={deleting ? labelOf(deleting) : null}
            pending={deletion.pending}
            onOpenChange={dialogs.onOpenChange}
            onConfirm={async () => {
              if (deleting) await deletion.remove(deleting.id);
            }}
          />
        </>
      )}
    </>
  );
}

/** A paged tab's list (issue 11): its filters above, its count and pages under it. */
function PagedList<T>({
  list: { paged, categoryField, withStatus },
  label,
  canWrite,
  empty,
  children,
}: {
  list: Extract<ContentTabList<T>, { kind: 'paged' }>;
  label: string;
  canWrite: boolean;
  empty: { text: string; addLabel: string; onAdd: (() => void) | undefined };
  children: (items: readonly T[]) => ReactNode;
}) {
  const { filters, list, pages, show, search, clear } = paged;
  const filtered = hasContentFilters(filters);
  return (
    <>
      <ContentListFilters
        filters={filters}
        categoryField={categoryField}
        withStatus={withStatus}
        search={search}
        onChange={show}
      />
      <ListStates
        query={list}
        items={list.data?.items}
        label={label}
        sortable={canWrite}
        empty={empty}
        paged={{ partial: filtered || pages > 1, onClearFilters: filtered ? clear : null }}
      >
        {(items) => (
          <div aria-busy={list.isPlaceholderData || undefined}>
            {children(items)}
            <ContentListFooter
              total={list.data?.total ?? 0}
              page={filters.page}
              pages={pages}
              onPage={(page) => show({ page })}
            />
          </div>
        )}
      </ListStates>
    </>
  );
}
