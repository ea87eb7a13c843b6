import { clsx } from 'clsx';
import { useId } from 'react';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { addContentText } from './messages.ts';

/** The three kinds of content the header's 'Add Content' creates (admin area §5). */
export const CONTENT_TYPES = ['project', 'blogPost', 'testimonial'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const TYPE_LABEL = {
  project: 'typeProject',
  blogPost: 'typeBlogPost',
  testimonial: 'typeTestimonial',
} as const satisfies Record<ContentType, keyof typeof addContentText.en>;

/** Add Content's kinds (admin area §5): a radio group drawn as a segmented control. */
export function ContentTypeChoice({ value, onChange }: { value: ContentType; onChange: (type: ContentType) => void }) {
  const t = useMessages(addContentText);
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-charcoal">{t('contentType')}</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg border border-stone bg-white p-1">
        {CONTENT_TYPES.map((option) => (
          <label
            key={option}
            className={clsx(
              'cursor-pointer rounded-md px-2 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
              value === option ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-sand',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(TYPE_LABEL[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
