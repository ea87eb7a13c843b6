import { describe, expect, it } from 'vitest';
import { fillPlaceholders, findUnknownPlaceholders, PLACEHOLDER_NAMES, placeholderValues } from './placeholders.ts';

const values = placeholderValues({
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada@example.com',
  phone: '+1 503 555 0101',
  projectType: 'Kitchen & Bath',
  budget: '$50,000 - $100,000',
});

describe('template placeholders (admin-area.md, SECURITY 9)', () => {
  it('are exactly the six the admin area documents', () => {
    expect(PLACEHOLDER_NAMES).toEqual(['firstName', 'fullName', 'email', 'projectType', 'budget', 'phone']);
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
