import { type QueryKey, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import type { HistoryEntity, RevisionList, RevisionSummary } from '#shared/admin/history.ts';
import { can } from '#shared/admin/permissions.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { ListError } from '../content-list/list-states.tsx';
import { editConflictOf } from '../edit-conflicts/conflict-error.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { formatStudioDateTime, zoneAbbreviation } from '../studio-clock/studio-time.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { refusalReason } from '../ui/field-problems.ts';
import { diffSnapshots } from './field-diff.ts';
import { FieldDiffView } from './field-diff-view.tsx';
import { revisionDetailQuery, revisionListQuery, useRefreshHistory, useRestoreRevision } from './history-queries.ts';
import { fieldLabelKey, historyText, spelledOut } from './messages.ts';

interface HistoryProps {
  entity: HistoryEntity;
  id: number;
  /** the caches that show the item (its tab's list, the settings record): read again after a restore */
  itemKeys: readonly QueryKey[];
  /** after a restore, once the item is read again: an editor closes (or starts again) on the restored state */
  onRestored?: () => void;
}

/**
 * "History" in an item's editor (issue 29, D33; docs/history.md "The History panel"): opens the
 * list of the item's saved versions, the diff between any two, and "Restore this version".
 */
export function HistoryButton(props: HistoryProps) {
  const t = useMessages(historyText);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'sm')}>
        <History className="size-4" aria-hidden="true" />
        {t('history')}
      </button>
      {open && <HistoryDialog {...props} open={open} onOpenChange={setOpen} />}
    </>
  );
}

function HistoryDialog({
  entity,
  id,
  itemKeys,
  onRestored,
  open,
  onOpenChange,
}: HistoryProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(historyText);
  const list = useQuery(revisionListQuery(entity, id));
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} width="xl">
      {list.isPending ? (
        <p aria-busy="true" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Revisions
          // The default pair (the last change) is chosen again when the list is read with a newer version.
          key={list.data.currentVersion}
          list={list.data}
          itemKeys={itemKeys}
          onRestored={() => {
            onOpenChange(false);
            onRestored?.();
          }}
        />
      )}
    </AdminDialog>
  );
}

/** The studio's clock (D26) in the admin's language, with the zone's name: when each version was saved. */
function useFormatDate(): (iso: string) => string {
  const language = useLanguage();
  const clock = useStudioClock();
  return (iso) =>
    `${formatStudioDateTime(language, iso, clock.timeZone)} ${zoneAbbreviation(language, clock.timeZone, new Date(iso))}`;
}

