import type { Translate } from '../shared/i18n/use-messages.ts';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { withoutFieldName } from '../shared/ui/known-message.ts';
import type { projectsText } from './messages.ts';

type ProjectsKey = keyof typeof projectsText.en;
type ProjectsTranslate = Translate<typeof projectsText.en>;

/**
 * The shared schemas (#shared/admin/content.ts) and the project services speak English; their
 * known sentences are shown in the admin's language. Anything else is shown as the server wrote it.
 */
const KNOWN: Record<string, ProjectsKey> = {
  'Title is required': 'titleRequired',
  'Title must be at most 200 characters.': 'titleTooLong',
  'Title must be on one line.': 'titleOneLine',
  'Location is required': 'locationRequired',
  'Location must be at most 200 characters.': 'locationTooLong',
  'Location must be on one line.': 'locationOneLine',
  'Description is required': 'descriptionRequired',
  'Description must be at most 10,000 characters.': 'descriptionTooLong',
  'Description contains characters that cannot be stored.': 'descriptionCharacters',
  'Category is required': 'categoryRequired',
  'Style is required': 'styleRequired',
  'Category must be one of the active options.': 'categoryInactive',
  'Style must be one of the active options.': 'styleInactive',
  'Tag must be at most 50 characters.': 'tagTooLong',
  'Tag must be on one line.': 'tagOneLine',
  'At most 30 tags.': 'tooManyTags',
  'Slug must be at most 120 characters.': 'slugTooLong',
  'Slug may use lower-case letters, digits and single hyphens.': 'slugPattern',
  'Alt text must be at most 300 characters.': 'altTooLong',
  'Alt text must be on one line.': 'altOneLine',
  'At most 60 images per project.': 'tooManyImages',
  'Focal point must be a whole percentage.': 'focalWhole',
  'Add an image before showing this project in the banner.': 'bannerNeedsImage',
  'Project not found': 'projectNotFound',
  'Unsupported image: upload a JPEG, PNG, WebP or AVIF file.': 'mediaUnsupported',
  'Image is too large (15 MB at most).': 'mediaTooLarge',
  'Image has too many pixels (40 megapixels at most).': 'mediaTooManyPixels',
  'The image could not be read.': 'mediaUnreadable',
};

const SLUG_TAKEN = /^The address "(.+)" is already used by another item\.$/;
const IMAGE_TOO_SMALL = /^Image is too small \((\d+) pixels a side at least\)\.$/;

export function localizeProjectMessage(t: ProjectsTranslate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const bare = withoutFieldName(message);
  const key = KNOWN[message] ?? KNOWN[bare];
  if (key) return t(key);
  const taken = SLUG_TAKEN.exec(bare);
  if (taken?.[1]) return t('slugTaken', { slug: taken[1] });
  const small = IMAGE_TOO_SMALL.exec(bare);
  if (small?.[1]) return t('mediaTooSmall', { side: small[1] });
  return message;
}

/** Why a call failed, for a toast's second line: the server's reason when it gave one (not a crash). */
export function failureReason(t: ProjectsTranslate, failure: unknown): string | undefined {
  return localizeProjectMessage(t, refusalReason(failure));
}
