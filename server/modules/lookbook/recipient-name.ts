/** A first name as long as any real one, and short enough to sit on one line of the cover. */
export const MAX_RECIPIENT_NAME_LENGTH = 40;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The visitor's name as the PDF shows it: plain text, NFC, control and formatting characters
 * removed (CR/LF, tabs, bidi overrides that could reorder the line), whitespace collapsed, at most
 * MAX_RECIPIENT_NAME_LENGTH characters as a reader counts them. Joiners inside emoji and scripts stay.
 */
export function cleanRecipientName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\p{Cf}/gu, (char) => (char === '\u200c' || char === '\u200d' ? char : ''))
    .replace(/\s+/gu, ' ')
    .trim();
  const letters = [...graphemes.segment(cleaned)].map((s) => s.segment);
  return letters.slice(0, MAX_RECIPIENT_NAME_LENGTH).join('').trim();
}
