import { useLayoutEffect } from 'react';
import type { Theme } from '#shared/admin/auth.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Puts the user's theme on <html data-theme> (app.css has the dark tokens) before the browser
 * paints; 'auto' follows the device and its later changes. Leaving the admin takes it off, so the
 * public site stays light.
 */
export function useAppliedTheme(theme: Theme | null): void {
  useLayoutEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => {
      root.dataset.theme = theme === 'auto' ? (media.matches ? 'dark' : 'light') : theme;
    };
    apply();
    if (theme === 'auto') media.addEventListener('change', apply);
    return () => {
      media.removeEventListener('change', apply);
      delete root.dataset.theme;
    };
  }, [theme]);
}
