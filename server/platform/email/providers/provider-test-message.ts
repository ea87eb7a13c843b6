import type { ProviderMessage } from '../email-provider.ts';

/** A message as the pipeline hands it to a provider, for the provider tests. */
export const testMessage: ProviderMessage = {
  sendId: 41,
  idempotencyKey: 'notify:contact:lead-event:7',
  from: '"Larch & Lime" <hello@larchandlime.example>',
  to: 'jane@example.com',
  subject: 'New enquiry — Jane Doe',
  html: '<p>Hello <strong>Jane</strong></p>',
  text: 'Hello Jane',
  replyTo: 'jane.doe@example.com',
  headers: {
    'List-Unsubscribe': '<https://studio.example/u/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  attachments: [],
};

/** A small calendar invitation, as the booking e-mails attach it. */
export const testInvitation = {
  filename: 'invite.ics',
  contentType: 'text/calendar; method=REQUEST',
  content: [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Booking//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:0b6f1c9e-8d7a-4f7e-9a52-3c1d2e4f5a6b',
    'SEQUENCE:0',
    'DTSTAMP:20261128T120000Z',
    'DTSTART:20261201T170000Z',
    'DTEND:20261201T174500Z',
    'SUMMARY:Initial consultation — Larch & Lime',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n'),
};
