import type { ProjectImage, SiteSettings } from '#shared/content.ts';
import { groupOpeningHours } from '#shared/opening-hours.ts';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE, PICTURE_SIZE } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

export interface ContactInput {
  settings: SiteSettings;
  image: ProjectImage | null;
  /** the public site, e.g. https://larchandlime.example; shown when known */
  siteUrl?: string;
}

const IMAGE_HEIGHT = 290;
const COLUMN_GAP = 22;

/** "instagram.com/larchandlime" from a profile URL: shorter, and what people type. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** The site's booking page when the site's address is known (issue 27), else an e-mail or a call. */
function consultationLink(settings: SiteSettings, siteUrl: string | undefined): string | null {
  if (siteUrl) return `${siteUrl.replace(/\/+$/, '')}/book`;
  if (settings.email) return `mailto:${settings.email}?subject=${encodeURIComponent('Design consultation')}`;
  if (settings.phone) return `tel:${settings.phone.replace(/[^\d+]/g, '')}`;
  return null;
}

/** The last page: the call to action, where the studio is, how to reach it and when it is open. */
export function drawContactPage(kit: PageKit, { settings, image, siteUrl }: ContactInput): void {
  const { type, doc } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  if (image) {
    kit.image(image, PICTURE_SIZE.contact, { x: 0, y: 0, width: PAGE.width, height: IMAGE_HEIGHT });
    y = IMAGE_HEIGHT + 40;
  }
  type.line('Let’s begin', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 24;
  const heading = { ...STYLE.heading, size: 32 };
  type.line('Book a consultation', heading, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += type.lineHeight(heading) + 12;
  y += type.paragraph(
    'Tell us a little about your home and what you would like to change. We will suggest the best way to begin, usually with a visit at the time of day you use the room most.',
    { ...STYLE.lead, color: COLOR.muted },
    { x: MARGIN.x, y, width: 420, height: 60 },
  );
  y += 22;

  const link = consultationLink(settings, siteUrl);
  if (link) {
    const label = 'Book your consultation';
    const labelStyle = { ...STYLE.eyebrow, size: 8, color: COLOR.linen } as const;
    const width = type.widthOf(label, labelStyle) + 44;
    doc.roundedRect(MARGIN.x, y, width, 36, 18).fill(COLOR.olive);
    type.line(label, { ...labelStyle, align: 'center' }, { x: MARGIN.x, y: y + 14, width });
    doc.link(MARGIN.x, y, width, 36, link);
    if (settings.phone && settings.email) {
      type.line(
        `or call ${settings.phone}`,
        { ...STYLE.body, color: COLOR.umber },
        {
          x: MARGIN.x + width + 18,
          y: y + 11,
          width: CONTENT_WIDTH - width - 18,
          link: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
        },
      );
    }
    y += 36 + 38;
  }

  const columns: Array<{ title: string; lines: Array<{ text: string; link?: string }> }> = [];
  const street = settings.street;
  const cityLine = [[settings.city, settings.region].filter(Boolean).join(', '), settings.postalCode]
    .filter(Boolean)
    .join(' ');
  const address = [street, cityLine].filter(Boolean);
  if (address.length > 0) columns.push({ title: 'Visit the studio', lines: address.map((text) => ({ text })) });
  const reach = [
    ...(settings.email ? [{ text: settings.email, link: `mailto:${settings.email}` }] : []),
    ...(settings.phone ? [{ text: settings.phone, link: `tel:${settings.phone.replace(/[^\d+]/g, '')}` }] : []),
    ...(siteUrl ? [{ text: displayUrl(siteUrl), link: siteUrl }] : []),
  ];
  if (reach.length > 0) columns.push({ title: 'Get in touch', lines: reach });
  const hours = groupOpeningHours(settings.hours);
  if (hours.length > 0) {
    columns.push({ title: 'Opening hours', lines: hours.map((line) => ({ text: `${line.days}: ${line.hours}` })) });
  }
  const widths = columns.length === 3 ? [140, 150, CONTENT_WIDTH - 290 - 2 * COLUMN_GAP] : [];
  let x = MARGIN.x;
  kit.rule(MARGIN.x, y, CONTENT_WIDTH);
  y += 18;
  columns.forEach((column, i) => {
    const width = widths[i] ?? (CONTENT_WIDTH - (columns.length - 1) * COLUMN_GAP) / columns.length;
    type.line(column.title, STYLE.label, { x, y, width });
    column.lines.slice(0, 7).forEach((line, j) => {
      type.line(line.text, { ...STYLE.value, size: 9 }, { x, y: y + 16 + j * 15, width, minSize: 7, link: line.link });
    });
    x += width + COLUMN_GAP;
  });

  const socials = Object.values(settings.socials).filter((url): url is string => Boolean(url));
  const bottom = MARGIN.contentBottom;
  if (socials.length > 0) {
    const line = socials.map(displayUrl).join('    ');
    type.line('Follow along', STYLE.label, { x: MARGIN.x, y: bottom - 58, width: CONTENT_WIDTH });
    type.line(
      line,
      { ...STYLE.small, color: COLOR.umber },
      {
        x: MARGIN.x,
        y: bottom - 42,
        width: CONTENT_WIDTH - 240,
        minSize: 7,
      },
    );
  }
  type.line(
    'We look forward to meeting you.',
    { font: 'displayItalic', size: 14, color: COLOR.clay, align: 'right' },
    { x: MARGIN.x, y: bottom - 44, width: CONTENT_WIDTH },
  );
}
