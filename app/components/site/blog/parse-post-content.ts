/**
 * D4: a post's content is plain text. Paragraphs are separated by blank lines; a paragraph wrapped
 * in double asterisks as a whole (`**Like this**`) is a sub-heading. Nothing else is markup, so the
 * blocks are rendered as text and never as HTML.
 */
export type PostContentBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

const WRAPPED_IN_DOUBLE_ASTERISKS = /^\*\*(.+)\*\*$/s;

export function parsePostContent(content: string): PostContentBlock[] {
  return content
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(toBlock);
}

function toBlock(paragraph: string): PostContentBlock {
  const inner = WRAPPED_IN_DOUBLE_ASTERISKS.exec(paragraph)?.[1]?.trim();
  // `**One** and **two**` starts and ends with ** but is not one wrapped phrase.
  if (inner && !inner.includes('**')) return { kind: 'heading', text: collapseLines(inner) };
  return { kind: 'paragraph', text: paragraph };
}

/** A sub-heading typed over two lines is still one heading. */
function collapseLines(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ');
}
