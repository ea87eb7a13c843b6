import type { CreateProject, UpdateProject } from '#shared/admin/content.ts';
import type { Project } from '#shared/content.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';

export function useCreateProject() {
  return useContentWrite(contentKeys.projects, (input: CreateProject) =>
    sendJson<Project>('POST', '/api/projects', input),
  );
}

export function useUpdateProject() {
  return useContentWrite(contentKeys.projects, ({ id, changes }: { id: number; changes: UpdateProject }) =>
    sendJson<Project>('PATCH', `/api/projects/${id}`, changes),
  );
}

/** The banner picker's save (admin area §7 `PUT /api/projects/{id}` with `bannerImages`, D5). */
export function useSetBannerImages() {
  return useContentWrite(contentKeys.projects, ({ id, bannerImages }: { id: number; bannerImages: string[] }) =>
    sendJson<Project>('PUT', `/api/projects/${id}`, { bannerImages }),
  );
}
