/**
 * The rules both home carousels share (public site §4, D7), kept free of React so they
 * can be tested on their own.
 */

/** Wraps an index into 0…count-1, so next from the last slide is the first and previous from the first is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface AutoplayState {
  slideCount: number;
  /** the visitor asked for less motion (prefers-reduced-motion: reduce) */
  reducedMotion: boolean;
  /** the visitor pressed the pause button */
  stopped: boolean;
  /** a mouse pointer rests on the carousel */
  hovered: boolean;
}

/**
 * D7 (WCAG 2.2.2): a carousel moves by itself only when there is somewhere to move to, the visitor has
 * not asked for reduced motion, has not paused it (keyboard focus arriving inside counts as pausing),
 * and is not pointing at it.
 */
export function shouldAutoAdvance(state: AutoplayState): boolean {
  return state.slideCount > 1 && !state.reducedMotion && !state.stopped && !state.hovered;
}

/** The slides worth having loaded around the current one: it and both neighbours, in that order. */
export function slidesNear(index: number, count: number): number[] {
  if (count <= 0) return [];
  return [...new Set([wrapIndex(index, count), wrapIndex(index + 1, count), wrapIndex(index - 1, count)])];
}
