import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { controlClass } from './field.tsx';

interface SelectFieldProps extends ComponentPropsWithoutRef<'select'> {
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, className, ...select },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-charcoal">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(controlClass, 'appearance-auto', error ? 'border-red-700' : 'border-stone')}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});
