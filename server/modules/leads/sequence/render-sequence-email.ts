import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import type { UnsubscribeUrls } from '../unsubscribe/unsubscribe-urls.ts';
import { formatPostalAddress, type StudioIdentity, textFooter, wrapInLayout } from './email-layout.ts';
import { fillPlaceholders, placeholderValues, type SequenceLead, type StudioPlaceholders } from './placeholders.ts';

/** The parts of an EmailTemplate (admin area §3) a message is made from. */
export interface SequenceTemplate {
  subject: string;
  htmlContent: string;
  textContent: string;
}

/** The studio settings an e-mail is written with (a SiteSettings will do): the footer's and the placeholders'. */
export interface SequenceStudio extends StudioIdentity {
  phone: string;
  email: string;
  designerName: string;
}

/** `{{studioName}}`, `{{studioPhone}}`, … as the settings hold them now, and `{{bookingLink}}`. */
export function studioPlaceholders(settings: SequenceStudio, bookingUrl?: string): StudioPlaceholders {
  return {
    bookingLink: bookingUrl,
    studioName: settings.studioName,
    studioPhone: settings.phone,
    studioEmail: settings.email,
    studioAddress: formatPostalAddress(settings),
    designerName: settings.designerName,
  };
}

export interface SequenceEmailInput {
  template: SequenceTemplate;
  lead: SequenceLead;
  /** the studio settings, read when the e-mail is written (a SiteSettings will do) */
  settings: SequenceStudio;
  /** unsubscribeUrls(publicUrl, createUnsubscribeToken(secret, lead.id)) */
  unsubscribeUrls: UnsubscribeUrls;
  /** an address that unsubscribes people who write to it, for List-Unsubscribe's mailto (optional) */
  unsubscribeMailto?: string;
  /** `{{bookingLink}}`: bookingLinkOf(publicUrl) */
  bookingUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** extra headers for the provider; values are single-line ASCII */
  headers: Record<string, string>;
}

/** CR/LF (and the other control characters) never reach a header (SECURITY 9, nodemailer CVE-2021-23400). */
export function singleLine(text: string): string {
  const spaced = Array.from(text, (char) => (isLineOrControl(char) ? ' ' : char)).join('');
  return spaced.replace(/ {2,}/g, ' ').trim();
}

function isLineOrControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** A header value we build from URLs: refuse rather than emit anything that could break the header. */
function headerSafe(value: string): string {
  // Printable ASCII without spaces, and none of the characters that delimit the header's list.
  if (!/^[\x21-\x7e]+$/.test(value) || /[<>,]/.test(value)) {
    throw new Error('An unsubscribe address must be a plain URL or e-mail address.');
  }
  return value;
}

/**
 * One step of a lead's sequence, ready for sendEmail: the template's placeholders filled in without
 * logic (values HTML-escaped in the HTML part, as typed in the text part and the subject), the HTML
 * in the studio's layout, both parts ending with the D11 footer (postal address, unsubscribe link),
 * and the RFC 8058 headers that give mail apps their one-click unsubscribe button.
 */
export function renderSequenceEmail(input: SequenceEmailInput): RenderedEmail {
  const { template, settings, unsubscribeUrls } = input;
  const values = placeholderValues(input.lead, studioPlaceholders(settings, input.bookingUrl));
  const subject = singleLine(fillPlaceholders(template.subject, values));
  const bodyHtml = fillPlaceholders(template.htmlContent, values, escapeHtml).trim();
  // A template saved without a text part still gets one: the HTML's words (placeholders filled after).
  const textSource = template.textContent.trim() ? template.textContent : plainTextFromHtml(template.htmlContent);
  const body = fillPlaceholders(textSource, values).replace(/\r\n?/g, '\n').trim();

  const listUnsubscribe = [`<${headerSafe(unsubscribeUrls.oneClickUrl)}>`];
  if (input.unsubscribeMailto) {
    listUnsubscribe.push(`<mailto:${headerSafe(input.unsubscribeMailto)}?subject=unsubscribe>`);
  }
  return {
    subject,
    html: wrapInLayout({
      studio: settings,
      subjectHtml: escapeHtml(subject),
      bodyHtml,
      unsubscribePageUrl: unsubscribeUrls.pageUrl,
    }),
    text: `${body}\n\n${textFooter(settings, unsubscribeUrls.pageUrl)}\n`,
    headers: {
      'List-Unsubscribe': listUnsubscribe.join(', '),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
