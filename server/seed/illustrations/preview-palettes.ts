import type { ScenePalette } from '../content/types.ts';

/** Three contrasting palettes to judge the illustrations by: light and warm, cool, and dark. */
export const PREVIEW_PALETTES: Record<string, ScenePalette> = {
  linen: {
    wall: '#efe7dc',
    floor: '#b98a5f',
    primary: '#d9cbb6',
    accent: '#b8613f',
    wood: '#8b5e3c',
    textile: '#e9dfcf',
    metal: '#b28f5a',
    plant: '#5d7a48',
  },
  sage: {
    wall: '#dfe3da',
    floor: '#cbbfae',
    primary: '#8fa08a',
    accent: '#c7a46a',
    wood: '#a57d55',
    textile: '#f1ede4',
    metal: '#6f7570',
    plant: '#4f7251',
  },
  charcoal: {
    wall: '#3a3b3d',
    floor: '#6b5240',
    primary: '#6b6e4e',
    accent: '#c08a4a',
    wood: '#5a3c2a',
    textile: '#cdbfa8',
    metal: '#c2a068',
    plant: '#5f7f4f',
  },
};
