import { chroma, type Lab, rgbToOklab } from './color-space.ts';

/** How a picture reads overall, each measured in OKLab over every pixel of the thumbnail. */
export interface ImageMetrics {
  /** mean lightness, 0 (black) – 1 (white) */
  brightness: number;
  /** standard deviation of lightness: 0 flat, ~0.3 strong light-and-dark */
  contrast: number;
  /** mean of b + a/2: positive leans red-orange-yellow, negative leans blue-violet */
  warmth: number;
  /** mean chroma: ~0 gray, 0.1+ clearly colored */
  saturation: number;
}

export type Level = 'low' | 'medium' | 'high';
export type Temperature = 'warm' | 'cool' | 'neutral';

export function measureImage(rgb: Uint8Array): ImageMetrics {
  const labs: Lab[] = [];
  for (let i = 0; i + 2 < rgb.length; i += 3) labs.push(rgbToOklab(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0));
  const n = labs.length || 1;
  const brightness = labs.reduce((sum, p) => sum + p.L, 0) / n;
  const contrast = Math.sqrt(labs.reduce((sum, p) => sum + (p.L - brightness) ** 2, 0) / n);
  const warmth = labs.reduce((sum, p) => sum + p.b + p.a / 2, 0) / n;
  const saturation = labs.reduce((sum, p) => sum + chroma(p), 0) / n;
  return { brightness, contrast, warmth, saturation };
}

/** Thresholds chosen on rooms: a white-walled room is ~0.85 light, a dark-painted one ~0.4. */
export function brightnessLevel(value: number): Level {
  return value < 0.5 ? 'low' : value < 0.75 ? 'medium' : 'high';
}

export function contrastLevel(value: number): Level {
  return value < 0.08 ? 'low' : value < 0.18 ? 'medium' : 'high';
}

export function saturationLevel(value: number): Level {
  return value < 0.035 ? 'low' : value < 0.09 ? 'medium' : 'high';
}

export function temperature(value: number): Temperature {
  return value > 0.012 ? 'warm' : value < -0.012 ? 'cool' : 'neutral';
}
