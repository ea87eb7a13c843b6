import { escapeHtml } from '#shared/escape-html.ts';

/** What the studio owner is told about a new enquiry or download (issue 4, item 5). */
export interface OwnerNotificationInput {
  kind: 'contact' | 'lookbook';
  studioName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** labels, not slugs: what the visitor chose */
  projectType?: string;
  budget?: string;
  message?: string;
  consent: boolean;
  /** true when this person was already a lead */
  returning: boolean;
  /** where the owner reads the lead (the admin) */
  adminUrl: string;
}

export interface RenderedNotification {
  subject: string;
  html: string;
  text: string;
}

/**
 * The owner's e-mail: every visitor value HTML-escaped in the HTML part and kept as typed in the
 * text part; the subject is built from one-line values only (the schema refuses line breaks in
 * names, and they are collapsed here again so no header can ever be split).
 */
export function renderOwnerNotification(input: OwnerNotificationInput): RenderedNotification {
  const name = oneLine(`${input.firstName} ${input.lastName}`.trim());
  const headline = input.kind === 'contact' ? 'New enquiry' : 'Lookbook downloaded';
  const subject = oneLine(`${headline} from ${name}${input.returning ? ' (returning lead)' : ''}`);
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', input.email],
    ...(input.phone ? ([['Phone', input.phone]] as [string, string][]) : []),
    ...(input.projectType ? ([['Project type', input.projectType]] as [string, string][]) : []),
    ...(input.budget ? ([['Budget', input.budget]] as [string, string][]) : []),
    ['Design ideas by e-mail', input.consent ? 'Yes, agreed' : 'Not agreed'],
  ];
  const intro =
    input.kind === 'contact'
      ? `${name} sent an enquiry through the contact form.`
      : `${name} downloaded the ${input.studioName} design lookbook.`;

  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(input.message ? ['', 'Message:', input.message] : []),
    '',
    `Reply to ${input.email}, or open the lead: ${input.adminUrl}`,
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;font:14px/1.5 Helvetica,Arial,sans-serif;';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f2ec;color:#2b2724;">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<tr><td>
<p style="margin:0 0 4px;font:12px/1.4 Helvetica,Arial,sans-serif;letter-spacing:.08em;text-transform:uppercase;color:#7a6a58;">${escapeHtml(input.studioName)}</p>
<h1 style="margin:0 0 16px;font:600 22px/1.3 Georgia,serif;">${escapeHtml(headline)}</h1>
<p style="margin:0 0 16px;font:15px/1.6 Helvetica,Arial,sans-serif;">${escapeHtml(intro)}</p>
<table role="presentation">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}text-align:left;color:#7a6a58;font-weight:normal;">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${
  input.message
    ? `<h2 style="margin:20px 0 8px;font:600 16px/1.3 Georgia,serif;">Message</h2><p style="margin:0;font:15px/1.6 Helvetica,Arial,sans-serif;white-space:pre-wrap;">${escapeHtml(input.message)}</p>`
    : ''
}
<p style="margin:24px 0 0;font:14px/1.6 Helvetica,Arial,sans-serif;"><a href="mailto:${escapeHtml(encodeURIComponent(input.email).replace(/%40/g, '@'))}" style="color:#5d6b3c;">Reply to ${escapeHtml(input.email)}</a> · <a href="${escapeHtml(input.adminUrl)}" style="color:#5d6b3c;">Open the lead</a></p>
</td></tr></table>
</body></html>`;
  return { subject, html, text };
}

function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
