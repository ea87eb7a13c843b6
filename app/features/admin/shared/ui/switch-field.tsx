import { Switch } from 'radix-ui';
import { useId } from 'react';

/** A labelled on/off switch (Radix), with an optional explanation under the label. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-charcoal">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted transition-colors data-[state=checked]:bg-olive disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-linen shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
