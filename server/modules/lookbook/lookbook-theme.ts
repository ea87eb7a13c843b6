/**
 * The lookbook's page geometry and palette. Colours are the site's tokens (app/app.css), so the
 * PDF reads as the same studio as the website.
 */

/** US Letter, portrait (the demo studio is in Portland); points. */
export const PAGE = { width: 612, height: 792 } as const;

/** Generous outer margins; the footer sits in the bottom band, below `contentBottom`. */
export const MARGIN = { x: 60, top: 64, contentBottom: 736, footerBaseline: 764 } as const;

export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;

export const COLOR = {
  linen: '#f7f3ee',
  sand: '#efe8df',
  stone: '#e2d9cd',
  clay: '#b07a57',
  umber: '#6b5847',
  charcoal: '#2a2623',
  ink: '#1d1a18',
  olive: '#4e5737',
  oliveDeep: '#3c4429',
  muted: '#5f574f',
} as const;

/** Image widths asked of the media store (pre-sized JPEG variants); about 120–150 dpi where used. */
export const IMAGE_WIDTH = { large: 1280, medium: 800, small: 640 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTH;

/** The size each full picture is fetched and drawn at (further project pictures: see project-spread.ts). */
export const PICTURE_SIZE = {
  cover: 'large',
  hero: 'large',
  process: 'medium',
  contact: 'large',
} as const satisfies Record<string, ImageSize>;
