import type { Project } from '#shared/content.ts';
import { ContentRowBody } from '../shared/content-list/content-row-body.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { projectsText } from './messages.ts';

/** Admin area §2's row: cover, title, location, and the badges Featured, Banner, 'N Images' and the category. */
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
          {!project.published && <Badge tone="quiet">{t('draftBadge')}</Badge>}
          {project.featured && <Badge tone="accent">{t('featuredBadge')}</Badge>}
          {project.inBanner && <Badge tone="positive">{t('bannerBadge')}</Badge>}
          <Badge tone="neutral">{t('imageCount', { count })}</Badge>
          <Badge tone="quiet">{categoryLabel}</Badge>
        </>
      }
    />
  );
}
