import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/admin/auth.ts';
import { adminI18n, type Catalog, isLanguage, type MessagesHandle } from './i18n.ts';

export type TranslationValues = Record<string, string | number>;

/**
 * A count's key (D28, issue 27): a catalog holds `total_one`, `total_many`, `total_other`, and
 * `t('total', { count })` picks the form by the language's plural rules (Intl.PluralRules: English
 * one/other; Spanish and French also 'many', for a million and up). Every catalog keeps all three,
 * so the languages keep the same keys; `{{count, number}}` writes the count with the language's
 * digit grouping.
 */
export type PluralKey<En extends Catalog> = keyof En extends infer K
  ? K extends `${infer Base}_other`
    ? Base
    : never
  : never;

export type Translate<En extends Catalog> = (
  key: (keyof En & string) | PluralKey<En>,
  values?: TranslationValues,
) => string;

/**
 * A feature's texts in the current language, re-rendering when it changes:
 *   const t = useMessages(usersText); t('deleteConfirm', { username })
 * Keys are checked against the feature's English catalog.
 */
export function useMessages<En extends Catalog>(handle: MessagesHandle<En>): Translate<En> {
  const { t } = useTranslation(handle.namespace, { i18n: adminI18n });
  return useCallback<Translate<En>>((key, values) => t(key, values ?? {}) as string, [t]);
}

/** The language the admin shows now, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation(undefined, { i18n: adminI18n });
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : 'en';
}
