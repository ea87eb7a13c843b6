import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/admin/auth.ts';

/**
 * The admin's one i18next instance (D28). Every feature registers its own catalog under its own
 * namespace (`registerMessages`); the language is the signed-in user's preference, never guessed
 * from the browser, and English until the user is known (the server renders English).
 */
export const adminI18n = i18next.createInstance();

void adminI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  // Catalogs are bundled with their feature: nothing to load, so initialise synchronously.
  initAsync: false,
  // React escapes what it renders; escaping here would show "&quot;" in the UI.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A catalog: message keys to texts, with `{{name}}` placeholders. */
export type Catalog = Record<string, string>;

/** English first (the spec's texts); Spanish and French must have exactly English's keys. */
export type Messages<En extends Catalog> = { en: En } & {
  [L in Exclude<Language, 'en'>]: { [K in keyof En]: string };
};

/** What `useMessages` needs to translate a feature's keys with type checking. */
export interface MessagesHandle<En extends Catalog> {
  readonly namespace: string;
  readonly en: En;
}

/**
 * Adds a feature's catalog to the instance, once per language, and returns the handle its
 * components pass to `useMessages`:
 *   export const usersText = registerMessages('users', messages);
 */
export function registerMessages<En extends Catalog>(namespace: string, messages: Messages<En>): MessagesHandle<En> {
  for (const language of LANGUAGES) {
    adminI18n.addResourceBundle(language, namespace, messages[language], true, true);
  }
  return { namespace, en: messages.en };
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language the admin shows now. */
export function currentLanguage(): Language {
  const language = adminI18n.resolvedLanguage ?? adminI18n.language;
  return language && isLanguage(language) ? language : 'en';
}

/** Texts a layer above loads only for the language shown (the error texts), before it is shown. */
type LanguageLoader = (language: Language) => Promise<void>;
const languageLoaders: LanguageLoader[] = [];

/**
 * Registers texts to load whenever the admin switches language; when the admin already shows
 * another language than English, they start loading now.
 */
export function loadForEachLanguage(loader: LanguageLoader): void {
  languageLoaders.push(loader);
  const language = currentLanguage();
  if (language !== 'en') void loader(language);
}

/** Switches every admin text (and `<html lang>`, see use-document-language.ts) to `language`. */
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all(languageLoaders.map((load) => load(language)));
  if (adminI18n.language !== language) await adminI18n.changeLanguage(language);
}
