import type { ProjectImage, SiteSettings } from '#shared/content.ts';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE, PICTURE_SIZE } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

export interface CoverInput {
  settings: SiteSettings;
  image: ProjectImage | null;
  /** the recipient's name when the fonts can draw it; otherwise the cover addresses "you" */
  recipient: string | null;
  year: number;
}

const IMAGE_HEIGHT = 476;
const RULE_Y = 706;

/** Page 1: a full-bleed picture, the studio's name, and who the lookbook was prepared for. */
export function drawCoverPage(kit: PageKit, { settings, image, recipient, year }: CoverInput): void {
  const { type } = kit;
  kit.addPage({ footer: false });
  kit.image(image, PICTURE_SIZE.cover, { x: 0, y: 0, width: PAGE.width, height: IMAGE_HEIGHT });

  let y = IMAGE_HEIGHT + 40;
  type.line('The design lookbook', STYLE.eyebrow, { x: MARGIN.x, y, width: CONTENT_WIDTH });
  y += 20;
  y += type.paragraph(
    settings.studioName,
    { ...STYLE.title, size: 46, leading: 1.05 },
    { x: MARGIN.x - 2, y, width: CONTENT_WIDTH, height: 2 * 46 * 1.05 },
    26,
  );
  y += 14;
  type.paragraph(
    settings.tagline,
    { ...STYLE.lead, color: COLOR.muted },
    { x: MARGIN.x, y, width: 360, height: Math.min(60, RULE_Y - 18 - y) },
    9.5,
  );

  kit.rule(MARGIN.x, RULE_Y, CONTENT_WIDTH, COLOR.clay);
  const preparedStyle = { font: 'displayItalic', size: 16, color: COLOR.clay, leading: 1.2 } as const;
  type.line(recipient ? `Prepared for ${recipient}` : 'Prepared especially for you', preparedStyle, {
    x: MARGIN.x,
    y: RULE_Y + 16,
    width: CONTENT_WIDTH - 150,
    minSize: 11,
  });
  const place = [settings.city, settings.region].filter(Boolean).join(', ');
  type.line(
    [place, String(year)].filter(Boolean).join('  ·  '),
    { ...STYLE.footer, align: 'right' },
    {
      x: MARGIN.x + CONTENT_WIDTH - 150,
      y: RULE_Y + 21,
      width: 150,
    },
  );
}
