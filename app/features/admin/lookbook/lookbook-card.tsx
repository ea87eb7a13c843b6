import { clsx } from 'clsx';
import { ImageIcon, Images } from 'lucide-react';
import type { ProjectSummary } from '#shared/admin/content-lists.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useOptionLabel } from '../shared/options/form-options-query.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { lookbookText } from './messages.ts';

/**
 * One project of the Lookbook tab (admin area §2): cover, title, location and style, category, Featured,
 * the description cut at 100 characters (by the server: `excerpt`), image count, and whether the lookbook includes it, with
 * the checkbox that changes that (absent for viewers, D14).
 */
export function LookbookCard({
  project,
  onToggle,
}: {
  project: ProjectSummary;
  /** absent = read-only */
  onToggle?: (inLookbook: boolean) => void;
}) {
  const t = useMessages(lookbookText);
  const optionLabel = useOptionLabel();
  const { cover, imageCount } = project;
  const place = [project.location, optionLabel('projectStyle', project.style)].filter(Boolean).join(' · ');
  return (
    <li
      className={clsx(
        'flex flex-col overflow-hidden rounded-lg border bg-white transition-colors motion-reduce:transition-none',
        project.inLookbook ? 'border-olive/60 ring-1 ring-olive/40' : 'border-stone',
      )}
    >
      <div className="relative aspect-[4/3] bg-sand">
        {cover ? (
          <Picture
            image={cover}
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-muted" aria-hidden="true">
            <ImageIcon className="size-8" />
          </div>
        )}
        {project.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-charcoal px-2.5 py-0.5 text-xs font-medium text-linen">
            {t('featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 className="font-display text-xl leading-tight break-words text-ink">{project.title}</h2>
          {place && <p className="mt-1 text-sm text-muted">{place}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="neutral">{optionLabel('projectCategory', project.category)}</Badge>
          <Badge tone="quiet">
            <Images className="mr-1 size-3.5" aria-hidden="true" />
            {t('imageCount', { count: imageCount })}
          </Badge>
        </div>
        <p className="flex-1 text-sm leading-relaxed text-charcoal">{project.excerpt || t('noDescription')}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone pt-3">
          {onToggle ? (
            <label className="inline-flex min-h-9 cursor-pointer items-center gap-2.5 text-sm font-medium text-charcoal">
              {/* Named with the title: a screen reader moving from box to box hears which project. */}
              <input
                type="checkbox"
                checked={project.inLookbook}
                onChange={(event) => onToggle(event.target.checked)}
                aria-label={`${t('include')}: ${project.title}`}
                className="size-4.5 cursor-pointer accent-olive"
              />
              {t('include')}
            </label>
          ) : (
            <span />
          )}
          <Badge tone={project.inLookbook ? 'positive' : 'quiet'}>
            {project.inLookbook ? t('inLookbook') : t('notIncluded')}
          </Badge>
        </div>
      </div>
    </li>
  );
}
