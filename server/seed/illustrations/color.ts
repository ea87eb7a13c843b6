/** Tiny colour arithmetic on #rrggbb strings: enough to derive light and shadow tones from a palette. */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear blend: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Light is a little warm and shadow a little cool, the way daylight interiors photograph. */
const WARM_WHITE = '#fffaf0';
const COOL_SHADOW = '#14161f';

export function lighten(c: string, t: number): string {
  return mix(c, WARM_WHITE, t);
}

export function darken(c: string, t: number): string {
  return mix(c, COOL_SHADOW, t);
}

/** Positive t lightens, negative t darkens. */
export function shade(c: string, t: number): string {
  return t >= 0 ? lighten(c, t) : darken(c, -t);
}

/** Relative luminance in 0..1 (sRGB approximation, good enough to tell dark from light). */
export function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
