import type { ProjectImage } from '#shared/content.ts';
import { coverPlacement } from '../cover-placement.ts';
import { imageKey } from '../lookbook-images.ts';
import { COLOR, type ImageSize, MARGIN, PAGE } from '../lookbook-theme.ts';
import type { TextStyle, Typesetter } from '../typesetter.ts';

/** The text styles every page shares, so headings and body copy read the same throughout. */
export const STYLE = {
  eyebrow: { font: 'textSemibold', size: 7.5, color: COLOR.olive, tracking: 1.6, uppercase: true, leading: 1.3 },
  title: { font: 'display', size: 36, color: COLOR.ink, leading: 1.08 },
  heading: { font: 'display', size: 26, color: COLOR.ink, leading: 1.12 },
  subheading: { font: 'display', size: 16, color: COLOR.ink, leading: 1.25 },
  lead: { font: 'text', size: 11, color: COLOR.charcoal, leading: 1.62 },
  body: { font: 'text', size: 9.5, color: COLOR.charcoal, leading: 1.6 },
  small: { font: 'text', size: 8.5, color: COLOR.muted, leading: 1.5 },
  label: { font: 'textSemibold', size: 6.5, color: COLOR.umber, tracking: 1.3, uppercase: true, leading: 1.3 },
  value: { font: 'text', size: 9.5, color: COLOR.charcoal, leading: 1.4 },
  numeral: { font: 'display', size: 30, color: COLOR.clay, leading: 1 },
  footer: { font: 'textMedium', size: 6.5, color: COLOR.muted, tracking: 1.3, uppercase: true, leading: 1.2 },
} satisfies Record<string, TextStyle>;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface OpenedImage {
  width: number;
  height: number;
}

/** What every page module draws with. */
export class PageKit {
  private pages = 0;
  private pagesInDocument = 0;
  private readonly opened = new Map<Buffer, OpenedImage>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly type: Typesetter,
    private readonly images: Map<string, Buffer>,
    private readonly footerLabel: string,
  ) {
    doc.on('pageAdded', () => {
      this.pagesInDocument += 1;
    });
  }

  /** pages added through addPage */
  get pageCount(): number {
    return this.pages;
  }

  /** pages the document has, including any pdfkit added by itself */
  get documentPages(): number {
    return this.pagesInDocument;
  }

  /** A new linen page; every page but the cover carries the footer with its number. */
  addPage(options: { footer?: boolean } = {}): number {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.pages += 1;
    this.doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.linen);
    if (options.footer !== false) this.footer();
    return this.pages;
  }

  private footer(): void {
    const top = MARGIN.footerBaseline - 7;
    const width = PAGE.width - 2 * MARGIN.x;
    this.type.line(this.footerLabel, STYLE.footer, { x: MARGIN.x, y: top, width: width - 40 });
    this.type.line(
      String(this.pages).padStart(2, '0'),
      { ...STYLE.footer, align: 'right' },
      {
        x: MARGIN.x,
        y: top,
        width,
      },
    );
  }

  /** A hairline rule. */
  rule(x: number, y: number, width: number, color: string = COLOR.stone): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  /**
   * Fills `rect` with the picture, scaled to cover it and cropped around its focal point (D23), as
   * `object-position` does on the site; sand if there is none.
   */
  image(image: ProjectImage | null, size: ImageSize, rect: Rect): void {
    const bytes = image ? this.images.get(imageKey(image, size)) : undefined;
    if (!bytes) {
      this.doc.rect(rect.x, rect.y, rect.width, rect.height).fill(COLOR.sand);
      return;
    }
    const opened = this.open(bytes);
    const placed = coverPlacement(opened, rect, image);
    this.doc.save();
    this.doc.rect(rect.x, rect.y, rect.width, rect.height).clip();
    this.doc.image(opened as unknown as Buffer, placed.x, placed.y, { width: placed.width, height: placed.height });
    this.doc.restore();
  }

  /** One embedded copy per picture, however often it is drawn (pdfkit's openImage is not in its types). */
  private open(bytes: Buffer): OpenedImage {
    let opened = this.opened.get(bytes);
    if (!opened) {
      opened = (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
      this.opened.set(bytes, opened);
    }
    return opened;
  }
}
