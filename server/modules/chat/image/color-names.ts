import { hexToOklab, type Lab } from './color-space.ts';

export type ColorFamily =
  | 'white'
  | 'neutral'
  | 'gray'
  | 'black'
  | 'brown'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'pink';

interface NamedColor {
  name: string;
  hex: string;
  family: ColorFamily;
}

/**
 * Colors as designers and paint charts name them, not as a web palette does: a photo of a room
 * is "greige walls, walnut floor, sage sofa", never "dark khaki". The nearest entry in OKLab names
 * a color; the table is dense where rooms are (whites, neutrals, woods) and sparse in neons.
 */
const NAMED_COLORS: NamedColor[] = [
  { name: 'Bright White', hex: '#f8f8f6', family: 'white' },
  { name: 'Warm White', hex: '#f3eee4', family: 'white' },
  { name: 'Cool White', hex: '#eef1f3', family: 'white' },
  { name: 'Ivory', hex: '#f4ecd6', family: 'white' },
  { name: 'Cream', hex: '#eee1c3', family: 'neutral' },
  { name: 'Linen', hex: '#e6dccb', family: 'neutral' },
  { name: 'Oatmeal', hex: '#d8cbb4', family: 'neutral' },
  { name: 'Sand', hex: '#d6bf99', family: 'neutral' },
  { name: 'Stone', hex: '#c5bcac', family: 'neutral' },
  { name: 'Putty', hex: '#b9ad96', family: 'neutral' },
  { name: 'Greige', hex: '#a8a093', family: 'neutral' },
  { name: 'Mushroom', hex: '#9a8b7c', family: 'neutral' },
  { name: 'Taupe', hex: '#7f7266', family: 'neutral' },
  { name: 'Pale Gray', hex: '#d9dad8', family: 'gray' },
  { name: 'Dove Gray', hex: '#b8b8b4', family: 'gray' },
  { name: 'Pewter', hex: '#8e908e', family: 'gray' },
  { name: 'Slate', hex: '#5d6870', family: 'gray' },
  { name: 'Charcoal', hex: '#3c3d3b', family: 'gray' },
  { name: 'Soft Black', hex: '#242424', family: 'black' },
  { name: 'Black', hex: '#0d0d0d', family: 'black' },
  { name: 'Camel', hex: '#b88a5a', family: 'brown' },
  { name: 'Honey Oak', hex: '#c49a62', family: 'brown' },
  { name: 'Caramel', hex: '#a86f3a', family: 'brown' },
  { name: 'Cognac', hex: '#8c4f2b', family: 'brown' },
  { name: 'Walnut', hex: '#5e3e2a', family: 'brown' },
  { name: 'Chocolate', hex: '#432b20', family: 'brown' },
  { name: 'Espresso', hex: '#2e211b', family: 'brown' },
  { name: 'Terracotta', hex: '#b5603f', family: 'orange' },
  { name: 'Rust', hex: '#a1442a', family: 'orange' },
  { name: 'Burnt Orange', hex: '#c8642a', family: 'orange' },
  { name: 'Clay', hex: '#c28a6b', family: 'orange' },
  { name: 'Peach', hex: '#f0c2a0', family: 'orange' },
  { name: 'Coral', hex: '#e07a5f', family: 'orange' },
  { name: 'Tomato Red', hex: '#c73a2e', family: 'red' },
  { name: 'Brick Red', hex: '#9b3b2f', family: 'red' },
  { name: 'Claret', hex: '#7a2832', family: 'red' },
  { name: 'Oxblood', hex: '#4f1d22', family: 'red' },
  { name: 'Blush', hex: '#e8c6bb', family: 'pink' },
  { name: 'Dusty Rose', hex: '#c99792', family: 'pink' },
  { name: 'Plaster Pink', hex: '#e0b2a0', family: 'pink' },
  { name: 'Raspberry', hex: '#b23a5f', family: 'pink' },
  { name: 'Butter Yellow', hex: '#f2df9a', family: 'yellow' },
  { name: 'Mustard', hex: '#cfa132', family: 'yellow' },
  { name: 'Ochre', hex: '#c68f2e', family: 'yellow' },
  { name: 'Lemon', hex: '#f2d83b', family: 'yellow' },
  { name: 'Mint', hex: '#c3e0cb', family: 'green' },
  { name: 'Pale Sage', hex: '#cfd6c2', family: 'green' },
  { name: 'Sage', hex: '#9fac92', family: 'green' },
  { name: 'Eucalyptus', hex: '#7d9486', family: 'green' },
  { name: 'Olive', hex: '#6f7040', family: 'green' },
  { name: 'Moss', hex: '#5a6b3e', family: 'green' },
  { name: 'Leaf Green', hex: '#5d9446', family: 'green' },
  { name: 'Emerald', hex: '#1f7a4f', family: 'green' },
  { name: 'Forest Green', hex: '#2d4a34', family: 'green' },
  { name: 'Teal', hex: '#26585a', family: 'blue' },
  { name: 'Duck Egg', hex: '#c3d6d2', family: 'blue' },
  { name: 'Powder Blue', hex: '#b7cde0', family: 'blue' },
  { name: 'Sky Blue', hex: '#8cb8de', family: 'blue' },
  { name: 'Fjord Blue', hex: '#a3b4b9', family: 'blue' },
  { name: 'Cornflower', hex: '#6a8fd0', family: 'blue' },
  { name: 'Denim', hex: '#4c6a8f', family: 'blue' },
  { name: 'Cobalt', hex: '#1f4fb0', family: 'blue' },
  { name: 'Royal Blue', hex: '#2d3fa8', family: 'blue' },
  { name: 'Navy', hex: '#1f2d48', family: 'blue' },
  { name: 'Ink Blue', hex: '#2b3244', family: 'blue' },
  { name: 'Lavender', hex: '#b9abd3', family: 'purple' },
  { name: 'Heather', hex: '#9b8aa5', family: 'purple' },
  { name: 'Violet', hex: '#6b4aa8', family: 'purple' },
  { name: 'Plum', hex: '#5b3150', family: 'purple' },
  { name: 'Aubergine', hex: '#3b2433', family: 'purple' },
];

const TABLE = NAMED_COLORS.map((c) => ({ ...c, lab: hexToOklab(c.hex) }));

export interface ColorName {
  name: string;
  family: ColorFamily;
}

/** The nearest designer's name for a color (lightness counts a little less than hue and chroma). */
export function nameColor(lab: Lab): ColorName {
  let best = TABLE[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of TABLE) {
    const d = Math.hypot((lab.L - entry.lab.L) * 0.8, (lab.a - entry.lab.a) * 1.2, (lab.b - entry.lab.b) * 1.2);
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  return { name: best?.name ?? 'Neutral', family: best?.family ?? 'neutral' };
}

export function nameHex(hex: string): ColorName {
  return nameColor(hexToOklab(hex));
}

/** For tests and for keeping the table honest: every entry names itself. */
export function namedColorEntries(): ReadonlyArray<{ name: string; hex: string; family: ColorFamily }> {
  return NAMED_COLORS;
}
