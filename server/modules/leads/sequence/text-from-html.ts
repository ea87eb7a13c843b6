const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&rsquo;': '’',
  '&lsquo;': '‘',
  '&mdash;': '—',
  '&ndash;': '–',
  '&hellip;': '…',
  '&middot;': '·',
  '&amp;': '&',
};

/**
 * The words of a template's HTML as plain text, for the text part when the template has none.
 * Deliberately small: paragraphs, line breaks, list items and links (their address after the
 * words) survive; everything else is dropped. Placeholders pass through untouched.
 */
export function textFromHtml(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*\bhref="(https?:[^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|table|tr|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(nbsp|lt|gt|quot|#39|rsquo|lsquo|mdash|ndash|hellip|middot|amp);/g,
      (entity) => ENTITIES[entity] ?? entity,
    )
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
