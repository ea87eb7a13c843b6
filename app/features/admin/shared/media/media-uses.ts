import type { MediaUse } from '#shared/admin/media-library.ts';
import type { Translate } from '../i18n/use-messages.ts';
import type { mediaText } from './messages.ts';

/** "Project “Quince Loft”": one use of an image, in the reader's language. */
export function mediaUseText(t: Translate<typeof mediaText.en>, use: MediaUse): string {
  switch (use.kind) {
    case 'project':
      return t('useProject', { name: use.name });
    case 'banner':
      return t('useBanner', { name: use.name });
    case 'postFeatured':
      return t('usePostFeatured', { name: use.name });
    case 'postContent':
      return t('usePostContent', { name: use.name });
    case 'studioSettings':
      return t('useStudioSettings');
    case 'emailTemplate':
      return t('useEmailTemplate', { name: use.name });
  }
}

/**
 * Where the admin shows the item that uses an image: a post's editor page (issue 29), a project's
 * tab searched for its name (the content tabs read `q` from the address), the studio settings,
 * the e-mail templates.
 */
export function mediaUseHref(use: MediaUse): string {
  const search = (path: string) => `${path}?${new URLSearchParams({ q: use.name })}`;
  switch (use.kind) {
    case 'project':
    case 'banner':
      return search('/admin/projects');
    case 'postFeatured':
    case 'postContent':
      return use.id === null ? search('/admin/blog') : `/admin/blog/${use.id}`;
    case 'studioSettings':
      return '/admin/studio';
    case 'emailTemplate':
      return '/admin/email-sequences';
  }
}
