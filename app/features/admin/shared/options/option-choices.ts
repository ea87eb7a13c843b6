import type { AdminFormOption } from '#shared/admin/content.ts';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import { formatCategory } from '#shared/text.ts';

/**
 * D1: categories and styles are the studio's option lists, which the admin reads all at once
 * (`formOptionsQuery`). What a content form's select offers from them, and how a stored value reads.
 */
export interface Choice {
  value: string;
  label: string;
}

/** The active options of a list in the studio's order. */
export function activeChoices(options: readonly AdminFormOption[], fieldType: FormOptionFieldType): Choice[] {
  return options
    .filter((option) => option.fieldType === fieldType && option.active)
    .sort((a, b) => a.order - b.order)
    .map((option) => ({ value: option.value, label: option.label }));
}

/**
 * What a select offers for an item: the active options, and the item's own value when it is no
 * longer one of them (D1: a deactivated option stays displayable on what already uses it), its
 * label marked by `inactiveLabel` ('Modern (inactive)').
 */
export function choicesFor(
  options: readonly AdminFormOption[],
  fieldType: FormOptionFieldType,
  current: string | undefined,
  inactiveLabel: (label: string) => string,
): Choice[] {
  const active = activeChoices(options, fieldType);
  if (!current || active.some((choice) => choice.value === current)) return active;
  return [...active, { value: current, label: inactiveLabel(labelFor(options, fieldType, current)) }];
}

/** An option's label; a value no list knows reads as its words ('design-tips' → 'Design Tips'). */
export function labelFor(options: readonly AdminFormOption[], fieldType: FormOptionFieldType, value: string): string {
  return (
    options.find((option) => option.fieldType === fieldType && option.value === value)?.label ?? formatCategory(value)
  );
}
