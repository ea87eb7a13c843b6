import { useToast } from '../../../../components/ui/toaster.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { contentFormsText } from './messages.ts';

/**
 * Where a content type's one form is shown: its tab's dialog (create or edit, every field; a post's
 * is its editor page, `blog/post-form.tsx`'s `PostPlace`), or the
 * header's 'Add Content' (admin area §5: create with what the item needs to exist; the rest is
 * edited in its tab). The type's form decides which fields each place shows; what every type's
 * form says in Add Content is here.
 */
export type FormPlace = 'tab' | 'add-content';

/** Admin area §5: Add Content's message, in a toast and on the field, for a project or a post without a title. */
export const TITLE_REQUIRED_TO_ADD = 'Title is required.';

/** What every content form says in Add Content (admin area §5). */
export function useAddContentWords() {
  const t = useMessages(contentFormsText);
  const toast = useToast();
  return {
    /** the submit button: 'Create' / 'Creating...' for every type */
    labels: { submitLabel: t('create'), submittingLabel: t('creating') },
    /** under the title: where the new item will be ('Its address: /blog/…') */
    address: (path: string) => t('address', { path }),
    /** a missing title or name is announced in a 'Validation Error' toast, besides its field */
    announceRequired: (description: string) =>
      toast({ title: t('validationTitle'), description, variant: 'destructive' }),
    titleRequired: t('titleRequired'),
    /** this catalog's English sentences (TITLE_REQUIRED_TO_ADD) in the admin's language, others as they are */
    localize: (message: string | undefined) => message,
  };
}
