import { BookOpen, FolderOpen, type LucideIcon, MessageSquareQuote, Newspaper, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OverviewStats } from '#shared/admin/overview.ts';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { overviewText } from './messages.ts';

function StatCard({
  icon: Icon,
  label,
  value,
  sub,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  sub: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-stone bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon className="size-5 shrink-0 text-umber" aria-hidden="true" />
      </div>
      <p className="mt-2 font-display text-3xl leading-none text-ink tabular-nums sm:text-4xl">{value}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">{sub}</p>
    </li>
  );
}

function FiveStars() {
  return (
    <span className="inline-flex text-clay" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className="size-3.5 fill-current" />
      ))}
    </span>
  );
}

/** Admin area §2 Overview: the four cards, each a live total with the spec's sub-count beneath. */
export function StatCards({ stats }: { stats: OverviewStats }) {
  const t = useMessages(overviewText);
  const language = useLanguage();
  const n = (value: number) => formatNumber(language, value);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        icon={FolderOpen}
        label={t('statProjects')}
        value={n(stats.projects.total)}
        sub={t('statProjectsSub', { n: n(stats.projects.featured) })}
      />
      <StatCard
        icon={Newspaper}
        label={t('statPosts')}
        value={n(stats.posts.total)}
        sub={t('statPostsSub', { n: n(stats.posts.published) })}
      />
      <StatCard
        icon={MessageSquareQuote}
        label={t('statTestimonials')}
        value={n(stats.testimonials.total)}
        sub={
          <>
            <FiveStars />
            <span>{t('statTestimonialsSub', { n: n(stats.testimonials.fiveStar) })}</span>
          </>
        }
      />
      <StatCard
        icon={BookOpen}
        label={t('statLookbook')}
        value={n(stats.lookbook.inLookbook)}
        sub={t('statLookbookSub', { n: n(stats.lookbook.inBanner) })}
      />
    </ul>
  );
}
