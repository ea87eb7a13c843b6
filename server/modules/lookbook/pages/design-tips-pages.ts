import { CONTENT_WIDTH, MARGIN } from '../lookbook-theme.ts';
import { DESIGN_TIP_PAGES, type DesignTipPage } from './design-tips-text.ts';
import { type PageKit, STYLE } from './page-kit.ts';

export const DESIGN_TIP_PAGE_COUNT = DESIGN_TIP_PAGES.length;

const NUMBER_COLUMN = 58;

/** The design notes: four numbered tips a page, each with a short, concrete explanation. */
export function drawDesignTipPages(kit: PageKit): void {
  let number = 0;
  DESIGN_TIP_PAGES.forEach((page, i) => {
    drawTipPage(kit, page, i === 0, number);
    number += page.tips.length;
  });
}

function drawTipPage(kit: PageKit, page: DesignTipPage, first: boolean, numbered: number): void {
  const { type } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line(first ? 'Design notes' : 'Design notes, continued', STYLE.eyebrow, {
    x: MARGIN.x,
    y,
    width: CONTENT_WIDTH,
  });
  y += 24;
  type.line(page.heading, STYLE.heading, { x: MARGIN.x, y, width: CONTENT_WIDTH, minSize: 18 });
  y += type.lineHeight(STYLE.heading) + 24;

  const slot = (MARGIN.contentBottom - y) / page.tips.length;
  const textX = MARGIN.x + NUMBER_COLUMN;
  const textWidth = CONTENT_WIDTH - NUMBER_COLUMN;
  page.tips.forEach((tip, i) => {
    const top = y + i * slot;
    kit.rule(MARGIN.x, top, CONTENT_WIDTH);
    type.line(
      String(numbered + i + 1).padStart(2, '0'),
      { ...STYLE.numeral, size: 24 },
      {
        x: MARGIN.x,
        y: top + 16,
        width: NUMBER_COLUMN,
      },
    );
    const titleStyle = { ...STYLE.subheading, size: 15 };
    type.line(tip.title, titleStyle, { x: textX, y: top + 18, width: textWidth, minSize: 11 });
    const bodyTop = top + 18 + type.lineHeight(titleStyle) + 6;
    type.paragraph(
      tip.body,
      { ...STYLE.body, size: 10, leading: 1.62 },
      { x: textX, y: bodyTop, width: textWidth, height: top + slot - 14 - bodyTop },
      8,
    );
  });
}
