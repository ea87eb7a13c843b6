import { describe, expect, it } from 'vitest';
import { coverPlacement } from './cover-placement.ts';

/** A 3:2 picture in a square box: it is scaled to the box's height and its sides overflow. */
const picture = { width: 300, height: 200 };
const box = { x: 10, y: 20, width: 100, height: 100 };

describe('coverPlacement (D23: every crop honours the focal point)', () => {
  it('fills the box, cropped at the centre without a focal point', () => {
    expect(coverPlacement(picture, box, null)).toEqual({ x: 10 - 25, y: 20, width: 150, height: 100 });
  });

  it('keeps the left edge for a focal point at 0 %, the right edge at 100 %, like object-position', () => {
    expect(coverPlacement(picture, box, { focalX: 0, focalY: 50 }).x).toBe(10);
    const right = coverPlacement(picture, box, { focalX: 100, focalY: 50 });
    expect(right.x + right.width).toBe(10 + 100);
  });

  it('always keeps the focal point inside the box', () => {
    for (const focalX of [0, 13, 50, 87, 100]) {
      for (const focalY of [0, 30, 100]) {
        const tall = coverPlacement({ width: 200, height: 400 }, box, { focalX, focalY });
        const point = { x: tall.x + (tall.width * focalX) / 100, y: tall.y + (tall.height * focalY) / 100 };
        expect(point.x).toBeGreaterThanOrEqual(box.x);
        expect(point.x).toBeLessThanOrEqual(box.x + box.width);
        expect(point.y).toBeGreaterThanOrEqual(box.y);
        expect(point.y).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  });

  it('moves a tall picture up or down by its focal height', () => {
    const top = coverPlacement({ width: 100, height: 300 }, box, { focalX: 50, focalY: 0 });
    const bottom = coverPlacement({ width: 100, height: 300 }, box, { focalX: 50, focalY: 100 });
    expect(top).toEqual({ x: 10, y: 20, width: 100, height: 300 });
    expect(bottom.y).toBe(20 - 200);
  });
});
