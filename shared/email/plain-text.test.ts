import { describe, expect, it } from 'vitest';
import { plainTextFromHtml } from './plain-text.ts';

describe('the plain-text part written from a template’s HTML (issue 28)', () => {
  it('writes paragraphs and headings as lines with a blank line between, headings in their own case', () => {
    expect(
      plainTextFromHtml('<h2>Our process</h2>\n<p>First we listen.</p><p>Then we <strong>draw</strong>.</p>'),
    ).toBe('Our process\n\nFirst we listen.\n\nThen we draw.');
  });

  it('keeps a line break inside a paragraph, and decodes entities', () => {
    expect(plainTextFromHtml('<p>Warm regards,<br>Maren &amp; the team&nbsp;— Larch &lt;&gt; Lime</p>')).toBe(
      'Warm regards,\nMaren & the team\u00a0— Larch <> Lime',
    );
  });

  it('writes a link as its words and its address in parentheses, a mailto without its scheme', () => {
    expect(
      plainTextFromHtml(
        '<p>See <a href="https://larch.example/work">our work</a> or <a href="mailto:hello@larch.example">write to us</a>.</p>',
      ),
    ).toBe('See our work (https://larch.example/work) or write to us (hello@larch.example).');
  });

  it('writes a link whose words are its address once', () => {
    expect(plainTextFromHtml('<p><a href="https://larch.example">https://larch.example</a></p>')).toBe(
      'https://larch.example',
    );
  });

  it('writes a button (a link styled as one) like any link', () => {
    expect(
      plainTextFromHtml(
        '<p><a href="{{bookingLink}}" class="email-button" style="display:inline-block;background-color:#4e5737">Book a consultation</a></p>',
      ),
    ).toBe('Book a consultation ({{bookingLink}})');
  });

  it('writes bullet lists as "- " lines and numbered lists as "1. " lines', () => {
    expect(
      plainTextFromHtml(
        '<p>Try this:</p><ul><li><strong>Samples.</strong> In your light.</li><li>Keep what you love.</li></ul>',
      ),
    ).toBe('Try this:\n\n- Samples. In your light.\n- Keep what you love.');
    expect(plainTextFromHtml('<ol><li>Call</li><li>Visit</li></ol>')).toBe('1. Call\n2. Visit');
    // as the formatted editor writes a list: each item's words in a paragraph
    expect(plainTextFromHtml('<ul><li><p>One</p></li><li><p>Two</p></li></ul><p>After</p>')).toBe(
      '- One\n- Two\n\nAfter',
    );
  });

  it('leaves images out, their address too (a tracking pixel’s address is not for the reader)', () => {
    const text = plainTextFromHtml(
      '<p>Hello<img src="https://track.example/open.gif?lead=1" alt="" width="1"></p><p><img src="https://larch.example/room.jpg" alt="A living room"></p>',
    );
    expect(text).toBe('Hello');
    expect(text).not.toContain('track.example');
  });

  it('passes placeholders through as written, fallbacks included', () => {
    expect(plainTextFromHtml('<p>Hi {{firstName|there}}, call {{studioPhone}}.</p>')).toBe(
      'Hi {{firstName|there}}, call {{studioPhone}}.',
    );
  });

  it('does not wrap long lines (placeholders are filled after, mail apps wrap)', () => {
    const sentence = 'word '.repeat(60).trim();
    expect(plainTextFromHtml(`<p>${sentence}</p>`)).toBe(sentence);
  });

  it('drops scripts and styles, and survives markup no editor writes (deep nesting, a lone tag)', () => {
    expect(plainTextFromHtml('<style>p{color:red}</style><script>alert(1)</script><p>Text</p>')).toBe('Text');
    expect(plainTextFromHtml(`${'<b>'.repeat(5000)}deep`)).toBe('…');
    expect(plainTextFromHtml('<p>unclosed')).toBe('unclosed');
    expect(plainTextFromHtml('')).toBe('');
  });
});
