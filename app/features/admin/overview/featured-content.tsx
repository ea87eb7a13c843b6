import { ExternalLink } from 'lucide-react';
import type { FeaturedItem, FeaturedKind } from '#shared/admin/overview.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge, type BadgeTone } from '../shared/ui/badge.tsx';
import { overviewText } from './messages.ts';

const KIND: Record<FeaturedKind, { key: 'kindProject' | 'kindPost' | 'kindTestimonial'; tone: BadgeTone }> = {
  project: { key: 'kindProject', tone: 'positive' },
  post: { key: 'kindPost', tone: 'accent' },
  testimonial: { key: 'kindTestimonial', tone: 'neutral' },
};

/** D18: the live featured items, each opening its public page in a new tab. */
export function FeaturedContent({ items }: { items: FeaturedItem[] }) {
  const t = useMessages(overviewText);
  return (
    <section aria-labelledby="overview-featured" className="rounded-xl border border-stone bg-white p-4 sm:p-5">
      <h2 id="overview-featured" className="font-display text-xl text-ink">
        {t('featuredTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('featuredEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-baseline gap-3 py-2.5">
              <span className="w-24 shrink-0">
                <Badge tone={KIND[item.kind].tone}>{t(KIND[item.kind].key)}</Badge>
              </span>
              <a
                href={item.href}
                target="_blank"
                rel="noopener"
                className="group min-w-0 flex-1 rounded text-sm text-charcoal underline-offset-4 [overflow-wrap:anywhere] hover:underline"
              >
                {item.title}
                <ExternalLink
                  className="ml-1.5 inline size-3.5 align-[-0.125em] text-muted group-hover:text-charcoal"
                  aria-hidden="true"
                />
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
