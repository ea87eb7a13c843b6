import type { ProjectImage } from '#shared/content.ts';
import { variantWidths } from '#shared/media.ts';
import { IMAGE_WIDTH, type ImageSize } from './lookbook-theme.ts';

/** Which stored bytes a picture is drawn from: the same image may be wanted at two sizes. */
export function imageKey(image: Pick<ProjectImage, 'hash'>, size: ImageSize): string {
  return `${image.hash}/${size}`;
}

/** The stored variant closest to the wanted width without going under it (or the largest there is). */
export function variantWidthFor(image: Pick<ProjectImage, 'width'>, size: ImageSize): number {
  const widths = variantWidths(image.width);
  return widths.find((w) => w >= IMAGE_WIDTH[size]) ?? widths.at(-1) ?? image.width;
}
