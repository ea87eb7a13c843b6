import { useLayoutEffect } from 'react';
import { useLanguage } from './use-messages.ts';

/** `<html lang>` follows the admin's language (screen readers, hyphenation); the site is English. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    return () => {
      root.lang = 'en';
    };
  }, [language]);
}
