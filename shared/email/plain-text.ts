import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * The plain-text part of a sequence template, written from its HTML (issue 28): what a mail app
 * that shows only text, a screen reader in text mode or a spam filter reads. The server writes it
 * at every save of a template whose text is not edited by hand (`email_templates.text_edited`
 * false), and the template editor shows the same function's result as its live preview, so what
 * the editor shows is what is saved.
 *
 * - Paragraphs and headings are lines with a blank line between them; a heading keeps its case.
 * - A link, and a button (a link styled as one), is its words then its address in parentheses:
 *   "Book a consultation (https://…/book)"; `mailto:` drops its scheme. A link whose words are its
 *   address is written once.
 * - A bullet list is "- " lines; a numbered one "1. " lines.
 * - Images are left out, address and all: in a text part an image's address is noise, and a
 *   tracking pixel's is worse.
 * - No wrapping: the placeholders are filled after this, so any wrap would fall in the wrong
 *   place, and mail apps wrap text themselves.
 * - Placeholders (`{{firstName|there}}`, `href="{{bookingLink}}"`) pass through as written.
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // A template is at most 200,000 characters; nesting deeper than any e-mail needs is cut
  // (with "…") rather than walked (the walk recurses).
  limits: { maxDepth: 64, ellipsis: '…' },
  selectors: [
    {
      selector: 'a',
      options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true, noAnchorUrl: true },
    },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    // The formatted editor writes a list item's words in a paragraph: one line per item all the same.
    { selector: 'li > p', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
  ],
};

let converter: ((html: string) => string) | undefined;

/** The template's HTML as the plain text it is sent with (placeholders as written). */
export function plainTextFromHtml(html: string): string {
  // Compiled once, at first use (compiling is most of a short template's cost).
  converter ??= compile(OPTIONS);
  return (
    converter(html)
      .split('\n')
      // html-to-text starts a numbered item with a space (" 1. "): a bullet's "- " does not
      .map((line) => line.trimEnd().replace(/^ (\d+\. )/, '$1'))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
