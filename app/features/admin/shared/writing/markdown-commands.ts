/**
 * What the writing surface's toolbar and shortcuts do to the text (issue 29, docs/writing.md): pure
 * functions from the text and its selection to one replacement. The surface applies the
 * replacement as typing would (so the browser's undo takes it back), and these tests say what each
 * command writes. The Markdown written is the subset the public pages render (shared/rich-text):
 * `## `, `### `, `**bold**`, `*italic*`, `[text](url)`, `> `, `- `, `1. `, `![alt](url)`.
 */

/** The text and what is selected in it (start === end: a caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/**
 * One change: the text between `from` and `to` becomes `insert`; then the selection is
 * `selectionStart`–`selectionEnd` (offsets in the new text).
 */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The text after an edit, with its selection: what the fallback writes and what tests read. */
export function applyEdit(text: string, edit: TextEdit): TextSelection {
  return {
    text: text.slice(0, edit.from) + edit.insert + text.slice(edit.to),
    start: edit.selectionStart,
    end: edit.selectionEnd,
  };
}

export type InlineMark = 'bold' | 'italic';
export type LineStyle = 'heading2' | 'heading3' | 'quote' | 'bulleted' | 'numbered';

const MARKERS: Record<InlineMark, string> = { bold: '**', italic: '*' };

/** Is `marker` exactly the run of asterisks at this side (so `**` is not taken for `*`)? */
function runOfStars(text: string, index: number, direction: -1 | 1): number {
  let count = 0;
  for (let i = direction === 1 ? index : index - 1; i >= 0 && i < text.length && text[i] === '*'; i += direction) {
    count += 1;
  }
  return count;
}

/** A run of asterisks holds the marker: `**` for bold; for italic one, or three (bold and italic). */
function holds(run: number, mark: InlineMark): boolean {
  return mark === 'bold' ? run >= 2 : run === 1 || run === 3;
}

/**
 * Bold or italic: wraps the selection in `**`/`*`, or unwraps it when it is already wrapped (the
 * markers just outside it, or its own first and last characters). Spaces at the selection's ends
 * (a double-clicked word takes the space after it) stay outside the marks. A caret gets an empty
 * pair with the caret inside, to type into.
 */
