import type { EmailConfig } from './email-config.ts';
import type { EmailProvider } from './email-provider.ts';
import { createDevelopmentProvider } from './providers/development-provider.ts';
import { createResendProvider } from './providers/resend-provider.ts';
import { createSendGridProvider } from './providers/sendgrid-provider.ts';
import { createSmtpProvider } from './providers/smtp-provider.ts';

export function createEmailProvider(config: EmailConfig, log: (line: string) => void): EmailProvider {
  switch (config.service) {
    case 'development':
      return createDevelopmentProvider(log);
    case 'smtp':
      return createSmtpProvider(config.smtp);
    case 'resend':
      return createResendProvider(config.resend);
    case 'sendgrid':
      return createSendGridProvider(config.sendgrid);
  }
}
