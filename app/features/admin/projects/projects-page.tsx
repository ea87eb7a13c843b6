import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { can } from '#shared/admin/permissions.ts';
import type { Project } from '#shared/content.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { contentKeys } from '../content-list/content-keys.ts';
import { EmptyList, ListError, ListIntro, ListSkeleton } from '../content-list/list-states.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { BannerPickerDialog } from './banner-picker-dialog.tsx';
import { projectsText } from './messages.ts';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import { ProjectRowActions, ProjectRowBody } from './project-row.tsx';
import { allOptionsQuery, optionLabel, projectsQuery, useToggleFeatured } from './projects-queries.ts';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'form'; project: Project | null }
  | { kind: 'banner'; project: Project }
  | { kind: 'delete'; project: Project };

/**
 * The Projects tab (spec §2; D18, D19; /admin/projects, D22): the portfolio in its order, to
 * reorder, feature, open, put in the banner, edit and delete. Viewers see it read-only (D14).
 */
export function ProjectsPage() {
  const t = useMessages(projectsText);
  const toast = useToast();
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const projects = useQuery(projectsQuery);
  const options = useQuery(allOptionsQuery);
  const reorder = useReorder<Project>({ queryKey: contentKeys.projects, path: '/api/project/reorder' });
  const deletion = useDeleteItem<Project>({
    queryKey: contentKeys.projects,
    pathOf: (id) => `/api/projects/${id}`,
    relatedKeys: [overviewQuery.queryKey],
  });
  const toggleFeatured = useToggleFeatured();

  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  // The last dialog keeps its content while it animates closed; `session` gives every opening a
  // fresh form.
  const [last, setLast] = useState<OpenDialog>({ kind: 'none' });
  const [session, setSession] = useState(0);
  const open = (next: OpenDialog) => {
    setDialog(next);
    setLast(next);
    setSession((n) => n + 1);
  };
  const close = useCallback((isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  }, []);
  const openCreate = () => open({ kind: 'form', project: null });

  const feature = (project: Project) =>
    toggleFeatured.mutate(
      { id: project.id, featured: !project.featured },
      {
        onSuccess: () => toast({ title: t('projectUpdated') }),
        onError: () => toast({ title: t('errorTitle'), description: t('featureFailed'), variant: 'destructive' }),
      },
    );

  const list = projects.data;
  return (
    <>
      <SectionHeader
        section="projects"
        actions={
          canWrite && (
            <button type="button" onClick={openCreate} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('addProject')}
            </button>
          )
        }
      />
      {projects.isPending ? (
        <ListSkeleton label={t('listLabel')} />
      ) : projects.isError ? (
        <ListError error={projects.error} onRetry={() => projects.refetch()} />
      ) : list && list.length === 0 ? (
        <EmptyList
          text={t('empty')}
          addLabel={canWrite ? t('addProject') : undefined}
          onAdd={canWrite ? openCreate : undefined}
        />
      ) : (
        <>
          <ListIntro count={list?.length ?? null} sortable={canWrite} />
          <SortableList
            items={list ?? []}
            getId={getId}
            getLabel={getTitle}
            label={t('listLabel')}
            onReorder={canWrite ? reorder : undefined}
            renderItem={(project) => (
              <ProjectRowBody
                project={project}
                categoryLabel={optionLabel(options.data, 'projectCategory', project.category)}
              />
            )}
            renderActions={(project) => (
              <ProjectRowActions
                project={project}
                canWrite={canWrite}
                onToggleFeatured={() => feature(project)}
                onBanner={() => open({ kind: 'banner', project })}
                onEdit={() => open({ kind: 'form', project })}
                onDelete={() => open({ kind: 'delete', project })}
              />
            )}
          />
        </>
      )}
      {canWrite && (
        <>
          <ProjectFormDialog
            key={`form-${session}`}
            open={dialog.kind === 'form'}
            onOpenChange={close}
            project={last.kind === 'form' ? last.project : null}
          />
          {last.kind === 'banner' && (
            <BannerPickerDialog
              key={`banner-${session}`}
              open={dialog.kind === 'banner'}
              onOpenChange={close}
              project={last.project}
            />
          )}
          <ConfirmDeleteDialog
            label={last.kind === 'delete' ? last.project.title : null}
            open={dialog.kind === 'delete'}
            pending={deletion.pending}
            onOpenChange={close}
            onConfirm={async () => {
              if (last.kind === 'delete') await deletion.remove(last.project.id);
            }}
          />
        </>
      )}
    </>
  );
}

const getId = (project: Project) => project.id;
const getTitle = (project: Project) => project.title;