export function toggleInline({ text, start, end }: TextSelection, mark: InlineMark): TextEdit {
  const marker = MARKERS[mark];
  const size = marker.length;
  // Already wrapped, markers outside the selection: remove them.
  if (holds(runOfStars(text, start, -1), mark) && holds(runOfStars(text, end, 1), mark)) {
    return {
      from: start - size,
      to: end + size,
      insert: text.slice(start, end),
      selectionStart: start - size,
      selectionEnd: end - size,
    };
  }
  const selected = text.slice(start, end);
  // The markers selected with the text: remove them.
  if (
    selected.length >= size * 2 &&
    holds(runOfStars(selected, 0, 1), mark) &&
    holds(runOfStars(selected, selected.length, -1), mark)
  ) {
    const inner = selected.slice(size, selected.length - size);
    return { from: start, to: end, insert: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const from = start + lead;
  const to = Math.max(from, end - trail);
  const word = text.slice(from, to);
  return {
    from,
    to,
    insert: `${marker}${word}${marker}`,
    selectionStart: from + size,
    selectionEnd: from + size + word.length,
  };
}

const LINE_PREFIX = /^(?:#{1,6}\s+|>\s?|[-*+]\s+|\d{1,9}[.)]\s+)/;

function prefixOf(style: LineStyle, index: number): string {
  switch (style) {
    case 'heading2':
      return '## ';
    case 'heading3':
      return '### ';
    case 'quote':
      return '> ';
    case 'bulleted':
      return '- ';
    case 'numbered':
      return `${index + 1}. `;
  }
}

/** Does this line already have the style (its prefix, whatever the number of a numbered item)? */
function hasStyle(line: string, style: LineStyle): boolean {
  switch (style) {
    case 'heading2':
      return /^##\s/.test(line) && !/^###/.test(line);
    case 'heading3':
      return /^###\s/.test(line) && !/^####/.test(line);
    case 'quote':
      return /^>/.test(line);
    case 'bulleted':
      return /^[-*+]\s/.test(line);
    case 'numbered':
      return /^\d{1,9}[.)]\s/.test(line);
  }
}

/**
 * A heading, a quote or a list: the style of every line the selection touches. When every
 * non-blank line already has it, it is taken off (a second press undoes the first); otherwise each
 * non-blank line gets it in place of any other block style it had (a bulleted item becomes a
 * numbered one, a quote a heading). A numbered list counts 1, 2, 3…. One empty line (a caret on a
 * blank line) gets the prefix, to start typing after it. A caret stays where it was in its words;
 * a selection covers the changed lines.
 */
export function toggleLines({ text, start, end }: TextSelection, style: LineStyle): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends at the start of a line (a triple-click) does not take that line.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = text.indexOf('\n', last);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const written = lines.filter((line) => line.trim() !== '');
  const removing = written.length > 0 && written.every((line) => hasStyle(line, style));

  let counter = 0;
  const changed = lines.map((line) => {
    if (removing) return line.replace(LINE_PREFIX, '');
    if (line.trim() === '' && lines.length > 1) return line;
    const prefix = prefixOf(style, counter);
    counter += 1;
    return prefix + line.replace(LINE_PREFIX, '');
  });
  const insert = changed.join('\n');

  if (start === end) {
    // The caret keeps its place among its line's words.
    const lineIndex = text.slice(from, start).split('\n').length - 1;
    const before = lines.slice(0, lineIndex).join('\n').length + (lineIndex > 0 ? 1 : 0);
    const oldLine = lines[lineIndex] ?? '';
    const newLine = changed[lineIndex] ?? '';
    const oldPrefix = oldLine.length - oldLine.replace(LINE_PREFIX, '').length;
    const newPrefix = newLine.length - newLine.replace(LINE_PREFIX, '').length;
    const inWords = Math.max(0, start - from - before - oldPrefix);
    const caret = from + before + newPrefix + Math.min(inWords, newLine.length - newPrefix);
    return { from, to, insert, selectionStart: caret, selectionEnd: caret };
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length };
}

/** Does the selection look like an address (then it is the link's target, not its words)? */
function isAddress(value: string): boolean {
  return /^(https?:\/\/|mailto:|\/)\S+$/.test(value.trim());
}

/**
 * A link around the selection: `[words](https://)` with the address selected, to type or paste
 * over. A selected address becomes the target, and the words are left to type (`[|](address)`);
 * nothing selected gives `[placeholder](https://)` with the placeholder selected.
 */
export function insertLink({ text, start, end }: TextSelection, placeholder: string): TextEdit {
  const selected = text.slice(start, end);
  const trail = selected.length - selected.trimEnd().length;
  const to = end - trail;
  const words = text.slice(start, to);
  if (words && isAddress(words)) {
    const insert = `[](${words.trim()})`;
    return { from: start, to, insert, selectionStart: start + 1, selectionEnd: start + 1 };
  }
  const label = words || placeholder;
  const insert = `[${label}](https://)`;
  if (!words) return { from: start, to, insert, selectionStart: start + 1, selectionEnd: start + 1 + label.length };
  const url = start + label.length + 3;
  return { from: start, to, insert, selectionStart: url, selectionEnd: url + 'https://'.length };
}

/** Alt text as Markdown reads it back: brackets and backslashes escaped, on one line. */
export function escapeAlt(alt: string): string {
  return alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** An address as a Markdown destination: spaces and parentheses encoded, so it ends where it should. */
function destination(url: string): string {
  const codes: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29', '<': '%3C', '>': '%3E' };
  return url.trim().replace(/[ ()<>]/g, (char) => codes[char] ?? char);
}

/**
 * An image from the library, `![alt](url)`, as a paragraph of its own (an image block): blank lines
 * are added before and after it when the caret is inside other words. The selection, if any, is
 * replaced; the caret goes after the image.
 */
export function insertImage({ text, start, end }: TextSelection, image: { url: string; alt: string }): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const markdown = `![${escapeAlt(image.alt)}](${destination(image.url)})`;
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' ? '' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${markdown}${tail}`;
  const caret = start + lead.length + markdown.length + (after === '' ? 0 : tail.length);
  return { from: start, to: end, insert, selectionStart: caret, selectionEnd: caret };
}

/**
 * Enter inside a list or a quote, as a writer expects: the next line starts the next item (`- `,
 * the next number, `> `); Enter on an item left empty ends the list instead (its marker goes).
 * Null when the caret's line is no item (a plain new line), or when text is selected.
 */
export function continueBlock({ text, start, end }: TextSelection): TextEdit | null {
  if (start !== end) return null;
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const line = text.slice(from, start);
  const match = /^(\s*)(?:([-*+])|(\d{1,9})([.)])|(>))\s/.exec(line);
  if (!match) return null;
  const [marker = '', indent = '', bullet, number, delimiter, quote] = match;
  const rest = text.slice(start, text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start));
  if (line.slice(marker.length).trim() === '' && rest.trim() === '') {
    // An empty item: the list (or quote) ends here.
    return { from, to: start, insert: '', selectionStart: from, selectionEnd: from };
  }
  const next = bullet ? `${bullet} ` : quote ? '> ' : `${Number(number) + 1}${delimiter} `;
  const insert = `\n${indent}${next}`;
  return { from: start, to: start, insert, selectionStart: start + insert.length, selectionEnd: start + insert.length };
}
