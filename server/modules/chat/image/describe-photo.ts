import type { PaletteColour, RoomType } from '#shared/chat.ts';
import {
  BRIGHTNESS_ADVICE,
  CONTRAST_ADVICE,
  SATURATION_ADVICE,
  TEMPERATURE_ADVICE,
} from '../knowledge/photo-advice.ts';
import { ROOM_GUIDES } from '../knowledge/room-guides.ts';
import { joinList } from '../text/sentences.ts';
import type { ColorFamily } from './color-names.ts';
import { brightnessLevel, contrastLevel, type ImageMetrics, saturationLevel, temperature } from './image-metrics.ts';

export interface NamedSwatch extends PaletteColour {
  share: number;
  family: ColorFamily;
}

const FAMILY_WORDS: Record<ColorFamily, string> = {
  white: 'whites',
  neutral: 'warm neutrals',
  gray: 'grays',
  black: 'blacks',
  brown: 'browns and woods',
  red: 'reds',
  orange: 'terracottas and oranges',
  yellow: 'yellows and ochres',
  green: 'greens',
  blue: 'blues',
  purple: 'purples',
  pink: 'pinks',
};

const LEVEL_WORDS = {
  brightness: { low: 'dark', medium: 'moderately light', high: 'bright' },
  contrast: { low: 'low contrast', medium: 'moderate contrast', high: 'strong contrast' },
  saturation: { low: 'muted', medium: 'gently colored', high: 'strongly colored' },
} as const;

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** The families that together make up most of the picture, largest first. */
export function leadingFamilies(swatches: NamedSwatch[]): Array<{ family: ColorFamily; share: number }> {
  const shares = new Map<ColorFamily, number>();
  for (const s of swatches) shares.set(s.family, (shares.get(s.family) ?? 0) + s.share);
  return [...shares.entries()].map(([family, share]) => ({ family, share })).sort((a, b) => b.share - a.share);
}

/**
 * The built-in written analysis: what the palette is, how the room reads (light, contrast,
 * temperature, saturation), and what that suggests for the room type, in a few sentences.
 */
export function describePhoto(swatches: NamedSwatch[], metrics: ImageMetrics, room: RoomType | undefined): string {
  const [main, ...rest] = swatches;
  const families = leadingFamilies(swatches);
  const lead = families[0];
  const sentences: string[] = [];
  if (main) {
    const others = rest.slice(0, 4).map((s) => `${s.name} (${percent(s.share)})`);
    sentences.push(
      `Your photo is led by ${main.name} (${percent(main.share)})${others.length > 0 ? `, with ${joinList(others)}` : ''}.`,
    );
  }
  if (lead && lead.share >= 0.5) sentences.push(`Overall it is mostly ${FAMILY_WORDS[lead.family]}.`);
  const temp = temperature(metrics.warmth);
  const light = brightnessLevel(metrics.brightness);
  const contrast = contrastLevel(metrics.contrast);
  const saturation = saturationLevel(metrics.saturation);
  const tempWords =
    temp === 'neutral'
      ? 'balanced between warm and cool'
      : `${temp}, leaning towards ${FAMILY_WORDS[warmestOrCoolest(swatches, temp)]}`;
  sentences.push(
    `It reads ${LEVEL_WORDS.brightness[light]} and ${LEVEL_WORDS.saturation[saturation]}, with ${LEVEL_WORDS.contrast[contrast]}, and the palette is ${tempWords}.`,
  );
  const advice = (table: Record<string, string | undefined> & { any: string }) => (room && table[room]) || table.any;
  if (room) sentences.push(`For your ${ROOM_GUIDES[room].label}:`);
  sentences.push(advice(TEMPERATURE_ADVICE[temp]));
  if (light !== 'medium' || !room) sentences.push(advice(BRIGHTNESS_ADVICE[light]));
  sentences.push(contrast === 'medium' ? SATURATION_ADVICE[saturation] : CONTRAST_ADVICE[contrast]);
  return sentences.join(' ');
}

/** The family that makes a warm picture warm (or a cool one cool), for "leaning towards …". */
function warmestOrCoolest(swatches: NamedSwatch[], temp: 'warm' | 'cool'): ColorFamily {
  const warmFamilies: ColorFamily[] = ['orange', 'red', 'yellow', 'brown', 'pink', 'neutral'];
  const coolFamilies: ColorFamily[] = ['blue', 'green', 'purple', 'gray'];
  const wanted = temp === 'warm' ? warmFamilies : coolFamilies;
  const found = leadingFamilies(swatches).find((f) => wanted.includes(f.family));
  return found?.family ?? (temp === 'warm' ? 'neutral' : 'gray');
}
