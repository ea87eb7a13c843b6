import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { parseRichText } from '#shared/rich-text/rich-text.ts';
import { RichText } from '../../../components/site/rich-text/rich-text-view.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { writingText } from '../shared/writing/messages.ts';
import type { ProjectFormValues } from './project-form-values.ts';

/**
 * How the project's story will read on its public page (issue 29), under its writing surface:
 * a Preview toggle, then the text drawn as the page's "About the project" draws it: parsed here in
 * the browser as the page's loader parses it (docs/content-format.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: the form's control whatever its resolver's context and output
export function StoryPreview({ control }: { control: Control<ProjectFormValues, any, any> }) {
  const t = useMessages(writingText);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={buttonClass('secondary', 'sm')}
      >
        {open ? <EyeOff className="size-3.5" aria-hidden="true" /> : <Eye className="size-3.5" aria-hidden="true" />}
        {t('preview')}
      </button>
      {open && <StoryText id={id} control={control} />}
    </div>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: as above
function StoryText({ id, control }: { id: string; control: Control<ProjectFormValues, any, any> }) {
  const t = useMessages(writingText);
  const story = useWatch({ control, name: 'description' });
  return (
    <section id={id} aria-label={t('previewLabel')} className="mt-2 rounded-lg border border-stone bg-linen p-4 sm:p-6">
      {story.trim() ? (
        <RichText blocks={parseRichText(story)} className="text-lg leading-relaxed text-charcoal" />
      ) : (
        <p className="text-sm text-muted">{t('storyPreviewEmpty')}</p>
      )}
    </section>
  );
}
