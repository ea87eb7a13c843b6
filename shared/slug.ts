import slugifyWords from '@sindresorhus/slugify';

/**
 * D3: 'Café Søren’s Loft' → 'cafe-sorens-loft'. Accents are folded to their base letter first
 * (ü → u, not the German ue), then the library transliterates what is left (ø, ß, æ…), lower-cases
 * and joins words with hyphens, dropping punctuation. Empty when nothing usable remains.
 */
export function slugify(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '');
  return slugifyWords(folded, { decamelize: false }).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

export const SLUG_MAX_LENGTH = 120;

/** What a stored slug looks like: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
