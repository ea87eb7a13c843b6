import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'positive' | 'accent' | 'quiet';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-stone bg-sand text-charcoal',
  positive: 'border-olive/30 bg-olive/10 text-olive-deep',
  accent: 'border-clay/40 bg-clay/10 text-umber',
  quiet: 'border-stone bg-transparent text-muted',
};

/** A small label beside a name: status, role, counts. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
