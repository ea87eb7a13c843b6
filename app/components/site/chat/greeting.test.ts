import { describe, expect, it } from 'vitest';
import { greetingEntry } from './greeting.ts';

const studio = {
  studioName: 'Larch & Lime',
  email: 'hello@larchandlime.example',
  phone: '(503) 555-0142',
  street: '2148 NE Alberta Street',
  city: 'Portland',
  hours: [
    { day: 0 as const, opens: null, closes: null },
    { day: 1 as const, opens: '09:00', closes: '18:00' },
    { day: 2 as const, opens: '09:00', closes: '18:00' },
    { day: 3 as const, opens: '09:00', closes: '18:00' },
    { day: 4 as const, opens: '09:00', closes: '18:00' },
    { day: 5 as const, opens: '09:00', closes: '18:00' },
    { day: 6 as const, opens: '10:00', closes: '16:00' },
  ],
};

describe('the greeting', () => {
  it('names the studio and gives its e-mail, phone, address and hours from the settings', () => {
    const greeting = greetingEntry(studio);
    expect(greeting.role).toBe('assistant');
    expect(greeting.content).toContain('Larch & Lime design assistant');
    expect(greeting.content).toContain(
      "Prefer to talk to a person? Email hello@larchandlime.example or call (503) 555-0142 — we're open " +
        'Monday – Friday 9 am – 6 pm and Saturday 10 am – 4 pm, at 2148 NE Alberta Street, Portland.',
    );
  });

  it('links the e-mail, the phone and the enquiry form', () => {
    expect(greetingEntry(studio).links).toEqual([
      { href: 'mailto:hello@larchandlime.example', label: 'hello@larchandlime.example' },
      { href: 'tel:5035550142', label: '(503) 555-0142' },
      { href: '/contact', label: 'Send an enquiry' },
    ]);
  });

  it('is the widget’s own message, never sent back as history', () => {
    expect(greetingEntry(studio).local).toBe(true);
  });

  it('leaves out what the studio has not filled in', () => {
    const greeting = greetingEntry({ ...studio, phone: '', street: '' });
    expect(greeting.content).toContain("Email hello@larchandlime.example — we're open Monday – Friday");
    expect(greeting.content).not.toContain('Alberta');
    expect(greeting.content).not.toContain('Sunday');
    expect(greeting.links?.map((l) => l.href)).toEqual(['mailto:hello@larchandlime.example', '/contact']);
  });
});
