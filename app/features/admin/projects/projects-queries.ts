import type { CreateProject, UpdateProject } from '#shared/admin/content.ts';
import { projectsApi } from '#shared/api/addresses/content.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { RowWrites } from '../shared/content-list/content-tab.tsx';
import { partialOrder } from '../shared/content-list/use-reorder.ts';
import { useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';

export function useCreateProject() {
  return useContentWrite(contentKeys.projects, (input: CreateProject) => callApi(projectsApi.create, { body: input }));
}

export function useUpdateProject() {
  return useContentWrite(contentKeys.projects, ({ id, changes }: { id: number; changes: UpdateProject }) =>
    callApi(projectsApi.update, { params: { id }, body: changes }),
  );
}

/** The banner picker's save (admin area §7, `projectsApi.setBannerImages`, D5). */
export function useSetBannerImages() {
  return useContentWrite(contentKeys.projects, ({ id, bannerImages }: { id: number; bannerImages: string[] }) =>
    callApi(projectsApi.setBannerImages, { params: { id }, body: { bannerImages } }),
  );
}

/** The Projects tab's row writes: the star, a delete, a new order. */
export const projectRowWrites: RowWrites = {
  setFeatured: (id, featured) => callApi(projectsApi.update, { params: { id }, body: { featured } }),
  remove: (id) => callApi(projectsApi.remove, { params: { id } }),
  reorder: (ids) => callApi(projectsApi.reorder, { body: partialOrder(ids) }),
};
