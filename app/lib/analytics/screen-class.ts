import type { ScreenClass } from '#shared/analytics/beacon.ts';

/** phone < 768 px ≤ tablet < 1024 px ≤ desktop: the site's own breakpoints (md, lg). */
export function screenClass(width: number): ScreenClass {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}
