import { describe, expect, it } from 'vitest';
import { type AutoplayState, shouldAutoAdvance, slidesNear, wrapIndex } from './carousel-rules.ts';

describe('carousel wraparound (public site §4)', () => {
  it('goes from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('leaves an index inside the range alone', () => {
    expect(wrapIndex(3, 5)).toBe(3);
  });

  it('answers 0 for an empty carousel', () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe('auto-advance (D7)', () => {
  const moving: AutoplayState = { slideCount: 5, reducedMotion: false, stopped: false, hovered: false };

  it('advances when there is more than one slide and nothing holds it', () => {
    expect(shouldAutoAdvance(moving)).toBe(true);
  });

  it('does not advance with one slide or none', () => {
    expect(shouldAutoAdvance({ ...moving, slideCount: 1 })).toBe(false);
    expect(shouldAutoAdvance({ ...moving, slideCount: 0 })).toBe(false);
  });

  it('never advances under prefers-reduced-motion', () => {
    expect(shouldAutoAdvance({ ...moving, reducedMotion: true })).toBe(false);
  });

  it('stops when paused and while hovered', () => {
    expect(shouldAutoAdvance({ ...moving, stopped: true })).toBe(false);
    expect(shouldAutoAdvance({ ...moving, hovered: true })).toBe(false);
  });
});

describe('slides kept loaded', () => {
  it('are the current slide and its two neighbours, wrapping around', () => {
    expect(slidesNear(0, 8)).toEqual([0, 1, 7]);
    expect(slidesNear(7, 8)).toEqual([7, 0, 6]);
  });

  it('are not repeated in a short carousel', () => {
    expect(slidesNear(0, 2)).toEqual([0, 1]);
    expect(slidesNear(0, 1)).toEqual([0]);
    expect(slidesNear(0, 0)).toEqual([]);
  });
});
