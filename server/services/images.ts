import type { ProjectImage } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';

/** Columns selected wherever a project image is read; turned into the public shape by toProjectImage. */
export interface ProjectImageRow {
  id: number;
  alt: string;
  inBanner: boolean;
  hash: string;
  width: number;
  height: number;
  color: string;
}

export function toProjectImage(row: ProjectImageRow): ProjectImage {
  return {
    id: row.id,
    url: defaultImageUrl(row),
    hash: row.hash,
    width: row.width,
    height: row.height,
    alt: row.alt,
    color: row.color,
    inBanner: row.inBanner,
  };
}
