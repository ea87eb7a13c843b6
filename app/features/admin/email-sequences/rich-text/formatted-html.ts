import { EMAIL_BUTTON_CLASS } from '#shared/email/email-button.ts';

/**
 * What the formatted editor keeps of a template's HTML (issue 28): paragraphs, line breaks, three
 * levels of heading, bold, italic, links, lists and the e-mails' button. Anything else (a table, an
 * image, a style, a comment) it would drop when it reads the HTML, so the editor opens such a
 * template on its HTML tab and asks before switching: raw HTML stays the studio's to write.
 */
const KEPT_ELEMENTS: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel', 'class', 'style'],
};

const TAG = /<(!--[\s\S]*?--|\/?[a-zA-Z][\w-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function unquoted(value: string | undefined): string {
  return (value ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2').trim();
}

/**
 * The parts of `html` the formatted editor would drop, each once, in order: `<table>`,
 * `style on <p>`, `<!-- comment -->`. Empty when the editor keeps everything.
 */
export function formattedEditorDrops(html: string): string[] {
  const drops = new Set<string>();
  for (const match of html.matchAll(TAG)) {
    const [, head = '', rest = ''] = match;
    if (head.startsWith('!--')) {
      drops.add('<!-- comment -->');
      continue;
    }
    if (head.startsWith('/')) continue;
    const tag = head.toLowerCase();
    const kept = KEPT_ELEMENTS[tag];
    if (!kept) {
      drops.add(`<${tag}>`);
      continue;
    }
    const attributes = new Map(
      [...rest.matchAll(ATTRIBUTE)].map(([, name = '', value]) => [name.toLowerCase(), unquoted(value)] as const),
    );
    const isButton = tag === 'a' && attributes.get('class') === EMAIL_BUTTON_CLASS;
    for (const [name, value] of attributes) {
      // A link's class and style are the button's own; anything else is the author's and would go.
      const allowed =
        kept.includes(name) && (tag !== 'a' || !['class', 'style'].includes(name) || isButton || value === '');
      if (!allowed) drops.add(`${name} on <${tag}>`);
    }
  }
  return [...drops];
}
