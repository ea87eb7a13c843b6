import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { FieldFrame } from '../../../../components/ui/field.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** a second, quieter line under the label in the open list */
  hint?: string;
}

/** A labelled Radix select (keyboard, type-ahead, screen readers) drawn like the other fields. */
export function SelectField<V extends string>({
  label,
  value,
  onValueChange,
  options,
  hint,
  error,
  disabled,
  className,
}: {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select.Root value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled}>
          <Select.Trigger
            {...control}
            className={clsx(control.className, 'flex items-center justify-between gap-2 text-left')}
          >
            <Select.Value />
            <Select.Icon>
              <ChevronDown className="size-4 text-muted" aria-hidden="true" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={4}
              className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-stone bg-white text-charcoal shadow-lg"
            >
              <Select.Viewport className="p-1">
                {options.map((option) => (
                  <Select.Item
                    key={option.value}
                    value={option.value}
                    className="relative flex cursor-default flex-col rounded py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-sand"
                  >
                    <Select.ItemIndicator className="absolute top-2.5 left-2">
                      <Check className="size-4" aria-hidden="true" />
                    </Select.ItemIndicator>
                    <Select.ItemText>{option.label}</Select.ItemText>
                    {option.hint && <span className="text-xs text-muted">{option.hint}</span>}
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </FieldFrame>
  );
}
