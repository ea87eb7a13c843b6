import type { LookbookProject } from '../lookbook-project.ts';
import { COLOR, CONTENT_WIDTH, type ImageSize, MARGIN, PAGE, PICTURE_SIZE } from '../lookbook-theme.ts';
import { type PageKit, type Rect, STYLE } from './page-kit.ts';

const HERO_HEIGHT = 516;
const SINGLE_HERO_HEIGHT = 380;
const GAP = 10;
const DETAILS_WIDTH = 150;
const TEXT_WIDTH = CONTENT_WIDTH - DETAILS_WIDTH - 36;

/** Where the further pictures go on the right-hand page, bottom-aligned, by how many there are. */
export function furtherImageLayout(count: number): Array<{ size: ImageSize; rect: Rect }> {
  const bottom = MARGIN.contentBottom;
  const half = (CONTENT_WIDTH - GAP) / 2;
  const x = MARGIN.x;
  if (count >= 3) {
    const pairHeight = Math.round(half / 1.5);
    const wideHeight = 236;
    const top = bottom - pairHeight - GAP - wideHeight;
    return [
      { size: 'medium', rect: { x, y: top, width: CONTENT_WIDTH, height: wideHeight } },
      { size: 'small', rect: { x, y: bottom - pairHeight, width: half, height: pairHeight } },
      { size: 'small', rect: { x: x + half + GAP, y: bottom - pairHeight, width: half, height: pairHeight } },
    ];
  }
  if (count === 2) {
    const height = 190;
    return [
      { size: 'small', rect: { x, y: bottom - height, width: half, height } },
      { size: 'small', rect: { x: x + half + GAP, y: bottom - height, width: half, height } },
    ];
  }
  if (count === 1) {
    const height = Math.round(CONTENT_WIDTH / 1.5);
    return [{ size: 'medium', rect: { x, y: bottom - height, width: CONTENT_WIDTH, height } }];
  }
  return [];
}

const TAG = { height: 15, gap: 5, padX: 6 } as const;

interface PlacedTag {
  tag: string;
  x: number;
  row: number;
  width: number;
}

function flow(labels: string[], widthOf: (tag: string) => number, width: number): PlacedTag[] {
  const placed: PlacedTag[] = [];
  let x = 0;
  let row = 0;
  for (const tag of labels) {
    const w = widthOf(tag);
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    placed.push({ tag, x, row, width: w });
    x += w + TAG.gap;
  }
  return placed;
}

/**
 * Tags flowed into rows of `width`: all of them if `rows` hold them, else as many as fit followed
 * by a "+N" label counting the rest (as the portfolio cards do).
 */
