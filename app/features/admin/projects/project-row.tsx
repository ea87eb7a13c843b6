import { clsx } from 'clsx';
import { ExternalLink, GalleryHorizontalEnd, Pencil, Star, Trash2 } from 'lucide-react';
import type { Project } from '#shared/content.ts';
import { ContentRowBody } from '../content-list/content-row-body.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { projectsText } from './messages.ts';

/** Spec §2's row: cover, title, location, and the badges Featured, Banner, 'N Images' and the category. */
export function ProjectRowBody({ project, categoryLabel }: { project: Project; categoryLabel: string }) {
  const t = useMessages(projectsText);
  const count = project.gallery.length;
  return (
    <ContentRowBody
      thumbnail={project.gallery[0] ?? null}
      title={project.title}
      subtitle={project.location}
      badges={
        <>
          {project.featured && <Badge tone="accent">{t('featuredBadge')}</Badge>}
          {project.inBanner && <Badge tone="positive">{t('bannerBadge')}</Badge>}
          <Badge tone="neutral">{count === 1 ? t('imageCountOne') : t('imageCount', { count })}</Badge>
          <Badge tone="quiet">{categoryLabel}</Badge>
        </>
      }
    />
  );
}

/**
 * The row's actions (spec §2): the featured star, view (a new tab), the banner picker, edit and
 * delete. Icons only, so each has a name that says what it does and to which project.
 */
export function ProjectRowActions({
  project,
  canWrite,
  onToggleFeatured,
  onBanner,
  onEdit,
  onDelete,
}: {
  project: Project;
  canWrite: boolean;
  onToggleFeatured: () => void;
  onBanner: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(projectsText);
  const { title } = project;
  const icon = buttonClass('ghost', 'icon', 'text-charcoal');
  return (
    <>
      {canWrite && (
        <button
          type="button"
          onClick={onToggleFeatured}
          aria-pressed={project.featured}
          aria-label={t('featureToggle', { title })}
          title={t('featured')}
          className={icon}
        >
          <Star className={clsx('size-4', project.featured && 'fill-clay text-clay')} aria-hidden="true" />
        </button>
      )}
      <a
        href={`/projects/${encodeURIComponent(project.slug)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('viewProject', { title })}
        title={t('viewProject', { title })}
        className={icon}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
      {canWrite && (
        <>
          <button
            type="button"
            onClick={onBanner}
            aria-label={t('chooseBanner', { title })}
            title={t('chooseBanner', { title })}
            className={icon}
          >
            <GalleryHorizontalEnd className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('editProject', { title })}
            title={t('editProject', { title })}
            className={icon}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('deleteProject', { title })}
            title={t('deleteProject', { title })}
            className={buttonClass('ghost', 'icon', 'text-red-800 hover:bg-red-800/10')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </>
      )}
    </>
  );
}
