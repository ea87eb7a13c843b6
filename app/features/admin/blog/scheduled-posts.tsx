import { useMutation } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { blogApi } from '#shared/api/addresses/content.ts';
import type { BlogPost } from '#shared/content.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { useRefreshContent } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { formatStudioDateTime, zoneAbbreviation } from '../shared/studio-clock/studio-time.ts';
import type { StudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { blogText } from './messages.ts';

/**
 * D24: "the admin lists what is scheduled, with cancel". Above the list, the posts waiting for
 * their time, soonest first; cancelling makes one a draft again (`PATCH { status: 'draft' }`).
 */
export function ScheduledPosts({
  posts,
  clock,
  canWrite,
}: {
  posts: readonly BlogPost[];
  clock: StudioClock;
  canWrite: boolean;
}) {
  const t = useMessages(blogText);
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefreshContent();
  const cancel = useMutation({
    mutationFn: (post: BlogPost) => callApi(blogApi.update, { params: { id: post.id }, body: { status: 'draft' } }),
    onSuccess: (_answer, post) =>
      toast({ title: t('scheduleCancelled'), description: t('scheduleCancelledDescription', { title: post.title }) }),
    onError: () => toast({ title: t('errorTitle'), description: t('postUpdateFailed'), variant: 'destructive' }),
    onSettled: () => refresh(contentKeys.blog),
  });
  const scheduled = posts
    .filter((post) => post.status === 'scheduled' && post.publishedAt)
    .sort((a, b) => (a.publishedAt ?? '').localeCompare(b.publishedAt ?? ''));
  if (scheduled.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-posts" className="mb-6 rounded-lg border border-stone bg-white p-4">
      <h2 id="scheduled-posts" className="flex items-center gap-2 font-display text-xl text-ink">
        <CalendarClock className="size-5 text-olive" aria-hidden="true" />
        {t('scheduledHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('scheduledIntro', { zone: `${clock.timeZone}, ${zoneAbbreviation(language, clock.timeZone)}` })}
      </p>
      <ul className="mt-3 divide-y divide-stone">
        {scheduled.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{post.title}</p>
              <p className="text-sm text-muted">
                {t('publishesAt', { date: formatStudioDateTime(language, post.publishedAt ?? '', clock.timeZone) })}
              </p>
            </div>
            {canWrite && (
              <button
                type="button"
                onClick={() => cancel.mutate(post)}
                disabled={cancel.isPending && cancel.variables?.id === post.id}
                aria-label={t('cancelScheduleOf', { title: post.title })}
                className={buttonClass('secondary', 'sm')}
              >
                {t('cancelSchedule')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
