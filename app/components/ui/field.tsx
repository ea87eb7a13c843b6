import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';

interface FieldProps extends ComponentPropsWithoutRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

const controlClass =
  'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-[0.95rem] text-ink placeholder:text-muted/70 focus:border-olive focus:outline-none focus-visible:outline-2 focus-visible:outline-olive';

/** A labelled input with its error announced to screen readers (aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, required, ...input },
  ref,
) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-charcoal">
        {label}
        {required && (
          <span aria-hidden="true" className="text-clay">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(controlClass, error ? 'border-red-700' : 'border-stone')}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});

export { controlClass };
