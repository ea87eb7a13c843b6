import { describe, expect, it } from 'vitest';
import { UpdateProjectSchema } from '#shared/admin/content.ts';
import type { Project } from '#shared/content.ts';
import {
  addContentProjectBody,
  formFieldOf,
  galleryImageFromUpload,
  initialValues,
  ProjectFormSchema,
  type ProjectFormValues,
  projectUpdateBody,
} from './project-form-values.ts';

const hash = 'a1b2c3d4e5f6a7b8c9d0';
const url = `/media/${hash}/1280.jpg`;

const project: Project = {
  id: 7,
  slug: 'oak-loft',
  title: 'Oak Loft',
  description: 'Warm oak and linen.',
  location: 'Portland, OR',
  category: 'living-room',
  style: 'modern',
  tags: ['oak', 'linen'],
  featured: true,
  inBanner: true,
  inLookbook: false,
  published: true,
  images: [url],
  bannerImages: [url],
  gallery: [
    {
      id: 1,
      url,
      hash,
      width: 1600,
      height: 1200,
      alt: 'Oak Loft',
      color: '#aa9988',
      inBanner: true,
      focalX: 30,
      focalY: 70,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function valid(overrides: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return { ...initialValues(project, { category: 'kitchen', style: 'rustic' }), ...overrides };
}

function issuesOf(values: ProjectFormValues): Record<string, string> {
  const parsed = ProjectFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('initialValues', () => {
  it('edits the project as stored; alt text equal to the title shows empty (the default)', () => {
    const values = initialValues(project, { category: 'kitchen', style: 'rustic' });
    expect(values).toMatchObject({ title: 'Oak Loft', slug: 'oak-loft', category: 'living-room', tags: 'oak, linen' });
    expect(values.images).toEqual([
      { url, hash, width: 1600, height: 1200, color: '#aa9988', alt: '', focalX: 30, focalY: 70 },
    ]);
  });

  it('starts a new project empty, in the first active category and style (D1)', () => {
    expect(initialValues(null, { category: 'kitchen', style: 'rustic' })).toMatchObject({
      title: '',
      slug: '',
      category: 'kitchen',
      style: 'rustic',
      images: [],
      featured: false,
      inBanner: false,
      inLookbook: false,
      published: true,
    });
  });

  it('gives an uploaded image the centre as focal point and the title as alt text (D20, D23)', () => {
    expect(galleryImageFromUpload({ url, hash, width: 800, height: 600, color: '#fff' })).toMatchObject({
      alt: '',
      focalX: 50,
      focalY: 50,
    });
  });
});

describe('ProjectFormSchema', () => {
  it('turns the form into the API body the shared contract accepts', () => {
    const parsed = ProjectFormSchema.parse(valid({ tags: 'oak, linen, oak', title: '  Oak Loft  ' }));
    expect(parsed.title).toBe('Oak Loft');
    expect(parsed.tags).toEqual(['oak', 'linen']);
    // Only what the API takes for each image: nothing of the thumbnail's.
    expect(parsed.images).toEqual([{ url, alt: '', focalX: 30, focalY: 70 }]);
    expect(UpdateProjectSchema.safeParse(parsed).success).toBe(true);
  });

  it('refuses with the spec’s messages (admin area §5), each on its field', () => {
    expect(issuesOf(valid({ title: ' ', location: '', description: '  ' }))).toEqual({
      title: 'Title is required',
      location: 'Location is required',
      description: 'Description is required',
    });
  });

  it('reports a bad tag on the tags field itself', () => {
    expect(issuesOf(valid({ tags: `ok, ${'x'.repeat(51)}` }))).toEqual({ tags: 'Tag must be at most 50 characters.' });
  });

  it('refuses a slug that is not one, an alt text on two lines and a focal point that is not whole', () => {
    const image = valid().images[0];
    if (!image) throw new Error('the fixture has an image');
    expect(issuesOf(valid({ slug: 'Not A Slug', images: [{ ...image, alt: 'a\nb', focalX: 12.5 }] }))).toEqual({
      slug: 'Slug may use lower-case letters, digits and single hyphens.',
      'images.0.alt': 'Alt text must be on one line.',
      'images.0.focalX': 'Focal point must be a whole percentage.',
    });
  });

  it('refuses an image that was not uploaded here', () => {
    const image = valid().images[0];
    if (!image) throw new Error('the fixture has an image');
    expect(Object.keys(issuesOf(valid({ images: [{ ...image, url: 'https://elsewhere.example/a.jpg' }] })))).toEqual([
      'images.0.url',
    ]);
  });
});

describe('formFieldOf', () => {
  it('puts a server field error where the dialog shows it', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('tags.3')).toBe('tags');
    expect(formFieldOf('images.2.alt')).toBe('images.2.alt');
    expect(formFieldOf('images.2.focalY')).toBe('images.2.focalY');
    expect(formFieldOf('images.2')).toBe('images');
    expect(formFieldOf('images.4.url')).toBe('images');
    expect(formFieldOf('bannerImages')).toBeNull();
  });
});

describe('a project from Add Content (admin area §5 with D1, D3)', () => {
  it('sends what it needs to exist: tags split on commas, the chosen category and style, no slug', () => {
    const values = {
      ...initialValues(null, { category: 'living-room', style: 'modern' }),
      title: 'Café Søren’s Loft',
      tags: ' oak, linen ,,oak',
    };
    expect(addContentProjectBody(values)).toEqual({
      ok: true,
      body: {
        title: 'Café Søren’s Loft',
        location: '',
        description: '',
        category: 'living-room',
        style: 'modern',
        tags: ['oak', 'linen'],
        featured: false,
      },
    });
  });
});

describe('a project’s edit (issue 29)', () => {
  it('carries the version the dialog started from, which the update accepts: a stale save is a conflict', () => {
    const payload = ProjectFormSchema.parse(initialValues(project, { category: '', style: '' }));
    const body = projectUpdateBody(payload, project.version);
    expect(body.version).toBe(project.version);
    expect(UpdateProjectSchema.parse(body)).toMatchObject({ title: project.title, version: project.version });
  });
});
