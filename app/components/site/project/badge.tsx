import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  /** the project's category: quiet, on light or image backgrounds */
  category: 'bg-stone text-charcoal',
  /** 'Featured Project': the one accent */
  featured: 'bg-olive text-linen',
  /** a tag: small, recessive, on linen and on sand alike */
  tag: 'bg-stone/70 text-umber',
} as const;

interface BadgeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, children, className }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap',
        tone === 'tag' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1 text-xs tracking-wide',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
