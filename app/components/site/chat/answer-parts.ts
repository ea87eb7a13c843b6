import { type ChatLink, type PaletteColour, PaletteColourSchema } from '#shared/chat.ts';

/** Only our own pages, web pages, e-mail and phone: never a javascript: or data: address. */
const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;

/** The links of an answer that are safe to render; anything malformed is dropped, not shown. */
export function linksOf(value: unknown): ChatLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is ChatLink =>
      typeof link?.href === 'string' &&
      typeof link?.label === 'string' &&
      link.label !== '' &&
      SAFE_HREF.test(link.href),
  );
}

/** The colours of an analysis that match the contract (a #rrggbb hex, a name): they become CSS. */
export function paletteOf(value: unknown): PaletteColour[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((colour) => {
    const parsed = PaletteColourSchema.safeParse(colour);
    return parsed.success ? [parsed.data] : [];
  });
}
