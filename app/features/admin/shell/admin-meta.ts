import { messages } from '../shared/sections/messages.ts';

type SectionLabel = keyof typeof messages.en;

/**
 * The server-rendered title (English; the admin retitles the window in the user's language once
 * it knows it) and noindex: admin pages never belong in a search engine.
 */
export function adminMeta(title: SectionLabel | string) {
  const label = title in messages.en ? messages.en[title as SectionLabel] : title;
  const full = label === messages.en.adminTitle ? label : `${label} · ${messages.en.adminTitle}`;
  return [{ title: full }, { name: 'robots', content: 'noindex, nofollow' }];
}
