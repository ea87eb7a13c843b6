import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import { demoStudio } from '../../../seed/content/studio.ts';
import { createUnsubscribeToken } from '../unsubscribe/unsubscribe-token.ts';
import { unsubscribeUrls } from '../unsubscribe/unsubscribe-urls.ts';
import { formatPostalAddress } from './email-layout.ts';
import { bookingLinkOf, findUnknownPlaceholders, type SequenceLead } from './placeholders.ts';
import { renderSequenceEmail, type SequenceTemplate } from './render-sequence-email.ts';
import { SAMPLE_SEQUENCE_TEMPLATE } from './sample-template.ts';

const token = createUnsubscribeToken('a-test-app-secret-of-at-least-32-characters', 12);
const urls = unsubscribeUrls('https://larchandlime.example', token);
const lead: SequenceLead = {
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada@example.com',
  phone: '+1 503 555 0101',
  projectType: 'Kitchen & Bath',
  budget: '$50,000 - $100,000',
};
const everyPlaceholder: SequenceTemplate = {
  subject: 'For {{fullName}}',
  htmlContent:
    '<p>{{firstName}}|{{fullName}}|{{email}}|{{projectType}}|{{budget}}|{{phone}}</p><p><a href="mailto:{{email}}" title="{{fullName}}">write</a></p>',
  textContent: '{{firstName}}|{{fullName}}|{{email}}|{{projectType}}|{{budget}}|{{phone}}',
};
const render = (template: SequenceTemplate, who: SequenceLead = lead) =>
  renderSequenceEmail({ template, lead: who, settings: demoStudio, unsubscribeUrls: urls });

