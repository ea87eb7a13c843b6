import { formatDate, formatDateTime } from '../i18n/format.ts';
import { useLanguage } from '../i18n/use-messages.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';

/**
 * Dates of leads as the studio reads them: on the studio's clock (D26), which the inbox's flags,
 * the CSV, the lead page and the sequence's due times all use, so a lead received late in the
 * evening is not "tomorrow" in a list and "today" on its page when the browser is elsewhere.
 */
export function useStudioDates() {
  const language = useLanguage();
  const { timeZone } = useStudioClock();
  return {
    timeZone,
    date: (iso: string) => formatDate(language, iso, timeZone),
    dateTime: (iso: string) => formatDateTime(language, iso, timeZone),
  };
}
