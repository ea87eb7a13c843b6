import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm`: where the chat takes the whole screen and becomes modal. */
const QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