describe('renderSequenceEmail (D11, SECURITY 8 and 9)', () => {
  it('fills every placeholder in the subject, the HTML part and the text part', () => {
    const email = render(everyPlaceholder);
    expect(email.subject).toBe('For Ada Park');
    expect(email.html).toContain(
      '<p>Ada|Ada Park|ada@example.com|Kitchen &amp; Bath|$50,000 - $100,000|+1 503 555 0101</p>',
    );
    expect(email.html).toContain('<a href="mailto:ada@example.com" title="Ada Park">write</a>');
    expect(
      email.text.startsWith('Ada|Ada Park|ada@example.com|Kitchen & Bath|$50,000 - $100,000|+1 503 555 0101\n'),
    ).toBe(true);
    expect(email.html).not.toMatch(/\{\{/);
    expect(email.text).not.toMatch(/\{\{/);
  });

  it('fills the studio placeholders from the settings it is given, escaped in HTML, as typed in text', () => {
    const studio = {
      ...demoStudio,
      studioName: 'Larch & <Lime>',
      phone: '(503) 555-0199',
      email: 'hello@larch.example',
      designerName: 'Maren  Holloway',
    };
    const email = renderSequenceEmail({
      template: {
        subject: 'News from {{studioName}}',
        htmlContent:
          '<p>{{studioName}}|{{studioPhone}}|{{studioEmail}}|{{studioAddress}}|{{designerName}}</p><p><a href="tel:{{studioPhone}}">Call</a></p>',
        textContent: '{{studioName}}|{{studioPhone}}|{{studioEmail}}|{{studioAddress}}|{{designerName}}',
      },
      lead,
      settings: studio,
      unsubscribeUrls: urls,
    });
    const address = formatPostalAddress(studio);
    expect(email.subject).toBe('News from Larch & <Lime>');
    expect(email.html).toContain(
      `<p>Larch &amp; &lt;Lime&gt;|(503) 555-0199|hello@larch.example|${escapeHtml(address)}|Maren Holloway</p>`,
    );
    expect(email.html).toContain('<a href="tel:(503) 555-0199">Call</a>');
    expect(email.text.startsWith(`Larch & <Lime>|(503) 555-0199|hello@larch.example|${address}|Maren Holloway\n`)).toBe(
      true,
    );
  });

  it('an empty studio fact takes its fallback: {{studioPhone|our studio line}}', () => {
    const template = { subject: 'Hi', htmlContent: '<p>Call {{studioPhone|our studio line}}</p>', textContent: '' };
    expect(render(template).html).toContain(`<p>Call ${demoStudio.phone}</p>`);
    const without = renderSequenceEmail({
      template,
      lead,
      settings: { ...demoStudio, phone: '  ' },
      unsubscribeUrls: urls,
    });
    expect(without.html).toContain('<p>Call our studio line</p>');
    expect(without.text.startsWith('Call our studio line\n')).toBe(true);
  });

  it('{{bookingLink}} becomes the public booking page, as a link in HTML and as the address in text', () => {
    const email = renderSequenceEmail({
      template: {
        subject: 'Book a consultation, {{firstName}}',
        htmlContent: '<p><a href="{{bookingLink}}">Book a consultation</a></p>',
        textContent: 'Book a consultation: {{bookingLink}}',
      },
      lead,
      settings: demoStudio,
      unsubscribeUrls: urls,
      bookingUrl: bookingLinkOf('https://larchandlime.example'),
    });
    expect(email.html).toContain('<a href="https://larchandlime.example/book">Book a consultation</a>');
    expect(email.text).toContain('Book a consultation: https://larchandlime.example/book');
  });

  it('a name written as HTML is shown as text in the HTML part and kept as typed in the text part', () => {
    const attacker = { ...lead, firstName: '<script>alert(1)</script>', lastName: '"><img src=x onerror=alert(2)>' };
    const email = render(everyPlaceholder, attacker);
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain(
      'title="&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(2)&gt;"',
    );
    expect(email.text).toContain('<script>alert(1)</script>|<script>alert(1)</script> "><img src=x onerror=alert(2)>');
    // The subject is a header, not HTML: as typed, but escaped where the layout shows it (<title>).
    expect(email.subject).toBe('For <script>alert(1)</script> "><img src=x onerror=alert(2)>');
    expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
  });

  it('CR/LF in a value or in the template never reaches the subject', () => {
    const email = render(
      { ...everyPlaceholder, subject: 'Hello {{firstName}}\r\nBcc: victim@example.com' },
      { ...lead, firstName: 'Ada\r\nBcc: all@example.com\n\rX-Injected:\u2028yes' },
    );
    expect(email.subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(email.subject).toBe('Hello Ada Bcc: all@example.com X-Injected: yes Bcc: victim@example.com');
  });

  it('any value at all comes out escaped in HTML, as typed in text, and the subject stays one line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", '\r', '\n', '\u2028', ' ', 'a', 'é', '{', '}') }),
        ),
        (firstName) => {
          const email = render(
            { subject: 'Hi {{firstName}}', htmlContent: '<p>{{firstName}}</p>', textContent: '{{firstName}}' },
            {
              ...lead,
              firstName,
            },
          );
          expect(email.html).toContain(`<p>${escapeHtml(firstName)}</p>`);
          expect(email.subject).not.toMatch(/[\r\n]/);
          expect(email.text).toContain(firstName.replace(/\r\n?/g, '\n').trim());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('wraps the HTML in the studio’s layout: a 600 px table column with the studio’s name', () => {
    const { html } = render(SAMPLE_SEQUENCE_TEMPLATE);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('role="presentation"');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('>Larch &amp; Lime</td>');
    expect(html).not.toContain('Larch & Lime');
    expect(html.match(/<table\b/g)?.length).toBe(html.match(/<\/table>/g)?.length);
    expect(html.match(/<tr\b/g)?.length).toBe(html.match(/<\/tr>/g)?.length);
    expect(html.match(/<td\b/g)?.length).toBe(html.match(/<\/td>/g)?.length);
  });

  it('both parts end with the footer: why they get it, the unsubscribe link and the postal address', () => {
    const { html, text } = render(SAMPLE_SEQUENCE_TEMPLATE);
    const address = '2148 NE Alberta Street, Portland, OR 97211, US';
    expect(formatPostalAddress(demoStudio)).toBe(address);
    expect(html).toContain(`Larch &amp; Lime &middot; ${address}`);
    expect(html).toContain(`<a href="${urls.pageUrl}"`);
    expect(html).toContain('>Unsubscribe from these emails</a>');
    expect(
      text.endsWith(
        [
          '',
          '-- ',
          'Larch & Lime',
          address,
          '',
          'You are receiving this email because you were in touch with Larch & Lime.',
          `Unsubscribe: ${urls.pageUrl}`,
          '',
        ].join('\n'),
      ),
    ).toBe(true);
  });

  it('a studio without an address yet still gets its name in the footer, without empty separators', () => {
    const { html, text } = renderSequenceEmail({
      template: SAMPLE_SEQUENCE_TEMPLATE,
      lead,
      settings: {
        studioName: 'Studio',
        street: '',
        city: '',
        region: '',
        postalCode: '',
        country: '',
        phone: '',
        email: '',
        designerName: '',
      },
      unsubscribeUrls: urls,
    });
    expect(html).toContain('<p style="margin:0;">Studio</p>');
    expect(text).toContain('-- \nStudio\n\nYou are receiving');
  });

  it('carries the RFC 8058 headers pointing at the one-click endpoint', () => {
    const { headers } = render(SAMPLE_SEQUENCE_TEMPLATE);
    expect(headers).toEqual({
      'List-Unsubscribe': `<${urls.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('adds a mailto to List-Unsubscribe when the studio has an unsubscribe mailbox', () => {
    const { headers } = renderSequenceEmail({
      template: SAMPLE_SEQUENCE_TEMPLATE,
      lead,
      settings: demoStudio,
      unsubscribeUrls: urls,
      unsubscribeMailto: 'unsubscribe@larchandlime.example',
    });
    expect(headers['List-Unsubscribe']).toBe(
      `<${urls.oneClickUrl}>, <mailto:unsubscribe@larchandlime.example?subject=unsubscribe>`,
    );
  });

  it('refuses to build a header from an address that could break it', () => {
    for (const oneClickUrl of [
      'https://x.example/a\r\nBcc: y@example.com',
      'https://x.example/a b',
      'https://x.example/>,<',
    ]) {
      expect(() =>
        renderSequenceEmail({
          template: SAMPLE_SEQUENCE_TEMPLATE,
          lead,
          settings: demoStudio,
          unsubscribeUrls: { pageUrl: urls.pageUrl, oneClickUrl },
        }),
      ).toThrow();
    }
  });

  it('a template saved without a text part still sends the HTML’s words as text, placeholders filled', () => {
    const { text } = render({
      ...everyPlaceholder,
      htmlContent: '<p>Hi {{firstName}},</p><p>See <a href="https://x.example/a?b=1&amp;c=2">our work</a>.</p>',
      textContent: '  ',
    });
    expect(text.startsWith('Hi Ada,\n\nSee our work (https://x.example/a?b=1&c=2).\n\n-- \n')).toBe(true);
  });
});

describe('renderSequenceEmail with fallbacks (D26)', () => {
  const lookbookLead: SequenceLead = {
    firstName: '',
    lastName: '',
    email: 'x@example.com',
    phone: null,
    projectType: null,
    budget: null,
  };
  const withFallbacks: SequenceTemplate = {
    subject: 'Hello {{firstName|there}}\r\n',
    htmlContent: '<p>Hi {{firstName|there}}, about {{projectType|your home & garden}}.</p>',
    textContent: '',
  };

  it('uses the fallback in every part when the value is empty, escaped in HTML as a value is', () => {
    const email = render(withFallbacks, lookbookLead);
    expect(email.subject).toBe('Hello there');
    expect(email.html).toContain('<p>Hi there, about your home &amp; garden.</p>');
    // The text part made from the HTML fills the same fallbacks, as typed.
    expect(email.text.startsWith('Hi there, about your home & garden.')).toBe(true);
  });

  it('uses the value when there is one', () => {
    const email = render(withFallbacks, lead);
    expect(email.subject).toBe('Hello Ada');
    expect(email.html).toContain('<p>Hi Ada, about Kitchen &amp; Bath.</p>');
  });
});

describe('the sample sequence template', () => {
  it('uses only known placeholders, so the admin could save it as it is', () => {
    for (const part of [
      SAMPLE_SEQUENCE_TEMPLATE.subject,
      SAMPLE_SEQUENCE_TEMPLATE.htmlContent,
      SAMPLE_SEQUENCE_TEMPLATE.textContent,
    ]) {
      expect(findUnknownPlaceholders(part)).toEqual([]);
    }
  });

  it('greets the lead by first name in every part', () => {
    const email = render(SAMPLE_SEQUENCE_TEMPLATE);
    expect(email.subject).toBe('A few ideas for your home, Ada');
    expect(email.html).toContain('<p>Hi Ada,</p>');
    expect(email.text.startsWith('Hi Ada,\n\n')).toBe(true);
  });

  it('says the same in its text part as in its HTML part', () => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normalise(plainTextFromHtml(SAMPLE_SEQUENCE_TEMPLATE.htmlContent))).toBe(
      normalise(SAMPLE_SEQUENCE_TEMPLATE.textContent),
    );
  });
});