export function placeTags(tags: string[], widthOf: (tag: string) => number, width: number, rows: number): PlacedTag[] {
  for (let shown = tags.length; shown >= 0; shown -= 1) {
    const hidden = tags.length - shown;
    const placed = flow(hidden > 0 ? [...tags.slice(0, shown), `+${hidden}`] : tags, widthOf, width);
    if (placed.every((label) => label.row < rows)) return placed;
  }
  return [];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Two pages for a project with further pictures; one page (picture, name and story) otherwise. */
export function projectPageCount(item: LookbookProject): number {
  return item.further.length > 0 ? 2 : 1;
}

/**
 * A project: on the first page the large picture and its name; on the facing page the story, the
 * facts and up to three more pictures. A project with a single picture (or none) gets one page.
 */
export function drawProjectSpread(kit: PageKit, item: LookbookProject, index: number, total: number): void {
  if (projectPageCount(item) === 1) {
    drawSinglePage(kit, item, index, total);
    return;
  }
  kit.addPage();
  kit.image(item.hero, PICTURE_SIZE.hero, { x: 0, y: 0, width: PAGE.width, height: HERO_HEIGHT });
  drawTitleBlock(kit, item, index, total, HERO_HEIGHT + 34, 38);

  kit.addPage();
  const layout = furtherImageLayout(item.further.length);
  const imagesTop = layout[0]?.rect.y ?? MARGIN.contentBottom;
  drawStory(kit, item, MARGIN.top + 8, imagesTop - 30);
  item.further.forEach((image, i) => {
    const slot = layout[i];
    if (slot) kit.image(image, slot.size, slot.rect);
  });
}

function drawSinglePage(kit: PageKit, item: LookbookProject, index: number, total: number): void {
  kit.addPage();
  let y = MARGIN.top + 8;
  if (item.hero) {
    kit.image(item.hero, PICTURE_SIZE.hero, { x: 0, y: 0, width: PAGE.width, height: SINGLE_HERO_HEIGHT });
    y = SINGLE_HERO_HEIGHT + 34;
  }
  y = drawTitleBlock(kit, item, index, total, y, 32);
  drawStory(kit, item, y + 30, MARGIN.contentBottom);
}

/** Room and style, the project's number, its name and where it is; returns the y below. */
function drawTitleBlock(kit: PageKit, item: LookbookProject, index: number, total: number, top: number, size: number) {
  const { type } = kit;
  let y = top;
  type.line([item.categoryLabel, item.styleLabel].join('  ·  '), STYLE.eyebrow, {
    x: MARGIN.x,
    y,
    width: CONTENT_WIDTH - 80,
  });
  type.line(
    `${pad(index + 1)} / ${pad(total)}`,
    { ...STYLE.eyebrow, color: COLOR.clay, align: 'right' },
    {
      x: MARGIN.x + CONTENT_WIDTH - 80,
      y,
      width: 80,
    },
  );
  y += 22;
  const titleStyle = { ...STYLE.title, size };
  y += type.paragraph(
    item.project.title,
    titleStyle,
    { x: MARGIN.x - 1, y, width: CONTENT_WIDTH * 0.86, height: 2.2 * size },
    24,
  );
  y += 14;
  const locationStyle = { ...STYLE.lead, color: COLOR.umber, size: 11.5 };
  type.line(item.project.location, locationStyle, { x: MARGIN.x, y, width: CONTENT_WIDTH, minSize: 9 });
  return y + type.lineHeight(locationStyle);
}

/** "About the project": the description beside the facts column, between `top` and `bottom`. */
function drawStory(kit: PageKit, item: LookbookProject, top: number, bottom: number): void {
  const { type } = kit;
  type.line('About the project', STYLE.eyebrow, { x: MARGIN.x, y: top, width: TEXT_WIDTH });
  const textTop = top + 26;
  const room = bottom - textTop;
  type.paragraph(item.project.description, STYLE.lead, { x: MARGIN.x, y: textTop, width: TEXT_WIDTH, height: room }, 9);
  drawDetails(kit, item, { x: MARGIN.x + CONTENT_WIDTH - DETAILS_WIDTH, y: textTop + 2, height: room });
}

/** The facts column: location, style, room, and the tags as small labels that wrap. */
function drawDetails(kit: PageKit, item: LookbookProject, at: { x: number; y: number; height: number }): void {
  const { type, doc } = kit;
  const bottom = at.y + at.height;
  let y = at.y;
  const facts: Array<[string, string]> = [
    ['Location', item.project.location],
    ['Style', item.styleLabel],
    ['Room', item.categoryLabel],
  ];
  for (const [label, value] of facts) {
    if (y + 32 > bottom) return;
    type.line(label, STYLE.label, { x: at.x, y, width: DETAILS_WIDTH });
    type.line(value, STYLE.value, { x: at.x, y: y + 12, width: DETAILS_WIDTH, minSize: 7.5 });
    y += 34;
  }
  if (item.project.tags.length === 0 || y + 40 > bottom) return;
  kit.rule(at.x, y, DETAILS_WIDTH);
  y += 12;
  type.line('Details', STYLE.label, { x: at.x, y, width: DETAILS_WIDTH });
  y += 16;
  const tagStyle = { font: 'text', size: 7.5, color: COLOR.umber, leading: 1.2 } as const;
  const widthOf = (tag: string) => Math.min(type.widthOf(tag, tagStyle) + 2 * TAG.padX, DETAILS_WIDTH);
  const rows = Math.floor((bottom - y + TAG.gap) / (TAG.height + TAG.gap));
  for (const label of placeTags(item.project.tags, widthOf, DETAILS_WIDTH, rows)) {
    const top = y + label.row * (TAG.height + TAG.gap);
    doc.roundedRect(at.x + label.x, top, label.width, TAG.height, TAG.height / 2).fill(COLOR.sand);
    type.line(label.tag, tagStyle, { x: at.x + label.x + TAG.padX, y: top + 3.6, width: label.width - 2 * TAG.padX });
  }
}
