import type { ProjectImage } from '#shared/content.ts';
import { PROCESS_STEPS } from '#shared/process-steps.ts';
import { COLOR, CONTENT_WIDTH, MARGIN, PICTURE_SIZE } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

const COLUMN_GAP = 28;
const IMAGE_HEIGHT = 206;

/** How a project runs, in four steps on a two-by-two grid, with a picture below. */
export function drawProcessPage(kit: PageKit, image: ProjectImage | null): void {
  const { type } = kit;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line('How we work', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 24;
  type.line('Our design process', STYLE.heading, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += type.lineHeight(STYLE.heading) + 14;
  y += type.paragraph(
    'Four clear steps from the first conversation to the day you come home to a finished room.',
    { ...STYLE.lead, color: COLOR.muted },
    { x: MARGIN.x, y, width: 380, height: 40 },
  );
  y += 30;

  const imageTop = image ? MARGIN.contentBottom - IMAGE_HEIGHT : MARGIN.contentBottom;
  const columnWidth = (CONTENT_WIDTH - COLUMN_GAP) / 2;
  const rowHeight = (imageTop - 24 - y) / 2;
  PROCESS_STEPS.forEach((step, i) => {
    const x = MARGIN.x + (i % 2) * (columnWidth + COLUMN_GAP);
    const top = y + Math.floor(i / 2) * rowHeight;
    kit.rule(x, top, columnWidth);
    type.line(String(i + 1).padStart(2, '0'), STYLE.numeral, { x, y: top + 14, width: columnWidth });
    type.line(step.title, STYLE.subheading, { x, y: top + 54, width: columnWidth, minSize: 11 });
    type.paragraph(step.description, STYLE.body, { x, y: top + 78, width: columnWidth, height: rowHeight - 90 }, 8);
  });
  if (image)
    kit.image(image, PICTURE_SIZE.process, { x: MARGIN.x, y: imageTop, width: CONTENT_WIDTH, height: IMAGE_HEIGHT });
}
