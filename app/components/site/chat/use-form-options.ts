import { useEffect, useState } from 'react';
import { formOptionsApi } from '#shared/api/addresses/form-options.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import type { FormOption } from '#shared/form-options.ts';

/**
 * One of the studio's option lists (`formOptionsApi.active`), fetched when the chat first
 * opens. Until it arrives, or if it cannot be had, the list is empty and the field offers only
 * its "any" choice — the chat works without it.
 */
export function useFormOptions(type: 'projectStyle' | 'budget'): FormOption[] {
  const [options, setOptions] = useState<FormOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(endpointUrl(formOptionsApi.active, { fieldType: type }), {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : []))
      .then((list: unknown) => {
        if (Array.isArray(list))
          setOptions(list.filter((o) => typeof o?.value === 'string' && typeof o?.label === 'string'));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [type]);
  return options;
}
