import { describe, expect, it } from 'vitest';
import { countWords, markdownWordCount } from '../text.ts';
import { parseRichText, type RichTextBlock, type RichTextInline, richTextToPlainText, safeHref } from './rich-text.ts';

const IMAGE = '/media/0123456789abcdef0123/1280.jpg';
const text = (value: string): RichTextInline => ({ kind: 'text', text: value });
const paragraph = (...children: RichTextInline[]): RichTextBlock => ({ kind: 'paragraph', children });
const plain = (value: string) => paragraph(text(value));

describe('parseRichText: what a post and a project story render (docs/content-format.md)', () => {
  describe('the marks the editor writes', () => {
    it('reads # and ## as section headings and ### and deeper as sub-sections (the page title is the only h1)', () => {
      expect(parseRichText('# One\n\n## Two\n\n### Three\n\n###### Six')).toEqual([
        { kind: 'heading', level: 2, children: [text('One')] },
        { kind: 'heading', level: 2, children: [text('Two')] },
        { kind: 'heading', level: 3, children: [text('Three')] },
        { kind: 'heading', level: 3, children: [text('Six')] },
      ]);
    });

    it('reads **bold**, *italic* and _italic_ inside a paragraph', () => {
      expect(parseRichText('Warm **oak** and *lime* and _clay_.')).toEqual([
        paragraph(
          text('Warm '),
          { kind: 'strong', children: [text('oak')] },
          text(' and '),
          { kind: 'emphasis', children: [text('lime')] },
          text(' and '),
          { kind: 'emphasis', children: [text('clay')] },
          text('.'),
        ),
      ]);
    });

    it('reads a link with its address and its marked text', () => {
      expect(parseRichText('See [the **lamp**](https://example.com/lamp?x=1).')).toEqual([
        paragraph(
          text('See '),
          {
            kind: 'link',
            href: 'https://example.com/lamp?x=1',
            children: [text('the '), { kind: 'strong', children: [text('lamp')] }],
          },
          text('.'),
        ),
      ]);
    });

    it('reads > as a quote holding blocks, nested quotes included', () => {
      expect(parseRichText('> Light first.\n>\n> > Then colour.')).toEqual([
        { kind: 'quote', children: [plain('Light first.'), { kind: 'quote', children: [plain('Then colour.')] }] },
      ]);
    });

    it('reads - and 1. as lists whose items hold blocks, nested lists included', () => {
      expect(parseRichText('- oak\n- lime\n  1. first\n  2. second\n\n1. one')).toEqual([
        {
          kind: 'list',
          ordered: false,
          items: [
            [plain('oak')],
            [plain('lime'), { kind: 'list', ordered: true, items: [[plain('first')], [plain('second')]] }],
          ],
        },
        { kind: 'list', ordered: true, items: [[plain('one')]] },
      ]);
    });

    it('reads an image from the media library as an image block where it stands in the text', () => {
      expect(parseRichText(`Before.\n![A sunlit kitchen](${IMAGE})\nAfter.\n\n![](${IMAGE})`)).toEqual([
        plain('Before.'),
        { kind: 'image', src: IMAGE, alt: 'A sunlit kitchen' },
        plain('After.'),
        { kind: 'image', src: IMAGE, alt: '' },
      ]);
    });

    it('keeps an image wrapped in a link as the image alone', () => {
      expect(parseRichText(`[![Hall](${IMAGE})](https://example.com)`)).toEqual([
        { kind: 'image', src: IMAGE, alt: 'Hall' },
      ]);
    });

    it('reads a line ending in two spaces or a backslash as a line break, and any other line break as a space', () => {
      expect(parseRichText('One  \nTwo\\\nThree\nand four.')).toEqual([
        paragraph(text('One'), { kind: 'break' }, text('Two'), { kind: 'break' }, text('Three and four.')),
      ]);
    });
  });

  describe('posts written before issue 29 (D4) render as they did', () => {
    it('splits paragraphs on blank lines', () => {
      expect(parseRichText('First paragraph.\n\nSecond paragraph.')).toEqual([
        plain('First paragraph.'),
        plain('Second paragraph.'),
      ]);
    });

    it('accepts Windows line endings, several blank lines and blank lines holding spaces', () => {
      expect(parseRichText('\r\n\r\nOne.\r\n\r\n\r\n\r\nTwo.\n  \n\t\nThree.\n\n')).toEqual([
        plain('One.'),
        plain('Two.'),
        plain('Three.'),
      ]);
    });

    it('keeps a single line break inside its paragraph, read as a space', () => {
      expect(parseRichText('A line\nand the next line.')).toEqual([plain('A line and the next line.')]);
    });

    it('reads a paragraph wrapped in double asterisks as a section heading', () => {
      expect(parseRichText('Intro.\n\n**Light at three heights**\n\nBody.')).toEqual([
        plain('Intro.'),
        { kind: 'heading', level: 2, children: [text('Light at three heights')] },
        plain('Body.'),
      ]);
    });

    it('reads a sub-heading with surrounding spaces or over two lines as one heading', () => {
      expect(parseRichText('  **Choose warm bulbs**  \r\n\r\n**Dim\r\neverything**')).toEqual([
        { kind: 'heading', level: 2, children: [text('Choose warm bulbs')] },
        { kind: 'heading', level: 2, children: [text('Dim everything')] },
      ]);
    });

    it('keeps a wholly bold list item or quote bold: the sub-heading rule is for paragraphs of the text itself', () => {
      expect(parseRichText('- **Oak**\n\n> **Said once**')).toEqual([
        { kind: 'list', ordered: false, items: [[paragraph({ kind: 'strong', children: [text('Oak')] })]] },
        { kind: 'quote', children: [paragraph({ kind: 'strong', children: [text('Said once')] })] },
      ]);
    });

    it('keeps a paragraph with ** only at the start as text', () => {
      expect(parseRichText('**Bold start and then the rest of the sentence.')).toEqual([
        plain('**Bold start and then the rest of the sentence.'),
      ]);
    });

    it('reads two starred phrases in one paragraph as bold phrases, not a heading (they were literal asterisks before)', () => {
      expect(parseRichText('**One** and **two**')).toEqual([
        paragraph({ kind: 'strong', children: [text('One')] }, text(' and '), {
          kind: 'strong',
          children: [text('two')],
        }),
      ]);
    });

    it('keeps bare asterisks as text, and drops a rule of four (a thematic break, nothing to read)', () => {
      expect(parseRichText('****\n\n**')).toEqual([plain('**')]);
    });

    it('leaves markup as the text it is', () => {
      expect(parseRichText('<script>alert(1)</script>\n\n**<b>Bold</b>**')).toEqual([
        plain('<script>alert(1)</script>'),
        { kind: 'heading', level: 2, children: [text('<b>Bold</b>')] },
      ]);
    });

    it('gives nothing for empty content', () => {
      expect(parseRichText('')).toEqual([]);
      expect(parseRichText('\n\n  \n')).toEqual([]);
    });
  });

  describe('what is never rendered as markup', () => {
    it('shows raw HTML blocks and inline HTML as text', () => {
      expect(parseRichText('<div onclick="x()">\nHi\n</div>\n\nA <img src=x onerror=alert(1)> b')).toEqual([
        plain('<div onclick="x()"> Hi </div>'),
        plain('A <img src=x onerror=alert(1)> b'),
      ]);
    });

    it('shows code as its text, fenced, indented or inline', () => {
      expect(parseRichText('```js\nalert(1)\n```\n\n    indented code\n\nuse `<b>` here')).toEqual([
        plain('alert(1)'),
        plain('indented code'),
        plain('use <b> here'),
      ]);
    });

    it('drops rules and link definitions, and reads a reference link as its text', () => {
      expect(parseRichText('Above\n\n---\n\n[site][s] here\n\n[s]: javascript:alert(1)')).toEqual([
        plain('Above'),
        plain('site here'),
      ]);
    });

    it('keeps the address of web, e-mail, phone, same-site and same-page links', () => {
      for (const href of [
        'https://a.example/x',
        'http://a.example',
        'mailto:hi@studio.example',
        'tel:+15551234',
        '/projects/teal',
        '#plan',
      ]) {
        expect(parseRichText(`[go](${href})`)).toEqual([paragraph({ kind: 'link', href, children: [text('go')] })]);
      }
    });

    it('shows a link to any other kind of address as its text alone', () => {
      const hostile = [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        '<javascript:alert(1)>',
        'data:text/html;base64,PHNjcmlwdD4=',
        'vbscript:msgbox(1)',
        '//evil.example/x',
        '/\\evil.example',
        'relative/page',
        'file:///etc/passwd',
      ];
      for (const href of hostile) expect(parseRichText(`[go](${href})`), href).toEqual([plain('go')]);
      expect(parseRichText('<javascript:alert(1)>')).toEqual([plain('javascript:alert(1)')]);
    });

    it('drops an image that is not from the studio’s own media store, whatever its alt text', () => {
      const foreign = [
        'https://tracker.example/pixel.gif',
        '//tracker.example/a.jpg',
        '/media/0123456789abcdef0123/1280.jpg?x=1',
        '/media/../admin/1280.jpg',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
      ];
      for (const src of foreign)
        expect(parseRichText(`Text ![a cat](${src}) more`), src).toEqual([plain('Text  more')]);
    });

    it('leaves out an image inside a heading or a bold phrase', () => {
      expect(parseRichText(`## Hall ![x](${IMAGE})\n\nA **b ![x](${IMAGE})** c`)).toEqual([
        { kind: 'heading', level: 2, children: [text('Hall')] },
        paragraph(text('A '), { kind: 'strong', children: [text('b ')] }, text(' c')),
      ]);
    });

    it('flattens quotes and lists nested beyond 8 levels into the eighth, losing no text and no time', () => {
      const started = performance.now();
      const blocks = parseRichText(`${'>'.repeat(100_000)} deep`);
      expect(performance.now() - started).toBeLessThan(1000);
      let depth = 0;
      let level: RichTextBlock[] = blocks;
      while (level[0]?.kind === 'quote') {
        depth += 1;
        level = level[0].children;
      }
      expect(depth).toBe(8);
      expect(level).toEqual([plain('deep')]);

      const mixed = parseRichText(`${'> - 1. '.repeat(30_000)}deep`);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(richTextToPlainText(`${'> - 1. '.repeat(30_000)}deep`)).toBe('deep');
      expect(JSON.stringify(mixed).match(/"kind":"(quote|list)"/g)).toHaveLength(8);

      const lists = Array.from({ length: 30 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
      expect(richTextToPlainText(lists).split('\n\n')).toHaveLength(30);
      expect(JSON.stringify(parseRichText(lists)).match(/"kind":"list"/g)).toHaveLength(8);
    });

    it('keeps the text of marks nested beyond 8 levels', () => {
      const deep = `${'*'.repeat(40)}deep${'*'.repeat(40)}`;
      expect(richTextToPlainText(deep)).toBe('deep');
      expect(JSON.stringify(parseRichText(deep)).match(/"kind":"(strong|emphasis)"/g)?.length).toBeLessThanOrEqual(8);
    });
  });
});

describe('safeHref', () => {
  it('keeps the allowed addresses trimmed and refuses the rest', () => {
    expect(safeHref(' https://x.example ')).toBe('https://x.example');
    expect(safeHref('/')).toBe('/');
    expect(safeHref('/a\\b')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

describe('richTextToPlainText: the words a reader reads', () => {
  it('drops the marks, keeps the words, one blank line between blocks', () => {
    const markdown = [
      '## Light',
      'Warm **oak** and [a *lamp*](https://x.example).',
      '> Quote',
      '- one\n- two',
      `![Kitchen](${IMAGE})`,
      '<b>kept</b>',
    ].join('\n\n');
    expect(richTextToPlainText(markdown)).toBe('Light\n\nWarm oak and a lamp.\n\nQuote\n\none\n\ntwo\n\n<b>kept</b>');
  });

  it('reads an old post the same as before, without its sub-heading asterisks', () => {
    expect(richTextToPlainText('**Choose warm bulbs**\n\nThree lamps, not one.')).toBe(
      'Choose warm bulbs\n\nThree lamps, not one.',
    );
  });

  it('gives an empty string for nothing but an image or a rule', () => {
    expect(richTextToPlainText(`![x](${IMAGE})\n\n---`)).toBe('');
  });
});

describe('read time (shared/text.ts) counts what richTextToPlainText reads', () => {
  it.each([
    ['an old post', '**Choose warm bulbs**\n\nThree lamps — not one — at three heights.\n\nDim everything.'],
    [
      'every mark',
      `# Light\n\n### Lower\n\n> A *quote* here\n>\n> - nested item\n\n1. one\n2. two\n\n- **bold** [a link](https://x.example/a)\n\n![Kitchen and hall](${IMAGE})\n\n---\n\nEnd  \nline.`,
    ],
    ['raw HTML and code', '<div>\nHello there\n</div>\n\n```\nconst a = 1;\n```\n\nuse `x` & more'],
  ])('%s', (_, markdown) => {
    expect(markdownWordCount(markdown)).toBe(countWords(richTextToPlainText(markdown)));
  });
});
