import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { testimonialsText } from './messages.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Admin area §2 "rating in 1-5 stars" as a real radio group: Tab reaches it, the arrow keys change the
 * rating (the browser's own radio behaviour), and each star is named "3 stars" for screen readers.
 */
export function StarRatingField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const t = useMessages(testimonialsText);
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-charcoal">{t('rating')}</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={clsx('size-7', rating <= value ? 'fill-clay text-clay' : 'text-muted')}
              />
              <span className="sr-only">{rating === 1 ? t('oneStar') : t('stars', { count: rating })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-hidden="true">
          {t('ratingSubtitle', { rating: value })}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
