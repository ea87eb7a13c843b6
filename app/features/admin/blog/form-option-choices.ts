import { queryOptions } from '@tanstack/react-query';
import type { AdminFormOption, FormOptionFieldType } from '#shared/admin/content.ts';
import { formatCategory } from '#shared/text.ts';
import { getJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';

/**
 * D1: categories and styles are the studio's option lists. The admin reads them all at once
 * (`GET /api/admin/form-options`, never cached, so a change in the Form Options tab shows at once)
 * under the key that tab invalidates.
 */
export const formOptionsQuery = queryOptions({
  queryKey: contentKeys.formOptions,
  queryFn: () => getJson<AdminFormOption[]>('/api/admin/form-options'),
});

export interface Choice {
  value: string;
  label: string;
  /** a stored value whose option was deactivated or removed: shown, but not offered anew */
  inactive: boolean;
}

/** The active options of a list in the studio's order. */
export function activeChoices(options: readonly AdminFormOption[], fieldType: FormOptionFieldType): Choice[] {
  return options
    .filter((option) => option.fieldType === fieldType && option.active)
    .sort((a, b) => a.order - b.order)
    .map((option) => ({ value: option.value, label: option.label, inactive: false }));
}

/**
 * What a select offers for an item: the active options, and the item's own value when it is no
 * longer one of them (D1: a deactivated option stays displayable on what already uses it).
 */
export function choicesFor(
  options: readonly AdminFormOption[],
  fieldType: FormOptionFieldType,
  current: string | undefined,
): Choice[] {
  const active = activeChoices(options, fieldType);
  if (!current || active.some((choice) => choice.value === current)) return active;
  return [...active, { value: current, label: labelFor(options, fieldType, current), inactive: true }];
}

/** An option's label; a value no list knows reads as its words ('design-tips' → 'Design Tips'). */
export function labelFor(options: readonly AdminFormOption[], fieldType: FormOptionFieldType, value: string): string {
  return (
    options.find((option) => option.fieldType === fieldType && option.value === value)?.label ?? formatCategory(value)
  );
}
