import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import {
  PREVIEW_DAY_CHOICES,
  PREVIEW_DAYS_DEFAULT,
  type PreviewEntity,
  type PreviewLink,
  type PreviewLinkCreated,
} from '#shared/admin/preview-links.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { formatStudioDateTime } from '../studio-clock/studio-time.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { refusalReason } from '../ui/field-problems.ts';
import { SelectField } from '../ui/select-field.tsx';
import { previewLinksText } from './messages.ts';
import { previewLinksQuery, useCreatePreviewLink, useRevokePreviewLink } from './preview-links-queries.ts';

type Days = `${(typeof PREVIEW_DAY_CHOICES)[number]}`;

/**
 * "Share preview" (issue 29, docs/preview-links.md) for a saved post or project that is not public:
 * a button in its dialog that opens the sharing dialog. Only buttons (no form of its own), as it
 * sits inside the item's form.
 */
export function SharePreview({
  entityType,
  entityId,
  title,
  compact = false,
}: {
  entityType: PreviewEntity;
  entityId: number;
  title: string;
  /** the button alone, its hint as its tooltip (an editor page's top bar) */
  compact?: boolean;
}) {
  const t = useMessages(previewLinksText);
  const [open, setOpen] = useState(false);
  const hint = entityType === 'post' ? t('sharePreviewHintPost') : t('sharePreviewHintProject');
  return (
    <div className={compact ? 'contents' : 'rounded-md border border-stone p-3 sm:col-span-2'}>
      <button
        type="button"
        className={buttonClass('secondary', compact ? 'sm' : 'md')}
        title={compact ? hint : undefined}
        onClick={() => setOpen(true)}
      >
        <Link2 className="size-4" aria-hidden="true" />
        {t('sharePreview')}
      </button>
      {!compact && <p className="mt-1.5 text-xs text-muted">{hint}</p>}
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('dialogTitle')}
        description={t('dialogDescription', { title })}
      >
        {/* Mounted only while open: a link shown once is gone when the dialog closes. */}
        {open && <SharePreviewBody entityType={entityType} entityId={entityId} />}
      </AdminDialog>
    </div>
  );
}

function SharePreviewBody({ entityType, entityId }: { entityType: PreviewEntity; entityId: number }) {
  const t = useMessages(previewLinksText);
  const toast = useToast();
  const [days, setDays] = useState<Days>(`${PREVIEW_DAYS_DEFAULT}` as Days);
  const [made, setMade] = useState<PreviewLinkCreated | null>(null);
  const create = useCreatePreviewLink();
  const when = useWhen();

  const makeLink = async () => {
    try {
      setMade(await create.mutateAsync({ entityType, entityId, expiresInDays: Number(days) }));
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('createFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('expiry')}
          value={days}
          onValueChange={setDays}
          options={PREVIEW_DAY_CHOICES.map((count) => ({ value: `${count}` as Days, label: t('days', { count }) }))}
          className="min-w-40 flex-1"
        />
        <button type="button" className={buttonClass('primary')} onClick={makeLink} disabled={create.isPending}>
          {create.isPending ? t('creating') : t('createLink')}
        </button>
      </div>
      {made && <NewLink link={made} until={when(made.expiresAt)} />}
      <LiveLinks entityType={entityType} entityId={entityId} />
    </div>
  );
}

/** Instants on the studio's clock, in the admin's language. */
function useWhen() {
  const language = useLanguage();
  const clock = useStudioClock();
  return (iso: string) => formatStudioDateTime(language, iso, clock.timeZone);
}

/** The link just made: the one time it is shown (its token is not kept), with Copy. */
function NewLink({ link, until }: { link: PreviewLinkCreated; until: string }) {
  const t = useMessages(previewLinksText);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="rounded-md border border-olive/40 bg-olive/5 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label={t('newLink')}
          readOnly
          value={link.url}
          data-testid="preview-link-url"
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttonClass('secondary')} onClick={copyLink}>
          {copy === 'copied' ? t('copied') : t('copy')}
        </button>
      </div>
      <p className="mt-2 text-xs text-charcoal">{t('shownOnce', { date: until })}</p>
      <p role="status" className="mt-1 text-xs text-muted">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}

function LiveLinks({ entityType, entityId }: { entityType: PreviewEntity; entityId: number }) {
  const t = useMessages(previewLinksText);
  const list = useQuery(previewLinksQuery(entityType, entityId));
  return (
    <section aria-labelledby="preview-live-links">
      <h3 id="preview-live-links" className="text-sm font-medium text-ink">
        {t('liveLinks')}
      </h3>
      {list.isError ? (
        <p className="mt-1 text-sm text-red-800">{t('linksFailed')}</p>
      ) : list.data && list.data.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('noLiveLinks')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone rounded-md border border-stone">
          {(list.data ?? []).map((link) => (
            <LiveLink key={link.id} link={link} entityType={entityType} entityId={entityId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveLink({ link, entityType, entityId }: { link: PreviewLink; entityType: PreviewEntity; entityId: number }) {
  const t = useMessages(previewLinksText);
  const toast = useToast();
  const when = useWhen();
  const revoke = useRevokePreviewLink(entityType, entityId);
  const [asking, setAsking] = useState(false);
  const created = when(link.createdAt);
  const confirm = async () => {
    try {
      await revoke.mutateAsync(link.id);
      toast({ title: t('revoked') });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('revokeFailed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <span className="text-sm text-charcoal">
        {t('linkLine', { who: link.createdBy ?? t('someone'), created, expires: when(link.expiresAt) })}
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={t('revokeLabel', { created })}
        onClick={() => setAsking(true)}
      >
        {t('revoke')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('revokeTitle')}
        description={<p>{t('revokeQuestion')}</p>}
        confirmLabel={t('revoke')}
        pendingLabel={t('revoking')}
        cancelLabel={t('cancel')}
        pending={revoke.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
