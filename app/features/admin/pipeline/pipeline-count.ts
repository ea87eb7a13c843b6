import type { Language } from '#shared/admin/auth.ts';
import type { LeadStage } from '#shared/pipeline.ts';
import { formatNumber } from '../shared/i18n/format.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import type { messages } from './messages.ts';

type T = Translate<typeof messages.en>;

/**
 * A count in the language's plural form: the language's plural rule (Intl.PluralRules, what
 * i18next's own plurals use) picks `_one` or `_other`. English, Spanish and French write the
 * other categories ('many' for a million in French) like `_other`.
 */
export function countText(t: T, language: Language, count: number): string {
  const category = new Intl.PluralRules(language).select(count);
  return t(category === 'one' ? 'leadCount_one' : 'leadCount_other', { count: formatNumber(language, count) });
}

export const STAGE_KEYS = {
  new: 'stageNew',
  contacted: 'stageContacted',
  booked: 'stageBooked',
  proposal: 'stageProposal',
  won: 'stageWon',
  lost: 'stageLost',
} as const satisfies Record<LeadStage, keyof typeof messages.en>;
