import type { FocalPoint } from '#shared/content.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a picture is drawn to cover `rect` (scaled to fill it, the overflow clipped), cropped around
 * its focal point (D23) exactly as CSS `object-position: X% Y%` crops it on the site: the point X% across
 * the picture lands X% across the box, so the focal point is always in view. No focal point: the centre.
 */
export function coverPlacement(
  picture: { width: number; height: number },
  rect: Box,
  focal: Partial<FocalPoint> | null,
): Box {
  const scale = Math.max(rect.width / picture.width, rect.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  return {
    x: rect.x + (rect.width - width) * ((focal?.focalX ?? 50) / 100),
    y: rect.y + (rect.height - height) * ((focal?.focalY ?? 50) / 100),
    width,
    height,
  };
}
