import type { ServiceCard } from '#shared/settings.ts';
import { COLOR, CONTENT_WIDTH, MARGIN } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

/** A page holds eight cards at most (four rows of two); the studio's first eight are shown. */
export const MAX_SERVICE_CARDS = 8;
const GAP = 14;
const PADDING = 20;

/** The studio's services from its settings, as cards on sand. */
export function drawServicesPage(kit: PageKit, services: ServiceCard[]): void {
  const { type, doc } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line('Services', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 24;
  type.line('How we can help', STYLE.heading, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += type.lineHeight(STYLE.heading) + 14;
  y += type.paragraph(
    'Every commission is different. These are the ways clients most often work with us, and they combine freely.',
    { ...STYLE.lead, color: COLOR.muted },
    { x: MARGIN.x, y, width: 400, height: 40 },
  );
  y += 28;

  const cards = services.slice(0, MAX_SERVICE_CARDS);
  const rows = Math.max(1, Math.ceil(cards.length / 2));
  const width = (CONTENT_WIDTH - GAP) / 2;
  const titleStyle = { ...STYLE.subheading, size: 15 };
  const bodyStyle = { ...STYLE.body, size: 9.5 };
  const textWidth = width - 2 * PADDING;
  const bodyOffset = PADDING + type.lineHeight(titleStyle) + 8;
  // One height for every card, the tallest text's, within the page's share per row.
  const needed = Math.max(
    ...cards.map((card) => bodyOffset + type.measure(card.description, bodyStyle, textWidth) + PADDING),
  );
  const height = Math.min(needed + 12, (MARGIN.contentBottom - y - (rows - 1) * GAP) / rows);
  cards.forEach((card, i) => {
    const x = MARGIN.x + (i % 2) * (width + GAP);
    const top = y + Math.floor(i / 2) * (height + GAP);
    doc.rect(x, top, width, height).fill(COLOR.sand);
    doc.rect(x, top, 2, height).fill(COLOR.clay);
    type.line(card.title, titleStyle, { x: x + PADDING, y: top + PADDING, width: textWidth, minSize: 10 });
    type.paragraph(
      card.description,
      bodyStyle,
      { x: x + PADDING, y: top + bodyOffset, width: textWidth, height: height - bodyOffset - PADDING },
      7.5,
    );
  });
}
