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
};
