/** Small text rules the spec fixes, shared by pages, API and PDF. */

/** 'living-room' → 'Living Room' (public site §3: hyphens as spaces, each word capitalised). */
export function formatCategory(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * D2: ceil(words / 200), at least one minute, of a post's content (Markdown, docs/content-format.md).
 * Only words count, not the format's marks: cheap enough for every post of a list, without the
 * parser (which this file, loaded by every public page, must not pull in), and equal to the word
 * count of richTextToPlainText (shared/rich-text/rich-text.test.ts holds the two together).
 */
export function readTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(markdownWordCount(content) / 200));
}

/** An image (`![alt](address)`) is looked at, not read. */
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g;
/** An ordered list's number (`1.`, `2)`) is a mark; `#`, `>`, `-`, `**` hold no letter or digit anyway. */
const LIST_NUMBER = /^\d{1,9}[.)]$/;

/** The words of Markdown as its plain text has them. */
export function markdownWordCount(markdown: string): number {
  return countWords(markdown.replace(MARKDOWN_IMAGE, ' '), LIST_NUMBER);
}

/** Whitespace-separated pieces holding a letter or a digit: "—" or "&" alone is not a word. */
export function countWords(text: string, notAWord?: RegExp): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token) && !notAWord?.test(token)).length;
}

/** Cuts at `max` characters and adds '...' when something was cut (featured cards: 100). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}
