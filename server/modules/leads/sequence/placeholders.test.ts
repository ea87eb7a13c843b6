import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#shared/escape-html.ts';
import {
  bookingLinkOf,
  describePlaceholderProblem,
  FALLBACK_MAX,
  fillPlaceholders,
  findEmptyPlaceholders,
  findUnknownPlaceholders,
  PLACEHOLDER_NAMES,
  parsePlaceholder,
  placeholderValues,
} from './placeholders.ts';

const values = placeholderValues(
  {
    firstName: 'Ada',
    lastName: 'Park',
    email: 'ada@example.com',
    phone: '+1 503 555 0101',
    projectType: 'Kitchen & Bath',
    budget: '$50,000 - $100,000',
  },
  {
    bookingLink: bookingLinkOf('https://studio.example/'),
    studioName: 'Larch & Lime',
    studioPhone: '(503) 555-0142',
    studioEmail: 'hello@larch.example',
    studioAddress: '2148 NE Alberta Street,\n Portland, OR 97211',
    designerName: 'Maren Holloway',
  },
);

describe('template placeholders (admin area §3, SECURITY 9)', () => {
  it('are the six the admin area documents, the booking link (issue 27) and the studio’s facts (issue 28)', () => {
    expect(PLACEHOLDER_NAMES).toEqual([
      'firstName',
      'fullName',
      'email',
      'projectType',
      'budget',
      'phone',
      'bookingLink',
      'studioName',
      'studioPhone',
      'studioEmail',
      'studioAddress',
      'designerName',
    ]);
  });

  it('each is replaced by the lead’s value; fullName joins first and last name', () => {
    const text = PLACEHOLDER_NAMES.map((name) => `${name}={{${name}}}`).join('\n');
    expect(fillPlaceholders(text, values)).toBe(
      [
        'firstName=Ada',
        'fullName=Ada Park',
        'email=ada@example.com',
        'projectType=Kitchen & Bath',
        'budget=$50,000 - $100,000',
        'phone=+1 503 555 0101',
        'bookingLink=https://studio.example/book',
        'studioName=Larch & Lime',
        'studioPhone=(503) 555-0142',
        'studioEmail=hello@larch.example',
        // a value is one line: the address as the footer writes it
        'studioAddress=2148 NE Alberta Street, Portland, OR 97211',
        'designerName=Maren Holloway',
      ].join('\n'),
    );
  });

  it('a value is inserted as data: replacement patterns like $& or {{…}} inside it are not expanded', () => {
    const tricky = { ...values, firstName: '$& {{email}} $1' };
    expect(fillPlaceholders('Hi {{firstName}}!', tricky)).toBe('Hi $& {{email}} $1!');
  });

  it('missing details become empty text, and a lead without a last name has just a first name', () => {
    const sparse = placeholderValues({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: null,
      projectType: null,
      budget: null,
    });
    expect(fillPlaceholders('[{{fullName}}][{{phone}}][{{projectType}}][{{budget}}]', sparse)).toBe('[Ada][][][]');
  });

  it('spaces inside the braces are forgiven', () => {
    expect(fillPlaceholders('Hi {{ firstName }}', values)).toBe('Hi Ada');
    expect(findUnknownPlaceholders('Hi {{ firstName }}')).toEqual([]);
  });

  it('the encoder is applied to values only, never to the template around them', () => {
    const upper = (value: string) => value.toUpperCase();
    expect(fillPlaceholders('<b>{{firstName}}</b>', values, upper)).toBe('<b>ADA</b>');
  });

  it('anything else in braces is reported for the save form, each once, in order', () => {
    const text = 'Hi {{firstname}}, {{ name }} {{#if budget}}{{budget}}{{/if}} {{firstname}} {{}} {{{firstName}}}';
    expect(findUnknownPlaceholders(text)).toEqual([
      '{{firstname}}',
      '{{ name }}',
      '{{#if budget}}',
      '{{/if}}',
      '{{}}',
      '{{{firstName}}',
    ]);
  });

  it('an opening {{ that is never closed is reported too', () => {
    expect(findUnknownPlaceholders('Hello {{firstName}, welcome')).toEqual(['{{firstName},']);
    expect(findUnknownPlaceholders('Hi {{firstName}} and {{')).toEqual(['{{']);
  });

  it('plain text, single braces and CSS with nested blocks are fine', () => {
    expect(findUnknownPlaceholders('Hi {{firstName}}, see {this} and @media(x){p{color:red}}')).toEqual([]);
  });

  it('unknown placeholders that reached sending are left as written, not emptied or evaluated', () => {
    expect(fillPlaceholders('Hi {{nickname}}', values)).toBe('Hi {{nickname}}');
  });
});

const sparse = placeholderValues({
  firstName: '',
  lastName: '',
  email: 'someone@example.com',
  phone: null,
  projectType: '  ',
  budget: null,
});

