import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFormOption, CreateProject, FormOptionFieldType, UpdateProject } from '#shared/admin/content.ts';
import type { FormOption, Project } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { overviewQuery } from '../overview/overview.queries.ts';

/**
 * Every project, in the portfolio's order (spec §7 `GET /api/projects`). A public read the browser
 * may keep a minute, so the admin revalidates: it must see its own writes at once.
 */
export const projectsQuery = queryOptions({
  queryKey: contentKeys.projects,
  queryFn: () => getJson<Project[]>('/api/projects', { cache: 'no-cache' }),
});

/**
 * The active options of a pick list (D1), for the dialog's selects and the rows' category label.
 * Under the form options' key, so a change in the Form Options tab reaches it.
 */
export function activeOptionsQuery(fieldType: Extract<FormOptionFieldType, 'projectCategory' | 'projectStyle'>) {
  return queryOptions({
    queryKey: [...contentKeys.formOptions, 'active', fieldType] as const,
    queryFn: () => getJson<FormOption[]>(`/api/form-options/${fieldType}`, { cache: 'no-cache' }),
  });
}

/**
 * Every option of every list, active or not (the Form Options tab reads the same under the same
 * key): a project whose category was deactivated still shows its label (D1).
 */
export const allOptionsQuery = queryOptions({
  queryKey: contentKeys.formOptions,
  queryFn: () => getJson<AdminFormOption[]>('/api/admin/form-options'),
});

/** The label of a stored value, from the full lists; the value itself when it has none. */
export function optionLabel(
  options: readonly AdminFormOption[] | undefined,
  fieldType: FormOptionFieldType,
  value: string,
): string {
  return options?.find((option) => option.fieldType === fieldType && option.value === value)?.label ?? value;
}

/** After a write: the list, and what counts it. */
function useRefreshProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.projects }),
      // The overview counts projects (featured, in banner, in lookbook).
      queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
    ]);
}

export function useCreateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (input: CreateProject) => sendJson<Project>('POST', '/api/projects', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateProject }) =>
      sendJson<Project>('PATCH', `/api/projects/${id}`, changes),
    onSuccess: () => refresh(),
  });
}

/** The row's star (spec §7 `PATCH {featured}`): shown at once, put back if the server refuses. */
export function useToggleFeatured() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      sendJson<Project>('PATCH', `/api/projects/${id}`, { featured } satisfies UpdateProject),
    onMutate: async ({ id, featured }) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.projects });
      const previous = queryClient.getQueryData<Project[]>(contentKeys.projects);
      if (previous) {
        queryClient.setQueryData<Project[]>(
          contentKeys.projects,
          previous.map((project) => (project.id === id ? { ...project, featured } : project)),
        );
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(contentKeys.projects, context.previous);
    },
    onSettled: () => refresh(),
  });
}

/** The banner picker's save (spec §7 `PUT /api/projects/{id}` with `bannerImages`, D5). */
export function useSetBannerImages() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ id, bannerImages }: { id: number; bannerImages: string[] }) =>
      sendJson<Project>('PUT', `/api/projects/${id}`, { bannerImages }),
    onSuccess: () => refresh(),
  });
}
