import { GalleryHorizontalEnd } from 'lucide-react';
import { can } from '#shared/admin/permissions.ts';
import type { Project } from '#shared/content.ts';
import { hasContentFilters } from '../shared/content-list/content-filters.ts';
import { ContentTab } from '../shared/content-list/content-tab.tsx';
import { RowButton } from '../shared/content-list/row-actions.tsx';
import { useContentList } from '../shared/content-list/use-content-list.ts';
import { useDialogs } from '../shared/content-list/use-dialogs.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useOptionLabel } from '../shared/options/form-options-query.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { BannerPickerDialog } from './banner-picker-dialog.tsx';
import { projectsText } from './messages.ts';
import { ProjectFormDialog } from './project-form.tsx';
import { ProjectRowBody } from './project-row.tsx';
import { projectRowWrites } from './projects-queries.ts';

/**
 * The Projects tab (admin area §2; D18, D19; /admin/projects, D22): the portfolio in its order, a page
 * at a time with search and filters (issue 11), to reorder, feature, open, put in the banner, edit
 * and delete. Viewers see it read-only (D14).
 */
export function ProjectsPage() {
  const t = useMessages(projectsText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const paged = useContentList('projects');
  // A new project joins the end of the portfolio: the whole list's last page shows it.
  const showNewProject = () => {
    const data = paged.list.data;
    if (hasContentFilters(paged.filters) || !data) return;
    paged.show({ page: Math.max(1, Math.ceil((data.total + 1) / data.pageSize)) });
  };
  const optionLabel = useOptionLabel();
  // Every opening gets a fresh picker (`session`): the banner dialog keeps its choices in state.
  const bannerDialog = useDialogs<{ kind: 'banner'; project: Project }>();
  const banner = bannerDialog.last('banner')?.project;

  return (
    <ContentTab<Project>
      section="projects"
      canWrite={canWrite}
      api={{ queryKey: contentKeys.projects, writes: projectRowWrites }}
      list={{ kind: 'paged', paged, categoryField: 'projectCategory', withStatus: false }}
      text={{
        add: t('addProject'),
        listLabel: t('listLabel'),
        empty: t('empty'),
        featured: { updated: t('projectUpdated'), errorTitle: t('errorTitle'), failed: t('featureFailed') },
      }}
      labelOf={(project) => project.title}
      renderItem={(project) => (
        <ProjectRowBody project={project} categoryLabel={optionLabel('projectCategory', project.category)} />
      )}
      rowText={(project) => ({
        featured: t('featureToggle', { title: project.title }),
        view: {
          href: `/projects/${encodeURIComponent(project.slug)}`,
          label: t('viewProject', { title: project.title }),
        },
        edit: t('editProject', { title: project.title }),
        delete: t('deleteProject', { title: project.title }),
      })}
      extraActions={(project) => (
        <RowButton
          label={t('chooseBanner', { title: project.title })}
          onClick={() => bannerDialog.open({ kind: 'banner', project })}
        >
          <GalleryHorizontalEnd className="size-4" aria-hidden="true" />
        </RowButton>
      )}
      // Every opening gets a fresh form (`session`): the project dialog keeps uploads and choices in state.
      renderForm={({ open, onOpenChange, item, session }) => (
        <ProjectFormDialog
          key={`form-${session}`}
          open={open}
          onOpenChange={onOpenChange}
          project={item}
          onCreated={showNewProject}
        />
      )}
      extraDialogs={
        banner && (
          <BannerPickerDialog
            key={`banner-${bannerDialog.session}`}
            open={bannerDialog.isOpen('banner')}
            onOpenChange={bannerDialog.onOpenChange}
            project={banner}
          />
        )
      }
    />
  );
}
