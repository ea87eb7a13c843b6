import type { ConsultationLocation } from '#shared/booking.ts';
import { escapeHtml } from '#shared/escape-html.ts';

/** What a booking message is about: the three changes, and the reminder the day before. */
export type BookingMessageKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

export interface BookingStudio {
  studioName: string;
  email: string;
  phone: string;
  /** one line, e.g. '2148 NE Alberta Street, Portland, OR 97211, US' ('' when not filled in) */
  postalAddress: string;
  /** IANA name: the studio's hours, named in every message */
  timeZone: string;
}

export interface BookingMessageInput {
  kind: BookingMessageKind;
  /** who made the change: the visitor through the site, or the studio in the admin */
  by: 'visitor' | 'staff';
  studio: BookingStudio;
  visitor: { firstName: string; lastName: string; email: string; phone: string | null; timeZone: string | null };
  consultation: {
    name: string;
    durationMinutes: number;
    location: ConsultationLocation;
    priceText: string;
    start: Date;
    end: Date;
    /** what the visitor wrote when booking */
    message: string | null;
  };
  /** the signed page to reschedule or cancel; null once there is nothing left to change */
  manageUrl: string | null;
  /** `${publicUrl}/book`: to book again after a cancellation */
  bookUrl: string;
}

export interface RenderedBookingMessage {
  subject: string;
  html: string;
  text: string;
}

/** Where the consultation happens, as the visitor, the studio and the calendar read it. */
export function locationLabel(location: ConsultationLocation, visitorPhone: string | null): string {
  if (location === 'video') return 'Video call (the studio sends you the link)';
  if (location === 'phone') return visitorPhone ? `Phone call (the studio calls you on ${visitorPhone})` : 'Phone call';
  return 'At your home';
}

/** "Tuesday, December 1, 2026" in that zone. */
function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(at);
}

function timeIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
}

