import type { ActivityEntry } from '#shared/admin/overview.ts';
import { formatDateTime, formatRelativeTime } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { activitySentence } from './activity-sentence.ts';
import { overviewText } from './messages.ts';
import { useNow } from './use-now.ts';

/** D18: the audit log's newest events, one sentence each, with when it happened. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const t = useMessages(overviewText);
  const language = useLanguage();
  const now = useNow();
  return (
    <section aria-labelledby="overview-activity" className="rounded-xl border border-stone bg-white p-4 sm:p-5">
      <h2 id="overview-activity" className="font-display text-xl text-ink">
        {t('activityTitle')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('activityEmpty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-3">
              <span className="min-w-0 flex-1 text-sm text-charcoal [overflow-wrap:anywhere]">
                {activitySentence(t, entry)}
              </span>
              <time
                dateTime={entry.at}
                title={formatDateTime(language, entry.at)}
                className="shrink-0 text-xs text-muted tabular-nums"
              >
                {formatRelativeTime(language, entry.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
