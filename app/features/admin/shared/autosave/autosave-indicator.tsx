import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';
import { buttonClass } from '../ui/button-class.ts';
import { indicatorOf } from './autosave-state.ts';
import { draftTime } from './draft-time.ts';
import { autosaveText } from './messages.ts';
import type { Autosave } from './use-autosave.ts';

/**
 * What autosave has done, truthfully (issue 29): "Saving…" while a request is under way, "Draft
 * saved 12:03" (the server's time, on the studio's clock) once it succeeded, "Not saved — Retry"
 * when it failed. A polite live region, so a screen reader hears it without losing its place.
 */
export function AutosaveIndicator({ autosave }: { autosave: Autosave }) {
  const t = useMessages(autosaveText);
  const language = useLanguage();
  const clock = useStudioClock();
  const shown = indicatorOf(autosave.state);
  return (
    <div className="flex min-h-8 flex-wrap items-center justify-end gap-2 text-sm" data-autosave={shown.kind}>
      <p role="status" className={shown.kind === 'failed' ? 'text-red-800' : 'text-muted'}>
        {shown.kind === 'unsaved' && t('unsaved')}
        {shown.kind === 'saving' && t('saving')}
        {shown.kind === 'saved' && t('savedAt', { time: draftTime(language, shown.at, clock.timeZone) })}
        {shown.kind === 'held' && t('held')}
        {shown.kind === 'failed' && (autosave.reason ? `${t('notSaved')} — ${autosave.reason}` : `${t('notSaved')} —`)}
      </p>
      {shown.kind === 'failed' && (
        <button type="button" onClick={autosave.retry} className={buttonClass('secondary', 'sm')}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
