import type { Context } from 'hono';
import type { AdminNotices, EmailStatusReport } from '#shared/admin/email.ts';
import { problem } from '#shared/api/errors.ts';
import { emailSetupApi } from '#shared/api/studio.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import { checkEmailService } from '../../platform/email/check-email-service.ts';
import {
  getEmailStatus,
  resolveStoredEmailConfig,
  saveEmailSettings,
} from '../../platform/email/email-settings.service.ts';
import { studioSender } from '../../platform/email/email-transport.ts';
import { listProblemSends, retryFailedSend } from '../../platform/email/problem-sends.service.ts';
import { sendEmailNow, TEST_SEND_RATE_LIMIT } from '../../platform/email/send-now.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { getLeadSettings, getSiteSettings } from './settings.service.ts';

function settingsContext(c: Context<AppEnv>) {
  const deps = c.get('deps');
  return { db: deps.db, env: deps.email.env, appSecret: deps.secrets.appSecret, production: deps.config.production };
}

/** `lookUpHost`: Email Setup's own status also asks DNS where an SMTP host name points (not the frame's banner). */
function emailStatus(c: Context<AppEnv>, options: { lookUpHost?: boolean } = {}): Promise<EmailStatusReport> {
  return getEmailStatus({ ...settingsContext(c), ...options });
}

/**
 * Email Setup (admin area §2, §3, §4, §7; D13): the configuration, its real check, a test
 * message, and the sends that did not go out. Everything needs `admin` (D14), except the notices
 * every signed-in user's frame reads for the banner.
 */
export const emailSetupRoutes: ApiRoute[] = [
  route(emailSetupApi.status, {
    access: 'admin',
    summary: 'The e-mail service in force, the stored settings (secrets masked) and the environment overrides',
    handle: (c) => emailStatus(c, { lookUpHost: true }),
  }),
  route(emailSetupApi.saveConfig, {
    access: 'admin',
    summary: 'Save the e-mail settings (secrets encrypted; absent keeps, empty removes); answers the new status',
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      await saveEmailSettings(settingsContext(c), signedInUser(c), body, deps.clock());
      return emailStatus(c, { lookUpHost: true });
    },
  }),
  route(emailSetupApi.check, {
    access: 'admin',
    summary:
      'Ask the provider whether the settings work (SMTP login, API key), sending nothing; not ok in development (e-mail off)',
    handle: async (c) => {
      const deps = c.get('deps');
      let config: Awaited<ReturnType<typeof resolveStoredEmailConfig>>;
      try {
        config = await resolveStoredEmailConfig(settingsContext(c));
      } catch (error) {
        const status = await emailStatus(c);
        return {
          ok: false,
          service: status.service,
          message: status.message || String(error),
          ...(status.problem ? { problem: status.problem } : {}),
        };
      }
      // The same sender the transport will use, so a check that passes means a send has a From line.
      const from = config.from ?? studioSender(await getSiteSettings(deps.db));
      return checkEmailService(config, { hasSender: from !== null });
    },
  }),
  route(emailSetupApi.testSend, {
    access: 'admin',
    summary: "Send a test e-mail now to the studio's notification address (or `to`); answers the provider's error",
    rateLimit: TEST_SEND_RATE_LIMIT,
    errors: { 502: 'The provider refused the message: the same fields, its error as the message' },
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const user = signedInUser(c);
      const to = body?.to ?? ((await getLeadSettings(deps.db)).notificationEmail.trim() || user.email || '');
      if (!to) {
        throw ValidationError.forField('to', 'test_email_no_address');
      }
      const studio = await getSiteSettings(deps.db);
      const name = studio.studioName || 'your studio';
      const result = await sendEmailNow(deps, {
        to,
        subject: `Test email from ${name}`,
        text: [
          `This is a test email from the ${name} website, sent by ${user.username} from Email Setup.`,
          '',
          'If you can read it, contact-form enquiries and lookbook downloads will reach you by email.',
        ].join('\n'),
        html: [
          `<p>This is a test email from the ${escapeHtml(name)} website, sent by ${escapeHtml(user.username)} from Email Setup.</p>`,
          '<p>If you can read it, contact-form enquiries and lookbook downloads will reach you by email.</p>',
        ].join('\n'),
      });
      // The provider's refusal: the same fields under another status (`route()` passes a Response on).
      // A refused SMTP host answers with its own code, so the admin words the rule in its language.
      if (!result.ok)
        return c.json(
          {
            ...(result.problem ?? problem('email_provider_refused', { detail: result.error })),
            sendId: result.sendId,
            status: result.status,
          },
          502,
        );
      return { message: result.message, sendId: result.sendId, status: result.status };
    },
  }),
  route(emailSetupApi.problemSends, {
    access: 'admin',
    summary: 'Sends that failed or whose outcome is unknown, newest first, a page at a time',
    handle: (c, { query }) => listProblemSends(c.get('deps').db, query),
  }),
  route(emailSetupApi.retrySend, {
    access: 'admin',
    summary: 'Send a failed e-mail again through the queue (at most once); an unknown one is refused',
    errors: { 409: 'The send is not one that can be sent again' },
    notFound: 'email_send_not_found',
    handle: (c, { params }) => {
      const deps = c.get('deps');
      return retryFailedSend(deps.db, deps.queue, signedInUser(c), params.id, deps.clock());
    },
  }),
  route(emailSetupApi.notices, {
    access: 'self',
    summary: "Warnings for the admin frame: production while e-mail is not really sent (D13's banner)",
    handle: async (c) => {
      const status = await emailStatus(c);
      const notices: AdminNotices = {
        emailNotSending: c.get('deps').config.production && status.status !== 'configured',
      };
      return notices;
    },
  }),
];
