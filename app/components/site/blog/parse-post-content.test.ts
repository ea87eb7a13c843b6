import { describe, expect, it } from 'vitest';
import { parsePostContent } from './parse-post-content.ts';

describe('parsePostContent (D4: the blog content format)', () => {
  it('splits paragraphs on blank lines', () => {
    expect(parsePostContent('First paragraph.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First paragraph.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('accepts Windows line endings, several blank lines and blank lines holding spaces', () => {
    expect(parsePostContent('\r\n\r\nOne.\r\n\r\n\r\n\r\nTwo.\n  \n\t\nThree.\n\n')).toEqual([
      { kind: 'paragraph', text: 'One.' },
      { kind: 'paragraph', text: 'Two.' },
      { kind: 'paragraph', text: 'Three.' },
    ]);
  });

  it('keeps a single line break inside its paragraph', () => {
    expect(parsePostContent('A line\nand the next line.')).toEqual([
      { kind: 'paragraph', text: 'A line\nand the next line.' },
    ]);
  });

  it('reads a paragraph wrapped in double asterisks as a sub-heading', () => {
    expect(parsePostContent('Intro.\n\n**Light at three heights**\n\nBody.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'heading', text: 'Light at three heights' },
      { kind: 'paragraph', text: 'Body.' },
    ]);
  });

  it('reads a sub-heading with surrounding spaces or over two lines as one heading', () => {
    expect(parsePostContent('  **Choose warm bulbs**  \r\n\r\n**Dim\r\neverything**')).toEqual([
      { kind: 'heading', text: 'Choose warm bulbs' },
      { kind: 'heading', text: 'Dim everything' },
    ]);
  });

  it('keeps a paragraph with ** only at the start as a normal paragraph', () => {
    expect(parsePostContent('**Bold start and then the rest of the sentence.')).toEqual([
      { kind: 'paragraph', text: '**Bold start and then the rest of the sentence.' },
    ]);
  });

  it('keeps a paragraph with two separately starred phrases as a normal paragraph', () => {
    expect(parsePostContent('**One** and **two**')).toEqual([{ kind: 'paragraph', text: '**One** and **two**' }]);
  });

  it('keeps empty or bare asterisks as text', () => {
    expect(parsePostContent('****\n\n**')).toEqual([
      { kind: 'paragraph', text: '****' },
      { kind: 'paragraph', text: '**' },
    ]);
  });

  it('leaves markup as the text it is', () => {
    expect(parsePostContent('<script>alert(1)</script>\n\n**<b>Bold</b>**')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'heading', text: '<b>Bold</b>' },
    ]);
  });

  it('gives nothing for empty content', () => {
    expect(parsePostContent('')).toEqual([]);
    expect(parsePostContent('\n\n  \n')).toEqual([]);
  });
});