/** "Pacific Standard Time" — the zone's name on that day (standard or daylight time). */
function zoneName(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Tuesday, December 1, 2026, 9:00 AM – 9:45 AM (Pacific Standard Time)" */
export function formatSlot(zone: string, start: Date, end: Date): string {
  return `${dayIn(zone, start)}, ${timeIn(zone, start)} – ${timeIn(zone, end)} (${zoneName(zone, start)})`;
}

/** "Tue, Dec 1, 9:00 AM" for subjects, in that zone. */
function shortSlot(zone: string, start: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
}

/** True when the two zones show a different wall-clock time at that moment. */
function differentClock(a: string, b: string, at: Date): boolean {
  return timeIn(a, at) !== timeIn(b, at) || dayIn(a, at) !== dayIn(b, at);
}

/** A visitor's zone we can format with; anything else (unknown, garbled) counts as not known. */
function usableZone(zone: string | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * The "When" lines: in the visitor's own zone when we know it, and always the studio's time named,
 * so nobody has to work out a difference.
 */
function whenLines(input: BookingMessageInput): string[] {
  const { start, end } = input.consultation;
  const studioZone = input.studio.timeZone;
  const visitorZone = usableZone(input.visitor.timeZone);
  if (!visitorZone || !differentClock(visitorZone, studioZone, start)) return [formatSlot(studioZone, start, end)];
  return [`${formatSlot(visitorZone, start, end)}, your time`, `${formatSlot(studioZone, start, end)} at the studio`];
}

function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The visitor's message about their consultation: booked, moved, cancelled, or tomorrow. */
export function renderVisitorMessage(input: BookingMessageInput): RenderedBookingMessage {
  const studio = input.studio.studioName;
  const what = input.consultation.name;
  const visitorZone = usableZone(input.visitor.timeZone) ?? input.studio.timeZone;
  const when = shortSlot(visitorZone, input.consultation.start);
  const staff = input.by === 'staff';
  const { subject, heading, intro } = {
    booked: {
      subject: `Your ${what} with ${studio} is booked: ${when}`,
      heading: 'Your consultation is booked',
      intro: staff
        ? `${studio} has booked your ${what}. We look forward to talking with you.`
        : `Thank you for booking with ${studio}: your ${what} is confirmed. We look forward to talking with you.`,
    },
    rescheduled: {
      subject: `Your ${what} with ${studio} has moved: ${when}`,
      heading: 'Your consultation has moved',
      intro: staff
        ? `${studio} has moved your ${what} to a new time. If it does not suit you, choose another below.`
        : `Your ${what} with ${studio} is now at the new time below.`,
    },
    cancelled: {
      subject: `Your ${what} with ${studio} is cancelled`,
      heading: 'Your consultation is cancelled',
      intro: staff
        ? `${studio} has had to cancel your ${what}. We are sorry; please choose another time that suits you.`
        : `Your ${what} with ${studio} is cancelled, as you asked. You are welcome to book again at any time.`,
    },
    reminder: {
      subject: `Reminder: your ${what} with ${studio}, ${when}`,
      heading: 'See you soon',
      intro: `A reminder of your ${what} with ${studio}, in a day's time.`,
    },
  }[input.kind];

  const cancelled = input.kind === 'cancelled';
  const details: [string, string][] = [
    ['When', whenLines(input).join('\n')],
    ...(cancelled
      ? []
      : ([
          ['Where', locationLabel(input.consultation.location, input.visitor.phone)],
          ['Length', `${input.consultation.durationMinutes} minutes`],
          ...(input.consultation.priceText.trim() ? [['Price', input.consultation.priceText.trim()]] : []),
        ] as [string, string][])),
  ];
  const calendarNote = cancelled
    ? 'The attached cancellation removes it from your calendar.'
    : input.kind === 'reminder'
      ? ''
      : 'The attached invitation adds it to your calendar.';
  const links: [string, string][] =
    input.manageUrl && !cancelled
      ? [
          ['Reschedule', input.manageUrl],
          ['Cancel', `${input.manageUrl}#cancel`],
        ]
      : cancelled
        ? [['Book another time', input.bookUrl]]
        : [];
  const reach = [input.studio.email, input.studio.phone].filter((v) => v.trim()).join(' or ');
  const contact = reach
    ? `Questions? Reply to this e-mail, or reach us at ${reach}.`
    : 'Questions? Reply to this e-mail.';

  const text = [
    `Hi ${input.visitor.firstName || 'there'},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value.split('\n').join('\n      ')}`),
    ...(calendarNote ? ['', calendarNote] : []),
    ...(links.length > 0 ? ['', ...links.map(([label, url]) => `${label}: ${url}`)] : []),
    '',
    contact,
    '',
    '-- ',
    studio,
    ...(input.studio.postalAddress ? [input.studio.postalAddress] : []),
  ].join('\n');

  const html = layout({
    studio: input.studio,
    subject: oneLine(subject),
    body: `<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;font-weight:normal;line-height:1.25;color:${COLOR.ink};">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;">Hi ${escapeHtml(input.visitor.firstName || 'there')},</p>
<p style="margin:0 0 20px;">${escapeHtml(intro)}</p>
${detailsTable(details)}
${calendarNote ? `<p style="margin:0 0 20px;">${escapeHtml(calendarNote)}</p>` : ''}
${buttons(links)}
<p style="margin:0;">${escapeHtml(contact)}</p>`,
  });
  return { subject: oneLine(subject), html, text };
}

export interface StudioNotificationInput {
  kind: Exclude<BookingMessageKind, 'reminder'>;
  studio: BookingStudio;
  visitor: { firstName: string; lastName: string; email: string; phone: string | null };
  consultation: BookingMessageInput['consultation'];
  /** the lead's page in the admin */
  leadUrl: string;
}

/** The studio's notification of a booking the visitor made, moved or cancelled; times in the studio's zone. */
export function renderStudioNotification(input: StudioNotificationInput): RenderedBookingMessage {
  const name = oneLine(`${input.visitor.firstName} ${input.visitor.lastName}`) || input.visitor.email;
  const zone = input.studio.timeZone;
  const when = shortSlot(zone, input.consultation.start);
  const { subject, intro } = {
    booked: { subject: `New booking: ${name}, ${when}`, intro: `${name} booked: ${input.consultation.name}.` },
    rescheduled: {
      subject: `Booking moved: ${name}, now ${when}`,
      intro: `${name} moved their ${input.consultation.name} to a new time.`,
    },
    cancelled: {
      subject: `Booking cancelled: ${name}, ${when}`,
      intro: `${name} cancelled their ${input.consultation.name}; the time is free again.`,
    },
  }[input.kind];
  const details: [string, string][] = [
    ['When', formatSlot(zone, input.consultation.start, input.consultation.end)],
    ['Where', locationLabel(input.consultation.location, input.visitor.phone)],
    ['Name', name],
    ['Email', input.visitor.email],
    ...(input.visitor.phone ? ([['Phone', input.visitor.phone]] as [string, string][]) : []),
    ...(input.consultation.message ? ([['Message', input.consultation.message]] as [string, string][]) : []),
  ];
  const text = [
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Reply to ${input.visitor.email}, or open the lead: ${input.leadUrl}`,
  ].join('\n');
  const html = layout({
    studio: input.studio,
    subject: oneLine(subject),
    body: `<p style="margin:0 0 20px;">${escapeHtml(intro)}</p>
${detailsTable(details)}
${buttons([['Open the lead', input.leadUrl]])}`,
  });
  return { subject: oneLine(subject), html, text };
}

/** The site's palette, as in the sequence e-mails (server/modules/leads/sequence/email-layout.ts). */
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

function detailsTable(rows: [string, string][]): string {
  const cell = `padding:4px 16px 4px 0;vertical-align:top;font-family:${SANS};font-size:15px;line-height:1.55;`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}text-align:left;font-weight:normal;color:${COLOR.muted};">${escapeHtml(label)}</th><td style="${cell}color:${COLOR.charcoal};">${value
          .split('\n')
          .map(escapeHtml)
          .join('<br>')}</td></tr>`,
    )
    .join('')}</table>`;
}

function buttons(links: [string, string][]): string {
  if (links.length === 0) return '';
  return `<p style="margin:0 0 24px;">${links
    .map(
      ([label, url]) =>
        `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:6px;background-color:${COLOR.olive};color:#ffffff;text-decoration:none;font-family:${SANS};font-size:15px;">${escapeHtml(label)}</a>`,
    )
    .join('')}</p>`;
}

/**
 * The sequence e-mails' look (one 600 px column, the studio's name on top, a light card), without
 * their unsubscribe footer: these are messages about the visitor's own appointment, not marketing.
 */
function layout(input: { studio: BookingStudio; subject: string; body: string }): string {
  const studioName = escapeHtml(input.studio.studioName);
  const address = escapeHtml(input.studio.postalAddress);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.linen};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOR.linen};">
<tr>
<td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr>
<td align="center" style="padding:0 8px 24px;font-family:${SERIF};font-size:26px;line-height:1.2;color:${COLOR.ink};">${studioName}</td>
</tr>
<tr>
<td style="background-color:${COLOR.paper};border:1px solid ${COLOR.stone};border-radius:12px;padding:36px;font-family:${SANS};font-size:16px;line-height:1.65;color:${COLOR.charcoal};text-align:left;">
${input.body}
</td>
</tr>
<tr>
<td align="center" style="padding:24px 16px 0;font-family:${SANS};font-size:13px;line-height:1.6;color:${COLOR.muted};">${address ? `${studioName} &middot; ${address}` : studioName}</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}
