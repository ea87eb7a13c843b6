import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '../i18n/format.ts';
import { type Messages, registerMessages } from '../i18n/i18n.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { buttonClass } from './button-class.ts';

const en = {
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
};

const messages: Messages<typeof en> = {
  en,
  es: { previous: 'Anterior', next: 'Siguiente', pageOf: 'Página {{page}} de {{pages}}' },
  fr: { previous: 'Précédente', next: 'Suivante', pageOf: 'Page {{page}} sur {{pages}}' },
};

const pagerText = registerMessages('pager', messages);

/**
 * Previous / 'Page 2 of 7' / Next under a list the server pages (the leads inbox, a stat card's
 * leads, the problem sends). `page` may lie past the end (an address from before a delete): it
 * reads as the last page and Previous leads back into the list.
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** what is paged, for the landmark's name ("Pages of leads") */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useMessages(pagerText);
  const language = useLanguage();
  const shown = Math.min(page, pages);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm sm:justify-start">
      <button
        type="button"
        disabled={shown <= 1}
        onClick={() => onPage(shown - 1)}
        className={buttonClass('secondary', 'sm')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('previous')}
      </button>
      <span aria-current="page" className="px-1 text-charcoal">
        {t('pageOf', { page: formatNumber(language, shown), pages: formatNumber(language, pages) })}
      </span>
      <button
        type="button"
        disabled={shown >= pages}
        onClick={() => onPage(shown + 1)}
        className={buttonClass('secondary', 'sm')}
      >
        {t('next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
