import {
  type CreateProject,
  CreateProjectSchema,
  MediaUrlSchema,
  PROJECT_IMAGES_MAX,
  ProjectImageInputSchema,
  type UpdateProject,
  UpdateProjectSchema,
  type UploadedImage,
} from '#shared/admin/content.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import type { Project, ProjectImage } from '#shared/content.ts';
import { z } from '#shared/zod.ts';
import { parseTags } from '../shared/content-forms/tags.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { type Checked, checkedBy } from '../shared/ui/field-problems.ts';

/**
 * The project dialog's values and how they become the API's body (admin area §5, §7; D3, D23).
 * The checks are the shared contract's own pieces (#shared/admin/content.ts), so the dialog refuses
 * exactly what the server would, before sending.
 */

/** One image of the gallery while it is edited: what the API needs, plus what a thumbnail needs. */
export interface GalleryImage {
  url: string;
  hash: string;
  color: string;
  width: number;
  height: number;
  /** '' = the project's title (the server's default, D20) */
  alt: string;
  focalX: number;
  focalY: number;
}

export interface ProjectFormValues {
  title: string;
  /** '' = made from the title by the server (D3) */
  slug: string;
  location: string;
  description: string;
  category: string;
  style: string;
  /** comma separated, as typed */
  tags: string;
  images: GalleryImage[];
  featured: boolean;
  inBanner: boolean;
  inLookbook: boolean;
  /** issue 29: off keeps the project off the public site (a draft) */
  published: boolean;
}

export const DEFAULT_FOCAL = 50;

/** What a stored and a just-uploaded image share: the file and how it is drawn. */
function imageFile({ url, hash, color, width, height }: UploadedImage | ProjectImage) {
  return { url, hash, color, width, height };
}

/** A stored image as the dialog edits it; alt text equal to the title is the default, shown empty. */
export function galleryImageOf(image: ProjectImage, title: string): GalleryImage {
  return {
    ...imageFile(image),
    alt: image.alt === title ? '' : image.alt,
    focalX: image.focalX,
    focalY: image.focalY,
  };
}

/** A just-uploaded image: the title as alt text and the centre as focal point until changed (D20, D23). */
export function galleryImageFromUpload(image: UploadedImage): GalleryImage {
  return { ...imageFile(image), alt: '', focalX: DEFAULT_FOCAL, focalY: DEFAULT_FOCAL };
}

/** What the dialog starts with: the project's values, or an empty project in the first active options (D1). */
export function initialValues(
  project: Project | null,
  firstOptions: { category: string; style: string },
): ProjectFormValues {
  if (!project) {
    return {
      title: '',
      slug: '',
      location: '',
      description: '',
      category: firstOptions.category,
      style: firstOptions.style,
      tags: '',
      images: [],
      featured: false,
      inBanner: false,
      inLookbook: false,
      published: true,
    };
  }
  return {
    title: project.title,
    slug: project.slug,
    location: project.location,
    description: project.description,
    category: project.category,
    style: project.style,
    tags: project.tags.join(', '),
    images: project.gallery.map((image) => galleryImageOf(image, project.title)),
    featured: project.featured,
    inBanner: project.inBanner,
    inLookbook: project.inLookbook,
    published: project.published,
  };
}

// The edit form's rules (admin area §5) apply to the create dialog too: title, location and description
// are required, so a new project never has an empty page. 'Add Content' is the title-only path.
const fields = UpdateProjectSchema.shape;
const imageFields = ProjectImageInputSchema.shape;
const tagList = fields.tags.unwrap();

/** Typed tags become the API's list; a bad tag is reported on the one field the editor typed into. */
const tagsFromText = z.string().transform((text, context) => {
  const parsed = tagList.safeParse(parseTags(text));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: problemText(problemFromIssue(issue)) });
  return z.NEVER;
});

/** An image as the API takes it: what only the thumbnail needs is left out. */
const galleryImage = z
  .object({
    url: MediaUrlSchema,
    alt: imageFields.alt.unwrap(),
    focalX: imageFields.focalX.unwrap(),
    focalY: imageFields.focalY.unwrap(),
    hash: z.string(),
    color: z.string(),
    width: z.number(),
    height: z.number(),
  })
  .transform(({ url, alt, focalX, focalY }) => ({ url, alt, focalX, focalY }));

export const ProjectFormSchema = z.object({
  title: fields.title.unwrap(),
  slug: fields.slug.unwrap(),
  location: fields.location.unwrap(),
  description: fields.description.unwrap(),
  category: fields.category.unwrap(),
  style: fields.style.unwrap(),
  tags: tagsFromText,
  images: z.array(galleryImage).max(PROJECT_IMAGES_MAX, `At most ${PROJECT_IMAGES_MAX} images per project.`),
  featured: z.boolean(),
  inBanner: z.boolean(),
  inLookbook: z.boolean(),
  published: z.boolean(),
}) satisfies z.ZodType<Required<Omit<UpdateProject, 'version'>>, ProjectFormValues>;

/** The checked form: the body of `projectsApi.create` and of `projectsApi.update` alike. */
export type ProjectPayload = z.output<typeof ProjectFormSchema>;

/**
 * Where a server's field error belongs in the dialog: `tags.3` on the tags field, an image's own
 * alt text or focal point beside it, anything else about an image on the gallery.
 */
export function formFieldOf(serverField: string): string | null {
  const [root, index, leaf] = serverField.split('.');
  switch (root) {
    case 'title':
    case 'slug':
    case 'location':
    case 'description':
    case 'category':
    case 'style':
    case 'tags':
    case 'featured':
    case 'inBanner':
    case 'inLookbook':
    case 'published':
      return root;
    case 'images':
      return index !== undefined && (leaf === 'alt' || leaf === 'focalX' || leaf === 'focalY')
        ? `images.${index}.${leaf}`
        : 'images';
    default:
      return null;
  }
}

/**
 * `projectsApi.create` from the header's 'Add Content' (admin area §5 with D1, D3): only what a
 * project needs to exist. The slug is left to the server (the title slugified, made unique); the
 * category and style are the form's (the first active options unless changed).
 */
export function addContentProjectBody(values: ProjectFormValues): Checked<CreateProject, string> {
  const body = {
    title: values.title,
    location: values.location,
    description: values.description,
    ...(values.category ? { category: values.category } : {}),
    ...(values.style ? { style: values.style } : {}),
    tags: parseTags(values.tags),
    featured: values.featured,
  };
  return checkedBy(CreateProjectSchema.safeParse(body), formFieldOf);
}

/**
 * `projectsApi.update` from the dialog: the checked form with the `version` it started from
 * (issue 29: a save on a stale version is answered 409 `edit_conflict`, not written over).
 */
export function projectUpdateBody(payload: ProjectPayload, version: number | undefined): UpdateProject {
  return { ...payload, version };
}

/** A saved project field's name in the Conflict dialog: the projects catalogue's key of its label. */
export const PROJECT_FIELD_LABELS = {
  title: 'title',
  slug: 'slug',
  location: 'location',
  description: 'description',
  category: 'category',
  style: 'style',
  tags: 'tags',
  images: 'images',
  featured: 'featured',
  inBanner: 'inBanner',
  inLookbook: 'inLookbook',
  published: 'published',
} as const;
