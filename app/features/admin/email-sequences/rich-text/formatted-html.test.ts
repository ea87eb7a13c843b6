import { describe, expect, it } from 'vitest';
import { EMAIL_BUTTON_STYLE } from '#shared/email/email-button.ts';
import { formattedEditorDrops } from './formatted-html.ts';

describe('what the formatted editor would drop from a template’s HTML (issue 28)', () => {
  it('nothing from what it writes itself: paragraphs, headings, bold, italic, links, lists, a button', () => {
    const html = `<h2>Hello</h2><p>Hi <strong>{{firstName|there}}</strong>, <em>see</em> <a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">this</a>.<br>Line</p><ul><li><p>One</p></li></ul><ol start="2"><li>Two</li></ol><p><a href="{{bookingLink}}" class="email-button" style="${EMAIL_BUTTON_STYLE}">Book</a></p>`;
    expect(formattedEditorDrops(html)).toEqual([]);
  });

  it('nothing from what the default sequence is written in', () => {
    const html =
      '<p>Hi {{firstName|there}},</p>\n<ul>\n<li><strong>Live with samples.</strong> A color…</li>\n</ul>\n<p>Warm regards,<br>{{designerName}}<br>Founder &amp; Principal Designer, {{studioName}}</p>';
    expect(formattedEditorDrops(html)).toEqual([]);
  });

  it('names each thing it would drop, once, in order', () => {
    expect(
      formattedEditorDrops(
        '<!-- note --><table><tr><td><img src="x.png"></td></tr></table><p style="color:red">x</p><p style="color:red">y</p><a href="#" class="big">z</a>',
      ),
    ).toEqual(['<!-- comment -->', '<table>', '<tr>', '<td>', '<img>', 'style on <p>', 'class on <a>']);
  });
});
