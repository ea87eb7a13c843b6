import { problem } from '#shared/api/errors.ts';
import { sequencesApi } from '#shared/api/sequences.ts';
import { studioSender } from '../../platform/email/email-transport.ts';
import { sendEmailNow, TEST_SEND_RATE_LIMIT } from '../../platform/email/send-now.ts';
import { EDIT_CONFLICT_ERRORS } from '../../platform/history/edit-conflict-answer.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { getSiteSettings } from '../studio/index.ts';
import { EMAIL_PREVIEW_FRAME_CSP, EMAIL_PREVIEW_FRAME_HTML } from './email-preview-frame.ts';
import {
  assertKnownPlaceholders,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  seedDefaultTemplates,
  TEMPLATE_NOT_FOUND,
  textPartOf,
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

/**
 * The Email Sequences tab's templates (admin area §2, §7; D10, D26; SECURITY 9). A malformed `:id`
 * is the template's 404.
 */
export const emailTemplateRoutes: ApiRoute[] = [
  route(sequencesApi.list, {
    access: 'leads',
    summary: 'Every sequence template, by sequence position',
    handle: (c) => listTemplates(c.get('deps').db),
  }),
  route(sequencesApi.create, {
    access: 'leads',
    summary: 'Add a sequence template (an unknown placeholder is refused, naming it)',
    body: TEMPLATE_BODY,
    handle: (c, { body }) => createTemplate(c.get('deps'), signedInUser(c), body),
  }),
  route(sequencesApi.preview, {
    access: 'leads',
    summary: 'Render a template as a send would, for a sample lead or a real one',
    body: TEMPLATE_BODY,
    handle: (c, { body }) => {
      const deps = c.get('deps');
      // A preview shows what a send would be; a template that could not be saved could not be sent.
      const { template } = body;
      const keys = {
        subject: 'template.subject',
        htmlContent: 'template.htmlContent',
        textContent: 'template.textContent',
      };
      assertKnownPlaceholders(template.textEdited ? template : { ...template, textContent: undefined }, keys);
      // The text the template would be saved with: its own, or the one written from the HTML.
      const textContent = template.textEdited
        ? template.textContent
        : textPartOf(template, { htmlContent: 'template.htmlContent' });
      return previewTemplate(deps, { ...template, textContent }, body.for, () => configuredSender(deps));
    },
  }),
  route(sequencesApi.previewFrame, {
    access: 'leads',
    summary: 'The frame the preview shows an e-mail in, under its own policy (images from other sites)',
    handle: (c) =>
      c.html(EMAIL_PREVIEW_FRAME_HTML, 200, {
        'Content-Security-Policy': EMAIL_PREVIEW_FRAME_CSP,
        // Framed by the admin page of this origin only (the global header says DENY).
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': 'no-store',
      }),
  }),
  route(sequencesApi.update, {
    access: 'leads',
    summary: 'Edit a sequence template',
    body: TEMPLATE_BODY,
    notFound: TEMPLATE_NOT_FOUND,
    errors: EDIT_CONFLICT_ERRORS,
    handle: (c, { params, body }) => updateTemplate(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(sequencesApi.remove, {
    access: 'leads',
    summary: 'Delete a sequence template (the send log keeps its sends)',
    notFound: TEMPLATE_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteTemplate(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(sequencesApi.sendTest, {
    access: 'leads',
    summary: 'Send a template, rendered for a sample or a lead, to any address now',
    rateLimit: TEST_SEND_RATE_LIMIT,
    errors: { 502: 'The provider refused the message: its error is the message' },
    notFound: TEMPLATE_NOT_FOUND,
    handle: async (c, { params, body }) => {
      const deps = c.get('deps');
      const template = await getTemplate(deps.db, params.id);
      // Unsigned unsubscribe link: the studio's test copy can never unsubscribe the lead it was rendered for.
      const { email } = await renderTemplateFor(deps, template, body.for, { signed: false });
      const result = await sendEmailNow(deps, {
        to: body.to,
        subject: `[Test] ${email.subject}`,
        html: email.html,
        text: email.text,
        headers: email.headers,
        templateId: template.id,
      });
      if (!result.ok) {
        return c.json(result.problem ?? problem('email_provider_refused', { detail: result.error }), 502);
      }
      return { message: result.message, sendId: result.sendId, status: result.status };
    },
  }),
  route(sequencesApi.seedDefaults, {
    access: 'leads',
    summary: 'Write the three-step default welcome sequence (only while there are no templates)',
    errors: { 409: 'There are templates already' },
    handle: (c) => seedDefaultTemplates(c.get('deps'), signedInUser(c)),
  }),
];
