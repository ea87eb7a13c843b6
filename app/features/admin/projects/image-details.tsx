import { ArrowLeft, ArrowRight, Star, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { FocalPointEditor } from './focal-point-editor.tsx';
import { projectsText } from './messages.ts';
import type { GalleryImage, ProjectFormValues } from './project-form-values.ts';

/**
 * One image of the gallery, opened from its thumbnail: its alt text (D20: empty means the title),
 * its focal point (D23), and the buttons that do what dragging does (WCAG 2.2 SC 2.5.7).
 */
export function ImageDetails({
  image,
  index,
  count,
  title,
  error,
  onMove,
  onRemove,
  onClose,
}: {
  image: GalleryImage;
  index: number;
  count: number;
  /** the project's title as typed: the alt text an empty field stands for */
  title: string;
  error?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useMessages(projectsText);
  const { register, setValue } = useFormContext<ProjectFormValues>();
  const headingId = useId();
  const n = index + 1;
  const isFirst = index === 0;
  const isLast = index === count - 1;
  const setFocal = (focalX: number, focalY: number) => {
    setValue(`images.${index}.focalX`, focalX, { shouldDirty: true });
    setValue(`images.${index}.focalY`, focalY, { shouldDirty: true });
  };
  // aria-disabled, not disabled: a button that reaches the end keeps the focus.
  const guard = (allowed: boolean, action: () => void) => () => {
    if (allowed) action();
  };
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-stone bg-white p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
          {t('imageDetails', { n, count })}
          {isFirst && <Badge tone="neutral">{t('cover')}</Badge>}
        </h3>
        <button type="button" onClick={onClose} aria-label={t('closeDetails')} className={buttonClass('ghost', 'icon')}>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <Field
        label={t('altText')}
        placeholder={title}
        hint={t('altHint')}
        error={error}
        autoComplete="off"
        className="mt-2"
        {...register(`images.${index}.alt`)}
      />
      <div className="mt-4">
        <FocalPointEditor image={image} n={n} onChange={setFocal} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={guard(!isFirst, () => onMove(0))}
          aria-disabled={isFirst}
          className={buttonClass('secondary', 'sm', 'aria-disabled:opacity-50')}
        >
          <Star className="size-3.5" aria-hidden="true" />
          {t('makeCover')}
        </button>
        <button
          type="button"
          onClick={guard(!isFirst, () => onMove(index - 1))}
          aria-disabled={isFirst}
          className={buttonClass('secondary', 'sm', 'aria-disabled:opacity-50')}
        >
          <ArrowLeft className="size-3.5" aria-hidden="true" />
          {t('moveEarlier')}
        </button>
        <button
          type="button"
          onClick={guard(!isLast, () => onMove(index + 1))}
          aria-disabled={isLast}
          className={buttonClass('secondary', 'sm', 'aria-disabled:opacity-50')}
        >
          <ArrowRight className="size-3.5" aria-hidden="true" />
          {t('moveLater')}
        </button>
        <button
          type="button"
          onClick={onRemove}
          className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-800/10')}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          {t('removeImage', { n })}
        </button>
      </div>
    </section>
  );
}
