import { describe, expect, it } from 'vitest';
import { type BookingMessageInput, renderStudioNotification, renderVisitorMessage } from './booking-email-texts.ts';

const input: BookingMessageInput = {
  kind: 'booked',
  by: 'visitor',
  studio: {
    studioName: 'Larch & Lime',
    email: 'hello@larchandlime.example',
    phone: '(503) 555-0142',
    postalAddress: '2148 NE Alberta Street, Portland, OR 97211, US',
    timeZone: 'America/Los_Angeles',
  },
  visitor: {
    firstName: '<b>Jane</b>',
    lastName: 'Doe',
    email: 'jane@example.com',
    phone: '+1 503 555 0100',
    timeZone: 'Europe/Paris',
  },
  consultation: {
    name: 'Initial consultation',
    durationMinutes: 45,
    location: 'phone',
    priceText: '',
    // Sunday 8 March 2026, the day Los Angeles moves to daylight time: 10:00 PDT = 17:00 UTC = 18:00 in Paris
    start: new Date('2026-03-08T17:00:00Z'),
    end: new Date('2026-03-08T17:45:00Z'),
    message: '<script>alert(1)</script>',
  },
  manageUrl: 'https://studio.example/book/manage/abc',
  bookUrl: 'https://studio.example/book',
};

describe('booking message texts', () => {
  it('name both zones on a daylight-saving day, each with its own offset name', () => {
    const { text } = renderVisitorMessage(input);
    expect(text).toContain('Sunday, March 8, 2026, 6:00 PM – 6:45 PM (Central European Standard Time), your time');
    expect(text).toContain('Sunday, March 8, 2026, 10:00 AM – 10:45 AM (Pacific Daylight Time) at the studio');
    expect(text).toContain('Where: Phone call (the studio calls you on +1 503 555 0100)');
    // No price set: no Price line.
    expect(text).not.toContain('Price:');
  });

  it('an unknown visitor zone is ignored: the studio’s time alone', () => {
    const { text } = renderVisitorMessage({ ...input, visitor: { ...input.visitor, timeZone: 'Mars/Olympus_Mons' } });
    expect(text).toContain('When: Sunday, March 8, 2026, 10:00 AM – 10:45 AM (Pacific Daylight Time)\n');
  });

  it('visitor text is escaped in the HTML parts and kept as typed in the text parts', () => {
    const visitor = renderVisitorMessage(input);
    expect(visitor.html).toContain('Hi &lt;b&gt;Jane&lt;/b&gt;,');
    expect(visitor.html).not.toContain('<b>Jane</b>');
    expect(visitor.text).toContain('Hi <b>Jane</b>,');
    const studio = renderStudioNotification({
      ...input,
      kind: 'booked',
      leadUrl: 'https://studio.example/admin/leads/7',
    });
    expect(studio.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(studio.html).not.toContain('<script>');
    expect(studio.html).toContain('href="https://studio.example/admin/leads/7"');
    expect(studio.subject).toBe('New booking: <b>Jane</b> Doe, Sun, Mar 8, 10:00 AM');
  });

  it('subjects stay on one line whatever the names hold', () => {
    const studio = renderStudioNotification({
      ...input,
      kind: 'cancelled',
      visitor: { ...input.visitor, firstName: 'Jane\r\nBcc: x@evil.example' },
      leadUrl: 'https://studio.example/admin/leads/7',
    });
    expect(studio.subject).not.toMatch(/[\r\n]/);
    const visitor = renderVisitorMessage({ ...input, consultation: { ...input.consultation, name: 'A\nB' } });
    expect(visitor.subject).not.toMatch(/[\r\n]/);
  });
});
