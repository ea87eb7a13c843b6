import { COLOR, CONTENT_WIDTH, MARGIN } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

export interface ContentsSection {
  title: string;
  page: number;
  /** the projects of the portfolio section */
  entries?: Array<{ title: string; detail: string; page: number }>;
}

const SECTION_ROW = 40;
const ENTRY_ROW = 21;
const MIN_ENTRY_ROW = 15;
const PAGE_COLUMN = 36;

const sectionStyle = { ...STYLE.subheading, size: 17 };
const entryStyle = { ...STYLE.body, size: 9.5, leading: 1.2 };
const detailStyle = { ...STYLE.small, size: 8.5, leading: 1.2 };
const pageStyle = { font: 'textMedium', size: 8.5, color: COLOR.clay, align: 'right', leading: 1.2 } as const;

/**
 * How the project list fits: one column if it can, else two, rows tightening down to a minimum;
 * a portfolio longer than even that lists what fits and counts the rest.
 */
export function contentsGrid(entryCount: number, room: number): { columns: 1 | 2; row: number; shown: number } {
  for (const columns of [1, 2] as const) {
    const rows = Math.ceil(entryCount / columns);
    if (rows * MIN_ENTRY_ROW <= room)
      return { columns, row: Math.min(ENTRY_ROW, room / Math.max(rows, 1)), shown: entryCount };
  }
  // One row is kept for the line that counts the projects left out.
  const rowsThatFit = Math.max(1, Math.floor(room / MIN_ENTRY_ROW));
  return { columns: 2, row: MIN_ENTRY_ROW, shown: (rowsThatFit - 1) * 2 };
}

function pad(page: number): string {
  return String(page).padStart(2, '0');
}

/** Page 3: every section with its page, the portfolio's projects listed under it. */
export function drawContentsPage(kit: PageKit, sections: ContentsSection[]): void {
  const { type } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line('Contents', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 24;
  const heading = STYLE.heading;
  type.line('Inside this lookbook', heading, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += type.lineHeight(heading) + 30;

  const entryCount = sections.reduce((n, s) => n + (s.entries?.length ?? 0), 0);
  const room = MARGIN.contentBottom - y - sections.length * SECTION_ROW - 12;
  const grid = contentsGrid(entryCount, room);

  for (const section of sections) {
    kit.rule(MARGIN.x, y, CONTENT_WIDTH);
    type.line(section.title, sectionStyle, { x: MARGIN.x, y: y + 11, width: CONTENT_WIDTH - PAGE_COLUMN });
    type.line(
      pad(section.page),
      { ...pageStyle, size: 9 },
      {
        x: MARGIN.x + CONTENT_WIDTH - PAGE_COLUMN,
        y: y + 16,
        width: PAGE_COLUMN,
      },
    );
    y += SECTION_ROW;
    const entries = section.entries ?? [];
    if (entries.length === 0) continue;
    const shown = entries.slice(0, grid.shown);
    const columnWidth = grid.columns === 1 ? CONTENT_WIDTH : (CONTENT_WIDTH - 24) / 2;
    const rows = Math.ceil(shown.length / grid.columns);
    shown.forEach((entry, i) => {
      const column = Math.floor(i / rows);
      const x = MARGIN.x + 18 + column * (columnWidth + 24);
      const width = columnWidth - 18;
      const rowY = y + (i % rows) * grid.row;
      const title = type.line(entry.title, entryStyle, { x, y: rowY, width: width * 0.62 - PAGE_COLUMN });
      type.line(entry.detail, detailStyle, {
        x: x + title.width + 10,
        y: rowY + 0.8,
        width: width - title.width - 10 - PAGE_COLUMN,
      });
      type.line(pad(entry.page), pageStyle, { x: x + width - PAGE_COLUMN, y: rowY + 0.8, width: PAGE_COLUMN });
    });
    y += rows * grid.row;
    if (shown.length < entries.length) {
      type.line(`and ${entries.length - shown.length} more projects`, detailStyle, {
        x: MARGIN.x + 18,
        y,
        width: CONTENT_WIDTH,
      });
      y += grid.row;
    }
    y += 12;
  }
  kit.rule(MARGIN.x, y, CONTENT_WIDTH);
}
