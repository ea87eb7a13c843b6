import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-charcoal text-linen hover:bg-ink',
  secondary: 'border border-stone bg-white text-charcoal hover:bg-sand',
  ghost: 'text-charcoal hover:bg-sand',
  // red-800 turns light in the dark theme (app.css), and white dark, so the pair keeps its contrast.
  danger: 'bg-red-800 text-white hover:opacity-90',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'h-9 px-3.5 text-sm',
  sm: 'h-8 px-2.5 text-[0.8125rem]',
  icon: 'size-9',
};

/** The admin's buttons (and links drawn as buttons): one look for every primary or quiet action. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-60 motion-reduce:transition-none',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
