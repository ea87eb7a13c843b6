import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ImageRef } from '../media.ts';
import { MEDIA_URL_PATTERN } from '../media-address.ts';

/**
 * The format of a post's content and a project's description ("the story"), issue 29, ADR 024 and
 * docs/content-format.md: a small, safe subset of Markdown (CommonMark) parsed into this tree, which
 * the site renders with React components — never as an HTML string. What is not in the tree cannot
 * be rendered: raw HTML and code stay visible text, unsafe links lose their address, and an image
 * shows only when it is one of the studio's own stored images.
 *
 * The parser is big next to a page's own code, so the public pages never load it: their loaders
 * parse on the server and send the tree (app/lib/*.server.ts); only the admin's live preview
 * parses in the browser.
 */

export type RichTextInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: RichTextInline[] }
  | { kind: 'emphasis'; children: RichTextInline[] }
  | { kind: 'link'; href: string; children: RichTextInline[] }
  | { kind: 'break' };

export type RichTextBlock =
  | { kind: 'heading'; level: 2 | 3; children: RichTextInline[] }
  | { kind: 'paragraph'; children: RichTextInline[] }
  | { kind: 'quote'; children: RichTextBlock[] }
  | { kind: 'list'; ordered: boolean; items: RichTextBlock[][] }
  /**
   * `src` is always a stored image's address (`/media/<hash>/<width>.<ext>`). `image` is that
   * image as the pages draw it (its alt is the block's `alt`), filled in on the server by
   * `resolveRichTextImages` (server/modules/media) so the page can serve it responsively; the
   * admin's preview, parsed in the browser, has none and shows `src` as it is.
   */
  | { kind: 'image'; src: string; alt: string; image?: ImageRef };

/**
 * How deep quotes and lists may nest (a list in a quote in a list… counts each). Deeper containers
 * give their blocks to the one above them, so no text is lost; the limit keeps hostile input
 * (`>>>>>>…`) from costing the parser seconds and the page thousands of nested elements.
 */
export const MAX_NESTING = 8;
/** The same for marks (emphasis in strong in emphasis…): deeper ones keep their text, unmarked. */
const MAX_INLINE_NESTING = 8;

/**
 * One quote or list marker opening a line (`>`, `- `, `1. `). A line opening more than MAX_NESTING
 * of them (`>>>>>>…`, `> - > - …`) keeps the first MAX_NESTING: micromark's time grows with the
 * square of the depth and its recursion overflows the stack past a few thousand levels. Each
 * marker takes at most one blank after it so the pattern cannot backtrack over long runs of spaces.
 */
const CONTAINER_MARKER = String.raw`[ \t]*(?:>|[-+*][ \t]|\d{1,9}[.)][ \t])`;
const DEEP_CONTAINERS = new RegExp(`^((?:${CONTAINER_MARKER}){${MAX_NESTING}})(?:${CONTAINER_MARKER})+`, 'gm');

export function parseRichText(markdown: string): RichTextBlock[] {
  return blocksOf(fromMarkdown(markdown.replace(DEEP_CONTAINERS, '$1')).children, 0);
}

/** The words a reader reads, paragraphs separated by a blank line: for excerpts, meta descriptions, read time, search and the PDF. */
export function richTextToPlainText(markdown: string): string {
  return plainTextOf(parseRichText(markdown));
}

export function plainTextOf(blocks: readonly RichTextBlock[]): string {
  return blocks
    .flatMap(blockTexts)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/**
 * The address a link keeps: the web (`https:`, `http:`), e-mail (`mailto:`), phone (`tel:`), a
 * path on this site (`/…`, not `//…` nor `/\…`, which browsers read as another host) and a place
 * on this page (`#…`). Anything else — `javascript:`, `data:`, relative paths — is refused (null)
 * and the link shows as its text.
 */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^(?:https?|mailto|tel):/i.test(href)) return href;
  if (href.startsWith('#')) return href;
  if (/^\/(?![/\\])/.test(href) && !href.includes('\\')) return href;
  return null;
}

/** True for an address of the studio's own media store, the only images a post may show (CSP img-src, visitors' privacy). */
export function isStoredImageAddress(src: string): boolean {
  return MEDIA_URL_PATTERN.test(src);
}

function blocksOf(nodes: readonly RootContent[], depth: number): RichTextBlock[] {
  return nodes.flatMap((node) => blockOf(node, depth));
}

function blockOf(node: RootContent, depth: number): RichTextBlock[] {
  switch (node.type) {
    case 'heading': {
      // The page title is the only h1: `#` and `##` are sections, `###` and deeper sub-sections.
      const children = trimEdges(inlinesOf(node.children, 0));
      return children.length > 0 ? [{ kind: 'heading', level: node.depth <= 2 ? 2 : 3, children }] : [];
    }
    case 'paragraph':
      return paragraphBlocks(node.children, depth === 0);
    case 'blockquote': {
      const children = blocksOf(node.children, depth + 1);
      if (children.length === 0) return [];
      return depth >= MAX_NESTING ? children : [{ kind: 'quote', children }];
    }
    case 'list': {
      const items = node.children.map((item) => blocksOf(item.children, depth + 1)).filter((item) => item.length > 0);
      if (items.length === 0) return [];
      return depth >= MAX_NESTING ? items.flat() : [{ kind: 'list', ordered: node.ordered === true, items }];
    }
    // Raw HTML and code are shown as the text they are, never as markup.
    case 'html':
    case 'code':
      return textParagraphs(node.value);
    // A rule, a link definition: nothing to read.
    default:
      return [];
  }
}

