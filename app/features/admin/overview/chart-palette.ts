import type { CSSProperties } from 'react';
import type { HeardBack, LeadChartSource, SendOutcome } from '#shared/admin/overview.ts';

/**
 * Series colours for the two charts, set as custom properties on the charts' wrapper and used as
 * `var(--chart-…)` in the SVG. The site's tokens where one fits (they have dark values already,
 * app.css); the extra hues pick their dark value with `light-dark()`, which follows the
 * `color-scheme` the admin's dark theme sets. Every colour keeps 3:1 against its card in both.
 */
export const CHART_PALETTE_STYLE = {
  '--chart-contact': 'var(--color-olive)',
  '--chart-lookbook': 'var(--color-clay)',
  '--chart-chat': 'light-dark(#44687a, #9cc3d6)',
  '--chart-manual': 'var(--color-umber)',
  '--chart-referral': 'light-dark(#8a6a12, #e2c15e)',
  '--chart-social': 'light-dark(#8c4a6b, #e0a7c3)',
  '--chart-sent': 'var(--color-olive)',
  '--chart-failed': 'light-dark(#a8402a, #f39a84)',
  '--chart-unknown': 'light-dark(#8a6a12, #e2c15e)',
  '--chart-suppressed': 'light-dark(#44687a, #9cc3d6)',
  // issue 28: what the providers reported back, drawn beside the sends (plum and violet: apart from
  // the four outcomes' green, red, gold and blue; 6.3:1 and 7.5:1 on white, 8.3:1 and 8.8:1 on the dark card)
  '--chart-bounced': 'light-dark(#8c4a6b, #e0a7c3)',
  '--chart-complained': 'light-dark(#5b4a8a, #c2b5ef)',
} as CSSProperties;

export const SOURCE_COLOR: Record<LeadChartSource, string> = {
  contact: 'var(--chart-contact)',
  lookbook: 'var(--chart-lookbook)',
  chat: 'var(--chart-chat)',
  manual: 'var(--chart-manual)',
  referral: 'var(--chart-referral)',
  social_media: 'var(--chart-social)',
};

export const OUTCOME_COLOR: Record<SendOutcome, string> = {
  sent: 'var(--chart-sent)',
  failed: 'var(--chart-failed)',
  unknown: 'var(--chart-unknown)',
  suppressed: 'var(--chart-suppressed)',
};

export const HEARD_COLOR: Record<HeardBack, string> = {
  bounced: 'var(--chart-bounced)',
  complained: 'var(--chart-complained)',
};
