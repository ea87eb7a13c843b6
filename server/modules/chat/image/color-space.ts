/**
 * sRGB ↔ OKLab (Björn Ottosson, 2020): a perceptual space where straight-line distance tracks how
 * different two colors look, so clustering and naming agree with the eye far better than in RGB.
 * L is lightness 0–1; a runs green → red, b runs blue → yellow.
 */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

export type Rgb = [number, number, number];

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const v = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
}

/** A lookup for the 256 channel values: the image path converts thousands of pixels. */
const LINEAR = Array.from({ length: 256 }, (_, i) => toLinear(i));

export function rgbToOklab(r: number, g: number, b: number): Lab {
  const lr = LINEAR[r] ?? 0;
  const lg = LINEAR[g] ?? 0;
  const lb = LINEAR[b] ?? 0;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

export function oklabToRgb({ L, a, b }: Lab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function hexToOklab(hex: string): Lab {
  const [r, g, b] = hexToRgb(hex);
  return rgbToOklab(r, g, b);
}

export function labToHex(lab: Lab): string {
  return rgbToHex(oklabToRgb(lab));
}

export function distance(x: Lab, y: Lab): number {
  return Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b);
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

/** Hue angle in degrees, 0–360 (≈30 red, ≈70 orange, ≈110 yellow, ≈145 green, ≈265 blue). */
export function hue(lab: Lab): number {
  const degrees = (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}