/** Text kept as it was typed, a paragraph per blank-line-separated part. */
function textParagraphs(value: string): RichTextBlock[] {
  return value
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
    .map((part) => cleanText(part).trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph', children: [{ kind: 'text', text }] }));
}

/**
 * A paragraph, with the images in it lifted out as image blocks where they stand. D4's legacy
 * sub-heading — a paragraph of the text itself (not in a quote or a list: `- **Oak**` is a bold
 * item) that is one `**strong**` phrase and nothing else — is a section heading, so posts written
 * before issue 29 render as they did.
 */
function paragraphBlocks(children: readonly PhrasingContent[], topLevel: boolean): RichTextBlock[] {
  const meaningful = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = topLevel && meaningful.length === 1 ? meaningful[0] : undefined;
  if (only?.type === 'strong' && !only.children.some(holdsImage)) {
    const inlines = trimEdges(inlinesOf(only.children, 1));
    return inlines.length > 0 ? [{ kind: 'heading', level: 2, children: inlines }] : [];
  }
  const blocks: RichTextBlock[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const inlines = trimEdges(inlinesOf(run, 0));
    if (inlines.length > 0) blocks.push({ kind: 'paragraph', children: inlines });
    run = [];
  };
  for (const child of children) {
    const images = imagesStandingAlone(child);
    if (!images) {
      run.push(child);
      continue;
    }
    // Any other image is left out without a trace: its alt text, written to sit beside a picture,
    // would read as a stray sentence.
    const stored = images.filter((image) => isStoredImageAddress(image.url));
    if (stored.length === 0) continue;
    flush();
    for (const image of stored) blocks.push({ kind: 'image', src: image.url, alt: cleanText(image.alt ?? '').trim() });
  }
  flush();
  return blocks;
}

type ImageNode = Extract<PhrasingContent, { type: 'image' }>;

/** An image, or a link around nothing but images (`[![alt](src)](href)`: the image stays, the link goes). */
function imagesStandingAlone(node: PhrasingContent): ImageNode[] | null {
  if (node.type === 'image') return [node];
  if (node.type !== 'link' && node.type !== 'linkReference') return null;
  const inner = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  return inner.length > 0 && inner.every((child) => child.type === 'image') ? (inner as ImageNode[]) : null;
}

function holdsImage(node: Nodes): boolean {
  if (node.type === 'image' || node.type === 'imageReference') return true;
  return 'children' in node && node.children.some(holdsImage);
}

function inlinesOf(nodes: readonly PhrasingContent[], depth: number): RichTextInline[] {
  return mergeTexts(nodes.flatMap((node) => inlineOf(node, depth)));
}

function inlineOf(node: PhrasingContent, depth: number): RichTextInline[] {
  switch (node.type) {
    case 'text':
      return [{ kind: 'text', text: cleanText(node.value) }];
    // Shown as typed, never as markup or code.
    case 'html':
    case 'inlineCode':
      return [{ kind: 'text', text: cleanText(node.value) }];
    case 'break':
      return [{ kind: 'break' }];
    case 'strong':
    case 'emphasis': {
      const children = inlinesOf(node.children, depth + 1);
      if (children.length === 0) return [];
      if (depth >= MAX_INLINE_NESTING) return children;
      return [{ kind: node.type, children }];
    }
    case 'link': {
      const children = inlinesOf(node.children, depth + 1);
      const href = safeHref(node.url);
      if (children.length === 0) return [];
      return href === null ? children : [{ kind: 'link', href, children }];
    }
    // `[text][ref]`: its definition is not part of the format, so it reads as its text.
    case 'linkReference':
      return inlinesOf(node.children, depth + 1);
    // An image inside a heading, a mark or a link's text has no place in a line: it is left out.
    default:
      return [];
  }
}

/** A line break typed inside a paragraph (a "soft" one) reads as a space, as it always has. */
function cleanText(value: string): string {
  return value.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
}

function mergeTexts(inlines: RichTextInline[]): RichTextInline[] {
  const merged: RichTextInline[] = [];
  for (const inline of inlines) {
    const last = merged.at(-1);
    if (inline.kind === 'text' && last?.kind === 'text')
      merged[merged.length - 1] = { kind: 'text', text: last.text + inline.text };
    else if (inline.kind !== 'text' || inline.text !== '') merged.push(inline);
  }
  return merged;
}

/** No line break or space at either end of a block (what is left beside a lifted image). */
function trimEdges(inlines: RichTextInline[]): RichTextInline[] {
  const out = [...inlines];
  while (out[0]?.kind === 'break') out.shift();
  while (out.at(-1)?.kind === 'break') out.pop();
  const first = out[0];
  if (first?.kind === 'text') out[0] = { kind: 'text', text: first.text.trimStart() };
  const lastIndex = out.length - 1;
  const last = out[lastIndex];
  if (last?.kind === 'text') out[lastIndex] = { kind: 'text', text: last.text.trimEnd() };
  return out.filter((inline) => inline.kind !== 'text' || inline.text !== '');
}

function blockTexts(block: RichTextBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [inlineText(block.children)];
    case 'quote':
      return block.children.flatMap(blockTexts);
    case 'list':
      return block.items.flatMap((item) => item.flatMap(blockTexts));
    case 'image':
      return [];
  }
}

function inlineText(inlines: readonly RichTextInline[]): string {
  return inlines
    .map((inline) => {
      if (inline.kind === 'text') return inline.text;
      if (inline.kind === 'break') return '\n';
      return inlineText(inline.children);
    })
    .join('');
}
