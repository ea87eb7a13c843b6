import type { Context } from 'hono';
import {
  type AdminNotices,
  EmailConfigSchema,
  type EmailStatusReport,
  ProblemSendsQuerySchema,
  TestEmailSchema,
} from '#shared/admin/email.ts';
import { problem } from '#shared/api/errors.ts';
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
import {
  AdminNoticesSchema,
  EmailCheckResultSchema,
  EmailStatusReportSchema,
  ProblemSendPageSchema,
  RetriedSendSchema,
  TestSendResultSchema,
} from '../../platform/http/responses/email-delivery.responses.ts';
import { IdParamsSchema, idParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { getLeadSettings, getSiteSettings } from './settings.service.ts';

function settingsContext(c: Context<AppEnv>) {
  const deps = c.get('deps');
  return { db: deps.db, env: deps.email.env, appSecret: deps.secrets.appSecret, production: deps.config.production };
}

function emailStatus(c: Context<AppEnv>): Promise<EmailStatusReport> {
  return getEmailStatus(settingsContext(c));
}

/** An optional JSON body: none at all (the spec's empty test-email POST) reads as `{}`. */
async function optionalJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('invalid_json');
  }
}

/**
 * Email Setup (admin area §2, §3, §4, §7; D13): the configuration, its real check, a test
 * message, and the sends that did not go out. Everything needs `admin` (D14), except the notices
 * every signed-in user's frame reads for the banner.
 */
export const emailSetupRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/email-status',
    access: 'admin',
    summary: 'The e-mail service in force, the stored settings (secrets masked) and the environment overrides',
    response: { status: 200, schema: EmailStatusReportSchema },
    handler: async (c) => c.json(await emailStatus(c)),
  },
  {
    method: 'POST',
    path: '/admin/email-config',
    access: 'admin',
    summary: 'Save the e-mail settings (secrets encrypted; absent keeps, empty removes); answers the new status',
    requestBody: EmailConfigSchema,
    response: { status: 200, schema: EmailStatusReportSchema },
    handler: async (c) => {
      const input = EmailConfigSchema.parse(await readJson(c));
      const deps = c.get('deps');
      await saveEmailSettings(settingsContext(c), signedInUser(c), input, deps.clock());
      return c.json(await emailStatus(c));
    },
  },
  {
    method: 'POST',
    path: '/admin/email-check',
    access: 'admin',
    summary: 'Ask the provider whether the settings work (SMTP login, API key), sending nothing',
    response: { status: 200, schema: EmailCheckResultSchema },
    handler: async (c) => {
      const deps = c.get('deps');
      let config: Awaited<ReturnType<typeof resolveStoredEmailConfig>>;
      try {
        config = await resolveStoredEmailConfig(settingsContext(c));
      } catch (error) {
        const status = await emailStatus(c);
        return c.json({ ok: false, service: status.service, message: status.message || String(error) });
      }
      // The same sender the transport will use, so a check that passes means a send has a From line.
      const from = config.from ?? studioSender(await getSiteSettings(deps.db));
      return c.json(await checkEmailService(config, { hasSender: from !== null }));
    },
  },
  {
    method: 'POST',
    path: '/admin/test-email',
    access: 'admin',
    summary: "Send a test e-mail now to the studio's notification address (or `to`); answers the provider's error",
    rateLimit: TEST_SEND_RATE_LIMIT,
    requestBody: TestEmailSchema,
    requestBodyOptional: true,
    response: { status: 200, schema: TestSendResultSchema },
    errors: { 502: 'The provider refused the message: the same fields, its error as the message' },
    handler: async (c) => {
      const input = TestEmailSchema.parse(await optionalJson(c));
      const deps = c.get('deps');
      const user = signedInUser(c);
      const to = input.to ?? ((await getLeadSettings(deps.db)).notificationEmail.trim() || user.email || '');
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
      if (!result.ok)
        return c.json(
          {
            ...problem('email_provider_refused', { detail: result.error }),
            sendId: result.sendId,
            status: result.status,
          },
          502,
        );
      return c.json({ message: result.message, sendId: result.sendId, status: result.status });
    },
  },
  {
    method: 'GET',
    path: '/admin/email-sends',
    access: 'admin',
    summary: 'Sends that failed or whose outcome is unknown, newest first, a page at a time',
    query: ProblemSendsQuerySchema,
    response: { status: 200, schema: ProblemSendPageSchema },
    handler: async (c) => {
      const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
      return c.json(await listProblemSends(c.get('deps').db, ProblemSendsQuerySchema.parse(raw)));
    },
  },
  {
    method: 'POST',
    path: '/admin/email-sends/:id/retry',
    access: 'admin',
    summary: 'Send a failed e-mail again through the queue (at most once); an unknown one is refused',
    params: IdParamsSchema,
    response: { status: 200, schema: RetriedSendSchema },
    errors: { 409: 'The send is not one that can be sent again' },
    handler: async (c) => {
      const id = idParam(c, 'email_send_not_found');
      const deps = c.get('deps');
      return c.json(await retryFailedSend(deps.db, deps.queue, signedInUser(c), id, deps.clock()));
    },
  },
  {
    method: 'GET',
    path: '/admin/notices',
    access: 'self',
    summary: "Warnings for the admin frame: production while e-mail is not really sent (D13's banner)",
    response: { status: 200, schema: AdminNoticesSchema },
    handler: async (c) => {
      const status = await emailStatus(c);
      const notices: AdminNotices = {
        emailNotSending: c.get('deps').config.production && status.status !== 'configured',
      };
      return c.json(notices);
    },
  },
];
