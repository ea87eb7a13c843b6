import type { Testimonial } from '#shared/content.ts';
import { COLOR, CONTENT_WIDTH, MARGIN } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

/** The first page also carries the heading, so it holds one quote fewer. */
const FIRST_PAGE_QUOTES = 3;
const PAGE_QUOTES = 4;
const QUOTE_TOP = 22;
const ATTRIBUTION_GAP = 14;
const ATTRIBUTION_HEIGHT = 10;
const MIN_GAP = 24;
const MAX_GAP = 44;

/** Quotes per page: as few pages as the capacities allow, filled evenly (never a lone quote after a full page). */
export function paginateTestimonials<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  const pageCount =
    items.length <= FIRST_PAGE_QUOTES ? 1 : 1 + Math.ceil((items.length - FIRST_PAGE_QUOTES) / PAGE_QUOTES);
  const pages: T[][] = [];
  let next = 0;
  for (let page = 0; page < pageCount; page += 1) {
    const capacity = page === 0 ? FIRST_PAGE_QUOTES : PAGE_QUOTES;
    const take = Math.min(capacity, Math.ceil((items.length - next) / (pageCount - page)));
    pages.push(items.slice(next, next + take));
    next += take;
  }
  return pages;
}

function star(doc: PDFKit.PDFDocument, cx: number, cy: number, radius: number, color: string): void {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(color);
}

/** What clients said, with their rating as stars and the project it was about. */
export function drawTestimonialPages(kit: PageKit, pages: Testimonial[][]): void {
  pages.forEach((quotes, i) => {
    drawPage(kit, quotes, i === 0);
  });
}

function drawPage(kit: PageKit, quotes: Testimonial[], first: boolean): void {
  const { type, doc } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line(first ? 'Kind words' : 'Kind words, continued', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 24;
  if (first) {
    type.line('What our clients say', STYLE.heading, { x: MARGIN.x, y, width: CONTENT_WIDTH });
    y += type.lineHeight(STYLE.heading) + 24;
  } else {
    y += 6;
  }
  const quoteX = MARGIN.x + 44;
  const quoteWidth = CONTENT_WIDTH - 44;
  const quoteStyle = { font: 'displayItalic', size: 13.5, color: COLOR.ink, leading: 1.48 } as const;
  // Each block: rule, quote, stars and name. Long quotes shrink to their share of the page; the
  // blocks then sit an equal distance apart, however long each one is.
  const room = MARGIN.contentBottom - y;
  const chrome = QUOTE_TOP + ATTRIBUTION_GAP + ATTRIBUTION_HEIGHT;
  const share = room / Math.max(quotes.length, 1) - chrome - MIN_GAP;
  const blocks = quotes.map((quote) => {
    const fitted = type.fit(quote.content, quoteStyle, { width: quoteWidth, height: share }, 10);
    const style = { ...quoteStyle, size: fitted.size };
    return { quote, text: fitted.text, style, height: type.measure(fitted.text, style, quoteWidth) };
  });
  const used = blocks.reduce((sum, block) => sum + chrome + block.height, 0);
  const gap = Math.min(MAX_GAP, Math.max(MIN_GAP, (room - used) / Math.max(blocks.length, 1)));
  for (const block of blocks) {
    kit.rule(MARGIN.x, y, CONTENT_WIDTH);
    type.line(
      '“',
      { font: 'display', size: 44, color: COLOR.clay, leading: 1 },
      { x: MARGIN.x - 2, y: y + 12, width: 40 },
    );
    const textTop = y + QUOTE_TOP;
    type.paragraph(block.text, block.style, { x: quoteX, y: textTop, width: quoteWidth, height: block.height + 1 });
    const attributionTop = textTop + block.height + ATTRIBUTION_GAP;
    for (let s = 0; s < 5; s += 1) {
      star(doc, quoteX + 5 + s * 12, attributionTop + 4.5, 4.6, s < block.quote.rating ? COLOR.clay : COLOR.stone);
    }
    const name = type.line(
      block.quote.name,
      { ...STYLE.label, size: 7.5, color: COLOR.charcoal },
      {
        x: quoteX + 72,
        y: attributionTop + 1,
        width: quoteWidth / 2,
      },
    );
    if (block.quote.project) {
      type.line(
        block.quote.project,
        { ...STYLE.small, size: 8.5 },
        {
          x: quoteX + 72 + name.width + 10,
          y: attributionTop,
          width: quoteWidth - 72 - name.width - 10,
        },
      );
    }
    y = attributionTop + ATTRIBUTION_HEIGHT + gap;
  }
}
