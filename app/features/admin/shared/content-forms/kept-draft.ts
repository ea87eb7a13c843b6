import { useLayoutEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Where Add Content keeps one kind's typed values while another kind is chosen. */
export interface DraftSlot {
  read: () => FieldValues | undefined;
  write: (values: FieldValues | undefined) => void;
}

/**
 * Add Content shows one kind's form at a time (admin area §5). What was typed in a form is kept
 * when another kind is chosen, and put back, still a change (closing asks), when its kind is
 * chosen again: nothing typed is lost silently.
 */
export function useKeptDraft<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  slot: DraftSlot | undefined,
): void {
  useLayoutEffect(() => {
    if (!slot) return;
    const draft = slot.read();
    if (draft) form.reset(draft as Values, { keepDefaultValues: true });
    return () => slot.write(form.formState.isDirty ? form.getValues() : undefined);
  }, [slot, form]);
}