function Revisions({
  list,
  itemKeys,
  onRestored,
}: {
  list: RevisionList;
  itemKeys: readonly QueryKey[];
  onRestored: () => void;
}) {
  const t = useMessages(historyText);
  const toast = useToast();
  const user = useSignedInUser();
  const formatDate = useFormatDate();
  const revisions = list.revisions;
  // The last change by default: the version before the newest against the newest.
  const [fromId, setFromId] = useState<number | undefined>(revisions[1]?.id);
  const [toId, setToId] = useState<number | undefined>(revisions[0]?.id);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const restore = useRestoreRevision(itemKeys);
  const refresh = useRefreshHistory(itemKeys);
  const name = useId();
  const canRestore = can(user.role, 'content.write');

  const fieldNames = (fields: string[]) =>
    fields
      .map((field) => {
        const key = fieldLabelKey(field);
        return key ? t(key) : spelledOut(field);
      })
      .join(', ');

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      const made = await restore.mutateAsync({ revisionId: restoring.id, version: list.currentVersion });
      toast({
        title: t('restoredTitle', { version: restoring.version }),
        description: t('restoredDescription', { next: made.version }),
      });
      onRestored();
    } catch (failure) {
      // Someone saved since the list was read: show their save in the list, and let the user look
      // again before restoring (the editor's merge dialog has nothing to merge here).
      const conflict = editConflictOf(failure);
      if (conflict) {
        setRestoring(null);
        await refresh();
        const names = [...new Set(conflict.changedBy.map((change) => change.name ?? t('someone')))].join(', ');
        toast({ title: t('restoreFailed'), description: t('restoreStale', { names }), variant: 'destructive' });
        return;
      }
      const reason = refusalReason(failure);
      toast({ title: t('restoreFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    }
  };

  const from = revisions.find((revision) => revision.id === fromId);
  const to = revisions.find((revision) => revision.id === toId);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby={`${name}-versions`}>
        <h3 id={`${name}-versions`} className="text-base font-semibold text-ink">
          {t('versionsLabel')}
        </h3>
        <ol className="mt-2 divide-y divide-stone rounded-lg border border-stone bg-white">
          {revisions.map((revision) => {
            const current = revision.version === list.currentVersion;
            return (
              <li key={revision.id} className="grid gap-1.5 px-3 py-2.5 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{t('version', { version: revision.version })}</span>
                  {current && <Badge tone="positive">{t('current')}</Badge>}
                  {revision.published && <Badge tone="quiet">{t('published')}</Badge>}
                </div>
                <p className="text-charcoal">
                  {revision.author?.name ?? t('unknownAuthor')} ·{' '}
                  <time dateTime={revision.createdAt}>{formatDate(revision.createdAt)}</time>
                </p>
                {revision.version === 1 ? (
                  // Its "changed fields" are all of them: saying so helps nobody.
                  <p className="text-muted">{t('firstState')}</p>
                ) : (
                  revision.changedFields.length > 0 && (
                    <p className="break-words text-muted">
                      {t('changed', { fields: fieldNames(revision.changedFields) })}
                    </p>
                  )
                )}
                {revision.restoredFromVersion !== null && (
                  <p className="text-muted">{t('restoredFrom', { version: revision.restoredFromVersion })}</p>
                )}
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {revisions.length > 1 && (
                    <>
                      <label className="inline-flex items-center gap-1.5">
                        <input
                          type="radio"
                          name={`${name}-from`}
                          checked={fromId === revision.id}
                          onChange={() => setFromId(revision.id)}
                          aria-label={t('compareFromVersion', { version: revision.version })}
                          className="size-4 accent-charcoal"
                        />
                        <span aria-hidden="true">{t('compareFrom')}</span>
                      </label>
                      <label className="inline-flex items-center gap-1.5">
                        <input
                          type="radio"
                          name={`${name}-to`}
                          checked={toId === revision.id}
                          onChange={() => setToId(revision.id)}
                          aria-label={t('compareToVersion', { version: revision.version })}
                          className="size-4 accent-charcoal"
                        />
                        <span aria-hidden="true">{t('compareTo')}</span>
                      </label>
                    </>
                  )}
                  {!current && canRestore && (
                    <button
                      type="button"
                      onClick={() => setRestoring(revision)}
                      aria-label={t('restoreVersion', { version: revision.version })}
                      className={buttonClass('secondary', 'sm', 'ml-auto')}
                    >
                      {t('restore')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby={`${name}-diff`}>
        {revisions.length < 2 ? (
          <p className="text-sm text-muted">{t('onlyOne')}</p>
        ) : from && to && from.id !== to.id ? (
          <Diff
            headingId={`${name}-diff`}
            older={from.version < to.version ? from : to}
            newer={from.version < to.version ? to : from}
            formatDate={formatDate}
          />
        ) : (
          <p id={`${name}-diff`} className="text-sm text-muted">
            {t('sameVersion')}
          </p>
        )}
      </section>
      {restoring && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setRestoring(null);
          }}
          title={t('restoreTitle', { version: restoring.version })}
          description={
            <>
              <p>{t('restoreExplained', { next: list.currentVersion + 1, current: list.currentVersion })}</p>
              <p>{t('restoreDiscards')}</p>
            </>
          }
          confirmLabel={t('restore')}
          pendingLabel={t('restoring')}
          cancelLabel={t('cancel')}
          pending={restore.isPending}
          onConfirm={confirmRestore}
        />
      )}
    </div>
  );
}

/** The fields that differ between two versions (the older on the left of each change), read whole. */
function Diff({
  headingId,
  older,
  newer,
  formatDate,
}: {
  headingId: string;
  older: RevisionSummary;
  newer: RevisionSummary;
  formatDate: (iso: string) => string;
}) {
  const t = useMessages(historyText);
  const before = useQuery(revisionDetailQuery(older.id));
  const after = useQuery(revisionDetailQuery(newer.id));
  const heading = (
    <h3 id={headingId} className="text-base font-semibold text-ink">
      {t('diffHeading', { from: older.version, to: newer.version })}
    </h3>
  );
  if (before.isError || after.isError) {
    return (
      <>
        {heading}
        <ListError
          error={before.error ?? after.error}
          onRetry={() => Promise.all([before.refetch(), after.refetch()])}
        />
      </>
    );
  }
  if (!before.data || !after.data) {
    return (
      <>
        {heading}
        <p aria-busy="true" className="mt-2 text-sm text-muted">
          {t('loadingDiff')}
        </p>
      </>
    );
  }
  const diffs = diffSnapshots(before.data.snapshot, after.data.snapshot);
  return (
    <>
      {heading}
      <p className="mt-1 text-xs text-muted">{t('legend')}</p>
      {diffs.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('noDifferences')}</p>
      ) : (
        <div className="mt-3 grid gap-3">
          {diffs.map((diff) => (
            <FieldDiffView key={diff.field} diff={diff} formatDate={formatDate} />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * The History button where an edit dialog puts it: on its own row after the form, so the dialog's
 * first field still takes the focus when it opens, and the tab order follows what is seen.
 */
export function EditorHistory(props: HistoryProps) {
  return (
    <div className="mt-4 flex border-t border-stone pt-3">
      <HistoryButton {...props} />
    </div>
  );
}
