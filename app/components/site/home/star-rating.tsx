import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** 1–5 stars, read by screen readers as one phrase: 'Rated 4 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className={clsx('flex gap-1', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          strokeWidth={1.5}
          className={clsx('size-4', star <= rating ? 'fill-clay text-clay' : 'fill-none text-umber/40')}
        />
      ))}
    </p>
  );
}
