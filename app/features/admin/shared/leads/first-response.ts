import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#shared/admin/auth.ts';
import { pipelineApi } from '#shared/api/addresses/pipeline.ts';
import { waitingFor } from '#shared/business-time.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { formatNumber } from '../i18n/format.ts';
import type { Translate } from '../i18n/use-messages.ts';
import { leadsKey } from './leads-queries.ts';
import type { messages } from './messages.ts';

/**
 * The first-response clock as the inbox, the lead page and the board show it (issue 27): "1 day
 * 3 h" since the lead arrived, with the day count in the language's plural form (Intl.PluralRules,
 * the rule i18next's plurals use; English, Spanish and French write every category but `one` like
 * `other`).
 */
export function waitingText(
  t: Translate<typeof messages.en>,
  language: Language,
  arrivedAt: string,
  now: Date,
): string {
  const wait = waitingFor(arrivedAt, now);
  const hours = t('hourCount', { count: formatNumber(language, wait.hours) });
  if (wait.days === 0) return hours;
  const one = new Intl.PluralRules(language).select(wait.days) === 'one';
  return `${t(one ? 'dayCount_one' : 'dayCount_other', { count: formatNumber(language, wait.days) })} ${hours}`;
}

/** "Mark as answered": a reply made outside the app stops the clock (every lead view reads again). */
export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(pipelineApi.markAnswered, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
