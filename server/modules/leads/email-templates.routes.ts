import {
  CreateTemplateSchema,
  PreviewTemplateSchema,
  SendTemplateTestSchema,
  UpdateTemplateSchema,
} from '#shared/admin/email.ts';
import { MessageSchema, SuccessSchema } from '#shared/api/common.ts';
import { problem } from '#shared/api/errors.ts';
import { studioSender } from '../../platform/email/email-transport.ts';
import { sendEmailNow, TEST_SEND_RATE_LIMIT } from '../../platform/email/send-now.ts';
import { IdParamsSchema, idParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { createHandler, deleteHandler, updateHandler } from '../../platform/http/write-handlers.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { getSiteSettings } from '../studio/index.ts';
import {
  EmailTemplateListSchema,
  EmailTemplateSchema,
  SeedResultSchema,
  TemplatePreviewSchema,
} from './email.responses.ts';
import { EMAIL_PREVIEW_FRAME_CSP, EMAIL_PREVIEW_FRAME_HTML } from './email-preview-frame.ts';
import {
  assertKnownPlaceholders,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  seedDefaultTemplates,
  TEMPLATE_NOT_FOUND,
  updateTemplate,
} from './email-templates.service.ts';
import { previewTemplate, renderTemplateFor } from './sequence/template-preview.ts';

/**
 * A template may hold 200,000 characters of HTML and as many of text (TEMPLATE_BODY_MAX); in a
 * script of 3-byte characters, JSON-encoded, that is about 1.2 MB, so these routes take 2.5 MB.
 */
const TEMPLATE_BODY = { kind: 'json', maxBytes: 2.5 * 1024 * 1024 } as const;

/**
 * What a send would use as its From line now: the transport in force (environment over Email
 * Setup). Stored settings that cannot be used (Email Setup says so) still leave a preview: the
 * studio's own sender, as a send falls back to when EMAIL_FROM is unset.
 */
async function configuredSender(deps: PlatformDeps): Promise<string | null> {
  try {
    return (await deps.email.resolveTransport(deps.db)).from;
  } catch {
    return studioSender(await getSiteSettings(deps.db));
  }
}

/** The Email Sequences tab's templates (admin area §2, §7; D10, D26; SECURITY 9). */
export const emailTemplateRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/email-templates',
    access: 'leads',
    summary: 'Every sequence template, by sequence position',
    response: { status: 200, schema: EmailTemplateListSchema },
    handler: async (c) => c.json(await listTemplates(c.get('deps').db)),
  },
  {
    method: 'POST',
    path: '/email-templates',
    access: 'leads',
    summary: 'Add a sequence template (an unknown placeholder is refused, naming it)',
    body: TEMPLATE_BODY,
    requestBody: CreateTemplateSchema,
    response: { status: 201, schema: EmailTemplateSchema },
    handler: createHandler(CreateTemplateSchema, createTemplate),
  },
  {
    method: 'POST',
    path: '/email-templates/preview',
    access: 'leads',
    summary: 'Render a template as a send would, for a sample lead or a real one',
    body: TEMPLATE_BODY,
    requestBody: PreviewTemplateSchema,
    response: { status: 200, schema: TemplatePreviewSchema },
    handler: async (c) => {
      const deps = c.get('deps');
      const input = PreviewTemplateSchema.parse(await readJson(c));
      // A preview shows what a send would be; a template that could not be saved could not be sent.
      assertKnownPlaceholders(input.template, {
        subject: 'template.subject',
        htmlContent: 'template.htmlContent',
        textContent: 'template.textContent',
      });
      return c.json(await previewTemplate(deps, input.template, input.for, () => configuredSender(deps)));
    },
  },
  {
    method: 'GET',
    path: '/email-templates/preview-frame',
    access: 'leads',
    summary: 'The frame the preview shows an e-mail in, under its own policy (images from other sites)',
    response: { status: 200, file: 'text/html', description: 'A fixed page; the admin posts the e-mail to it' },
    handler: (c) =>
      c.html(EMAIL_PREVIEW_FRAME_HTML, 200, {
        'Content-Security-Policy': EMAIL_PREVIEW_FRAME_CSP,
        // Framed by the admin page of this origin only (the global header says DENY).
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': 'no-store',
      }),
  },
  {
    method: 'PATCH',
    path: '/email-templates/:id',
    access: 'leads',
    summary: 'Edit a sequence template',
    body: TEMPLATE_BODY,
    params: IdParamsSchema,
    requestBody: UpdateTemplateSchema,
    response: { status: 200, schema: EmailTemplateSchema },
    handler: updateHandler(TEMPLATE_NOT_FOUND, UpdateTemplateSchema, updateTemplate),
  },
  {
    method: 'DELETE',
    path: '/email-templates/:id',
    access: 'leads',
    summary: 'Delete a sequence template (the send log keeps its sends)',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(TEMPLATE_NOT_FOUND, deleteTemplate),
  },
  {
    method: 'POST',
    path: '/email-templates/:id/test',
    access: 'leads',
    summary: 'Send a template, rendered for a sample or a lead, to any address now',
    rateLimit: TEST_SEND_RATE_LIMIT,
    params: IdParamsSchema,
    requestBody: SendTemplateTestSchema,
    response: { status: 200, schema: MessageSchema },
    errors: { 502: 'The provider refused the message: its error is the message' },
    handler: async (c) => {
      const deps = c.get('deps');
      const id = idParam(c, TEMPLATE_NOT_FOUND);
      const input = SendTemplateTestSchema.parse(await readJson(c));
      const template = await getTemplate(deps.db, id);
      // Unsigned unsubscribe link: the studio's test copy can never unsubscribe the lead it was rendered for.
      const { email } = await renderTemplateFor(deps, template, input.for, { signed: false });
      const result = await sendEmailNow(deps, {
        to: input.to,
        subject: `[Test] ${email.subject}`,
        html: email.html,
        text: email.text,
        headers: email.headers,
        templateId: template.id,
      });
      if (!result.ok) return c.json(problem('email_provider_refused', { detail: result.error }), 502);
      return c.json({ message: result.message });
    },
  },
  {
    method: 'POST',
    path: '/admin/seed-email-templates',
    access: 'leads',
    summary: 'Write the three-step default welcome sequence (only while there are no templates)',
    response: { status: 201, schema: SeedResultSchema },
    errors: { 409: 'There are templates already' },
    handler: async (c) => c.json(await seedDefaultTemplates(c.get('deps'), signedInUser(c)), 201),
  },
];
