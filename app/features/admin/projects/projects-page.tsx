import { GalleryHorizontalEnd } from 'lucide-react';
import { can } from '#shared/admin/permissions.ts';
import type { Project } from '#shared/content.ts';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { hasContentFilters } from '../content-list/content-filters.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { ContentListFilters, ContentListFooter } from '../content-list/content-list-filters.tsx';
import { AddButton, ListStates } from '../content-list/list-states.tsx';
import { RowActions, RowButton } from '../content-list/row-actions.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useContentList } from '../content-list/use-content-list.ts';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useDialogs } from '../content-list/use-dialogs.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useToggleFeatured } from '../content-list/use-toggle-featured.ts';
import { useOptionLabel } from '../form-options/form-options-queries.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { BannerPickerDialog } from './banner-picker-dialog.tsx';
import { projectsText } from './messages.ts';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import { ProjectRowBody } from './project-row.tsx';

type Dialog =
  | { kind: 'form'; project: Project | null }
  | { kind: 'banner'; project: Project }
  | { kind: 'delete'; project: Project };

/**
 * The Projects tab (admin area §2; D18, D19; /admin/projects, D22): the portfolio in its order, a page
 * at a time with search and filters (issue 11), to reorder, feature, open, put in the banner, edit
 * and delete. Viewers see it read-only (D14).
 */
export function ProjectsPage() {
  const t = useMessages(projectsText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const { filters, list: projects, pages, show, search, clear } = useContentList('projects');
  const filtered = hasContentFilters(filters);
  // A new project joins the end of the portfolio: the whole list's last page shows it.
  const showNewProject = () => {
    const data = projects.data;
    if (filtered || !data) return;
    show({ page: Math.max(1, Math.ceil((data.total + 1) / data.pageSize)) });
  };
  const optionLabel = useOptionLabel();
  const reorder = useReorder<Project>({ queryKey: contentKeys.projects, path: '/api/project/reorder' });
  const toggleFeatured = useToggleFeatured<Project>({
    queryKey: contentKeys.projects,
    pathOf: (id) => `/api/projects/${id}`,
    text: { updated: t('projectUpdated'), errorTitle: t('errorTitle'), failed: t('featureFailed') },
  });
  const deletion = useDeleteItem<Project>({ queryKey: contentKeys.projects, pathOf: (id) => `/api/projects/${id}` });
  // Every opening gets a fresh form (`session`): the project dialog keeps uploads and choices in state.
  const dialogs = useDialogs<Dialog>();
  const addProject = canWrite ? () => dialogs.open({ kind: 'form', project: null }) : undefined;
  const banner = dialogs.last('banner')?.project;
  const deleting = dialogs.last('delete')?.project ?? null;

  return (
    <>
      <SectionHeader
        section="projects"
        actions={addProject && <AddButton label={t('addProject')} onClick={addProject} />}
      />
      <ContentListFilters
        filters={filters}
        categoryField="projectCategory"
        withStatus={false}
        search={search}
        onChange={show}
      />
      <ListStates
        query={projects}
        items={projects.data?.items}
        label={t('listLabel')}
        sortable={canWrite}
        empty={{ text: t('empty'), addLabel: t('addProject'), onAdd: addProject }}
        paged={{
          partial: filtered || pages > 1,
          onClearFilters: filtered ? clear : null,
        }}
      >
        {(items) => (
          <div aria-busy={projects.isPlaceholderData || undefined}>
            <SortableList
              items={items}
              getId={(project) => project.id}
              getLabel={(project) => project.title}
              label={t('listLabel')}
              onReorder={canWrite ? reorder : undefined}
              renderItem={(project) => (
                <ProjectRowBody project={project} categoryLabel={optionLabel('projectCategory', project.category)} />
              )}
              renderActions={(project) => (
                <RowActions
                  featured={project.featured}
                  featuredLabel={t('featureToggle', { title: project.title })}
                  onToggleFeatured={canWrite ? () => toggleFeatured(project) : undefined}
                  view={{
                    href: `/projects/${encodeURIComponent(project.slug)}`,
                    label: t('viewProject', { title: project.title }),
                  }}
                  extra={
                    canWrite && (
                      <RowButton
                        label={t('chooseBanner', { title: project.title })}
                        onClick={() => dialogs.open({ kind: 'banner', project })}
                      >
                        <GalleryHorizontalEnd className="size-4" aria-hidden="true" />
                      </RowButton>
                    )
                  }
                  editLabel={t('editProject', { title: project.title })}
                  onEdit={canWrite ? () => dialogs.open({ kind: 'form', project }) : undefined}
                  deleteLabel={t('deleteProject', { title: project.title })}
                  onDelete={canWrite ? () => dialogs.open({ kind: 'delete', project }) : undefined}
                />
              )}
            />
            <ContentListFooter
              total={projects.data?.total ?? 0}
              page={filters.page}
              pages={pages}
              onPage={(page) => show({ page })}
            />
          </div>
        )}
      </ListStates>
      {canWrite && (
        <>
          <ProjectFormDialog
            key={`form-${dialogs.session}`}
            open={dialogs.isOpen('form')}
            onOpenChange={dialogs.onOpenChange}
            project={dialogs.last('form')?.project ?? null}
            onCreated={showNewProject}
          />
          {banner && (
            <BannerPickerDialog
              key={`banner-${dialogs.session}`}
              open={dialogs.isOpen('banner')}
              onOpenChange={dialogs.onOpenChange}
              project={banner}
            />
          )}
          <ConfirmDeleteDialog
            label={deleting?.title ?? null}
            open={dialogs.isOpen('delete')}
            pending={deletion.pending}
            onOpenChange={dialogs.onOpenChange}
            onConfirm={async () => {
              if (deleting) await deletion.remove(deleting.id);
            }}
          />
        </>
      )}
    </>
  );
}
