import { EMAIL_BUTTON_CLASS, EMAIL_BUTTON_STYLE } from '#shared/email/email-button.ts';
import { escapeHtml } from '#shared/escape-html.ts';

/** The studio facts every marketing e-mail carries (D11: the postal address, CAN-SPAM and the like). */
export interface StudioIdentity {
  studioName: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** '2148 NE Alberta Street, Portland, OR 97211, US' — the parts the studio filled in. */
export function formatPostalAddress(studio: StudioIdentity): string {
  const regionLine = [studio.region, studio.postalCode].filter((part) => part.trim()).join(' ');
  return [studio.street, studio.city, regionLine, studio.country].filter((part) => part.trim()).join(', ');
}

/** The site's palette (app/app.css), as e-mail clients need it: literal colours in inline styles. */
const COLOR = {
  linen: '#f7f3ee',
  paper: '#fffdf9',
  stone: '#e2d9cd',
  ink: '#1d1a18',
  charcoal: '#2a2623',
  olive: '#4e5737',
  muted: '#5f574f',
} as const;
const SERIF = "Georgia, 'Iowan Old Style', 'Times New Roman', serif";
const SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";

const WHY = (studioName: string) => `You are receiving this email because you were in touch with ${studioName}.`;

export interface LayoutInput {
  studio: StudioIdentity;
  /** already escaped for HTML */
  subjectHtml: string;
  /** the template's HTML with its placeholders filled (values escaped) */
  bodyHtml: string;
  unsubscribePageUrl: string;
}

/**
 * A plain, sturdy e-mail: tables and inline styles (Outlook ignores most CSS), one 600 px column
 * that narrows on phones, the studio's name on top, the template's words on a light card, and the
 * footer D11 requires (why they get it, the unsubscribe link, the postal address). The <style>
 * block only refines what the inline styles already make readable (spacing of the template's own
 * paragraphs and lists, phone padding); clients that drop it lose nothing essential.
 */
export function wrapInLayout(input: LayoutInput): string {
  const studioName = escapeHtml(input.studio.studioName);
  const address = escapeHtml(formatPostalAddress(input.studio));
  const unsubscribeHref = escapeHtml(input.unsubscribePageUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${input.subjectHtml}</title>
<style>
  .content p { margin: 0 0 16px; }
  .content ul, .content ol { margin: 0 0 16px; padding-left: 22px; }
  .content li { margin: 0 0 8px; }
  .content li > p { margin: 0; }
  .content h1, .content h2, .content h3 { margin: 0 0 12px; font-family: ${SERIF}; font-weight: normal; color: ${COLOR.ink}; line-height: 1.25; }
  .content a { color: ${COLOR.olive}; }
  .content a.${EMAIL_BUTTON_CLASS} { ${EMAIL_BUTTON_STYLE} }
  .content img { max-width: 100%; height: auto; }
  .content > :last-child { margin-bottom: 0; }
  @media (max-width: 620px) {
    .outer { padding: 20px 10px !important; }
    .card { padding: 28px 22px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.linen};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOR.linen};">
<tr>
<td class="outer" align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr>
<td align="center" style="padding:0 8px 12px;font-family:${SERIF};font-size:26px;line-height:1.2;letter-spacing:-0.01em;color:${COLOR.ink};">${studioName}</td>
</tr>
<tr>
<td align="center" style="padding:0 0 24px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="width:32px;height:2px;background-color:${COLOR.olive};font-size:0;line-height:0;">&nbsp;</td></tr></table></td>
</tr>
<tr>
<td class="card content" style="background-color:${COLOR.paper};border:1px solid ${COLOR.stone};border-radius:12px;padding:40px;font-family:${SANS};font-size:16px;line-height:1.65;color:${COLOR.charcoal};text-align:left;">
${input.bodyHtml}
</td>
</tr>
<tr>
<td align="center" style="padding:28px 16px 0;font-family:${SANS};font-size:13px;line-height:1.6;color:${COLOR.muted};">
<p style="margin:0 0 8px;">${escapeHtml(WHY(input.studio.studioName))}</p>
<p style="margin:0 0 8px;"><a href="${unsubscribeHref}" style="color:${COLOR.olive};text-decoration:underline;">Unsubscribe from these emails</a></p>
<p style="margin:0;">${address ? `${studioName} &middot; ${address}` : studioName}</p>
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text part's ending: the same facts as the HTML footer, after the usual '-- ' line. */
export function textFooter(studio: StudioIdentity, unsubscribePageUrl: string): string {
  const address = formatPostalAddress(studio);
  return [
    '-- ',
    studio.studioName,
    ...(address ? [address] : []),
    '',
    WHY(studio.studioName),
    `Unsubscribe: ${unsubscribePageUrl}`,
  ].join('\n');
}
