import type { EmailProvider } from '../email-provider.ts';

/**
 * Development mode: nothing leaves the machine. The message is already stored in its email_sends
 * row (the admin reads it there); the pipeline marks the row 'recorded' and this says so once.
 */
export function createDevelopmentProvider(log: (line: string) => void): EmailProvider {
  return {
    name: 'development',
    async send(message) {
      const attached = message.attachments.map((a) => `${a.filename} (${a.contentType})`).join(', ');
      log(
        `[email] development mode: recorded, not sent — #${message.sendId} to ${message.to}: ${JSON.stringify(message.subject)}${attached ? ` with ${attached}` : ''}`,
      );
      return { providerMessageId: null };
    },
  };
}
