import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';

export const controlClass =
  'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-[0.95rem] text-ink placeholder:text-muted/70 focus:border-olive focus:outline-none focus-visible:outline-2 focus-visible:outline-olive';

interface FrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** draws the control with the id and ARIA attributes that tie it to the label, hint and error */
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

/**
 * Label, required mark, hint and error around one form control, with the error announced to screen
 * readers (aria-describedby). Every field kind (input, select, textarea) is drawn inside it.
 */
export function FieldFrame({ label, error, hint, required, className, children }: FrameProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy || undefined,
        className: clsx(controlClass, error ? 'border-red-700' : 'border-stone'),
      })}
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
}

interface FieldProps extends ComponentPropsWithoutRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, required, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </FieldFrame>
  );
});

interface TextareaFieldProps extends ComponentPropsWithoutRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line text box. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, className, required, ...textarea },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </FieldFrame>
  );
});

interface SelectFieldProps extends ComponentPropsWithoutRef<'select'> {
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
  hint?: string;
}

/** A labelled choice from a list, with an empty first entry. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, className, required, ...select },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={clsx(control.className, 'appearance-auto')} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
