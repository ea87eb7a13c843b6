import type { SnapshotValue } from '#shared/admin/history.ts';

/** The longest text the Conflict dialog shows of one side of a field (a whole post would bury the choice). */
export const VALUE_TEXT_MAX = 600;

/**
 * A stored field's value as words for the Conflict dialog: HTML (a post's or template's body) as
 * its text, a list by its items, a group of fields by its values, yes/no for a switch.
 */
export function describeValue(value: SnapshotValue, words: { yes: string; no: string }): string {
  const text = plain(value, words);
  return text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX).trimEnd()}…` : text;
}

function plain(value: SnapshotValue, words: { yes: string; no: string }): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /<\/?[a-z][^>]*>/i.test(value) ? textOfHtml(value) : value;
  if (Array.isArray(value))
    return value
      .map((item) => plain(item, words))
      .filter(Boolean)
      .join(', ');
  return Object.values(value)
    .map((item) => plain(item, words))
    .filter(Boolean)
    .join(' · ');
}

function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A list of images (objects with a `/media/` url) or one image URL: their URLs; null for anything else. */
export function imagesOf(value: SnapshotValue): string[] | null {
  if (typeof value === 'string') return /^\/media\/\S+$/.test(value) ? [value] : null;
  if (!Array.isArray(value) || value.length === 0) return null;
  const urls = value.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item) && typeof item.url === 'string' ? item.url : null,
  );
  return urls.every((url): url is string => url !== null) ? urls : null;
}
