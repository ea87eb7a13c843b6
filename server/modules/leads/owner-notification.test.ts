import { describe, expect, it } from 'vitest';
import { renderOwnerNotification } from './owner-notification.ts';

const base = {
  kind: 'contact' as const,
  studioName: 'Larch & Lime',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 503 555 0101',
  projectType: 'Full Home Design',
  budget: '$50,000 - $100,000',
  message: 'Our living room needs light.\nAnd a reading corner.',
  consent: true,
  returning: false,
  adminUrl: 'https://studio.example/admin',
};

describe('the owner notification e-mail', () => {
  it('tells the owner who wrote, with every detail, in HTML and plain text', () => {
    const mail = renderOwnerNotification(base);
    expect(mail.subject).toBe('New enquiry from Ada Lovelace');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('ada@example.com');
      expect(part).toContain('+1 503 555 0101');
      expect(part).toContain('Full Home Design');
      expect(part).toContain('$50,000 - $100,000');
      expect(part).toContain('https://studio.example/admin');
    }
    expect(mail.text).toContain('Our living room needs light.\nAnd a reading corner.');
    expect(mail.text).toContain('Design ideas by e-mail: Yes, agreed');
  });

  it('shows HTML typed by a visitor as text, never as markup', () => {
    const mail = renderOwnerNotification({
      ...base,
      firstName: '<img src=x onerror=alert(1)>',
      message: '<script>alert("hi")</script> & more',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    // The plain-text part is text already: kept exactly as typed.
    expect(mail.text).toContain('<script>alert("hi")</script> & more');
  });

  it('never lets a line break into the subject', () => {
    const mail = renderOwnerNotification({ ...base, firstName: 'Ada\r\nBcc: victim@example.com', lastName: 'L' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('announces a lookbook download and a returning lead', () => {
    const mail = renderOwnerNotification({
      kind: 'lookbook',
      studioName: 'Larch & Lime',
      firstName: 'Zoë',
      lastName: '',
      email: 'zoe@example.com',
      consent: false,
      returning: true,
      adminUrl: 'https://studio.example/admin',
    });
    expect(mail.subject).toBe('Lookbook downloaded from Zoë (returning lead)');
    expect(mail.text).toContain('Zoë downloaded the Larch & Lime design lookbook.');
    expect(mail.html).toContain('Larch &amp; Lime');
    expect(mail.text).toContain('Design ideas by e-mail: Not agreed');
  });
});
