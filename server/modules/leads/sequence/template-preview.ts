import type { PreviewSubject, TemplatePreview } from '#shared/admin/email.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { studioSender } from '../../../platform/email/email-transport.ts';
import { NotFoundError } from '../../../platform/errors.ts';
import type { PlatformDeps } from '../../../platform/platform-deps.ts';
import { getSiteSettings } from '../../studio/index.ts';
import { createUnsubscribeToken } from '../unsubscribe/unsubscribe-token.ts';
import { type UnsubscribeUrls, unsubscribeUrls } from '../unsubscribe/unsubscribe-urls.ts';
import {
  bookingLinkOf,
  findEmptyPlaceholders,
  placeholderValues,
  type SequenceLead,
  type StudioPlaceholders,
} from './placeholders.ts';
import {
  type RenderedEmail,
  renderSequenceEmail,
  type SequenceTemplate,
  studioPlaceholders,
} from './render-sequence-email.ts';
import { loadSequenceLead, sampleLead } from './sample-leads.ts';

export const LEAD_NOT_FOUND = 'sample_lead_not_found' satisfies ErrorCode;

/**
 * The token in a sample's unsubscribe link: the length and alphabet of a real one (so the preview
 * shows the link as a lead will see it), but signed by nobody, so following it unsubscribes no one
 * (the unsubscribe page answers that the link is not valid).
 */
const SAMPLE_TOKEN = Buffer.concat([Buffer.from([1, 0, 0, 0, 0]), Buffer.alloc(16)]).toString('base64url');

/** The From line the admin sees: what a send would use now. */
export type ResolveSender = (deps: TemplateRenderDeps) => Promise<string | null>;

export type TemplateRenderDeps = Pick<PlatformDeps, 'db' | 'secrets' | 'config'>;

/** Until the configured transport is on the deps: the studio's name and e-mail from settings. */
const studioSenderOf: ResolveSender = async (deps) => studioSender(await getSiteSettings(deps.db));

export interface RenderedFor {
  email: RenderedEmail;
  lead: SequenceLead;
  /** what the studio's placeholders were filled with */
  studio: StudioPlaceholders;
}

/**
 * A template rendered for a sample or a real lead exactly as the scheduler renders a step
 * (renderSequenceEmail, the studio's layout and footer). `signed`: a real lead gets its own signed
 * unsubscribe link (the preview shows the real thing); a test send passes false, so a test copy in
 * the studio's inbox can never unsubscribe the lead it was rendered for.
 */
export async function renderTemplateFor(
  deps: TemplateRenderDeps,
  template: SequenceTemplate,
  subject: PreviewSubject,
  options: { signed: boolean } = { signed: true },
): Promise<RenderedFor> {
  let lead: SequenceLead;
  let token = SAMPLE_TOKEN;
  if ('leadId' in subject) {
    const found = await loadSequenceLead(deps.db, subject.leadId);
    if (!found) throw new NotFoundError(LEAD_NOT_FOUND);
    lead = found;
    if (options.signed) token = createUnsubscribeToken(deps.secrets.appSecret, found.id);
  } else {
    lead = await sampleLead(deps.db, subject.sample);
  }
  const urls: UnsubscribeUrls = unsubscribeUrls(deps.config.publicUrl, token);
  const settings = await getSiteSettings(deps.db);
  const bookingUrl = bookingLinkOf(deps.config.publicUrl);
  return {
    email: renderSequenceEmail({ template, lead, settings, unsubscribeUrls: urls, bookingUrl }),
    lead,
    studio: studioPlaceholders(settings, bookingUrl),
  };
}

/**
 * POST /api/email-templates/preview: the message as the lead would receive it, with the From and
 * To lines, the placeholders that come out empty without a fallback (D26) and the HTML's size
 * (over 100 KB Gmail clips the message).
 */
export async function previewTemplate(
  deps: TemplateRenderDeps,
  template: SequenceTemplate,
  subject: PreviewSubject,
  resolveSender: ResolveSender = studioSenderOf,
): Promise<TemplatePreview> {
  const { email, lead, studio } = await renderTemplateFor(deps, template, subject);
  return {
    from: (await resolveSender(deps)) ?? '',
    to: lead.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    emptyPlaceholders: findEmptyPlaceholders(
      [template.subject, template.htmlContent, template.textContent],
      placeholderValues(lead, studio),
    ),
    htmlBytes: Buffer.byteLength(email.html, 'utf8'),
  };
}
