import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formOptionsApi } from '#shared/api/addresses/form-options.ts';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { contentKeys } from '../queries/content-keys.ts';
import { labelFor } from './option-choices.ts';

/**
 * Every option of the five lists (D1), active or not, with how much stored content uses each
 * (`formOptionsApi.all`, never cached). The content forms read their choices from it
 * too, so a change in this tab reaches them at once.
 */
export const formOptionsQuery = queryOptions({
  queryKey: contentKeys.formOptions,
  queryFn: () => callApi(formOptionsApi.all),
});

/**
 * A stored value's label from its list (D1: 'modern-minimalist' → 'Modern Minimalist' as the studio
 * named it), falling back to the value written out while the lists load or for a removed option.
 */
export function useOptionLabel(): (fieldType: FormOptionFieldType, value: string) => string {
  const { data } = useQuery(formOptionsQuery);
  return useCallback((fieldType, value) => labelFor(data ?? [], fieldType, value), [data]);
}