describe('placeholder fallbacks (D26)', () => {
  it('the text after | is used when the value is empty or only white space, the value otherwise', () => {
    expect(fillPlaceholders('Hi {{firstName|there}},', sparse)).toBe('Hi there,');
    expect(fillPlaceholders('Hi {{firstName|there}},', values)).toBe('Hi Ada,');
    expect(fillPlaceholders('About {{projectType|your project}}', sparse)).toBe('About your project');
    expect(fillPlaceholders('{{fullName|friend}} / {{email|nobody}}', sparse)).toBe('friend / someone@example.com');
  });

  it('spaces around the name and the fallback are forgiven; spaces inside the fallback are kept', () => {
    expect(fillPlaceholders('Hi {{ firstName | my friend }}!', sparse)).toBe('Hi my friend!');
    expect(findUnknownPlaceholders('Hi {{ firstName | my friend }}!')).toEqual([]);
  });

  it('a fallback is escaped in the HTML part exactly as a value is', () => {
    expect(fillPlaceholders('<p>{{firstName|<b>you</b> & co}}</p>', sparse, escapeHtml)).toBe(
      '<p>&lt;b&gt;you&lt;/b&gt; &amp; co</p>',
    );
    const hostile = { ...values, firstName: '<script>x</script>' };
    expect(fillPlaceholders('<p>{{firstName|there}}</p>', hostile, escapeHtml)).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('a fallback is text, never a placeholder of its own or a pattern', () => {
    expect(fillPlaceholders('{{firstName|$& $1}}', sparse)).toBe('$& $1');
  });

  it('known names with a valid fallback are accepted; a bad fallback or an unknown name is refused', () => {
    expect(findUnknownPlaceholders('{{firstName|there}} {{phone|no phone}} {{budget|—}}')).toEqual([]);
    expect(
      findUnknownPlaceholders(
        `{{firstName|}} {{firstName| }} {{nickname|there}} {{firstName|a|b}} {{firstName|a{b}} {{firstName|${'x'.repeat(FALLBACK_MAX + 1)}}} {{firstName|a\nb}}`,
      ),
    ).toEqual([
      '{{firstName|}}',
      '{{firstName| }}',
      '{{nickname|there}}',
      '{{firstName|a|b}}',
      '{{firstName|a{b}}',
      `{{firstName|${'x'.repeat(FALLBACK_MAX + 1)}}}`,
      '{{firstName|a\nb}}',
    ]);
    expect(findUnknownPlaceholders(`{{firstName|${'x'.repeat(FALLBACK_MAX)}}}`)).toEqual([]);
    expect(parsePlaceholder('firstName|there')).toEqual({ name: 'firstName', fallback: 'there' });
    expect(parsePlaceholder('FirstName|there')).toBeNull();
  });

  it('an unclosed {{ with a fallback is still reported', () => {
    expect(findUnknownPlaceholders('Hi {{firstName|there, welcome')).toEqual(['{{firstName|there,']);
  });

  it('refused tags get a sentence that names them and says what would work', () => {
    expect(describePlaceholderProblem('{{fristName}}')).toBe(
      'Unknown placeholder {{fristName}}. Use one of {{firstName}}, {{fullName}}, {{email}}, {{projectType}}, {{budget}}, {{phone}}, {{bookingLink}}, {{studioName}}, {{studioPhone}}, {{studioEmail}}, {{studioAddress}}, {{designerName}}.',
    );
    expect(describePlaceholderProblem('{{firstName|}}')).toContain('the fallback after |');
    expect(describePlaceholderProblem('{{firstName,')).toContain('never closed');
  });

  it('findEmptyPlaceholders names what comes out empty without a fallback, once, in order, across texts', () => {
    const texts = [
      'Hi {{firstName}} {{ phone }}',
      '{{firstName|there}} {{email}} {{projectType}} {{budget}} {{phone}}',
    ];
    expect(findEmptyPlaceholders(texts, sparse)).toEqual([
      '{{firstName}}',
      '{{phone}}',
      '{{projectType}}',
      '{{budget}}',
    ]);
    expect(findEmptyPlaceholders(texts, values)).toEqual([]);
    expect(findEmptyPlaceholders(['{{fullName|friend}} {{nickname}}'], sparse)).toEqual([]);
  });

  it('fuzz: whatever the template and values, filling never leaves a known tag and never throws', () => {
    const names = fc.constantFrom(...PLACEHOLDER_NAMES);
    const fallback = fc.string({ maxLength: 10 }).filter((text) => !/[{}|\s]/.test(text) && text !== '');
    const piece = fc.oneof(
      fc.string({ maxLength: 8 }).filter((text) => !text.includes('{') && !text.includes('}')),
      names.map((name) => `{{${name}}}`),
      fc.tuple(names, fallback).map(([name, fb]) => `{{${name}|${fb}}}`),
    );
    const lead = fc.record({
      firstName: fc.string(),
      lastName: fc.string(),
      email: fc.string(),
      phone: fc.option(fc.string()),
      projectType: fc.option(fc.string()),
      budget: fc.option(fc.string()),
    });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), lead, (pieces, who) => {
        const template = pieces.join('');
        expect(findUnknownPlaceholders(template)).toEqual([]);
        const filled = fillPlaceholders(template, placeholderValues(who), () => '');
        expect(filled).not.toMatch(/\{\{/);
      }),
    );
  });
});
