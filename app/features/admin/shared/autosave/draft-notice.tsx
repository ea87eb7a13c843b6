import { useState } from 'react';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';
import { buttonClass } from '../ui/button-class.ts';
import { AutosaveIndicator } from './autosave-indicator.tsx';
import { draftTime } from './draft-time.ts';
import { autosaveText } from './messages.ts';
import type { Autosave } from './use-autosave.ts';

/**
 * The user's earlier draft of this item, found on opening the editor (a closed tab, a crashed
 * browser): Restore fills the form from it, Discard removes it. Said before the fields, so it is
 * the first thing read and reached with Tab.
 */
export function DraftNotice({ autosave, itemVersion }: { autosave: Autosave; itemVersion: number | null }) {
  const t = useMessages(autosaveText);
  const language = useLanguage();
  const clock = useStudioClock();
  const [failed, setFailed] = useState(false);
  const draft = autosave.earlier;
  if (!draft) return null;
  const stale = draft.baseVersion !== null && itemVersion !== null && itemVersion > draft.baseVersion;
  const discard = async () => {
    setFailed(false);
    try {
      await autosave.discardEarlier();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-label={t('noticeLabel')} className="rounded-lg border border-stone bg-sand/60 p-3 text-sm">
      <p className="font-medium text-ink">
        {t('noticeText', { time: draftTime(language, draft.updatedAt, clock.timeZone) })}
      </p>
      {stale && <p className="mt-1 text-charcoal">{t('noticeStale')}</p>}
      {failed && (
        <p role="alert" className="mt-1 text-red-800">
          {t('discardFailed')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={autosave.restore} className={buttonClass('primary', 'sm')}>
          {t('restore')}
        </button>
        <button type="button" onClick={() => void discard()} className={buttonClass('secondary', 'sm')}>
          {t('discard')}
        </button>
      </div>
    </section>
  );
}

/** The notice and the indicator, as an editor shows them above its fields. */
export function AutosavePanel({ autosave, itemVersion }: { autosave: Autosave; itemVersion: number | null }) {
  if (autosave.state.status === 'closed' && !autosave.earlier) return null;
  return (
    <div className="grid gap-2">
      <DraftNotice autosave={autosave} itemVersion={itemVersion} />
      <AutosaveIndicator autosave={autosave} />
    </div>
  );
}
