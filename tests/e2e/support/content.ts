import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type {
  AdminFormOption,
  CreateFormOption,
  CreateProject,
  UpdateFormOption,
  UploadedImage,
} from '#shared/admin/content.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { BlogPost, Project, Testimonial } from '#shared/content.ts';
import type { FormOption, FormOptionFieldType } from '#shared/form-options.ts';
import { adminApi, sameOrigin } from './admin.ts';
import { photoFile } from './photos.ts';
import { expect } from './test.ts';

/**
 * The content API as the e2e admin, for making the state a test starts from and removing it
 * afterwards. Specs share one server and run in parallel, so a test acts only on items whose
 * title (a testimonial's name) carries a mark of its own (`uniqueName`).
 */
export async function contentApi(request: APIRequestContext) {
  const admin = await adminApi(request);
  const { send, attempt, read } = admin;

  /** One list of the content API: `path` lists and creates, `path/{id}` updates and deletes. */
  const collection = <T extends { id: number }, Input>(
    path: string,
    reorderPath: string,
    nameOf: (item: T) => string,
  ) => {
    const list = () => read<T[]>(path);
    return {
      list,
      /** The item with this title (name), if it is there. */
      find: async (name: string) => (await list()).find((item) => nameOf(item) === name),
      byId: async (id: number) => (await list()).find((item) => item.id === id),
      create: (input: Input) => send<T>('POST', path, input, 201),
      update: (id: number, input: Record<string, unknown>) => send<T>('PATCH', `${path}/${id}`, input),
      remove: (id: number) => send('DELETE', `${path}/${id}`),
      /**
       * Moves `lower` to just below `upper` in the list's one order (D19). Two items created one
       * after the other need not be neighbours: another test may add one between them. A reorder
       * names every item and is refused when the set changed meanwhile; then it is made again.
       */
      placeTogether: async (upper: number, lower: number) => {
        for (let tries = 1; tries <= 5; tries += 1) {
          const ids = (await list()).map((item) => item.id).filter((id) => id !== lower);
          ids.splice(ids.indexOf(upper) + 1, 0, lower);
          const status = await attempt('POST', reorderPath, { items: ids.map((id) => ({ id })) });
          if (status === 200) return;
          expect(status, `POST ${reorderPath}`).toBe(400);
        }
        throw new Error(`${reorderPath} refused five times`);
      },
      /** Deletes every item whose title (name) carries `mark`. */
      removeMarked: async (mark: string) => {
        for (const item of await list()) if (nameOf(item).includes(mark)) await send('DELETE', `${path}/${item.id}`);
      },
    };
  };

  /** Stores a photo file as the admin's upload would (the server sniffs and compresses it). */
  const upload = async (file: string): Promise<UploadedImage> => {
    const response = await request.post('/api/media', {
      headers: { ...sameOrigin(), 'Content-Type': file.endsWith('.png') ? 'image/png' : 'image/jpeg' },
      data: await readFile(file),
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };

  const projects = collection<Project, CreateProject>(
    '/api/projects',
    '/api/project/reorder',
    (project) => project.title,
  );
  const posts = collection<BlogPost, Record<string, unknown>>(
    '/api/blog',
    '/api/blogPost/reorder',
    (post) => post.title,
  );
  const testimonials = collection<Testimonial, Record<string, unknown>>(
    '/api/testimonials',
    '/api/testimonial/reorder',
    (testimonial) => testimonial.name,
  );

  return {
    createUser: admin.createUser,
    upload,
    /** Stores `count` new photos of their own; their media URLs, in order. */
    uploadPhotos: async (count: number): Promise<string[]> => {
      const urls: string[] = [];
      for (let i = 1; i <= count; i++) urls.push((await upload(await photoFile(`setup-${i}.jpg`))).url);
      return urls;
    },
    projects: {
      ...projects,
      /** D5: the project's banner selection (a subset of its own images). */
      setBanner: (id: number, bannerImages: string[]) => send<Project>('PUT', `/api/projects/${id}`, { bannerImages }),
    },
    posts,
    testimonials,
    options: {
      /** A list's options as the manager shows them: inactive ones too, with their usage. */
      list: async (fieldType: FormOptionFieldType) =>
        (await read<AdminFormOption[]>('/api/admin/form-options')).filter((option) => option.fieldType === fieldType),
      /** A list's active options, in order: what the public forms offer. */
      active: (fieldType: FormOptionFieldType) => read<FormOption[]>(`/api/form-options/${fieldType}`),
      create: (input: CreateFormOption) => send<AdminFormOption>('POST', '/api/admin/form-options', input, 201),
      update: (id: number, input: UpdateFormOption) =>
        send<AdminFormOption>('PUT', `/api/admin/form-options/${id}`, input),
      remove: (id: number) => send('DELETE', `/api/admin/form-options/${id}`),
      /** Deletes every option whose value carries `mark`. */
      removeMarked: async (mark: string) => {
        for (const option of await read<AdminFormOption[]>('/api/admin/form-options')) {
          if (option.value.includes(mark)) await send('DELETE', `/api/admin/form-options/${option.id}`);
        }
      },
    },
    settings: {
      read: () => read<StudioSettings>('/api/admin/settings'),
      /**
       * Puts the whole record back (the form saves all of it, D26), whatever was saved since: a test's
       * clean-up, so it names no version (an unversioned save is not checked, docs/history.md).
       */
      save: (settings: StudioSettings) => {
        const { updatedAt: _, version: _version, ...record } = settings;
        return send<StudioSettings>('PUT', '/api/admin/settings', record, 200);
      },
    },
    /** Deletes every project, post and testimonial this mark names. */
    removeMarked: async (mark: string) => {
      await projects.removeMarked(mark);
      await posts.removeMarked(mark);
      await testimonials.removeMarked(mark);
    },
  };
}

export type ContentApi = Awaited<ReturnType<typeof contentApi>>;
